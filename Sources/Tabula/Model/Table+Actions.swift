extension Table {
  /// Binds named actions to closures, here and in child tables.
  ///
  /// Every select and change action whose name is in `handlers` gets that closure; actions that already have a
  /// closure keep it.
  ///
  /// - Parameter handlers: closures by action name.
  /// - Returns: the table with the actions bound.
  /// - Throws: ``DefinitionError`` listing every action name left without a closure, with its path.
  public func bindingActions(_ handlers: [String: ActionHandler]) throws(DefinitionError) -> Table {
    var unbound: [DefinitionIssue] = []
    let bound = binding(handlers, prefix: "", unbound: &unbound)
    if !unbound.isEmpty { throw DefinitionError(issues: unbound) }
    return bound
  }

  private func binding(_ handlers: [String: ActionHandler], prefix: String, unbound: inout [DefinitionIssue]) -> Table {
    var sections = self.sections
    for sectionIndex in sections.indices {
      if let action = sections[sectionIndex].onDelete, action.handler == nil, let name = action.name {
        if let handler = handlers[name] {
          sections[sectionIndex].onDelete = Action(named: name, handler: handler)
        } else {
          unbound.append(
            DefinitionIssue(
              path: "\(prefix)sections[\(sectionIndex)].onDelete", message: "no handler is bound to action \"\(name)\"")
          )
        }
      }
      for rowIndex in sections[sectionIndex].rows.indices {
        let path = "\(prefix)sections[\(sectionIndex)].rows[\(rowIndex)]"
        var row = sections[sectionIndex].rows[rowIndex]
        for (key, keyPath) in [("action", \Row.onSelect), ("onChange", \Row.onChange), ("onDelete", \Row.onDelete)] {
          guard let action = row[keyPath: keyPath], action.handler == nil, let name = action.name else { continue }
          if let handler = handlers[name] {
            row[keyPath: keyPath] = Action(named: name, handler: handler)
          } else {
            unbound.append(
              DefinitionIssue(path: "\(path).\(key)", message: "no handler is bound to action \"\(name)\""))
          }
        }
        for index in row.actions.indices {
          guard let action = row.actions[index].action, action.handler == nil, let name = action.name else { continue }
          if let handler = handlers[name] {
            row.actions[index].action = Action(named: name, handler: handler)
          } else {
            unbound.append(
              DefinitionIssue(path: "\(path).actions[\(index)]", message: "no handler is bound to action \"\(name)\""))
          }
        }
        row.child = row.child?.binding(handlers, prefix: "\(path).child.", unbound: &unbound)
        sections[sectionIndex].rows[rowIndex] = row
      }
    }
    var table = self
    table.sections = sections
    return table
  }
}
