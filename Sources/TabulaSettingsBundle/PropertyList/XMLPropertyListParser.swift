import Foundation
import Tabula

/// Reads an XML property list, reporting the line and column of every value and of every problem.
///
/// Foundation's reader says only that a file is malformed; a settings bundle's author needs to know where. The
/// reader is lenient where Apple's tools are (a declaration without quotes is a warning) and strict where a value
/// would be lost (a `<dict>` member without its `<key>` is an error).
struct XMLPropertyListParser {
  private let scalars: [Unicode.Scalar]
  private var index = 0
  private var line = 1
  private var column = 1
  private var depth = 0
  /// Problems that do not stop the reading.
  private(set) var warnings: [PropertyListError] = []

  init(text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// Reads the whole document.
  mutating func parse() throws(PropertyListError) -> PropertyList {
    guard let root = try nextTag() else { throw failure("the file holds no property list") }
    let value: PropertyList
    if root.name == "plist" {
      guard !root.isEmpty, let inner = try nextTag(), !inner.isClosing else {
        throw failure("the <plist> element is empty", at: root.location)
      }
      value = try read(inner)
      try expectClosing("plist")
    } else {
      value = try read(root)
    }
    if let extra = try nextTag() {
      throw failure(
        "unexpected <\(extra.isClosing ? "/" : "")\(extra.name)> after the property list", at: extra.location)
    }
    return value
  }

  // MARK: Values

  private struct Tag {
    var name: String
    var isClosing: Bool
    /// `<name/>`.
    var isEmpty: Bool
    var location: SourceLocation
  }

  private mutating func read(_ tag: Tag) throws(PropertyListError) -> PropertyList {
    guard !tag.isClosing else { throw failure("unexpected </\(tag.name)>, expected a value", at: tag.location) }
    depth += 1
    defer { depth -= 1 }
    guard depth <= PropertyListReader.largestDepth else {
      throw failure("values nest deeper than \(PropertyListReader.largestDepth) levels", at: tag.location)
    }
    let at = tag.location
    switch tag.name {
    case "dict":
      var members: [(key: String, value: PropertyList)] = []
      if tag.isEmpty { return PropertyList(.dictionary(members), at: at) }
      while true {
        guard let next = try nextTag() else { throw failure("the <dict> opened at \(at) is not closed") }
        if next.isClosing && next.name == "dict" { break }
        guard next.name == "key", !next.isClosing else {
          let found = next.isClosing ? "</\(next.name)>" : "<\(next.name)>"
          throw failure("expected <key> in the <dict> opened at \(at), found \(found)", at: next.location)
        }
        let key = next.isEmpty ? "" : try text(closing: "key", openedAt: next.location)
        guard let valueTag = try nextTag(), !valueTag.isClosing else {
          throw failure("the key \"\(key)\" has no value", at: next.location)
        }
        members.append((key, try read(valueTag)))
      }
      return PropertyList(.dictionary(members), at: at)
    case "array":
      var items: [PropertyList] = []
      if tag.isEmpty { return PropertyList(.array(items), at: at) }
      while true {
        guard let next = try nextTag() else { throw failure("the <array> opened at \(at) is not closed") }
        if next.isClosing && next.name == "array" { break }
        items.append(try read(next))
      }
      return PropertyList(.array(items), at: at)
    case "string", "key":
      return PropertyList(.string(tag.isEmpty ? "" : try text(closing: tag.name, openedAt: at)), at: at)
    case "integer":
      let written = tag.isEmpty ? "" : try text(closing: "integer", openedAt: at).trimmingWhitespace
      guard let number = Int(written) else {
        throw failure("<integer> holds \"\(written)\", not a whole number", at: at)
      }
      return PropertyList(.integer(number), at: at)
    case "real":
      let written = tag.isEmpty ? "" : try text(closing: "real", openedAt: at).trimmingWhitespace
      guard let number = Double(written), number.isFinite || written.lowercased().contains("inf") else {
        throw failure("<real> holds \"\(written)\", not a number", at: at)
      }
      return PropertyList(.real(number), at: at)
    case "true", "false":
      if !tag.isEmpty { try expectClosing(tag.name) }
      return PropertyList(.bool(tag.name == "true"), at: at)
    case "date":
      return PropertyList(.date(tag.isEmpty ? "" : try text(closing: "date", openedAt: at).trimmingWhitespace), at: at)
    case "data":
      let written = tag.isEmpty ? "" : try text(closing: "data", openedAt: at)
      guard let bytes = Data(base64Encoded: written, options: .ignoreUnknownCharacters).map(Array.init) else {
        throw failure("<data> is not base64", at: at)
      }
      return PropertyList(.data(bytes), at: at)
    default:
      throw failure("unknown element <\(tag.name)>", at: at)
    }
  }

  /// The text up to `</name>`, with entities and CDATA sections read.
  private mutating func text(closing name: String, openedAt start: SourceLocation) throws(PropertyListError) -> String {
    var result = String.UnicodeScalarView()
    while let scalar = peek() {
      if scalar == "<" {
        if starts(with: "<![CDATA[") {
          advance(by: 9)
          while !starts(with: "]]>") {
            guard let inner = peek() else { throw failure("a CDATA section is not closed") }
            result.append(inner)
            advance()
          }
          advance(by: 3)
        } else if starts(with: "<!--") {
          try skipComment()
        } else {
          break
        }
      } else if scalar == "&" {
        result.append(contentsOf: try entity().unicodeScalars)
      } else {
        result.append(scalar)
        advance()
      }
    }
    guard peek() != nil else { throw failure("the <\(name)> opened at \(start) is not closed", at: start) }
    try expectClosing(name)
    return String(result)
  }

  private mutating func entity() throws(PropertyListError) -> String {
    let at = here
    advance()
    var name = ""
    while let scalar = peek(), scalar != ";", name.unicodeScalars.count < 10 {
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard peek() == ";" else { throw failure("an entity (&…;) is not closed", at: at) }
    advance()
    switch name {
    case "lt": return "<"
    case "gt": return ">"
    case "amp": return "&"
    case "quot": return "\""
    case "apos": return "'"
    default:
      let number =
        name.hasPrefix("#x")
        ? UInt32(name.dropFirst(2), radix: 16) : name.hasPrefix("#") ? UInt32(name.dropFirst()) : nil
      guard let number, let scalar = Unicode.Scalar(number) else {
        throw failure("unknown entity &\(name);", at: at)
      }
      return String(Character(scalar))
    }
  }

  private mutating func expectClosing(_ name: String) throws(PropertyListError) {
    let at = here
    guard let tag = try nextTag() else { throw failure("expected </\(name)>, found the end of the file") }
    guard tag.isClosing, tag.name == name else {
      throw failure("expected </\(name)>, found <\(tag.isClosing ? "/" : "")\(tag.name)>", at: tag.location)
    }
    _ = at
  }

  // MARK: Markup

  /// The next element tag, past white space, comments, declarations and the document type; `nil` at the end.
  private mutating func nextTag() throws(PropertyListError) -> Tag? {
    while let scalar = peek() {
      if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
        advance()
      } else if starts(with: "<!--") {
        try skipComment()
      } else if starts(with: "<?") {
        try skipDeclaration()
      } else if starts(with: "<!") {
        try skipDocumentType()
      } else if scalar == "<" {
        return try tag()
      } else {
        let at = here
        var stray = ""
        while let next = peek(), next != "<", stray.count < 20 {
          stray.unicodeScalars.append(next)
          advance()
        }
        throw failure("unexpected text \"\(stray.trimmingWhitespace)\" between elements", at: at)
      }
    }
    return nil
  }

  private mutating func tag() throws(PropertyListError) -> Tag {
    let at = here
    advance()
    let isClosing = peek() == "/"
    if isClosing { advance() }
    var name = ""
    while let scalar = peek(), scalar.properties.isAlphabetic || scalar == "-" || scalar == "_" || scalar == ":" {
      name.unicodeScalars.append(scalar)
      advance()
    }
    guard !name.isEmpty else { throw failure("a \"<\" that starts no element", at: at) }
    var quote: Unicode.Scalar?
    var isEmpty = false
    while true {
      guard let scalar = peek() else { throw failure("the tag <\(name)> is not closed", at: at) }
      advance()
      if let open = quote {
        if scalar == open { quote = nil }
      } else if scalar == "\"" || scalar == "'" {
        quote = scalar
      } else if scalar == "<" {
        throw failure("the tag <\(name)> is not closed", at: at)
      } else if scalar == ">" {
        break
      } else if scalar == "/" && peek() == ">" {
        isEmpty = true
      }
    }
    return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty && !isClosing, location: at)
  }

