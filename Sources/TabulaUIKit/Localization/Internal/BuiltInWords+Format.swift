#if os(iOS) || os(visionOS) || os(Linux)
  extension BuiltInWords {
    /// `format` with `values` put in: `%@` and `%lld` take the next value, `%1$@` and `%2$lld` the value at their
    /// position (a translation may reorder them), `%%` is `%`; a value that is missing is left out.
    ///
    /// Values are already text, so nothing depends on `String(format:)` and `CVarArg`.
    static func format(_ format: String, _ values: [String]) -> String {
      var result = ""
      var rest = format[...]
      var next = 0
      while let percent = rest.firstIndex(of: "%") {
        result += rest[..<percent]
        var specifier = rest[rest.index(after: percent)...]
        if specifier.first == "%" {
          result += "%"
          rest = specifier.dropFirst()
          continue
        }
        let digits = specifier.prefix { ("0"..."9").contains($0) }
        var position: Int?
        if !digits.isEmpty, specifier.dropFirst(digits.count).first == "$" {
          position = Int(digits)
          specifier = specifier.dropFirst(digits.count + 1)
        }
        guard let conversion = ["@", "lld", "ld", "d"].first(where: { specifier.hasPrefix($0) }) else {
          result += "%"
          rest = rest[rest.index(after: percent)...]
          continue
        }
        let index = position.map { $0 - 1 } ?? next
        if position == nil { next += 1 }
        result += values.indices.contains(index) ? values[index] : ""
        rest = specifier.dropFirst(conversion.count)
      }
      return result + rest
    }
  }

  extension BuiltInWords.Key {
    /// A piece of a key's English text: text as it is, or a value (`%lld`, a whole number; `%@`, any text).
    private enum Part {
      case text(Substring)
      case count
      case value
    }

    /// The key's English text in pieces.
    private var parts: [Part] {
      var parts: [Part] = []
      var rest = rawValue[...]
      while let percent = rest.firstIndex(of: "%") {
        parts.append(.text(rest[..<percent]))
        let isCount = rest[percent...].hasPrefix("%lld")
        parts.append(isCount ? .count : .value)
        rest = rest[percent...].dropFirst(isCount ? 4 : 2)
      }
      return parts + [.text(rest)]
    }

    /// The values `message` has where the key's English text has `%lld` or `%@`: `["3"]` for "Use at most 3
    /// characters." and ``maxLength``; nil when `message` is not the key's text.
    func values(in message: String) -> [String]? {
      Self.values(in: message[...], matching: parts[...])
    }

    /// The values of `message` matching `parts`, each value as short as lets the rest match.
    private static func values(in message: Substring, matching parts: ArraySlice<Part>) -> [String]? {
      guard let part = parts.first else { return message.isEmpty ? [] : nil }
      let rest = parts.dropFirst()
      switch part {
      case .text(let text):
        return message.hasPrefix(text) ? values(in: message.dropFirst(text.count), matching: rest) : nil
      case .count, .value:
        var end = message.startIndex
        while end < message.endIndex {
          end = message.index(after: end)
          let value = message[..<end]
          if case .count = part, Int(value) == nil { continue }
          if let others = values(in: message[end...], matching: rest) { return [String(value)] + others }
        }
        return nil
      }
    }
  }
#endif
