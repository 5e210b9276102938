extension Control {
  /// A slider's range when none is given, in Swift and in files.
  public static let defaultSliderRange: ClosedRange<Double> = 0...1
  /// A stepper's range when none is given, in Swift and in files.
  public static let defaultStepperRange: ClosedRange<Double> = 0...100
  /// A stepper's increment when none is given, in Swift and in files.
  public static let defaultStepperStep: Double = 1
}
