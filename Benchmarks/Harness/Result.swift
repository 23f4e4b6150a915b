/// One benchmark figure and its baseline, measured in the same run.
struct Result: Codable {
  /// What a figure measures.
  enum Unit: String, Codable {
    /// A duration.
    case nanoseconds
    /// An amount of memory.
    case bytes
  }

  enum CodingKeys: String, CodingKey {
    case name, parameter, nanoseconds, baselineNanoseconds, bytes, baselineBytes, note, speedup
  }

  init(
    name: String, parameter: String, nanoseconds: Double, baselineNanoseconds: Double?,
    note: String? = nil
  ) {
    self.init(
      name: name, parameter: parameter, value: nanoseconds, baseline: baselineNanoseconds,
      unit: .nanoseconds, note: note)
  }

  init(
    name: String, parameter: String, value: Double, baseline: Double?, unit: Unit,
    note: String? = nil
  ) {
    self.name = name
    self.parameter = parameter
    self.value = value
    self.baseline = baseline
    self.unit = unit
    self.note = note
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decode(String.self, forKey: .name)
    parameter = try container.decode(String.self, forKey: .parameter)
    if let bytes = try container.decodeIfPresent(Double.self, forKey: .bytes) {
      unit = .bytes
      value = bytes
      baseline = try container.decodeIfPresent(Double.self, forKey: .baselineBytes)
    } else {
      unit = .nanoseconds
      value = try container.decode(Double.self, forKey: .nanoseconds)
      baseline = try container.decodeIfPresent(Double.self, forKey: .baselineNanoseconds)
    }
    note = try container.decodeIfPresent(String.self, forKey: .note)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(parameter, forKey: .parameter)
    switch unit {
    case .nanoseconds:
      try container.encode(value, forKey: .nanoseconds)
      try container.encodeIfPresent(baseline, forKey: .baselineNanoseconds)
      try container.encodeIfPresent(speedup, forKey: .speedup)
    case .bytes:
      try container.encode(value, forKey: .bytes)
      try container.encodeIfPresent(baseline, forKey: .baselineBytes)
    }
    try container.encodeIfPresent(note, forKey: .note)
  }

  let name: String
  let parameter: String
  /// The figure: nanoseconds or bytes, as ``unit`` says.
  let value: Double
  /// The baseline's figure in the same unit, if there is a baseline.
  let baseline: Double?
  let unit: Unit
  /// What else the figure means, such as how many state changes observers saw.
  var note: String?

  /// How many times faster than the baseline (baseline time / engine time); for durations only.
  var speedup: Double? {
    unit == .nanoseconds ? baseline.map { $0 / value } : nil
  }
}
