/// Starting a form from earlier answers: `tabula show FILE --values answers.json`, `--set key=value`.
extension TableSession {
  /// Sets values from answers in the shape ``valuesJSON(includeHidden:)`` writes, so the output of one run
  /// starts the next one where it ended. Rows not named keep their values; `_submitted` is ignored. Call it
  /// before the form is shown: it returns to the root table.
  ///
  /// - Throws: ``SessionError`` naming the key (`network.port`) of an unknown row or section, or of a value of
  ///   the wrong type or outside its control's range; nothing changes then.
  public func prefill(_ answers: DefinitionValue) throws(SessionError) {
    _ = try perform(.prefill(answers))
  }

  /// Carries out ``Request/prefill(_:)``.
  func applyPrefill(_ answers: DefinitionValue) throws(SessionError) {
    guard case .object(let members) = answers else {
      throw SessionError(kind: .wrongValue, message: "the values must be an object of answers by key")
    }
    let root = try Self.prefilled(exportedRoot(), with: members, keyPath: "")
    // Observers hear it as any change: what the answers changed on screen, as a changeset that replays onto what
    // they showed; or, when a child table was shown, the way back to the root, which they show anew.
    let before = levels[0].visibleSkeleton
    let depthBefore = levels.count
    levels = [root]
    pushedBy = []
    guard depthBefore == 1 else {
      for _ in 1..<depthBefore { notify(.popped) }
      return
    }
    _ = publish(Level.changeset(from: before, to: current.visibleSkeleton))
  }

  /// Sets one value by its key path (`volume`, `network.port`), as `--set key=value` does.
  public func prefill(key: String, value: DefinitionValue) throws(SessionError) {
    var answer = value
    for part in key.split(separator: ".", omittingEmptySubsequences: false).reversed() {
      answer = .object([String(part): answer])
    }
    try prefill(answer)
  }

  nonisolated static func prefilled(_ level: Level, with members: [String: DefinitionValue], keyPath: String)
    throws(SessionError) -> Level
  {
    var values = level.values
    var children = level.children
    var sections = level.table.sections
    // Choices whose options follow other answers, checked once every answer is in (whatever order keys come in).
    var providedAnswers: [(id: String, place: String)] = []
    /// Sets the row's value, or its child table's answers, from `answer`.
    func fill(_ row: Row, from answer: DefinitionValue, place: String) throws(SessionError) {
      if let table = row.child {
        guard case .object(var childMembers) = answer else {
          throw mismatch(place, expected: "an object of the child table's answers", found: answer)
        }
        if let own = childMembers.removeValue(forKey: ownValueKey) {
          values[row.id] = try controlValue(own, for: row, place: place + "." + ownValueKey)
        }
        children[row.id] = try prefilled(
          level.children[row.id] ?? level.child(table), with: childMembers, keyPath: place + ".")
      } else if let name = row.childName {
        throw SessionError(
          kind: .notAllowed,
          message: "\"\(place)\": the table \"\(name)\" of row \"\(row.id)\" is supplied when it is opened; "
            + "its values cannot be set before")
      } else if case .choice(let choice)? = row.control, choice.provided != nil {
        values[row.id] = try controlValue(answer, for: row, place: place, checkingOptions: false)
        providedAnswers.append((row.id, place))
      } else {
        values[row.id] = try controlValue(answer, for: row, place: place)
      }
    }
    for key in members.keys.sorted() where key != submittedKey {
      let answer = members[key] ?? .null
      let place = keyPath + key
      if let path = level.storedPath(ofRow: key) {
        try fill(level.row(at: path), from: answer, place: place)
      } else if let index = sections.firstIndex(where: { $0.repetition != nil && ($0.key ?? $0.id) == key }),
        let repetition = sections[index].repetition
      {
        let section = sections[index]
        if case .object(let numbered) = answer {  // `--set guests.1=Grace`: items already there, by number
          let items = section.items
          for number in numbered.keys.sorted() {
            guard let position = Int(number), items.indices.contains(position) else {
              throw SessionError(
                kind: .unknownRow,
                message: "\"\(place).\(number)\": "
                  + (items.isEmpty
                    ? "the section has no items yet" : "the section has items 0 to \(items.count - 1), not \(number)"))
            }
            try fill(items[position], from: numbered[number] ?? .null, place: "\(place).\(number)")
          }
          continue
        }
        guard case .array(let items) = answer else {
          throw mismatch(place, expected: "an array of the section's items", found: answer)
        }
        if let limit = repetition.brokenLimit(items.count) {
          throw SessionError(kind: .wrongValue, message: "\"\(place)\": expected \(limit), found \(items.count)")
        }
        sections[index].rows = repetition.rows(count: items.count, inSection: section.id)
        for (number, item) in items.enumerated() {
          let row = repetition.item(number: number, inSection: section.id)
          children[row.id] = nil
          try fill(row, from: item, place: "\(place).\(number)")
        }
      } else if let section = level.table.sections.first(where: { $0.selection != .none && ($0.key ?? $0.id) == key }) {
        for (id, selected) in try choice(answer, in: section, place: place) { values[id] = .bool(selected) }
      } else {
        let known = level.table.sections.flatMap { section in
          section.selection != .none || section.repetition != nil ? [section.key ?? section.id] : section.rows.map(\.id)
        }
        throw SessionError(
          kind: .unknownRow, message: "unknown key \"\(place)\"" + Suggestion.hint(for: key, among: known.sorted()))
      }
    }
    var filled = level.rebuilt(with: level.table.withResolvedSections(sections), values: values)
    filled.keepChildren(children)
    for (id, place) in providedAnswers {
      guard let path = filled.storedPath(ofRow: id), let value = values[id], value != .text("") else { continue }
      try check(value, fits: filled.row(at: path), place: "\"\(place)\"")
    }
    return filled
  }

