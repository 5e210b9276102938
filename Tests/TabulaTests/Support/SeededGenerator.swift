import Foundation
import SeededRandom
import Tabula

/// The generator property tests use; a failure printed as `seed 1234` replays with
/// `TABULA_SEED=1234 swift test --filter …`.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
  /// The base seed for a property test: `TABULA_SEED`, or `fallback`.
  static func baseSeed(fallback: UInt64) -> UInt64 {
    ProcessInfo.processInfo.environment["TABULA_SEED"].flatMap(UInt64.init) ?? fallback
  }
}
