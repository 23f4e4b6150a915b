/// One benchmark figure and its baseline, measured in the same run.
struct Result: Codable {
  let name: String
  let parameter: String
  let nanoseconds: Double
  let baselineNanoseconds: Double?

  /// How many times faster than the baseline (baseline time / engine time).
  var speedup: Double? {
    baselineNanoseconds.map { $0 / nanoseconds }
  }
}
