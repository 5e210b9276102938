import Foundation
@_spi(TabulaInternal) import Tabula

/// Draws the session's current table as an HTML page that works without JavaScript: the page is one form posting
/// to `/events` (see ``PageForm``), each button naming the ``TableEvent`` it stands for; the script only makes it
/// live.
@MainActor
struct PageRenderer {
  let session: TableSession
  /// What the page shows of the session: its screen, narrowed by the search typed on the page (`?q=`).
  let screen: Screen
  /// The per-server secret every form carries (see ``WebTable``).
  let token: String
  /// The version of the table the page shows.
  let version: Int
  /// The URL path of the table shown (see ``WebTable/path``).
  let path: String
  /// The rows of a long section a page holds (see ``RowWindow``).
  let windows: [String: Range<Int>]
  /// What went wrong outside the session (see ``WebTable/problem``), or with a form post on rows not shown.
  var problem: String?
  /// Values a form post sent that were refused, by row, said under their rows (without JavaScript a refused
  /// value gets the page again, not a bare error).
  var refused: [String: String] = [:]
  /// The text a refused form post sent, by row, shown in its field again so nothing typed is lost.
  var typed: [String: String] = [:]
  /// A section with more rows than this is long: the page holds a window of its rows, and more come as the user
  /// scrolls (or follows the links for earlier and later rows, without JavaScript).
  static let windowSize = 50
  /// The most rows one request may ask for.
  static let largestWindow = 200

  /// The whole page.
  func page() -> HTML {
    Self.document(
      title: windowTitle, language: session.table.locale ?? session.rootTable.locale,
      head: [
        .element("meta", ["name": "tabula-token", "content": token]),
        .element("link", ["rel": "icon", "href": "data:,"]),
        .element("script", ["src": WebAssets.scriptPath, "defer": ""]),
      ],
      body: [
        content(), .element("p", ["id": "status", "role": "status", "aria-live": "polite"]),
        // Errors that appear as the person works are read out here (the script fills it).
        .element("p", ["id": "announcements", "class": "visually-hidden", "aria-live": "assertive"]),
      ])
  }

  /// The page once the form has ended: submitted or cancelled, and that it may be closed (the server stops).
  static func finished(_ outcome: FormOutcome, title: String?, language: String?) -> HTML {
    document(title: title ?? "Tabula", language: language, head: [], body: [finishedContent(outcome, title: title)])
  }

  /// A page of ours: its title and language (the table's locale, else English), the style sheet, what else its
  /// head holds, and its body.
  private static func document(title: String, language: String?, head: [HTML], body: [HTML]) -> HTML {
    .document(
      .element(
        "html", ["lang": language ?? "en"],
        [
          .element(
            "head", [:],
            [
              .element("meta", ["charset": "utf-8"]),
              .element("meta", ["name": "viewport", "content": "width=device-width, initial-scale=1"]),
              .element("title", [:], [.text(title)]),
              .element("link", ["rel": "stylesheet", "href": WebAssets.styleSheetPath]),
            ] + head),
          .element("body", [:], body),
        ]))
  }

  /// What replaces the table once the form has ended; the script puts the same in place without a reload.
  static func finishedContent(_ outcome: FormOutcome, title: String?) -> HTML {
    let (heading, sentence) =
      switch outcome {
      case .submitted: ("Sent", "Your answers went to the program that asked for them. You can close this page.")
      case .cancelled: ("Cancelled", "Nothing was sent. You can close this page.")
      }
    var main: [HTML] = [.element("p", [:], [.text(sentence)])]
    if let title { main.append(.element("p", ["class": "footer"], [.text(title)])) }
    return .element(
      "div", ["id": "tabula", "class": "finished", "role": "status"],
      [.element("header", [:], [.element("h1", [:], [.text(heading)])]), .element("main", [:], main)])
  }

