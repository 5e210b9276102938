/// One option of a ``Choice``: what it shows and what it answers with.
public struct ChoiceOption: Sendable, Hashable {
  /// The title in the option list.
  public var title: String
  /// The value the choice answers with (InAppSettingsKit's `Values`).
  public var value: ControlValue
  /// The title shown in the row once chosen, when shorter than ``title`` (InAppSettingsKit's `ShortTitles`).
  public var shortTitle: String?
  /// The name of the image beside the option in the list (InAppSettingsKit's `IconNames`).
  public var image: String?

  /// Creates an option.
  public init(_ title: String, value: (any FormValue)? = nil, shortTitle: String? = nil, image: String? = nil) {
    self.title = title
    self.value = value?.controlValue ?? .text(title)
    self.shortTitle = shortTitle
    self.image = image
  }
}

extension ChoiceOption: ExpressibleByStringLiteral {
  /// An option whose title is its value: `options: ["S", "M", "L"]`.
  public init(stringLiteral title: String) { self.init(title) }
}
