extension View {
  /// Makes the controls in this view unusable while `isDisabled`: drawn dim, they keep their
  /// shortcuts and do nothing; `disabled(false)` inside does not enable them again.
  public func disabled(_ isDisabled: Bool) -> some View {
    EnvironmentModifier(content: self) { environment in
      environment[IsEnabledKey.self] = environment[IsEnabledKey.self] && !isDisabled
    }
  }
}
