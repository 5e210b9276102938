@_spi(TabulaInternal) import Tabula

/// HTML built from nodes, so every text and attribute value is escaped by construction: no string of the page is
/// ever made by joining user text to markup.
public struct HTML: Sendable {
  /// The markup, escaped.
  public private(set) var markup: String

  private init(markup: String) { self.markup = markup }

  /// Text, escaped (`&`, `<`, `>`, `"`, `'`), with control characters shown visibly as the terminal shows them.
  public static func text(_ text: String) -> HTML { HTML(markup: escape(UntrustedText.visible(text))) }

  /// An element with attributes (names are ours; values escaped, control characters shown visibly as in text) and
  /// children. Void elements take no children.
  public static func element(
    _ name: StaticString, _ attributes: KeyValuePairs<StaticString, String?> = [:], _ children: [HTML] = []
  ) -> HTML {
    element(name, attributes: Array(attributes), children)
  }

  /// An element with attributes given as an array (put together from parts), and children.
  public static func element(
    _ name: StaticString, attributes: [(key: StaticString, value: String?)], _ children: [HTML] = []
  ) -> HTML {
    var markup = "<\(name)"
    for (key, value) in attributes {
      guard let value else { continue }
      markup += " \(key)=\"\(escape(UntrustedText.visible(value)))\""
    }
    markup += ">"
    if voidElements.contains("\(name)") { return HTML(markup: markup) }
    for child in children { markup += child.markup }
    markup += "</\(name)>"
    return HTML(markup: markup)
  }

  /// Nodes one after another.
  public static func group(_ children: [HTML]) -> HTML { HTML(markup: children.map(\.markup).joined()) }

  /// The page's doctype, then the document.
  public static func document(_ root: HTML) -> HTML { HTML(markup: "<!DOCTYPE html>\n" + root.markup) }

  static let voidElements: Set<String> = ["input", "meta", "link", "br", "img"]

  static func escape(_ text: String) -> String {
    var escaped = ""
    escaped.reserveCapacity(text.utf8.count)
    for character in text.unicodeScalars {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      case "'": escaped += "&#39;"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped
  }
}

/// Control characters made visible, as in the terminal (`␛` for ESC, `⟨U+202E⟩` for a bidi override): definition
/// text is untrusted everywhere. Line breaks and tabs stay; the page's CSS decides how they show.
enum UntrustedText {
  static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: \.isUnsafeToShow) else { return text }
    var shown = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if scalar.isUnsafeToShow && scalar != "\n" && scalar != "\t" {
        shown.append(contentsOf: scalar.visibleForm.unicodeScalars)
      } else {
        shown.append(scalar)
      }
    }
    return String(shown)
  }
}
