import NavigationBackport
import TerminalUI

extension View {
  /// Presents `content` as a sheet while `isPresented` is true; closing the sheet sets it false.
  ///
  /// `content` is called once each time the sheet is presented, so the presenter it makes lives
  /// exactly as long as the sheet. `onDismiss` runs once each time the sheet goes away. Needs an
  /// enclosing ``NBNavigationStack``, whose navigator holds the presentation.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.sheet, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents the content for `item` as a sheet while `item` is not `nil`; closing the sheet sets
  /// it to `nil`, and a different item replaces the sheet.
  public func sheet<Item: Hashable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.sheet, item: item, onDismiss: onDismiss, content: content)
  }

  /// Presents `content` as a full-screen cover while `isPresented` is true; closing it sets it to
  /// false.
  ///
  /// `content` is called once each time the cover is presented.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping () -> Content
  ) -> some View {
    presenting(.fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content)
  }

  /// Presents the content for `item` as a full-screen cover while `item` is not `nil`.
  public func fullScreenCover<Item: Hashable, Content: View>(
    item: Binding<Item?>,
    onDismiss: (() -> Void)? = nil,
    @ViewBuilder content: @escaping (Item) -> Content
  ) -> some View {
    presenting(.fullScreenCover, item: item, onDismiss: onDismiss, content: content)
  }

  private func presenting<Content: View>(
    _ style: NBModalStyle,
    isPresented: Binding<Bool>,
    onDismiss: (() -> Void)?,
    content: @escaping () -> Content
  ) -> some View {
    BoundDeclaration(content: self) { id, scope in
      scope.destinations.registerBound(id) { _ in AnyView(content()) }
      let presented = isPresented.wrappedValue
      scope.recordBindingUpdate(for: id) { navigator in
        navigator.bindPresentation(
          id, isPresented: presented, style: style, onDismiss: onDismiss
        ) { isPresented.wrappedValue = false }
      }
    }
  }

  private func presenting<Item: Hashable, Content: View>(
    _ style: NBModalStyle,
    item: Binding<Item?>,
    onDismiss: (() -> Void)?,
    content: @escaping (Item) -> Content
  ) -> some View {
    BoundDeclaration(content: self) { id, scope in
      scope.destinations.registerBound(id) { shown in
        (shown?.base as? Item).map { AnyView(content($0)) } ?? AnyView(EmptyView())
      }
      let current = item.wrappedValue
      scope.recordBindingUpdate(for: id) { navigator in
        navigator.bindPresentation(id, item: current, style: style, onDismiss: onDismiss) {
          item.wrappedValue = nil
        }
      }
    }
  }
}
