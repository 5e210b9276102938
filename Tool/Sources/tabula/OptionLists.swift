@_spi(TabulaInternal) import Tabula

/// `--source NAME=FILE` for a choice whose options a provider makes (`options: {provider: NAME, reads: [ROW]}`):
/// the file holds the options offered for each value of the row read first, `{"jp": ["Tokyo", "Kyoto"], "fr":
/// [{"text": "Paris", "value": "par"}]}`; a value without a list offers none.
enum OptionLists {
  /// The names of the providers the table's choices (and its child tables') name.
  static func providerNames(in table: Table) -> Set<String> {
    var names = Set<String>()
    for row in table.sections.flatMap(\.rows) {
      if case .choice(let choice) = row.control, let provided = choice.provided { names.insert(provided.provider) }
      if let child = row.child { names.formUnion(providerNames(in: child)) }
    }
    return names
  }

  /// The provider `json` describes for `name`, reading the first row the choices of `table` name it with.
  static func provider(named name: String, json: String, in table: Table) throws -> OptionsProvider {
    let lists: [String: [ChoiceOption]]
    guard case .object(let members) = try DefinitionValue(json: json) else {
      throw Problem(description: "expected an object of option lists by the value of the row the choice reads")
    }
    lists = try members.mapValues { list in
      guard case .array(let items) = list else { throw Problem(description: "each value's options are an array") }
      return try items.map(option)
    }
    let read = reads(of: name, in: table).first
    return { form in
      guard let read, let value = form.values(read).first else { return [] }
      let key: String =
        switch value {
        case .text(let text): text
        case .number(let number): NumberText.format(number)
        case .bool(let flag): flag ? "true" : "false"
        }
      return lists[key] ?? []
    }
  }

  /// A title, or `{"text", "value", "short", "image"}`.
  private static func option(_ item: DefinitionValue) throws -> ChoiceOption {
    switch item {
    case .string(let title): return ChoiceOption(title)
    case .object(let fields):
      guard case .string(let title)? = fields["text"] else {
        throw Problem(description: "an option is a title or an object with its \"text\"")
      }
      var option = ChoiceOption(title)
      switch fields["value"] {
      case .string(let text)?: option.value = .text(text)
      case .number(let number)?: option.value = .number(number)
      case .bool(let flag)?: option.value = .bool(flag)
      case nil: break
      default: throw Problem(description: "the value of option \"\(title)\" is a string, a number or a boolean")
      }
      if case .string(let short)? = fields["short"] { option.shortTitle = short }
      if case .string(let image)? = fields["image"] { option.image = image }
      return option
    default:
      throw Problem(description: "an option is a title or an object with its \"text\"")
    }
  }

  private static func reads(of name: String, in table: Table) -> [String] {
    for row in table.sections.flatMap(\.rows) {
      if case .choice(let choice) = row.control, let provided = choice.provided, provided.provider == name {
        return provided.reads
      }
      if let child = row.child, case let found = reads(of: name, in: child), !found.isEmpty { return found }
    }
    return []
  }

  /// What is wrong with a file of option lists.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }
}
