#if os(Linux)
  /// SwiftUI's `State` (stand-in): a value the view owns. SwiftUI keeps it for as long as the view has its place
  /// in the interface; the stand-in keeps it in a box its host holds with the view, and tells the host of each
  /// change (shown at its next update, as SwiftUI shows it at the next frame).
  @available(iOS 13.0, *)
  @propertyWrapper public struct State<Value> {
    private let box: StateBox<Value>

    /// A state starting at `value`.
    public init(wrappedValue value: Value) { box = StateBox(value) }

    /// The current value.
    public var wrappedValue: Value {
      get { box.value }
      nonmutating set {
        box.value = newValue
        StandInHost.needsUpdate = true
      }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
      Binding(get: { box.value }, set: { wrappedValue = $0 })
    }
  }

  final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  /// SwiftUI's `Binding` (stand-in): read and write access to a value someone else owns.
  @available(iOS 13.0, *)
  @propertyWrapper public struct Binding<Value> {
    private let get: () -> Value
    private let set: (Value) -> Void

    /// A binding through two closures.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      self.get = get
      self.set = set
    }

    /// The value.
    public var wrappedValue: Value {
      get { get() }
      nonmutating set { set(newValue) }
    }

    /// The binding itself.
    public var projectedValue: Binding<Value> { self }
  }
#endif
