/// A location in a definition tree, printed as `sections[1].rows[3].style`.
struct DefinitionPath: CustomStringConvertible {
  enum Component {
    case key(String)
    case index(Int)
  }

  private(set) var components: [Component] = []

  mutating func push(_ component: Component) { components.append(component) }
  mutating func pop() { components.removeLast() }

  func appending(_ component: Component) -> DefinitionPath {
    var copy = self
    copy.push(component)
    return copy
  }

  var description: String {
    var text = ""
    for component in components {
      switch component {
      case .key(let key): text += text.isEmpty ? key : ".\(key)"
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }
}
