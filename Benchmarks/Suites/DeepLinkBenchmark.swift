import NavigationBackport

/// Applying a deep link of k screens: the engine's single update against one push per screen.
@MainActor
struct DeepLinkBenchmark {
  let measurement: Measurement
  let sizes: [Int]

  func run() -> [Result] {
    sizes.map { size in
      let values = mixedElements(size)
      let navigator = NBNavigator()
      var engineChanges = 0
      var baselineChanges = 0
      let (engine, baseline) = measurement.pairedMedians(
        engine: {
          let before = navigator.changeCount
          navigator.state.rootPath = NBNavigationPath(values)
          engineChanges = navigator.changeCount - before
          navigator.returnToRoot()
        },
        baseline: {
          let before = navigator.changeCount
          for value in values {
            navigator.push(value)
          }
          baselineChanges = navigator.changeCount - before
          navigator.returnToRoot()
        })
      return Result(
        name: "deep link", parameter: "\(size) screens", nanoseconds: engine,
        baselineNanoseconds: baseline,
        note: "state changes seen: \(engineChanges) (baseline \(baselineChanges))")
    }
  }
}
