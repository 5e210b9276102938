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
    var height: Double?
  }

  /// The storage shared between copies; it is only mutated while uniquely referenced (below), which makes
  /// sharing it across threads safe, as with the standard library's collections.
  final class Storage: @unchecked Sendable {
    var fields: Fields
    init(_ fields: Fields) { self.fields = fields }
  }

  private static let defaults = Fields()
  private var storage: Storage?

  init(image: String?, control: Control?, child: Table?) {
    if image != nil || control != nil || child != nil {
      storage = Storage(Fields(image: image, control: control, child: child))
    }
  }

  private var fields: Fields { storage?.fields ?? Self.defaults }

  private mutating func write<Value>(_ keyPath: WritableKeyPath<Fields, Value>, _ value: Value) {
    if isKnownUniquelyReferenced(&storage), let storage {
      storage.fields[keyPath: keyPath] = value
    } else {
      var fields = self.fields
      fields[keyPath: keyPath] = value
      storage = Storage(fields)
    }
  }

  var image: String? {
    get { fields.image }
    set { write(\.image, newValue) }
  }
  var tags: [String] {
    get { fields.tags }
    set { write(\.tags, newValue) }
  }
  var visibility: Visibility {
    get { fields.visibility }
    set { write(\.visibility, newValue) }
  }
  var isDeletable: Bool {
    get { fields.isDeletable }
    set { write(\.isDeletable, newValue) }
  }
  var isMovable: Bool {
    get { fields.isMovable }
    set { write(\.isMovable, newValue) }
  }
  var control: Control? {
    get { fields.control }
    set { write(\.control, newValue) }
  }
  var custom: CustomContent? {
    get { fields.custom }
    set { write(\.custom, newValue) }
  }
  var onSelect: Action? {
    get { fields.onSelect }
    set { write(\.onSelect, newValue) }
  }
  var onChange: Action? {
    get { fields.onChange }
    set { write(\.onChange, newValue) }
  }
  var onDelete: Action? {
    get { fields.onDelete }
    set { write(\.onDelete, newValue) }
  }
  var child: Table? {
    get { fields.child }
    set { write(\.child, newValue) }
  }
  var height: Double? {
    get { fields.height }
    set { write(\.height, newValue) }
  }

  /// Equal when the fields are: shared storage (the common case) is equal without reading it.
  static func == (lhs: RowExtras, rhs: RowExtras) -> Bool {
    lhs.storage === rhs.storage || lhs.fields == rhs.fields
  }
}
