/// How a child flow ended, as delivered to the screen that started it.
public enum NBFlowResult<Result> {
  /// The flow finished with this value.
  case finished(Result)
  /// The flow ended without a value: cancelled, gone back past, or removed by a navigation.
  case cancelled
}

extension NBFlowResult: Equatable where Result: Equatable {}
extension NBFlowResult: Hashable where Result: Hashable {}
extension NBFlowResult: Sendable where Result: Sendable {}

/// A child flow in progress: its starter, its first step on the starter's stack, and its result
/// type.
///
/// Its steps are the first step and the screens above it; it ends when the first step or the
/// starter leaves. Equality compares values, as paths do.
struct NBFlow: Equatable {
  /// The wire name of the result type, which picks the handler.
  let resultType: String
  var starter: NBPathEntry
  /// The first step, on the starter's stack; `nil` once the flow finished.
  var firstStep: NBPathEntry?
  /// The value the flow finished with, until delivered (a finish a guard holds keeps it).
  var result: NBPathEntry?
}

extension NBNavigationState {
  /// The flows of this reconciled state, written as `written` over `previous`: renamed to the
  /// reconciled identities, those of `previous` kept unless `carryOver` is false, and only while
  /// their starter and first step (or result) remain.
  func keepingFlows(
    written: NBNavigationState, previous: NBNavigationState, carryOver: Bool
  ) -> NBNavigationState {
    guard !written.flows.isEmpty || (carryOver && !previous.flows.isEmpty) else {
      return self
    }
    let entries = allEntries
    let current = Dictionary(entries.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    let renamed = Dictionary(
      zip(written.allEntries, entries).map { ($0.id, $1.id) },
      uniquingKeysWith: { first, _ in first })
    var flows = written.flows.map { flow in
      var flow = flow
      flow.starter = current[renamed[flow.starter.id] ?? flow.starter.id] ?? flow.starter
      flow.firstStep = flow.firstStep.map { current[renamed[$0.id] ?? $0.id] ?? $0 }
      return flow
    }
    if carryOver {
      let starters = Set(flows.map(\.starter.id))
      flows = previous.flows.filter { !starters.contains($0.starter.id) } + flows
    }
    var result = self
    result.flows = flows.compactMap { flow in
      guard let starter = current[flow.starter.id] else {
        return nil
      }
      var flow = flow
      flow.starter = starter
      if let step = flow.firstStep {
        guard let shown = current[step.id] else {
          return nil
        }
        flow.firstStep = shown
      } else if flow.result == nil {
        return nil
      }
      return flow
    }
    return result
  }

  /// Removes the finished flows and returns how each flow of `previous` no longer in progress
  /// ended, innermost first.
  mutating func settleFlows(previous: NBNavigationState) -> [(NBFlow, NBFlowResult<AnyHashable>)] {
    let finished = flows.filter { $0.result != nil }
    flows.removeAll { $0.result != nil }
    let inProgress = Set(flows.map(\.starter.id))
    var endings: [(NBFlow, NBFlowResult<AnyHashable>)] = []
    for flow in previous.flows.reversed() where !inProgress.contains(flow.starter.id) {
      if let done = finished.first(where: { $0.starter.id == flow.starter.id }),
        let value = done.result?.value
      {
        endings.append((done, .finished(value)))
      } else {
        endings.append((flow, .cancelled))
      }
    }
    return endings
  }

  /// The index of the innermost flow returning `type`: the last started, preferring the
  /// topmost stack.
  func innermostFlow(returning type: Any.Type) -> Int? {
    let resultType = NBTypeName.of(type)
    let candidates = flows.indices.filter { flows[$0].resultType == resultType }
    let topmost = topmostContext
    return candidates.last { flowStack(flows[$0])?.context == topmost } ?? candidates.last
  }

  /// The stack a flow's steps are on, and its first step's index there.
  func flowStack(_ flow: NBFlow) -> (context: NBContext, index: Int)? {
    guard let id = flow.firstStep?.id, let (context, index, _) = locate({ $0.id == id }) else {
      return nil
    }
    return (context, index)
  }

  /// This state without the steps of `flow`, popped as going back would.
  func poppingSteps(of flow: NBFlow) -> NBNavigationState? {
    guard let id = flow.firstStep?.id, let (context, index) = flowStack(flow) else {
      return nil
    }
    var back = backStack
    if back.popFrom(entry: id) {
      return back.state
    }
    var next = self
    guard var path = next.path(in: context) else {
      return nil
    }
    path.truncate(to: index)
    next.setPath(path, in: context)
    return next
  }
}
