/// What a navigation stack shows for a value it has no destination for: a heading and `message`.
package struct MissingDestinationView: View {
  private let message: String

  /// A placeholder saying `message`.
  package init(message: String) {
    self.message = message
  }

  package var body: some View {
    VStack(spacing: 1) {
      Text("Nothing to show here").font(.headline)
      Text(message).foregroundStyle(.secondary)
    }
    .navigationTitle("Missing destination")
  }
}
