/// One benchmark figure and its baseline, measured in the same run.
struct Result: Codable {
  enum CodingKeys: String, CodingKey {
    case name, parameter, nanoseconds, baselineNanoseconds, note, speedup
  }

  init(
    name: String, parameter: String, nanoseconds: Double, baselineNanoseconds: Double?,
    note: String? = nil
  ) {
    self.name = name
    self.parameter = parameter
    self.nanoseconds = nanoseconds
    self.baselineNanoseconds = baselineNanoseconds
    self.note = note
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    parameter = try container.decode(String.self, forKey: .parameter)
    nanoseconds = try container.decode(Double.self, forKey: .nanoseconds)
    baselineNanoseconds = try container.decodeIfPresent(Double.self, forKey: .baselineNanoseconds)
    note = try container.decodeIfPresent(String.self, forKey: .note)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(parameter, forKey: .parameter)
    try container.encode(nanoseconds, forKey: .nanoseconds)
    try container.encodeIfPresent(baselineNanoseconds, forKey: .baselineNanoseconds)
    try container.encodeIfPresent(note, forKey: .note)
    try container.encodeIfPresent(speedup, forKey: .speedup)
  }

  let name: String
  let parameter: String
  let nanoseconds: Double
  let baselineNanoseconds: Double?
  /// What else the figure means, such as how many state changes observers saw.
  var note: String?

  /// How many times faster than the baseline (baseline time / engine time).
  var speedup: Double? {
    baselineNanoseconds.map { $0 / nanoseconds }
  }
}
