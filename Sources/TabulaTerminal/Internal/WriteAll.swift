#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes all of `bytes` to a descriptor, retrying after a signal interrupts it.
///
/// - Returns: `false` when the descriptor refuses them (closed, full); `errno` says why.
@_spi(TabulaInternal) public func writeAll(_ bytes: some Collection<UInt8>, to descriptor: Int32) -> Bool {
  var remaining = Array(bytes)[...]
  while !remaining.isEmpty {
    let count = remaining.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return false }
    remaining = remaining.dropFirst(count)
  }
  return true
}