  /// The part of the page that changes: the title bar, the sections, the status line. Served alone at `/fragment`.
  func content() -> HTML {
    var header: [HTML] = []
    if session.depth > 0 {
      header.append(
        .element(
          "button", ["type": "submit", "name": PageForm.pressedField, "value": "back", "class": "back"],
          [.text("‹ Back")]))
    }
    header.append(.element("h1", ["tabindex": "-1"], [.text(session.table.title ?? "")]))
    if let page = session.page { header.append(.element("p", ["class": "page"], [.text(page.description)])) }
    if let problem { header.append(.element("p", ["class": "problem", "role": "alert"], [.text(problem)])) }
    if let prompt = screen.searchPrompt { header += searchField(prompt: prompt) }
    var sections: [HTML] = []
    for index in screen.rowCounts.indices {
      if let section = try? session.section(atVisible: index) { sections.append(self.section(section, at: index)) }
    }
    return .element(
      "div",
      attributes: [
        ("id", "tabula"), ("data-version", "\(version)"), ("data-depth", "\(session.depth)"), ("data-path", path),
        ("data-page", pageNumber.map(String.init)), ("data-title", windowTitle),
      ] + ThemeAttributes.of(screen.theme),
      [
        searchForm,
        .element(
          // The server checks every value (and says why one is refused, under its row): a field the browser thinks
          // invalid must not stop every button of the page. A search shown stays shown after a press.
          "form",
          ["method": "post", "action": "/events" + Self.searchSuffix(screen.query, first: true), "novalidate": ""],
          hiddenFields + [
            // The default button: Enter in a field sends the fields, and presses no row's button.
            .element(
              "button", ["type": "submit", "name": PageForm.pressedField, "value": PageForm.setFields, "hidden": ""],
              [.text("Set")]),
            .element("header", [:], header),
            .element("main", ["class": "table \(session.table.style.rawValue)"], sections),
          ]),
      ])
  }

  /// A searchable table's field, in the title bar, belonging to the search form; and once something is searched,
  /// how many rows match it, said as a status.
  private func searchField(prompt: String) -> [HTML] {
    var field: [HTML] = [
      .element(
        "input",
        [
          "type": "search", "name": "q", "form": "search", "value": screen.query ?? "", "placeholder": prompt,
          "aria-label": prompt, "autocomplete": "off", "class": "search",
        ]),
      .element("button", ["type": "submit", "form": "search", "class": "search"], [.text("Search")]),
    ]
    if let query = screen.query {
      let count = screen.rowCounts.reduce(0, +)
      let rows = count == 1 ? "1 row matches" : "\(count == 0 ? "No" : "\(count)") rows match"
      let partial =
        screen.sectionsSearchedInPart.isEmpty ? "" : " (in the first \(Screen.searchReadLimit) rows of a long section)"
      field.append(.element("p", ["class": "matches", "role": "status"], [.text("\(rows) “\(query)”\(partial)")]))
    }
    return [.element("div", ["class": "search"], field)]
  }

  /// A searchable table's search form, which its field and button belong to: a GET of this page with `q`, so a
  /// search is a link too (and works without JavaScript); with the page of a form of pages.
  private var searchForm: HTML {
    guard screen.searchPrompt != nil else { return .group([]) }
    let page = pageNumber.map { [HTML.element("input", ["type": "hidden", "name": "page", "value": "\($0)"])] }
    return .element("form", ["id": "search", "method": "get", "action": path, "role": "search"], page ?? [])
  }

  /// `?q=…` (or `&q=…`) for a URL of a page showing a search; empty for none.
  nonisolated static func searchSuffix(_ query: String?, first: Bool) -> String {
    guard let query, !query.isEmpty else { return "" }
    // Only ASCII stays unescaped: a Location header carries no other byte.
    let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
    return (first ? "?q=" : "&q=") + (query.addingPercentEncoding(withAllowedCharacters: unreserved) ?? "")
  }

