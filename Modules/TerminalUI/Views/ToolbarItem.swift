/// One item of a toolbar, a button or a menu: `.toolbar { ToolbarItem { Menu("Present") { … } } }`;
/// it draws its content as a ``Group`` does.
public typealias ToolbarItem = Group
