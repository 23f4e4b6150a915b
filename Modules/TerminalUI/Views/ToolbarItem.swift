/// One item of a toolbar, a button or a menu, drawn as a ``Group``: `ToolbarItem { Menu(…) }`.
public typealias ToolbarItem = Group
