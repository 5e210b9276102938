/// Numbers as definition files and messages print them: whole numbers without a fraction (`3`, not `3.0`).
package enum NumberText {
  package static func format(_ value: Double) -> String {
    if value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
