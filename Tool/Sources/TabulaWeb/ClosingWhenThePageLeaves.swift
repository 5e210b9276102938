import NIOCore

/// Closes a connection as soon as its client stops sending: a page that closes or reloads ends its update stream
/// at once, instead of holding a descriptor until the next update fails to arrive.
///
/// The server allows half-closed connections, so a client's end of input is only an event; browsers never
/// half-close a connection they still read from.
final class ClosingWhenThePageLeaves: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = NIOAny

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case ChannelEvent.inputClosed? = event as? ChannelEvent {
      context.close(promise: nil)
    }
    context.fireUserInboundEventTriggered(event)
  }
}
