/// The wire form of a child flow, by place: `root` or `modal` names the stack, `starter` and
/// `firstStep` are indexes on it, `finished` the type name and JSON text of its result.
struct NBFlowRecord: Codable, Equatable {
  var result: String
  var root: NBRootID?
  var modal: Int?
  var starter: Int?
  var firstStep: Int?
  var finished: [String]?
}

extension NBNavigationState {
  /// The wire form of ``flows``, leaving out flows whose starter is gone.
  func flowRecords(_ coder: ElementCoder, codingPath: [any CodingKey]) throws -> [NBFlowRecord] {
    var records: [NBFlowRecord] = []
    for flow in flows {
      guard let (context, starter, _) = location(of: flow.starter.id) else {
        continue
      }
      var record = NBFlowRecord(result: flow.resultType, starter: starter)
      switch context {
      case .root(let id): record.root = id
      case .modal(let depth): record.modal = depth
      }
      if let step = flow.firstStep {
        guard let index = path(in: context)?.entries.firstIndex(where: { $0.id == step.id }) else {
          continue
        }
        record.firstStep = index
      }
      if let result = flow.result {
        let (name, json) = try coder.encode(result, codingPath: codingPath)
        record.finished = [name, json]
      }
      records.append(record)
    }
    return records
  }

  /// Rebuilds ``flows`` from their wire form; throws `DecodingError` naming a flow that is not in
  /// the state.
  mutating func decodeFlows(
    _ records: [NBFlowRecord], _ coder: ElementCoder, codingPath: [any CodingKey]
  ) throws {
    for (number, record) in records.enumerated() {
      let place = "Flow \(number) (returning \(record.result))"
      let context: NBContext
      switch (record.root, record.modal) {
      case (let id?, nil): context = .root(id)
      case (nil, let depth?): context = .modal(depth: depth)
      default:
        throw ElementCoder.corrupted(
          codingPath, "\(place) must name exactly one stack, with \"root\" or \"modal\".")
      }
      guard let entries = path(in: context)?.entries else {
        throw ElementCoder.corrupted(
          codingPath, "\(place) is on \(context.name), which has no stack.")
      }
      let entry = { (index: Int, role: String) throws -> NBPathEntry in
        guard entries.indices.contains(index) else {
          throw ElementCoder.corrupted(
            codingPath,
            "\(place) has its \(role) at \(index), but \(context.name) holds \(entries.count) screens."
          )
        }
        return entries[index]
      }
      let starter: NBPathEntry
      if let index = record.starter {
        starter = try entry(index, "starter")
      } else if case .modal(let depth) = context {
        starter = modals[depth].content
      } else {
        throw ElementCoder.corrupted(codingPath, "\(place) has no starter on \(context.name).")
      }
      var flow = NBFlow(
        resultType: record.result, starter: starter,
        firstStep: try record.firstStep.map { try entry($0, "first step") }, result: nil)
      if let finished = record.finished {
        guard finished.count == 2 else {
          throw ElementCoder.corrupted(
            codingPath, "\(place) must be finished with a type name and its JSON text.")
        }
        flow.result = try coder.decode(
          name: finished[0], json: finished[1], position: "\(place)'s result",
          codingPath: codingPath)
      }
      guard flow.firstStep != nil || flow.result != nil else {
        throw ElementCoder.corrupted(codingPath, "\(place) has neither a first step nor a result.")
      }
      flows.append(flow)
    }
  }
}
