/// Options that follow other answers: bound providers reach every level of the stack.
extension TableSession {
  /// Gives every level the bound providers, made again from its table; the level on screen shows the change.
  func provideOptions() {
    parents = parents.map { $0.rebound(providers: optionsProviders) }
    let before = current.visibleSkeleton
    current = current.rebound(providers: optionsProviders)
    let changeset = Level.changeset(from: before, to: current.visibleSkeleton)
    if !changeset.stages.isEmpty { _ = publish(changeset) }
  }
}
