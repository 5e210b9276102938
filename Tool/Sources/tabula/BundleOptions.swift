import ArgumentParser
import TabulaSettingsBundle

/// How to read an iOS Settings bundle (a `.bundle` folder or a `.plist`): its texts' language and the device.
struct BundleOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "For a Settings bundle: the language of its texts (fr, pt_BR); default from LANG, else English.",
      valueName: "language"))
  var locale: String?

  @Option(help: "For a Settings bundle: the device, phone or pad (Root~iphone.plist or Root~ipad.plist).")
  var idiom: SettingsBundle.Options.Idiom = .phone

  /// The options for the loader: every child pane read up front (what checking, converting and printing need),
  /// or as a row opens it.
  func options(childPanes: SettingsBundle.Options.ChildPanes = .upFront) -> SettingsBundle.Options {
    SettingsBundle.Options(idiom: idiom, language: locale, childPanes: childPanes)
  }
}

extension SettingsBundle.Options.Idiom: @retroactive ExpressibleByArgument {}
