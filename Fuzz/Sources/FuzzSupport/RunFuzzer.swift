import LibFuzzerDriver

/// The target of the running fuzzer: libFuzzer calls back through a C function, which cannot capture it.
nonisolated(unsafe) private var runningTarget: ([UInt8]) -> Void = { _ in }

/// Runs libFuzzer with the process's arguments (a corpus folder, `-runs=`, a crash file to replay, …), calling
/// `target` with each input. An input is wrong when `target` traps; libFuzzer then saves it.
public func runFuzzer(
  _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?, _ target: @escaping ([UInt8]) -> Void
) -> CInt {
  runningTarget = target
  var count = argc
  var arguments = argv
  return LLVMFuzzerRunDriver(&count, &arguments, fuzzerTestOneInput)
}

/// libFuzzer's entry point for one input (its own `main`, linked in by `-sanitize=fuzzer`, names it too).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  runningTarget(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
  return 0
}
