/// The fields of a ``Row`` that a plain row of a long list leaves at their defaults, kept out of line: a row is
/// then four strings' worth of inline storage, and the defaults cost no allocation at all.
///
/// Copy-on-write: rows share one storage until one of them writes; a row whose fields are all defaults has no
/// storage at all (copying it retains nothing).
struct RowExtras: Sendable, Equatable {
  /// The stored fields.
  struct Fields: Sendable, Equatable {
    var image: String?
    var tags: [String] = []
    var visibility: Visibility = .visible
    var isDeletable = false
    var isMovable = false
    var control: Control?
    var custom: CustomContent?
    var onSelect: Action?
    var onChange: Action?
    var onDelete: Action?
    var child: Table?
    var childName: String?
    var height: Double?
    var rules: [ValidationRule] = []
    var optionValue: ControlValue?
    var textTraits: TextTraits?
    var disabled: Condition?
    var payload: DefinitionValue?
    var appValue: AppValue?
    var suggestions: Suggestions?
    var actions: [RowAction] = []
    var theme: Theme?
  }

  /// The storage shared between copies; it is only mutated while uniquely referenced (below), which makes
  /// sharing it across threads safe, as with the standard library's collections.
  final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }

    /// A chain of child tables is let go of one table at a time, here, rather than each table's release releasing
    /// the next inside it: ten thousand tables nested would exhaust the stack.
    deinit {
      guard fields.child != nil else { return }
      var pending: [Table] = []
      do {
        // Moved out whole: a second reference to the child would make taking its rows' children copy them.
        let child = fields.child
        fields.child = nil
        pending = child.map { [$0] } ?? []
      }
      while var table = pending.popLast() {
        table.takeChildTables(into: &pending)
      }
    }
  }

  /// The fields, or `nil` when every field has its default. Read fields through it (`storage?.fields.tags`): a
  /// key path would copy every field to read one.
  private(set) var storage: Storage?

  /// Every field at its default.
  init() {}

  init(image: String?, control: Control?, child: Table?) {
    if image != nil || control != nil || child != nil {
      storage = Storage(Fields(image: image, control: control, child: child))
    }
  }

  /// Writes a field, copying shared storage first.
  mutating func set<Value>(_ field: WritableKeyPath<Fields, Value>, to value: Value) {
    if isKnownUniquelyReferenced(&storage), let storage {
      storage.fields[keyPath: field] = value
    } else {
      var fields = storage?.fields ?? Fields()
      fields[keyPath: field] = value
      storage = Storage(fields)
    }
  }

  /// Equal when the fields are: shared storage (the common case) is equal without reading it. Inlined, the
  /// identity test reads the two references without retaining them (called, it retained and released both for
  /// every pair of rows the diff compares).
  @inline(__always) static func == (lhs: RowExtras, rhs: RowExtras) -> Bool {
    lhs.storage === rhs.storage || fieldsEqual(lhs, rhs)
  }

  @inline(never) private static func fieldsEqual(_ lhs: RowExtras, _ rhs: RowExtras) -> Bool {
    (lhs.storage?.fields ?? Fields()) == (rhs.storage?.fields ?? Fields())
  }
}

extension Row {
  /// Whether any field kept out of line may be set: a row without them has no control, condition, rules, tags or
  /// child table, so scans for those skip a long list's plain rows without reading them.
  var hasExtras: Bool { extras.storage != nil }
}