  /// The form's hidden fields: the token, the table it shows, and its page in a form of pages.
  private var hiddenFields: [HTML] {
    [
      .element("input", ["type": "hidden", "name": "token", "value": token]),
      .element("input", ["type": "hidden", "name": "level", "value": path]),
    ] + (pageNumber.map { [.element("input", ["type": "hidden", "name": "page", "value": "\($0)"])] } ?? [])
  }

  private func section(_ section: Section, at index: Int) -> HTML {
    var children: [HTML] = []
    let header = section.shownHeader.map { HTML.element("h2", [:], [.text($0)]) }
    children += Self.space("head", height: section.headerHeight, holding: header)
    let count = screen.rowCount(inSectionAt: index)
    // A single choice is a radio group: one stop for Tab, arrow keys among its options.
    let group = section.selection == .single ? "radiogroup" : nil
    // Named by its header, else (a picker's list of options) by the table's title.
    let name = group == nil ? nil : section.header ?? session.table.title
    if count <= Self.windowSize {
      children.append(
        .element(
          "ul", ["class": "rows", "role": group, "aria-label": name], rows(inSection: index, from: 0, to: count)))
    } else {
      let shown = Self.window(windows[section.id], count: count)
      children.append(
        .element(
          "ul",
          [
            "class": "rows window", "data-section": "\(index)", "data-count": "\(count)",
            "data-from": "\(shown.lowerBound)", "role": group, "aria-label": name,
          ], rows(inSection: index, from: shown.lowerBound, to: shown.upperBound)))
      var links: [HTML] = []
      if shown.lowerBound > 0 {
        let earlier = max(0, shown.lowerBound - Self.windowSize)..<shown.lowerBound
        links.append(windowLink(section, earlier, "Earlier rows (\(shown.lowerBound))"))
      }
      if shown.upperBound < count {
        let later = shown.upperBound..<min(count, shown.upperBound + Self.windowSize)
        links.append(windowLink(section, later, "Later rows (\(count - shown.upperBound))"))
      }
      children.append(.element("nav", ["class": "window", "aria-label": "Rows"], links))
    }
    let footer = section.shownFooter.map { HTML.element("p", ["class": "footer"], [.text($0)]) }
    children += Self.space("foot", height: section.footerHeight, holding: footer)
    return .element("section", ["data-id": section.id], children)
  }

  /// A section's header or footer: as it is, or, when the definition gives its height (0 for none), in a box of
  /// that height (`data-height`, which the style sheet reads).
  static func space(_ kind: String, height: Double?, holding content: HTML?) -> [HTML] {
    guard let height else { return content.map { [$0] } ?? [] }
    return [
      .element("div", ["class": kind, "data-height": NumberText.format(height)], content.map { [$0] } ?? [])
    ]
  }

  /// The window's title: the table's, and in a form of pages which page is shown (`Plan a trip — Page 2 of 3:
  /// Where`).
  private var windowTitle: String {
    let title = session.table.title ?? "Tabula"
    return session.page.map { "\(title) — \($0.description)" } ?? title
  }

  /// The page (from 1) of a form of pages that the page shows, which every event and link carries.
  private var pageNumber: Int? { session.page.map { $0.index + 1 } }

  /// The rows of a long section to show: the window asked for, fitted into the section, else its first rows.
  static func window(_ asked: Range<Int>?, count: Int) -> Range<Int> {
    guard let asked, asked.lowerBound < count else { return 0..<min(count, windowSize) }
    return asked.lowerBound..<min(count, asked.upperBound, asked.lowerBound + largestWindow)
  }

  /// A link to this page showing other rows of a long section.
  private func windowLink(_ section: Section, _ rows: Range<Int>, _ text: String) -> HTML {
    let query = RowWindow(sectionID: section.id, rows: rows).query
    let page = pageNumber.map { "&page=\($0)" } ?? ""
    let search = Self.searchSuffix(screen.query, first: false)
    return .element("a", ["class": "page", "href": "\(path)?window=\(query)\(page)\(search)"], [.text(text)])
  }

