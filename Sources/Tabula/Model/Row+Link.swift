import Foundation

/// Where a row that opens something outside the table leads: an `openURL` row's address (a Settings bundle's
/// `IASKOpenURLSpecifier`), a `mailCompose` row's `mailto:` link with its recipients (to, cc, bcc), subject and
/// body — a link on the web page, the address printed in the terminal. Only `http`, `https` and `mailto` addresses
/// are links: the definition is untrusted, and a `javascript:`, `data:` or `file:` address would let it drive the
/// page or reach the disk.
extension Row {
  /// The address the row leads to, or nil for a row that opens nothing outside, or an address that may not be
  /// followed.
  public var link: String? {
    guard let custom else { return nil }
    switch custom.kind {
    case "openURL":
      guard case .string(let address)? = custom.fields["url"] else { return nil }
      return Self.allowed(address)
    case "mailCompose":
      var query: [String] = []
      for name in ["cc", "bcc"] {
        let recipients = Self.addresses(custom.fields[name])
        if !recipients.isEmpty { query.append("\(name)=" + recipients.map(Self.encoded).joined(separator: ",")) }
      }
      for name in ["subject", "body"] {
        if case .string(let text)? = custom.fields[name] { query.append("\(name)=\(Self.encoded(text))") }
      }
      let address =
        "mailto:" + Self.addresses(custom.fields["to"]).map(Self.encoded).joined(separator: ",")
        + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
      return Self.allowed(address)
    default:
      return nil
    }
  }

  /// The addresses of a recipients field: one, or a list.
  private static func addresses(_ field: DefinitionValue?) -> [String] {
    switch field {
    case .string(let one)?: [one]
    case .array(let many)?: many.compactMap { if case .string(let one) = $0 { one } else { nil } }
    default: []
    }
  }

  /// `address` if it is a well-formed http, https or mailto URL without spaces or control characters.
  static func allowed(_ address: String) -> String? {
    guard !address.unicodeScalars.contains(where: { $0.properties.isWhitespace || $0.value < 0x20 || $0 == "\u{7F}" }),
      let url = URL(string: address), let scheme = url.scheme?.lowercased(),
      ["http", "https", "mailto"].contains(scheme), scheme == "mailto" || url.host?.isEmpty == false
    else { return nil }
    return address
  }

  private static func encoded(_ text: String) -> String {
    var allowed = CharacterSet.alphanumerics
    allowed.insert(charactersIn: "-._~@")
    return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? ""
  }
}
