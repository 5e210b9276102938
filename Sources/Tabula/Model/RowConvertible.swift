/// Anything that stands for a row in a ``RowBuilder`` block: a ``Row`` or one of the control rows
/// (``SwitchRow``, ``SliderRow``, ``TextFieldRow``…).
public protocol RowConvertible: Sendable {
  /// The row this value stands for.
  var row: Row { get }
}

extension Row: RowConvertible {
  /// The row itself.
  public var row: Row { self }
}