  /// The rows `from..<to` of a visible section, as list items.
  func rows(inSection section: Int, from: Int, to: Int) -> [HTML] {
    // Each row is drawn at its visible path (a search shows some rows only): its moves and name count them all.
    let rows = (from..<to).compactMap { index -> (row: Row, path: RowPath)? in
      let shown = RowPath(section, index)
      guard let row = screen.row(at: shown), let path = screen.visiblePath(ofShown: shown) else { return nil }
      return (row, path)
    }
    guard (try? session.section(atVisible: section))?.selection == .single else {
      return rows.map { row($0.row, at: $0.path, options: .checkboxes) }
    }
    // Options of a single choice are radio buttons: the chosen one (else the first) is the group's stop for Tab.
    let options = rows.map(\.row).filter { if case .option = $0.control { true } else { false } }
    let stop = options.first { $0.control == .option(isSelected: true) } ?? options.first
    return rows.map { row($0.row, at: $0.path, options: .radios(tabStop: stop?.id)) }
  }

  /// How a section's option rows are presented: checkboxes, or the radio buttons of a single choice.
  private enum OptionRows {
    case checkboxes
    case radios(tabStop: String?)
  }

  /// A row at a visible path: found by its place, never searched for by id (a million-row source answers that by
  /// reading its ids).
  private func row(_ row: Row, at path: RowPath, options: OptionRows) -> HTML {
    let name = spokenName(of: row, at: path)
    let disabled = session.isDisabled(row) ? "" : nil
    let errors = refused[row.id].map { [$0] } ?? session.shownErrors(ofRow: row.id)
    let errorID = errors.isEmpty ? nil : "error-\(row.id)"
    let invalid = errors.isEmpty ? nil : "true"
    let required = row.rules.contains { $0.kind == .required } ? "true" : nil
    var labels: [HTML] = [.element("span", ["class": "text"], [.text(row.text)])]
    if let detail = row.shownDetail { labels.append(.element("span", ["class": "detail"], [.text(detail)])) }
    var label = HTML.element("span", ["class": "label \(row.shownStyle.rawValue)"], labels)
    if let image = row.image {
      // The page cannot show the app's image: it stands in as the name's first letter in an icon's square.
      let initial = image.first.map { String($0).uppercased() } ?? ""
      label = .element(
        "span", ["class": "labelled"],
        [.element("span", ["class": "image", "aria-hidden": "true"], [.text(initial)]), label])
    }
    var body: [HTML]
    switch row.control {
    case .switch(let isOn):
      body = [
        .element(
          "button",
          [
            // The state it is pressed to, not a toggle: a page older than another tab's change does not undo it.
            "type": "submit", "name": PageForm.pressedField,
            "value": PageForm.press("setValue", row: row.id, value: "\(!isOn)"), "role": "switch",
            "aria-checked": "\(isOn)", "disabled": disabled, "aria-describedby": errorID,
            "aria-invalid": invalid,
          ], [label, .element("span", ["class": "switch"])])
      ]
    case .option(let isSelected):
      let (role, tabIndex): (String, String?) =
        switch options {
        case .checkboxes: ("checkbox", nil)
        case .radios(let stop): ("radio", stop == row.id ? nil : "-1")
        }
      body = [
        .element(
          "button",
          [
            "type": "submit", "name": PageForm.pressedField, "value": PageForm.press("select", row: row.id),
            "role": role, "aria-checked": "\(isSelected)", "tabindex": tabIndex, "disabled": disabled,
            "aria-describedby": errorID, "aria-invalid": invalid,
          ], [label, .element("span", ["class": "check", "aria-hidden": "true"], [.text(isSelected ? "✓" : "")])])
      ]
    case .button(let role):
      body = [
        .element(
          "button",
          [
            "type": "submit", "name": PageForm.pressedField, "value": PageForm.press("select", row: row.id),
            "class": "action \(role.rawValue)", "disabled": disabled,
          ], [.text(row.text)])
      ]
    case .stepper(let value, let range, let step):
      // UIKit's stepper: − and +, each a button setting the next value (with or without JavaScript).
      let stepButton = { (text: String, verb: String, next: Double, atEnd: Bool) -> HTML in
        .element(
          "button",
          [
            "type": "submit", "name": PageForm.pressedField,
            "value": PageForm.press("setValue", row: row.id, value: NumberText.format(next)),
            "aria-label": "\(verb) \(name)", "disabled": atEnd || disabled != nil ? "" : nil,
          ], [.text(text)])
      }
      body = [
        buttonControls(
          row, name: "\(name): \(NumberText.format(value))", label: label, className: "stepper", role: "group",
          errorID: errorID, invalid: invalid,
          [
            .element("output", ["aria-hidden": "true"], [.text(NumberText.format(value))]),
            stepButton("−", "Decrease", max(range.lowerBound, value - step), value <= range.lowerBound),
            stepButton("+", "Increase", min(range.upperBound, value + step), value >= range.upperBound),
          ])
      ]
    case .slider(let value, let range, let step):
      // The value on the slider's steps, as a browser puts it (and posts it).
      let placed = Self.onSteps(value, range, step)
      body = [
        fieldControls(
          row, label: label,
          input: .element(
            "input",
            [
              "type": "range", "name": fieldName(row, shows: placed, as: .number),
              "min": NumberText.format(range.lowerBound), "max": NumberText.format(range.upperBound),
              "step": step.map(NumberText.format) ?? "any", "value": shown(row, placed),
              "aria-label": name, "disabled": disabled,
              "aria-describedby": errorID, "aria-invalid": invalid,
            ]))
      ]
    case .textField(let text, let placeholder, let secure):
      let type: String =
        switch (secure, row.textTraits?.keyboard) {
        case (true, _): "password"
        case (_, .email?): "email"
        case (_, .url?): "url"
        case (_, .phone?): "tel"
        default: "text"
        }
      let suggestions = suggestionList(of: row, typed: shown(row, text))
      body = [
        fieldControls(
          row, label: label,
          input: .element(
            "input",
            [
              "list": suggestions?.id, "data-suggest": suggestions.map { $0.followsTyping ? "typed" : "all" },
              // A secure field's value never leaves the server: the page only says whether one is set.
              "type": type,
              "name": fieldName(
                row, shows: secure ? "" : text, as: type == "email" || type == "url" ? .trimmed : .line),
              "value": secure ? nil : shown(row, text),
              "placeholder": secure && !text.isEmpty ? "••••••••" : placeholder,
              "maxlength": row.textTraits?.maximumLength.map(String.init),
              "autocomplete": Autofill.token(forContentType: row.textTraits?.contentType),
              "aria-label": name, "disabled": disabled,
              "aria-required": required,
              "aria-describedby": errorID, "aria-invalid": invalid,
            ]), after: suggestions?.list)
      ]
    case .textView(let text, let placeholder):
      let shownText = shown(row, text)
      body = [
        fieldControls(
          row, label: label,
          input: .element(
            "textarea",
            [
              "name": fieldName(row, shows: text, as: .multiline), "placeholder": placeholder, "aria-label": name,
              "disabled": disabled, "aria-required": required, "aria-describedby": errorID, "aria-invalid": invalid,
            ],
            // A text area's first line break is dropped as the page is read: one more keeps the text's own.
            [.text((shownText.hasPrefix("\n") ? "\n" : "") + shownText)]))
      ]
    case .date(let field):
      let type =
        switch field.mode {
        case .date: "date"
        case .time: "time"
        case .dateTime: "datetime-local"
        }
      body = [
        fieldControls(
          row, label: label,
          input: .element(
            "input",
            [
              "type": type, "name": fieldName(row, shows: field.value, as: .line), "value": shown(row, field.value),
              "min": field.minimum, "max": field.maximum,
              "step": field.minuteStep.map { "\($0 * 60)" },
              "aria-required": required,
              "aria-label": name, "disabled": disabled, "aria-describedby": errorID,
              "aria-invalid": invalid,
            ]))
      ]
    case .number(let field):
      let number = field.value.map(NumberText.format) ?? ""
      body = [
        fieldControls(
          row, label: label,
          input: .element(
            "input",
            [
              "type": "number", "name": fieldName(row, shows: number, as: .line), "value": shown(row, number),
              "aria-required": required,
              "step": field.allowsDecimals ? "any" : "1", "min": field.range.map { NumberText.format($0.lowerBound) },
              "max": field.range.map { NumberText.format($0.upperBound) }, "placeholder": field.placeholder,
              "aria-label": name, "disabled": disabled, "aria-describedby": errorID,
              "aria-invalid": invalid,
            ]))
      ]
    case .choice(let choice) where choice.presentation == .segmented || choice.isExpanded:
      // Segments side by side, or an inline picker's options unfolded under its row: radios either way.
      let stop = choice.options.first { $0.value == choice.selected } ?? choice.options.first
      let segments = choice.options.map { option -> HTML in
        let chosen = option.value == choice.selected
        return .element(
          "button",
          [
            "type": "submit", "name": PageForm.pressedField,
            "value": PageForm.press("setValue", row: row.id, value: option.value.typedText), "role": "radio",
            "aria-checked": "\(chosen)", "tabindex": option == stop ? nil : "-1", "disabled": disabled,
          ], [.text(option.shortTitle ?? option.title)])
      }
      let className = choice.presentation == .segmented ? "segments" : "inline-options"
      body = [
        buttonControls(
          row, name: name, label: label, className: className, role: "radiogroup", errorID: errorID, invalid: invalid,
          segments)
      ]
    case .choice, nil:
      // A plain row, a picker, a row that pushes a child table: selecting it is a button when it does something.
      // A collapsible section's header row is a button that says whether it is expanded.
      let expanded: String? =
        switch (row.accessory, row.control) {
        case (.expanded, _): "true"
        case (.collapsed, _): "false"
        case (_, .choice(let choice)) where choice.presentation == .inlinePicker: "false"
        default: nil
        }
      let acts =
        row.opensChildTable || row.onSelect != nil || row.control != nil || expanded != nil || session.hasDefaultAction
      let chevron: String? =
        switch row.accessory {
        case .disclosure: "›"
        case .expanded: "▾"
        case .collapsed: "▸"
        default: nil
        }
      let accessory = chevron.map { HTML.element("span", ["class": "chevron", "aria-hidden": "true"], [.text($0)]) }
      if let href = row.link {
        // A row that opens an address outside the table is a link, opened in a new tab.
        body = [
          .element(
            "a", ["class": "link", "href": href, "target": "_blank", "rel": "noopener noreferrer"],
            [label, .element("span", ["class": "chevron", "aria-hidden": "true"], [.text("↗")])])
        ]
      } else {
        body =
          acts
          ? [
            .element(
              "button",
              [
                "type": "submit", "name": PageForm.pressedField, "value": PageForm.press("select", row: row.id),
                "class": "open", "disabled": disabled, "aria-describedby": errorID, "aria-invalid": invalid,
                "aria-expanded": expanded,
              ], [label] + (accessory.map { [$0] } ?? []))
          ] : [label]
      }
    }
    if !errors.isEmpty {
      // One element per row, so the id the control names is unique, each message on its own line.
      let lines = errors.enumerated().flatMap { index, message in
        index == 0 ? [HTML.text(message)] : [.element("br"), .text(message)]
      }
      body.append(.element("p", ["class": "error", "id": errorID], lines))
    }
    if session.isChecking(row: row.id) {
      body.append(.element("p", ["class": "checking", "role": "status"], [.text("Checking…")]))
    }
    var menu: [HTML] = row.actions.map { action in
      .element(
        "button",
        [
          "type": "submit", "name": PageForm.pressedField,
          "value": PageForm.press("action", row: row.id, value: action.id),
          "class": action.role == .destructive ? "action destructive" : "action", "data-color": action.color,
        ], [.text(action.title)])
    }
    let deletable = session.canDelete(atVisible: path)
    if deletable {
      // Two steps, with or without JavaScript: "Delete…" opens the button that deletes. A row with actions has it
      // last among them.
      let delete = HTML.element(
        "details", ["class": "delete"],
        [
          .element("summary", ["aria-label": "Delete \(name)…"], [.text("Delete…")]),
          .element(
            "span", ["class": "controls"],
            [
              .element(
                "button",
                [
                  "type": "submit", "name": PageForm.pressedField, "value": PageForm.press("delete", row: row.id),
                  "class": "delete", "aria-label": "Delete \(name) now",
                ], [.text("Delete")]),
              // With the script: closes the half-open delete (without it, "Delete…" closes it again).
              .element("button", ["type": "button", "class": "cancel"], [.text("Cancel")]),
            ]),
        ])
      if menu.isEmpty { body.append(delete) } else { menu.append(delete) }
    }
    if !menu.isEmpty {
      // The row's actions behind one button, as a swipe or a long press shows them on iOS.
      body.append(
        .element(
          "details", ["class": "actions"],
          [
            .element("summary", ["aria-label": "Actions for \(name)"], [.text("Actions…")]),
            .element("span", ["class": "controls", "role": "group", "aria-label": "Actions for \(name)"], menu),
          ]))
    }
    if row.isMovable, !session.isDisabled(row), screen.query == nil {
      // Two buttons rather than a drag: they work from the keyboard, with a screen reader and without JavaScript.
      // Only the moves that can happen are offered: none for a single item.
      let ways = [("up", "↑", "Move \(name) up", -1), ("down", "↓", "Move \(name) down", 1)].filter { way in
        session.canMove(row: row.id, toVisible: RowPath(path.section, path.row + way.3))
      }
      let buttons = ways.map { way, arrow, label, _ in
        HTML.element(
          "button",
          [
            "type": "submit", "name": PageForm.pressedField, "value": PageForm.press("move", row: row.id, value: way),
            "class": "move", "aria-label": label,
          ], [.text(arrow)])
      }
      if !buttons.isEmpty { body.append(.element("span", ["class": "move"], buttons)) }
    }
    // In a radio group the rows are no list items: the group holds radios.
    let role: String? = if case .radios = options { "none" } else { nil }
    // A row with controls at its end (Delete…, Actions…) lays them beside its content.
    let classes =
      ["row"] + (deletable || !row.actions.isEmpty ? ["deletable"] : []) + (row.image == nil ? [] : ["pictured"])
    // A Load more row that loads on sight: the script presses it as it scrolls into view.
    let section = try? session.section(atVisible: path.section)
    let onSight =
      section?.loadMore?.loadsOnSight == true && row.id == LoadMore.rowID(inSection: section?.id ?? "")
    return .element(
      "li",
      attributes: [
        ("class", classes.joined(separator: " ")), ("data-id", row.id), ("role", role),
        ("data-more", onSight ? "sight" : nil),
      ] + ThemeAttributes.of(row.theme), body)
  }

