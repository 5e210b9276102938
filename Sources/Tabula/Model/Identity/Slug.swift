/// Turns text into an id fragment: lowercase letters and digits, other runs of characters become one `-`.
enum Slug {
  static func make(_ text: String?) -> String? {
    guard let text else { return nil }
    var slug = ""
    var pendingDash = false
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        if pendingDash && !slug.isEmpty { slug.append("-") }
        pendingDash = false
        slug.append(character)
      } else {
        pendingDash = true
      }
    }
    return slug.isEmpty ? nil : slug
  }
}