  /// The value an answer gives a row's control, checked against its kind and range (and, unless
  /// `checkingOptions` is false, a choice's options). `null` is no answer for a choice whose options follow another
  /// answer (as a run writes it when they left the answer it had).
  nonisolated private static func controlValue(
    _ answer: DefinitionValue, for row: Row, place: String, checkingOptions: Bool = true
  ) throws(SessionError) -> ControlValue {
    guard let control = row.control, control.value != nil else {
      throw SessionError(kind: .notAllowed, message: "\"\(place)\": row \"\(row.id)\" has no value to set")
    }
    let value: ControlValue
    switch answer {
    case .bool(let flag): value = .bool(flag)
    case .number(let number): value = .number(number)
    case .string(let text): value = .text(text)
    case .null where control.takesTypedText: value = .text("")  // an empty number or date field
    case .null where control.hasProvidedOptions: return .text("")  // a choice that follows another answer
    default: throw mismatch(place, expected: control.expectation, found: answer)
    }
    if case .choice = control, !checkingOptions { return value }
    try check(value, fits: row, place: "\"\(place)\"")
    return value
  }

  /// The selection a choice section's answer makes: each option's id, selected or not.
  nonisolated private static func choice(_ answer: DefinitionValue, in section: Section, place: String)
    throws(SessionError)
    -> [(String, Bool)]
  {
    let options = section.rows.filter(isOption)
    let wanted: [DefinitionValue]
    switch (answer, section.selection) {
    case (.null, .single): wanted = []
    case (.array(let values), .multiple): wanted = values
    case (.string, .single), (.number, .single): wanted = [answer]
    default:
      let expected = section.selection == .multiple ? "an array of option values" : "an option value or null"
      throw mismatch(place, expected: expected, found: answer)
    }
    // The options by their answers, found once: a section of 50,000 options answered whole stays linear.
    var optionByAnswer: [String: String] = [:]
    for option in options {
      let answer = describe(option.optionAnswer.definitionNode.definitionValue)
      if optionByAnswer[answer] == nil { optionByAnswer[answer] = option.id }
    }
    var chosen = Set<String>()
    for value in wanted {
      guard let option = optionByAnswer[describe(value)] else {
        let known = options.prefix(20).map { describe($0.optionAnswer) }.joined(separator: ", ")
        let more = options.count > 20 ? ", and \(options.count - 20) more" : ""
        throw SessionError(
          kind: .wrongValue, message: "\"\(place)\": \(describe(value)) is not one of the options (\(known)\(more))")
      }
      chosen.insert(option)
    }
    return options.map { ($0.id, chosen.contains($0.id)) }
  }

  nonisolated private static func mismatch(_ place: String, expected: String, found: DefinitionValue) -> SessionError {
    SessionError(kind: .wrongValue, message: "\"\(place)\": expected \(expected), found \(describe(found))")
  }

  nonisolated static func describe(_ value: DefinitionValue) -> String {
    switch value {
    case .null: "null"
    case .bool(let flag): "\(flag)"
    case .number(let number): NumberText.format(number)
    case .string(let text): "\"\(text)\""
    case .array: "an array"
    case .object: "an object"
    }
  }
}
