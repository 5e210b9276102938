#if canImport(UIKit) || canImport(UIKitStandIn)
  #if canImport(UIKit)
    import UIKit
  #else
    import UIKitStandIn
  #endif
  import Tabula

  /// The cells of the four row styles: UIKit makes registered classes with the default style, so each style has a
  /// subclass that asks for its own.
  enum BuiltInCell {
    static func cellClass(for style: RowStyle) -> UITableViewCell.Type {
      switch style {
      case .default: DefaultCell.self
      case .value1: Value1Cell.self
      case .value2: Value2Cell.self
      case .subtitle: SubtitleCell.self
      }
    }
  }

  final class DefaultCell: UITableViewCell {}

  final class Value1Cell: UITableViewCell {
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
  }

  final class Value2Cell: UITableViewCell {
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .value2, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
  }

  final class SubtitleCell: UITableViewCell {
    required override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
