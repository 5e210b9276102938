#if os(Linux)
  // Where UIKit does not exist (Linux), the adapter is built against the stand-in, and code that imports
  // TabulaUIKit sees the stand-in's UIKit, as it would see UIKit on a device.
  @_exported import UIKitStandIn
  @_exported import SwiftUIStandIn
#endif
