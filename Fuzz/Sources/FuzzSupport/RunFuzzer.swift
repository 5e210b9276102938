import LibFuzzerDriver

/// Runs libFuzzer with the process's arguments, calling `target` with each input.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
  _ target: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt {
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, target)
}
