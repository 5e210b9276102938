@_spi(TabulaInternal) import Tabula

/// `--source NAME=FILE` for a choice whose options a provider makes (`options: {provider: NAME, reads: [ROW]}`):
/// the file holds the options offered for each value of the row read first, `{"jp": ["Tokyo", "Kyoto"], "fr":
/// [{"text": "Paris", "value": "par"}]}`; a value without a list offers none.
enum OptionLists {
  /// The providers the table's choices (and its child tables') name, each as the first choice naming it has it
  /// (the rows it reads, the file of its lists), with that choice's row.
  static func providers(in table: Table) -> [String: (provided: ProvidedOptions, rowID: String)] {
    var providers: [String: (provided: ProvidedOptions, rowID: String)] = [:]
    for row in table.sections.flatMap(\.rows) {
      if case .choice(let choice) = row.control, let provided = choice.provided, providers[provided.provider] == nil {
        providers[provided.provider] = (provided, row.id)
      }
      if let child = row.child { providers.merge(Self.providers(in: child)) { first, _ in first } }
    }
    return providers
  }

  /// Binds the providers the definition names files for (`options: {provider, reads, file}`), relative to the
  /// definition's `folder` and inside it unless `anywhere`, except those in `bound`; a provider nothing binds is
  /// a warning (its choice would offer nothing, and a required one could never be answered).
  ///
  /// - Returns: the providers made, and the problems: errors for files that cannot be read or are not option
  ///   lists, warnings for providers left unbound.
  static func namedFiles(
    in table: Table, folder: String, anywhere: Bool, except bound: Set<String>
  ) -> (providers: [String: OptionsProvider], problems: [(message: String, isError: Bool)]) {
    var made: [String: OptionsProvider] = [:]
    var problems: [(message: String, isError: Bool)] = []
    for (name, (provided, rowID)) in providers(in: table).sorted(by: { $0.key < $1.key }) where !bound.contains(name) {
      guard let file = provided.file else {
        problems.append(
          (
            "choice \"\(rowID)\" takes its options from the provider \"\(name)\", which nothing binds: it offers "
              + "none (give --source \(name)=FILE, or name the file in the definition: options: {provider: \(name), "
              + "reads: [...], file: FILE})", false
          ))
        continue
      }
      let path = file.hasPrefix("/") ? file : (folder.isEmpty ? file : "\(folder)/\(file)")
      guard anywhere || FolderContainment.resolved(path, inside: folder) != nil else {
        problems.append(
          (
            "choice \"\(rowID)\": the option lists \"\(file)\" are outside the definition's folder "
              + "(--databases-anywhere lets a definition read files elsewhere)", true
          ))
        continue
      }
      do {
        made[name] = try provider(json: FileText.read(path).get(), reading: provided.reads.first)
      } catch {
        problems.append(("choice \"\(rowID)\": the option lists \"\(file)\": \(error)", true))
      }
    }
    return (made, problems)
  }

  /// The provider `json` describes: option lists by the value of the row `read`.
  static func provider(json: String, reading read: String?) throws -> OptionsProvider {
    guard case .object(let members) = try DefinitionValue(json: json) else {
      throw Problem(description: "expected an object of option lists by the value of the row the choice reads")
    }
    let lists = try members.mapValues { list in
      guard case .array(let items) = list else { throw Problem(description: "each value's options are an array") }
      return try items.map(option)
    }
    return { form in
      guard let read, let value = form.values(read).first else { return [] }
      return lists[value.typedText] ?? []
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

  /// What is wrong with a file of option lists.
  struct Problem: Error, CustomStringConvertible {
    var description: String
  }
}
