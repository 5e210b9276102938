/// Numbers as definition files and messages print them: whole numbers without a fraction (`3`, not `3.0`).
@_spi(TabulaInternal) public enum NumberText {
  /// The shortest form of `value`: `3` for 3.0, `2.5` for 2.5.
  public static func format(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
