/// Options that follow other answers: bound providers reach every level of the stack.
extension TableSession {
  /// Gives every level the bound providers, made again from its table; the level on screen shows the change.
  func provideOptions() -> Changeset {
    // Answers are final once the form ended; an open option list goes (its options may no longer be these).
    guard outcome == nil else { return Changeset(stages: []) }
    if current.picking != nil { try? applyBack() }
    let providers = registered.providersByName
    parents = parents.map { $0.rebound(providers: providers) }
    let before = current.visibleSkeleton
    current = current.rebound(providers: providers)
    return publish(Level.changeset(from: before, to: current.visibleSkeleton))
  }
}