  /// The name of the field showing `text` for `row` (see ``PageForm``).
  private func fieldName(_ row: Row, shows text: String, as kind: PageForm.FieldText) -> String {
    PageForm.fieldName(row: row.id, shows: text, as: kind)
  }

  /// A slider's value as a browser puts it on the slider: within its range, on its steps (counted from its
  /// minimum, the last at or below its maximum).
  static func onSteps(_ value: Double, _ range: ClosedRange<Double>, _ step: Double?) -> String {
    var placed = min(max(value, range.lowerBound), range.upperBound)
    if let step, step > 0 {
      placed = range.lowerBound + ((placed - range.lowerBound) / step).rounded() * step
      if placed > range.upperBound { placed -= step }
    }
    return NumberText.format(placed)
  }

  /// What a row's field shows: the text a refused post sent, else the row's.
  private func shown(_ row: Row, _ text: String) -> String { typed[row.id] ?? text }

  /// A row's field: its label, the input, and a Set button for browsers without JavaScript (it sends every field).
  private func fieldControls(_ row: Row, label: HTML, input: HTML, after: HTML? = nil) -> HTML {
    .element(
      "div", ["class": "controls"],
      [
        // A control without a title (a slider, a text view) takes the whole row, as in UIKit.
        .element(
          "label", [:],
          (row.text.isEmpty && row.shownDetail == nil && row.image == nil ? [input] : [label, input])
            + (after.map { [$0] } ?? [])),
        .element(
          "button", ["type": "submit", "name": PageForm.pressedField, "value": PageForm.setFields, "class": "set"],
          [.text("Set")]),
      ])
  }

