import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An HTTP exchange written byte for byte over a loopback socket: for requests no HTTP client sends as written
/// (another `Host`, half a header).
enum RawHTTP {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Sends `request` to 127.0.0.1:`port` and reads until the server closes the connection (or 10 s pass).
  static func exchange(port: Int, _ request: String) throws -> String {
    #if canImport(Glibc)
      let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
      let descriptor = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
    defer { close(descriptor) }
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(description: "connect: \(errno)") }
    let bytes = Array(request.utf8)
    guard bytes.withUnsafeBytes({ send(descriptor, $0.baseAddress, $0.count, 0) }) == bytes.count else {
      throw Failure(description: "send: \(errno)")
    }
    var response: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
      if count <= 0 { break }
      response += buffer[..<count]
    }
    return String(decoding: response, as: UTF8.self)
  }
}
