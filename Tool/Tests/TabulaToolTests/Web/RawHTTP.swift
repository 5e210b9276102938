import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// HTTP written byte for byte over a loopback socket: for requests no HTTP client sends as written (another
/// `Host`, half a header) and for connections held open or dropped at a chosen moment.
enum RawHTTP {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Sends `request` to 127.0.0.1:`port` and reads until the server closes the connection (or 10 s pass).
  static func exchange(port: Int, _ request: String) async throws -> String {
    try await offThePool {
      let connection = try Connection(port: port)
      try connection.write(request)
      return connection.readToEnd()
    }
  }

  /// Runs blocking socket work on a thread of its own, never on the cooperative pool a server under test (or
  /// another test) needs: two blocked tests would starve both cores' worth of it.
  static func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread { continuation.resume(with: Result(catching: work)) }
    }
  }

  /// One loopback connection; closed when released.
  final class Connection {
    let descriptor: Int32

    /// Connects to 127.0.0.1:`port` from `source` (another loopback address, such as 127.0.0.2, if given); reads
    /// wait at most `timeout` seconds.
    init(port: Int, timeout: Int = 30, from source: String? = nil) throws {
      #if canImport(Glibc)
        descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
      #else
        descriptor = socket(AF_INET, SOCK_STREAM, 0)
      #endif
      guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
      var limit = timeval(tv_sec: timeout, tv_usec: 0)
      setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
      let descriptor = descriptor
      /// Calls `operation` (bind or connect) with the IPv4 address `ip`:`port`, closing the socket if it fails.
      func call(
        _ operation: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, _ what: String, _ ip: String, port: Int
      ) throws {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(ip)
        let result = withUnsafePointer(to: &address) {
          $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            operation(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
          }
        }
        guard result == 0 else {
          let code = errno
          close(descriptor)
          throw Failure(description: "\(what) \(ip): \(code)")
        }
      }
      if let source { try call(bind, "bind", source, port: 0) }
      try call(connect, "connect", "127.0.0.1", port: port)
    }

    deinit { close(descriptor) }

    func write(_ text: String) throws {
      let bytes = Array(text.utf8)
      guard bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == bytes.count else {
        throw Failure(description: "send: \(errno)")
      }
    }

    /// Reads until `marker` has arrived, the server closes the connection, or the read timeout passes.
    func read(until marker: String) -> String {
      var response: [UInt8] = []
      let wanted = Array(marker.utf8)
      while !containsMarker(response, wanted), let chunk = receive() { response += chunk }
      return String(decoding: response, as: UTF8.self)
    }

    /// Whether the server has closed the connection, without waiting (what it sent before is left unread).
    var isClosedByServer: Bool {
      var byte: UInt8 = 0
      return recv(descriptor, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT)) == 0
    }

    /// Reads until the server closes the connection or the read timeout passes.
    func readToEnd() -> String {
      var response: [UInt8] = []
      while let chunk = receive() { response += chunk }
      return String(decoding: response, as: UTF8.self)
    }

    private func receive() -> [UInt8]? {
      var buffer = [UInt8](repeating: 0, count: 4096)
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      return count > 0 ? Array(buffer[..<count]) : nil
    }

    private func containsMarker(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
      guard bytes.count >= marker.count else { return false }
      return (0...(bytes.count - marker.count)).contains { bytes[$0..<($0 + marker.count)].elementsEqual(marker) }
    }
  }
}
