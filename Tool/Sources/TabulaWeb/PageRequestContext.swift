import Hummingbird

/// What a request handler knows of its request besides the request itself: Hummingbird's context, and when the
/// connection it came on closes, so an update stream can end the moment its page goes away.
public struct PageRequestContext: RequestContext {
  /// Hummingbird's part of the context.
  public var coreContext: CoreRequestContextStorage
  /// Runs an action once the request's connection has closed.
  let whenConnectionCloses: @Sendable (_ action: @escaping @Sendable () -> Void) -> Void
  /// The address the request came from, without its port ("" when unknown); every loopback address (127.0.0.0/8,
  /// ::1) is one client, `loopback`, so a local program cannot multiply its share by naming other ones.
  let client: String

  /// The context of a request arriving on `source`'s connection.
  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    let closed = source.channel.closeFuture
    whenConnectionCloses = { action in closed.whenComplete { _ in action() } }
    let address = source.channel.remoteAddress?.ipAddress ?? ""
    let loopback = address.hasPrefix("127.") || address.hasPrefix("::ffff:127.") || address == "::1"
    client = loopback ? "loopback" : address
  }
}
