extension String {
  /// The text without the whitespace around it: how names typed into a field are taken.
  var trimmingWhitespace: String {
    let start = drop { $0.isWhitespace }
    return String(start.reversed().drop { $0.isWhitespace }.reversed())
  }
}
