import Foundation

// embed-examples FOLDER OUTPUT PATH…: writes OUTPUT, a Swift file declaring `ShippedExamples.files`, the bytes of
// each PATH under FOLDER (base64, which any file survives and the compiler reads quickly). Run by the
// EmbedExamples plugin at build time.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2, let folder = arguments.first, let output = arguments.dropFirst().first else {
  FileHandle.standardError.write(Data("usage: embed-examples FOLDER OUTPUT PATH…\n".utf8))
  exit(2)
}
var source = """
  // Generated at build time by the EmbedExamples plugin from Examples/.
  /// The shipped example files, built into the tool.
  enum ShippedExamples {
    /// Each file's path under `Examples/` and its bytes, in base64.
    static let files: [(path: String, base64: String)] = [

  """
for path in arguments.dropFirst(2) {
  guard let data = FileManager.default.contents(atPath: folder + "/" + path) else {
    FileHandle.standardError.write(Data("embed-examples: cannot read \(folder)/\(path)\n".utf8))
    exit(1)
  }
  let quoted = path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
  source += "    (\"\(quoted)\", \"\(data.base64EncodedString())\"),\n"
}
source += "  ]\n}\n"
do {
  try source.write(toFile: output, atomically: true, encoding: .utf8)
} catch {
  FileHandle.standardError.write(Data("embed-examples: cannot write \(output): \(error)\n".utf8))
  exit(1)
}
