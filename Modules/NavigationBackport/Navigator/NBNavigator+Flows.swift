extension NBNavigator {
  /// Starts a child flow returning `Result` from `starter` (by default the topmost screen), pushing
  /// `firstStep` onto the starter's stack (see <doc:ChildFlows>).
  ///
  /// - Returns: `false`, changing nothing, when there is no such screen, it has no stack, it
  ///   already started a flow in progress, or a guard stopped it.
  @discardableResult
  public func startFlow<Result: Hashable & Codable, Step: Hashable>(
    returning result: Result.Type, firstStep: Step, from starter: NBEntryID? = nil
  ) -> Bool {
    var next = state
    guard let (context, entry) = next.flowStarter(starter),
      !next.flows.contains(where: { $0.starter.id == entry.id }),
      let step = next.push(firstStep, in: context)
    else {
      return false
    }
    next.flows.append(
      NBFlow(resultType: NBTypeName.of(Result.self), starter: entry, firstStep: step, result: nil))
    return commit(next, events: nil)
  }

  /// Pushes `step` onto the stack of the innermost flow returning `Result`, even when another stack
  /// is topmost.
  ///
  /// - Returns: `false`, changing nothing, when no such flow is in progress or a guard stopped it.
  @discardableResult
  public func push<Result, Step: Hashable>(_ step: Step, intoFlowOf result: Result.Type) -> Bool {
    var next = state
    guard let index = next.innermostFlow(returning: Result.self),
      let (context, _) = next.flowStack(next.flows[index]),
      next.push(step, in: context) != nil
    else {
      return false
    }
    return commit(next, events: nil)
  }

  /// Finishes the innermost flow returning `Result`: pops its steps and delivers `result` in the
  /// same update.
  ///
  /// - Returns: `false`, changing and delivering nothing, when no such flow is in progress or a
  ///   guard stopped it; a held finish delivers when it resumes.
  @discardableResult
  public func finishFlow<Result: Hashable & Codable>(with result: Result) -> Bool {
    endFlow(returning: Result.self, with: NBPathEntry(AnyHashable(result)))
  }

  /// Cancels the innermost flow returning `Result`: pops its steps; its handler hears
  /// ``NBFlowResult/cancelled``.
  ///
  /// - Returns: `false`, changing nothing, when no such flow is in progress or a guard stopped it.
  @discardableResult
  public func cancelFlow<Result>(of result: Result.Type) -> Bool {
    endFlow(returning: Result.self, with: nil)
  }

  /// Pops the steps of the innermost flow returning `type`, which finishes with `result` or, when
  /// it is `nil`, is cancelled.
  private func endFlow(returning type: Any.Type, with result: NBPathEntry?) -> Bool {
    let current = state
    guard let index = current.innermostFlow(returning: type),
      var next = current.poppingSteps(of: current.flows[index])
    else {
      return false
    }
    if let result {
      next.flows[index].firstStep = nil
      next.flows[index].result = result
    }
    return commit(next, events: nil)
  }

  /// Calls `handler` once for every flow returning `Result` that ends, with its starter's value;
  /// replaces the handler before.
  ///
  /// Registers `Result` in ``typeRegistry``. Register it where the router is made: restored flows
  /// deliver to it; ``restore(_:)`` delivers nothing.
  public func onFlowResult<Result: Hashable & Codable>(
    of result: Result.Type,
    _ handler: @escaping (_ starter: AnyHashable, _ result: NBFlowResult<Result>) -> Void
  ) {
    typeRegistry.register(Result.self)
    flowHandlers[NBTypeName.of(Result.self)] = { starter, ending in
      if case .finished(let value) = ending, let result = value.base as? Result {
        handler(starter, .finished(result))
      } else {
        handler(starter, .cancelled)
      }
    }
  }

  /// Delivers each ending to the handler of its flow's result type, in order.
  func deliver(_ endings: [(NBFlow, NBFlowResult<AnyHashable>)]) {
    for (flow, ending) in endings {
      flowHandlers[flow.resultType]?(flow.starter.value, ending)
    }
  }
}

extension NBNavigationState {
  /// The stack a flow from `starter` (by default the topmost screen) goes on, and the starter's
  /// entry.
  fileprivate func flowStarter(_ starter: NBEntryID?) -> (NBContext, NBPathEntry)? {
    guard let id = starter else {
      let context = topmostContext
      if let top = path(in: context)?.entries.last {
        return (context, top)
      }
      if case .modal(let depth) = context {
        return (context, modals[depth].content)
      }
      return nil
    }
    guard let (context, _, entry) = location(of: id), path(in: context) != nil else {
      return nil
    }
    return (context, entry)
  }
}
