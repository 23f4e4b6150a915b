/// How a child flow ended, as delivered to the screen that started it
/// (``NBNavigator/onFlowResult(of:_:)``).
public enum NBFlowResult<Result> {
  /// The flow finished with this value (``NBNavigator/finishFlow(with:)``).
  case finished(Result)
  /// The flow ended without a value: cancelled from a step, gone back past its first step, or
  /// unwound by a navigation that removed its first step (a pop to root, a replaced state, the
  /// dismissal of the sheet it lives in, a reset of its tab's stack).
  case cancelled
}

extension NBFlowResult: Equatable where Result: Equatable {}
extension NBFlowResult: Hashable where Result: Hashable {}
extension NBFlowResult: Sendable where Result: Sendable {}

/// A child flow in progress: the screen that started it, the first step pushed onto the starter's
/// stack, and the type of value it returns.
///
/// The flow's steps are the first step and every screen above it on that stack. It ends when its
/// first step (or its starter) leaves the state. Equality compares values, not identities, as
/// paths do.
struct NBFlow: Equatable {
  /// The wire name of the result type, which picks the handler the result goes to.
  let resultType: String
  /// The screen that started the flow, on a stack or as the content of a modal with a stack.
  var starter: NBPathEntry
  /// The first step, on the starter's stack; `nil` once the flow finished.
  var firstStep: NBPathEntry?
  /// The value the flow finished with, until it is delivered: a finish a guard holds keeps it in
  /// the held state.
  var result: NBPathEntry?
}

extension NBNavigationState {
  /// The flows of this reconciled state, written as `written` and committed over `previous`.
  ///
  /// The flows written are renamed to the identities reconciling gave their entries; unless
  /// `carryOver` is false (a restoration), the flows of `previous` that `written` does not
  /// mention are kept. A flow stays while its starter and its first step are in the state, or
  /// while it holds a finished value; its entries are refreshed to the values now shown.
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

  /// Removes the finished flows and returns how each flow of `previous` that is no longer in
  /// progress ended, innermost (last started) first: finished with its value, or cancelled.
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

  /// The index in ``flows`` of the innermost flow returning `resultType`: among those on the
  /// topmost stack when there are any, the last started.
  func innermostFlow(returning resultType: String) -> Int? {
    let candidates = flows.indices.filter { flows[$0].resultType == resultType }
    let topmost = topmostContext
    return candidates.last { flowContext(flows[$0]) == topmost } ?? candidates.last
  }

  /// The stack a flow's steps are on, and its first step's index there.
  func flowStack(_ flow: NBFlow) -> (context: NBContext, index: Int)? {
    guard let id = flow.firstStep?.id, let (context, index, _) = locate({ $0.id == id }) else {
      return nil
    }
    return (context, index)
  }

  private func flowContext(_ flow: NBFlow) -> NBContext? {
    flowStack(flow)?.context
  }

  /// This state without the steps of `flow`: its first step and everything above it are popped,
  /// as going back would (the modals shown above them are dismissed).
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
