#if os(iOS) || os(visionOS) || os(Linux)
  extension BuiltInWords {
    /// A word or message of Tabula's own, named by its English text: the key of the catalogs
    /// (`Resources/*.lproj/Localizable.strings`), of an app's `Tabula.strings` and of
    /// `TabulaLocalization.overrides`. A value in it is `%lld` (a count) or `%@` (a text).
    enum Key: String, CaseIterable, Sendable {
      // Words the adapter shows.

      /// The swipe action and VoiceOver action that deletes a row.
      case delete = "Delete"
      /// The VoiceOver action that moves a row up.
      case moveUp = "Move up"
      /// The VoiceOver action that moves a row down.
      case moveDown = "Move down"
      /// A footer line while an asynchronous check runs.
      case checking = "Checking…"
      /// The keyboard toolbar's button to the previous field.
      case previous = "Previous"
      /// The keyboard toolbar's button to the next field.
      case next = "Next"
      /// The keyboard toolbar's button that ends editing.
      case done = "Done"
      /// The button that starts editing the table.
      case edit = "Edit"
      /// What VoiceOver says of a chosen option.
      case selected = "selected"
      /// The default title of a repeating section's add row (`Repetition.addTitle`).
      case add = "Add"
      /// The default prompt of a searchable table's search bar (`Table.defaultSearchPrompt`).
      case search = "Search"
      /// A footer line: a row's title, then one of its errors.
      case errorLine = "%@: %@"
      /// Two names joined, as in "Fill in this or E-mail or Phone."
      case either = "%@ or %@"

      // Messages of the core's validation rules (`ValidationRule.defaultMessage`), and of a pending check.

      /// `required`.
      case required = "This is required."
      /// `minLength(1)`.
      case minLengthOne = "Use at least %lld character."
      /// `minLength` of another count.
      case minLength = "Use at least %lld characters."
      /// `maxLength(1)`.
      case maxLengthOne = "Use at most %lld character."
      /// `maxLength` of another count.
      case maxLength = "Use at most %lld characters."
      /// `pattern`.
      case pattern = "This is not in the expected format."
      /// `range` with both bounds.
      case range = "Enter a number from %@ to %@."
      /// `minimum`.
      case minimum = "Enter a number of at least %@."
      /// `maximum`.
      case maximum = "Enter a number of at most %@."
      /// `range` without bounds.
      case number = "Enter a number."
      /// `email`.
      case email = "Enter an e-mail address, such as name@example.com."
      /// `url`.
      case url = "Enter a URL, such as https://example.com."
      /// `oneOf`: the values, joined by commas.
      case oneOf = "Choose one of: %@."
      /// `custom` without a message.
      case custom = "This value is not valid."
      /// `equals`: the other row's title.
      case equals = "This does not match %@."
      /// `after`: the other row's title.
      case after = "This must be after %@."
      /// `before`: the other row's title.
      case before = "This must be before %@."
      /// `atLeastOneOf`: the other rows' titles, joined by " or ".
      case atLeastOneOf = "Fill in this or %@."
      /// An asynchronous check that has not answered yet, at a submit (`TableSession.pendingMessage`).
      case pending = "This is still being checked."
      /// Text typed into a number row that is no answer: the text, then what the row takes (`Control.expectation`),
      /// one of the expectations below; with another expectation (a date's) the message stays English.
      case notAnAnswer = "“%@” is not %@."

      // What a number row takes (`NumberField.expectation`), inside `notAnAnswer`.

      /// A number row that allows decimals.
      case aNumber = "a number"
      /// A number row of whole numbers.
      case aWholeNumber = "a whole number"
      /// A number row that allows decimals, within bounds.
      case aNumberFromTo = "a number from %@ to %@"
      /// A number row of whole numbers, within bounds.
      case aWholeNumberFromTo = "a whole number from %@ to %@"

      /// The keys of the core's messages, which `translate(_:)` recognizes.
      static let messages = Array(allCases.drop(while: { $0 != .required }).prefix(while: { $0 != .aNumber }))

      /// The keys of what a number row takes, inside `notAnAnswer`.
      static let expectations = Array(allCases.drop(while: { $0 != .aNumber }))
    }
  }
#endif