  private mutating func skipComment() throws(PropertyListError) {
    let at = here
    advance(by: 4)
    while !starts(with: "-->") {
      guard peek() != nil else { throw failure("a comment is not closed", at: at) }
      advance()
    }
    advance(by: 3)
  }

  private mutating func skipDeclaration() throws(PropertyListError) {
    let at = here
    var body = ""
    advance(by: 2)
    while !starts(with: "?>") {
      guard let scalar = peek() else { throw failure("the declaration <?…?> is not closed", at: at) }
      body.unicodeScalars.append(scalar)
      advance()
    }
    advance(by: 2)
    if body.hasPrefix("xml"), body.contains("="), !body.contains("\""), !body.contains("'") {
      warnings.append(failure("the XML declaration's values have no quotes (read anyway)", at: at))
    }
  }

  private mutating func skipDocumentType() throws(PropertyListError) {
    let at = here
    var brackets = 0
    while let scalar = peek() {
      advance()
      if scalar == "[" { brackets += 1 }
      if scalar == "]" { brackets -= 1 }
      if scalar == ">" && brackets <= 0 { return }
    }
    throw failure("the document type <!…> is not closed", at: at)
  }

  // MARK: Reading scalars

  private var here: SourceLocation { SourceLocation(line: line, column: column) }

  private func peek() -> Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  private func starts(with prefix: String) -> Bool {
    var position = index
    for scalar in prefix.unicodeScalars {
      guard position < scalars.count, scalars[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  private mutating func advance(by count: Int = 1) {
    for _ in 0..<count where index < scalars.count {
      if scalars[index] == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
      index += 1
    }
  }

  private func failure(_ message: String, at location: SourceLocation? = nil) -> PropertyListError {
    PropertyListError(message: message, location: location ?? here)
  }
}

/// A problem reading a property list, with where it is when the format tells.
struct PropertyListError: Error, Sendable {
  var message: String
  var location: SourceLocation? = nil
}
