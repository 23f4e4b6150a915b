extension NBNavigator {
  /// Starts a child flow returning `Result` from the screen `starter` (by default the topmost
  /// screen), pushing `firstStep` onto the starter's stack: the stack it is on, or the own stack of
  /// the modal it is the content of.
  ///
  /// Later steps are ordinary pushes on that stack. The flow ends with ``finishFlow(with:)``,
  /// ``cancelFlow(of:)``, or any navigation that removes its first step; the handler registered
  /// with ``onFlowResult(of:_:)`` then hears how it ended, exactly once. The flow is part of
  /// ``state``, so it is saved and restored with it.
  ///
  /// - Returns: `false`, changing nothing, when there is no such screen, it has no stack, it
  ///   already started a flow in progress, or a guard stopped the push.
  @discardableResult
  public func startFlow<Result: Hashable & Codable, Step: Hashable>(
    returning result: Result.Type, firstStep: Step, from starter: NBEntryID? = nil
  ) -> Bool {
    var next = state
    guard let (context, entry) = next.flowStarter(starter),
      !next.flows.contains(where: { $0.starter.id == entry.id }),
      var path = next.path(in: context)
    else {
      return false
    }
    path.append(firstStep)
    next.setPath(path, in: context)
    next.flows.append(
      NBFlow(
        resultType: NBTypeName.of(Result.self), starter: entry, firstStep: path.entries.last,
        result: nil))
    return commit(next, events: nil)
  }

  /// Pushes `step` onto the stack of the innermost flow returning `Result`, even when another
  /// stack is topmost.
  ///
  /// - Returns: `false`, changing nothing, when no such flow is in progress or a guard stopped it.
  @discardableResult
  public func push<Result, Step: Hashable>(_ step: Step, intoFlowOf result: Result.Type) -> Bool {
    var next = state
    guard let index = next.innermostFlow(returning: NBTypeName.of(Result.self)),
      let (context, _) = next.flowStack(next.flows[index]),
      var path = next.path(in: context)
    else {
      return false
    }
    path.append(step)
    next.setPath(path, in: context)
    return commit(next, events: nil)
  }

  /// Finishes the innermost flow returning `Result` with `result`: pops its steps and delivers
  /// the result to its starter's handler in the same update.
  ///
  /// - Returns: `false`, changing and delivering nothing, when no such flow is in progress or a
  ///   guard stopped it. A guard that holds the finish delivers when the held navigation resumes.
  @discardableResult
  public func finishFlow<Result: Hashable & Codable>(with result: Result) -> Bool {
    let current = state
    guard let index = current.innermostFlow(returning: NBTypeName.of(Result.self)),
      var next = current.poppingSteps(of: current.flows[index])
    else {
      return false
    }
    next.flows[index].firstStep = nil
    next.flows[index].result = NBPathEntry(AnyHashable(result))
    return commit(next, events: nil)
  }

  /// Cancels the innermost flow returning `Result`: pops its steps, and its starter's handler
  /// hears ``NBFlowResult/cancelled``.
  ///
  /// - Returns: `false`, changing nothing, when no such flow is in progress or a guard stopped it.
  @discardableResult
  public func cancelFlow<Result>(of result: Result.Type) -> Bool {
    let current = state
    guard let index = current.innermostFlow(returning: NBTypeName.of(Result.self)),
      let next = current.poppingSteps(of: current.flows[index])
    else {
      return false
    }
    return commit(next, events: nil)
  }

  /// Calls `handler` once for every flow returning `Result` that ends, with the value of the
  /// screen that started it and how it ended; replaces the handler registered before for `Result`.
  ///
  /// Register it where the router is made: a flow restored with the state delivers to the handler
  /// then registered. Registering also lets states holding a finished `Result` be decoded
  /// (``typeRegistry``). A ``restore(_:)`` delivers nothing.
  ///
  /// ```swift
  /// navigator.onFlowResult(of: Rating.self) { starter, result in
  ///   if case .finished(let rating) = result, let details = starter as? DetailsViewModel {
  ///     ratings[details.id] = rating
  ///   }
  /// }
  /// ```
  public func onFlowResult<Result: Hashable & Codable>(
    of result: Result.Type,
    _ handler: @escaping (_ starter: AnyHashable, _ result: NBFlowResult<Result>) -> Void
  ) {
    typeRegistry.register(Result.self)
    flowHandlers[NBTypeName.of(Result.self)] = { starter, ending in
      switch ending {
      case .finished(let value):
        if let result = value.base as? Result {
          handler(starter, .finished(result))
        } else {
          handler(starter, .cancelled)
        }
      case .cancelled:
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
  /// The stack a flow started from `starter` (by default the topmost screen) goes on, and the
  /// starter's entry: the stack it is on, or the own stack of the modal it is the content of.
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
    if let (context, _, entry) = locate({ $0.id == id }) {
      return (context, entry)
    }
    guard let depth = modals.firstIndex(where: { $0.id == id }), modals[depth].path != nil else {
      return nil
    }
    return (.modal(depth: depth), modals[depth].content)
  }
}
