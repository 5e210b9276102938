import Tabula

/// How a renderer draws a row of an app-registered kind: the text shown at its trailing edge.
///
/// ```swift
/// var renderer = TextRenderer(width: 60)
/// renderer.drawings["rating"] = { row in
///   if case .number(let stars) = row.custom?.fields["stars"] { String(repeating: "★", count: Int(stars)) } else { "" }
/// }
/// ```
public typealias RowDrawing = @Sendable (Row) -> String
