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

  /// `count` replayable cases of a property test, each its seed (the base seed plus its index) and a generator on
  /// it: `for (seed, var generator) in SeededGenerator.cases(300, fallback: 0x5EED) { … "seed \(seed)" … }`.
  static func cases(_ count: Int, fallback: UInt64) -> [(seed: UInt64, generator: SplitMix64)] {
    let base = baseSeed(fallback: fallback)
    return (0..<count).map { index in (base &+ UInt64(index), SplitMix64(seed: base &+ UInt64(index))) }
  }
}
