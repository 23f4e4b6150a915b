/// Stands in until the kit arrives.
public enum TerminalUIPlaceholder {}
