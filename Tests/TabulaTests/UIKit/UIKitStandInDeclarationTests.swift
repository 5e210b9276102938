import Foundation
import Testing

/// Every public declaration of `UIKitStandIn` is UIKit's, as Apple documents it (`UIKitDeclarations.txt`), or a
/// recorded deviation; members named `standIn…` are the stand-in's own (gestures, exceptions, the viewport).
@Suite struct UIKitStandInDeclarationTests {
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  struct Manifest {
    var declarations: [String: [String]] = [:]
    var deviations: Set<String> = []
    var attributes: [String: Attributes] = [:]
  }

  /// What UIKit's headers say about a symbol beside its declaration: the iOS release that introduced it, whether
  /// it is isolated to the main actor (`NS_SWIFT_UI_ACTOR`) and whether it is deprecated.
  struct Attributes: Equatable {
    var introduced: String?
    var isMainActor = false
    var isDeprecated = false

    init(_ text: String) {
      for part in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
        if part.hasPrefix("iOS ") { introduced = String(part.dropFirst(4)) }
        if part == "@MainActor" { isMainActor = true }
        if part.hasPrefix("deprecated") { isDeprecated = true }
      }
    }
  }

  static func manifest(_ name: String = "UIKitDeclarations.txt") throws -> Manifest {
    let url = packageRoot.appendingPathComponent("Tests/TabulaTests/UIKit/\(name)")
    var manifest = Manifest()
    for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
      guard !line.hasPrefix("#"), let bar = line.range(of: " | ") else { continue }
      let key = String(line[..<bar.lowerBound])
      let value = String(line[bar.upperBound...])
      if key.hasPrefix("deviation: ") {
        manifest.deviations.insert(String(key.dropFirst("deviation: ".count)))
      } else if key.hasPrefix("attributes: ") {
        manifest.attributes[String(key.dropFirst("attributes: ".count))] = Attributes(value)
      } else {
        manifest.declarations[key.split(separator: "#")[0].description, default: []].append(value)
      }
    }
    return manifest
  }

  /// A declaration of the stand-in: its key (`Type.member`) and its text.
  struct Declaration {
    var key: String
    var text: String
    var isReadOnly: Bool
    /// The `@available` attributes written on the lines before it.
    var availability: [String] = []
    /// Whether it is declared `@MainActor`.
    var isMainActor = false
    /// Whether it declares a type.
    var isType = false
  }

  /// The public declarations of the stand-in's sources, found line by line with the types that enclose them.
  static func standInDeclarations(_ module: String = "UIKitStandIn") throws -> [Declaration] {
    let folder = packageRoot.appendingPathComponent("Sources/\(module)")
    var found: [Declaration] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where file.hasSuffix(".swift")
    {
      let lines = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
        .components(separatedBy: "\n")
      var scopes: [(name: String, depth: Int, isProtocol: Bool, isDefaults: Bool)] = []
      var depth = 0
      var index = 0
      var availability: [String] = []
      while index < lines.count {
        var line = lines[index].trimmingCharacters(in: .whitespaces)
        index += 1
        if line.hasPrefix("//") { continue }
        if line.hasPrefix("@available(") {
          availability.append(line)
          continue
        }
        defer { availability = [] }
        let scope = scopes.last
        let isMember = scope.map { depth == $0.depth + 1 } ?? (depth == 0)
        var bare = line
        for attribute in ["@MainActor ", "@propertyWrapper ", "@resultBuilder "] where bare.hasPrefix(attribute) {
          bare = String(bare.dropFirst(attribute.count))
        }
        let isPublic =
          bare.hasPrefix("public ") || bare.hasPrefix("open ") || bare.hasPrefix("override open ")
          || bare.hasPrefix("override public ")
          || (scope?.isProtocol == true && (line.hasPrefix("func ") || line.hasPrefix("var ")))
        if isMember, isPublic, scope?.isDefaults != true {
          // A declaration spans lines until its parentheses close.
          while line.filter({ $0 == "(" }).count > line.filter({ $0 == ")" }).count, index < lines.count {
            line += " " + lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
          }
          // …and its result type and its `where` clause may be wrapped onto the next lines.
          while index < lines.count,
            ["->", "where "].contains(where: lines[index].trimmingCharacters(in: .whitespaces).hasPrefix)
          {
            line += " " + lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
          }
          if var declaration = declaration(line, in: scope?.name, following: lines[index...].prefix(10)) {
            declaration.availability = availability
            declaration.isMainActor = line.hasPrefix("@MainActor ")
            declaration.isType = typeName(line) != nil
            found.append(declaration)
          }
        }
        if let name = typeName(line) ?? extensionName(line) {
          let qualified = scope.map { "\($0.name).\(name)" } ?? name
          let isDefaults = extensionName(line) != nil && (name.hasSuffix("DataSource") || name.hasSuffix("Delegate"))
          scopes.append((qualified, depth, line.contains("protocol "), isDefaults))
        }
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        while let last = scopes.last, depth <= last.depth, line.contains("}") { scopes.removeLast() }
      }
    }
    return found
  }

  static func typeName(_ line: String) -> String? {
    let words = line.split(separator: " ")
    guard let kind = words.firstIndex(where: { ["class", "struct", "enum", "protocol"].contains($0) }),
      kind + 1 < words.count, !line.contains("func "), !["var", "let", "func"].contains(words[kind + 1])
    else { return nil }
    return String(words[kind + 1].prefix { $0.isLetter || $0.isNumber })
  }

  static func extensionName(_ line: String) -> String? {
    guard line.hasPrefix("extension ") else { return nil }
    return String(line.dropFirst("extension ".count).prefix { $0.isLetter || $0.isNumber })
  }

  static func declaration(_ line: String, in scope: String?, following: ArraySlice<String>) -> Declaration? {
    let text = signature(line)
    let name: String
    if let type = typeName(line) {
      name = type
      if name.hasPrefix("StandIn") { return nil }  // the stand-in's own (its host)
      return Declaration(key: scope.map { "\($0).\(name)" } ?? name, text: text, isReadOnly: false)
    } else if text.hasPrefix("func ") || text.hasPrefix("init") {
      let base = text.hasPrefix("init") ? "init" : String(text.dropFirst(5).prefix { $0 != "(" && $0 != "<" })
      name = base + "(" + labels(text) + ")"
    } else if let range = text.range(of: #"(var|let|typealias) (\w+)"#, options: .regularExpression) {
      name = String(text[range].split(separator: " ")[1])
    } else {
      return nil
    }
    if name.hasPrefix("standIn") || name.hasPrefix("StandIn") || scope?.hasPrefix("StandIn") == true
      || name == "rawValue"
      || name == "init(rawValue:)"
    {
      return nil
    }
    let isComputed = line.contains(" {") && !text.hasPrefix("func") && !text.hasPrefix("init")
    let isReadOnly =
      line.contains("let ") || line.contains("private(set)") || line.contains("internal(set)")
      || (isComputed && !line.contains("set {") && !following.contains { $0.contains("set {") }
        && !(following.first?.contains("didSet {") ?? false))  // observed: stored and settable
    return Declaration(key: scope.map { "\($0).\(name)" } ?? name, text: text, isReadOnly: isReadOnly)
  }

  /// The argument labels of a function or initializer declaration, each followed by a colon.
  static func labels(_ text: String) -> String {
    guard let open = text.firstIndex(of: "("), let close = matchingParenthesis(in: text, from: open) else { return "" }
    var parameters: [String] = []
    var depth = 0
    var current = ""
    for character in text[text.index(after: open)..<close] {
      if character == "(" { depth += 1 }
      if character == ")" { depth -= 1 }
      if character == ",", depth == 0 {
        parameters.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.trimmingCharacters(in: .whitespaces).isEmpty { parameters.append(current) }
    return parameters.map { parameter in
      let label =
        parameter.trimmingCharacters(in: .whitespaces).split(separator: " ").first { !$0.hasPrefix("@") } ?? ""
      return "\(label.hasSuffix(":") ? label.dropLast() : label):"
    }.joined()
  }

  static func matchingParenthesis(in text: String, from open: String.Index) -> String.Index? {
    var depth = 0
    for index in text[open...].indices {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
    }
    return nil
  }

  /// A declaration without what is compared apart: attributes, access, `override`/`required`/`convenience`/
  /// `optional`/`weak`, default argument values, accessors, bodies, inheritance clauses of types.
  static func signature(_ line: String) -> String {
    var text = line.replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
      .replacingOccurrences(of: " : ", with: ": ")
    // A stored property's initial value is not part of its declaration.
    if let range = text.range(of: #"\b(var|let) \w+: [^=]+? = "#, options: .regularExpression) {
      text = String(text[..<range.upperBound].dropLast(3))
    }
    if let body = text.range(of: #"\s*\{.*$"#, options: .regularExpression),
      !text[..<body.lowerBound].hasSuffix("=")
    {
      text = String(text[..<body.lowerBound])
    }
    for word in [
      "@MainActor ", "@propertyWrapper ", "@resultBuilder ", "public ", "open ", "override ", "required ",
      "convenience ", "optional ", "weak ",
      "private(set) ", "internal(set) ", "nonisolated ", "final ", "static ", "class ",
    ] where !(word == "class " && typeName(text) != nil) {
      text = text.replacingOccurrences(of: word, with: "")
    }
    text = text.replacingOccurrences(of: #" = [^,)]+(?=[,)])"#, with: "", options: .regularExpression)
    if typeName(text) == nil, text.hasPrefix("var ") || text.hasPrefix("let ") {
      text = "var " + text.dropFirst(4)
      text = text.replacingOccurrences(of: #" = .*$"#, with: "", options: .regularExpression)
    }
    if typeName(text) != nil {
      text = text.replacingOccurrences(of: #"\s*:.*$"#, with: "", options: .regularExpression)
    }
    return text.replacingOccurrences(of: #"\s+"#, with: " ", options: .regularExpression)
      .trimmingCharacters(in: .whitespaces)
  }

  @Test func everyStandInDeclarationIsUIKits() throws {
    let declarations = try Self.standInDeclarations()
    #expect(declarations.count > 150, "the parser found \(declarations.count) declarations")
    try Self.expect(declarations, toBeThoseOf: Self.manifest())
  }

  /// The same for the SwiftUI stand-in `TabulaView` is built against on Linux (`SwiftUIDeclarations.txt`).
  @Test func everySwiftUIStandInDeclarationIsSwiftUIs() throws {
    let declarations = try Self.standInDeclarations("SwiftUIStandIn")
    #expect(declarations.count > 15, "the parser found \(declarations.count) declarations")
    try Self.expect(declarations, toBeThoseOf: Self.manifest("SwiftUIDeclarations.txt"))
  }

  static func expect(_ declarations: [Declaration], toBeThoseOf manifest: Manifest) {
    var seen = Set<String>()
    for declaration in declarations {
      seen.insert(declaration.key)
      guard let documented = manifest.declarations[declaration.key] else {
        Issue.record("\(declaration.key) is not in the manifest: \(declaration.text)")
        continue
      }
      if manifest.deviations.contains(declaration.key) { continue }
      // A constant (`let`), as a `{ get }` property, cannot be set.
      let expected = documented.map { (Self.signature($0), $0.contains("{ get }") || $0.contains("let ")) }
      #expect(
        expected.contains { $0.0 == declaration.text && $0.1 == declaration.isReadOnly },
        "\(declaration.key): the stand-in declares \(declaration.text)\(declaration.isReadOnly ? " { get }" : ""); UIKit \(documented)"
      )
    }
    for key in manifest.declarations.keys.sorted() where !seen.contains(key) {
      Issue.record("\(key) is in the manifest but the stand-in does not declare it")
    }
  }

  /// Each stand-in states what Apple's headers state beside each declaration: the `@available(iOS …, *)` of a
  /// symbol introduced after its type, deprecations (`@available(iOS, deprecated: …)`), and `@MainActor` on
  /// every type UIKit isolates to the main actor and on no other; every type of the manifest says which it is.
  @Test(arguments: [("UIKitStandIn", "UIKitDeclarations.txt"), ("SwiftUIStandIn", "SwiftUIDeclarations.txt")])
  func availabilityDeprecationAndIsolationAreApples(module: String, manifestName: String) throws {
    let manifest = try Self.manifest(manifestName)
    let declarations = try Self.standInDeclarations(module)
    for declaration in declarations {
      guard let attributes = manifest.attributes[declaration.key] else {
        if declaration.isType, !declaration.key.contains(".") {
          Issue.record("\(declaration.key) has no attributes line in UIKitDeclarations.txt (its isolation)")
        }
        continue
      }
      let written = declaration.availability.joined(separator: " ")
      if let introduced = attributes.introduced {
        #expect(
          written.contains("@available(iOS \(introduced), *)") || written.contains("introduced: \(introduced),"),
          "\(declaration.key): UIKit introduced it in iOS \(introduced); the stand-in says \(written)")
      }
      #expect(
        written.contains("deprecated") == attributes.isDeprecated,
        "\(declaration.key): deprecated in UIKit: \(attributes.isDeprecated); the stand-in says \(written)")
      if declaration.isType {
        #expect(
          declaration.isMainActor == attributes.isMainActor,
          "\(declaration.key): @MainActor in UIKit: \(attributes.isMainActor); in the stand-in: \(declaration.isMainActor)"
        )
      }
    }
    let declared = Set(declarations.map(\.key))
    for key in manifest.attributes.keys.sorted() where !declared.contains(key) {
      Issue.record("attributes: \(key) names nothing the stand-in declares")
    }
  }

  /// The code that runs on a device (the adapter and the example app) uses no UIKit symbol that is deprecated
  /// or newer than the iOS release the package supports (Package.swift's platforms), as the manifest records them.
  @Test func theAdapterUsesNothingDeprecatedOrNewerThanItsPlatform() throws {
    let manifest = try Self.manifest()
    let package = try String(contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    let minimum = try #require(
      package.firstMatch(of: /\.iOS\(\.v(\d+)\)/).flatMap { Double($0.output.1) }, "Package.swift names an iOS release")
    var sources: [(name: String, text: String)] = []
    for folder in ["Sources/TabulaUIKit", "Examples/iOS/TabulaExamples"] {
      let url = Self.packageRoot.appendingPathComponent(folder)
      for file in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() where file.hasSuffix(".swift")
      {
        sources.append(("\(folder)/\(file)", try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)))
      }
    }
    #expect(sources.count > 5)
    for (key, attributes) in manifest.attributes.sorted(by: { $0.key < $1.key }) {
      let tooNew = attributes.introduced.flatMap(Double.init).map { $0 > minimum } ?? false
      guard attributes.isDeprecated || tooNew, let member = key.split(separator: ".").last else { continue }
      let name = member.prefix { $0 != "(" }
      for source in sources where source.text.contains(".\(name)") || source.text.contains(" \(name)(") {
        Issue.record(
          "\(source.name) uses \(key), \(attributes.isDeprecated ? "deprecated" : "introduced in iOS \(attributes.introduced ?? "")") (the package supports iOS \(Int(minimum)))"
        )
      }
    }
  }
}
