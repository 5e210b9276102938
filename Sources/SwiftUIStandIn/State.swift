#if os(Linux)
  /// SwiftUI's `State` (stand-in): a value the view owns. SwiftUI keeps it for as long as the view has its identity
  /// in the interface: a new value of the view (its parent's body evaluated again) gets the state of the first, and
  /// the initial value it was made with is dropped. The stand-in keeps it in a box; its host points the boxes of
  /// each new value of a view at those of the first, and is told of each change (shown at its next update, as
  /// SwiftUI shows it at the next frame).
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

  /// A state's storage: its own value, or the storage of the first view of the same identity once its host has
  /// said so.
  final class StateBox<Value> {
    private var own: Value
    private var kept: StateBox<Value>?

    init(_ value: Value) { own = value }

    var value: Value {
      get {
        if let kept { return kept.value }
        return own
      }
      set {
        if let kept { kept.value = newValue } else { own = newValue }
      }
    }

    /// From now on, the value is that of `first`.
    func keep(_ first: StateBox<Value>) {
      if first !== self { kept = first.kept ?? first }
    }
  }

  /// What the host finds among a view's stored properties to give it the state of the first view of its identity.
  protocol StandInStateProperty {
    func keepState(of first: Any)
  }

  extension State: StandInStateProperty {
    func keepState(of first: Any) {
      if let first = first as? State<Value> { box.keep(first.box) }
    }
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
