#if os(Linux)
  // UIKit re-exports Foundation (IndexPath, IndexSet, CGFloat, NSObject), so code written for it compiles here.
  @_exported import Foundation
#endif