  /// The most suggestions a page lists for a field, of a fixed list the browser narrows itself.
  static let largestSuggestionList = 200

  /// The `datalist` of a text field's suggestions, its id, and whether they follow what is typed: a short fixed
  /// list whole, for the browser to narrow as the person types; a provider's, or a long list's, for the text
  /// shown, which the script asks for again as the person types.
  private func suggestionList(of row: Row, typed: String) -> (id: String, list: HTML, followsTyping: Bool)? {
    guard let suggestions = row.suggestions else { return nil }
    let id = "suggest-" + PageForm.encoded(row.id)
    if case .list(let list) = suggestions, list.count <= Self.largestSuggestionList {
      return (id, Self.suggestionOptions(list, id: id), false)
    }
    let offered = (try? session.suggestions(forRow: row.id, typed: typed)) ?? []
    return (id, Self.suggestionOptions(offered, id: id), true)
  }

  /// A `datalist` of `suggestions` (its options alone without an id, as the script asks for them).
  static func suggestionOptions(_ suggestions: [String], id: String? = nil) -> HTML {
    let options = suggestions.map { HTML.element("option", ["value": $0]) }
    return id.map { .element("datalist", ["id": $0], options) } ?? .group(options)
  }

  /// A row's value set with buttons (each sends its own value): the row's label, then the buttons in a group named
  /// by the row and described by its errors — a stepper's − and +, a segmented control's segments.
  private func buttonControls(
    _ row: Row, name: String, label: HTML, className: String, role: String, errorID: String?, invalid: String?,
    _ buttons: [HTML]
  ) -> HTML {
    .element(
      "div", ["class": "controls"],
      [
        label,
        .element(
          "span",
          [
            "class": className, "role": role, "aria-label": name, "aria-describedby": errorID,
            "aria-invalid": invalid,
          ], buttons),
      ])
  }
}

extension PageRenderer {
  /// What a screen reader calls the row and its control: its text, else (a Settings bundle's slider has no title)
  /// its section's header, else its id. An item of a repeating section adds its number and what it shows, so each
  /// traveller's buttons are told apart: `Traveller 2, Alan`.
  func spokenName(of row: Row, at path: RowPath) -> String {
    let section = try? session.section(atVisible: path.section)
    let base = row.text.isEmpty ? ((section?.header).flatMap { $0.isEmpty ? nil : $0 } ?? row.id) : row.text
    guard let section, section.repetition != nil, row.id != Repetition.addRowID(inSection: section.id) else {
      return base
    }
    let shown = row.shownDetail.map { ", \($0)" } ?? ""
    return "\(base) \(path.row + 1)\(shown)"
  }
}
