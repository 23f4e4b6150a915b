/// A command line that cannot be run, with what was wrong and how to fix it.
struct UsageError: Error, Equatable, CustomStringConvertible {
  /// The one-line explanation printed on standard error.
  let message: String

  var description: String { message }
}
