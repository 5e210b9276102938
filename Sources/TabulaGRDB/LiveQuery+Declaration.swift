#if GRDB
  import Foundation
  import RegexBuilder
  import GRDB
  @_spi(TabulaInternal) import Tabula
  import TabulaFiles

  extension LiveQuery {
    /// The settings of a SQLite source in a definition: `source: { sqlite: FILE, query: SQL }`, and optionally
    /// `id` (the id column, `id` by default), `name` (the source's name, the section's id by default) and `delete`
    /// (a statement with one parameter, the row's id, that makes the rows deletable; the file is opened read-only
    /// without it).
    public static let declarationKeys = ["sqlite", "query", "id", "name", "delete"]

    /// The table with a deleter on each section whose SQLite source has a delete statement: deleting a row runs the
    /// statement (``deleteRow(id:)``), and the row goes when the commit is read.
    public static func bindingDeletes(in table: Tabula.Table, to queries: [String: LiveQuery]) -> Tabula.Table {
      var table = table
      for index in table.sections.indices {
        guard let name = table.sections[index].source, let query = queries[name], query.deleteStatement != nil else {
          continue
        }
        table.sections[index].onDelete = Action { [weak query] context in query?.deleteRow(id: context.rowID) }
      }
      return table
    }

    /// Opens the SQLite queries a definition declares, each file relative to `folder` (the definition's own folder),
    /// read-only unless the source has a delete statement.
    ///
    /// - Parameters:
    ///   - table: the definition's table, with its `declaredSources`.
    ///   - folder: the folder relative paths start from.
    ///   - loading: when the first rows are read (the statements are checked at once either way).
    ///   - anywhere: whether a file may be outside `folder` (an absolute path, `..`, a link out of it): by default
    ///     a definition opens only databases in its folder or below, so one shared with you cannot list your files.
    /// - Returns: the live queries by source name, ready for `TableSession(table:sources:)` and ``connect(_:as:)``.
    /// - Throws: `DefinitionError` naming each declaration's problem at its line and column: an unknown setting,
    ///   a missing file, a file outside the folder, a file that is not a database or not in WAL mode, a query that
    ///   fails or lacks its id column, a delete statement that does not take one id.
    public static func open(
      declaredIn table: Tabula.Table, relativeTo folder: String, loading: Loading = .now, anywhere: Bool = false
    ) throws(DefinitionError) -> [String: LiveQuery] {
      var queries: [String: LiveQuery] = [:]
      var issues: [DefinitionIssue] = []
      for (name, declaration) in table.declaredSources.sorted(by: { $0.key < $1.key }) {
        switch open(declaration, relativeTo: folder, loading: loading, anywhere: anywhere) {
        case .success(let query): queries[name] = query
        case .failure(let error): issues += error.issues
        }
      }
      guard issues.isEmpty else {
        queries.values.forEach { $0.stop() }
        throw DefinitionError(issues: issues)
      }
      return queries
    }

    /// The sources a definition declares whose SQLite file does not exist (yet), each with an issue at its
    /// `sqlite` setting saying that its query is not checked: what `tabula check` reports as a warning.
    public static func missingFiles(declaredIn table: Tabula.Table, relativeTo folder: String) -> [String:
      DefinitionIssue]
    {
      var missing: [String: DefinitionIssue] = [:]
      for (name, declaration) in table.declaredSources {
        guard let file = declaration.settings["sqlite"] else { continue }
        let path = resolved(file, in: folder)
        if !FileManager.default.fileExists(atPath: path) {
          missing[name] = declaration.issue("sqlite", "no such file yet: \(path); the query is checked when it exists")
        }
      }
      return missing
    }

    /// A source's file, relative to the definition's folder unless absolute.
    private static func resolved(_ file: String, in folder: String) -> String {
      file.hasPrefix("/") ? file : (folder as NSString).appendingPathComponent(file)
    }

    private static func open(
      _ declaration: SourceDeclaration, relativeTo folder: String, loading: Loading, anywhere: Bool
    ) -> Result<LiveQuery, DefinitionError> {
      let settings = declaration.settings
      let unknown = settings.keys.filter { !declarationKeys.contains($0) }.sorted()
      guard unknown.isEmpty else {
        return .failure(
          DefinitionError(
            issues: unknown.map { key in
              declaration.issue(
                key,
                "unknown setting \"\(key)\" of a SQLite source"
                  + Suggestion.hint(for: key, among: declarationKeys, expected: declarationKeys.joined(separator: ", "))
              )
            }))
      }
      guard let file = settings["sqlite"], let sql = settings["query"] else {
        return .failure(
          DefinitionError(issues: [
            declaration.issue("", "a source needs sqlite (a SQLite file) and query (a SELECT statement)")
          ]))
      }
      let path = resolved(file, in: folder)
      guard anywhere || FolderContainment.resolved(path, inside: folder) != nil else {
        return .failure(
          DefinitionError(issues: [
            declaration.issue(
              "sqlite",
              "\(path) is outside the definition's folder; a definition opens only databases in its folder or below "
                + "(tabula: --databases-anywhere allows it)")
          ]))
      }
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
        return .failure(DefinitionError(issues: [declaration.issue("sqlite", "no such file: \(path)")]))
      }
      // A pipe or a device would block the first read forever.
      guard attributes[.type] as? FileAttributeType == .typeRegular else {
        return .failure(
          DefinitionError(issues: [declaration.issue("sqlite", "\(path) is not a regular file (a SQLite database is)")])
        )
      }
      let pool: DatabasePool
      do {
        var configuration = Configuration()
        configuration.readonly = true
        if settings["delete"] != nil {
          // A writable pool switches the file to WAL as it opens: the mode is checked first, read-only, so that
          // opening a source never changes the user's database (the user switches it, once, if they choose to).
          try requireWAL(DatabasePool(path: path, configuration: configuration))
          configuration.readonly = false
        }
        pool = try DatabasePool(path: path, configuration: configuration)
      } catch let error as QueryError {
        return .failure(DefinitionError(issues: [declaration.issue("sqlite", "\(path): \(error.message)")]))
      } catch {
        return .failure(
          DefinitionError(issues: [declaration.issue("sqlite", "cannot open \(path): \(QueryError.statement(error))")]))
      }
      do {
        try requireWAL(pool)
      } catch {
        return .failure(DefinitionError(issues: [declaration.issue("sqlite", "\(path): \(error.message)")]))
      }
      if let delete = settings["delete"] {
        // One DELETE and nothing else: a statement that attaches another file, changes a pragma or writes
        // anywhere else would let a definition reach outside the list it shows.
        let firstWord = delete.drop { $0.isWhitespace }.prefix { $0.isLetter }.uppercased()
        guard firstWord == "DELETE" else {
          return .failure(
            DefinitionError(issues: [
              declaration.issue("delete", "the delete statement must be one DELETE statement (it is \(firstWord))")
            ]))
        }
        do {
          let reads = try pool.read { db in
            try db.makeStatement(sql: delete).validateArguments(["id"])
            return try db.makeStatement(sql: sql).databaseRegion
          }
          // The table it deletes from is one the query reads, in the database itself (not an attached one).
          let target = Self.deletedTable(delete)
          guard let target, target.schema == nil || target.schema == "main",
            reads.isModified(byEventsOfKind: .delete(tableName: target.table))
          else {
            return .failure(
              DefinitionError(issues: [
                declaration.issue(
                  "delete",
                  "the delete statement must delete from a table the query reads, not "
                    + (target.map { ($0.schema.map { "\($0)." } ?? "") + $0.table } ?? "what it names"))
              ]))
          }
        } catch let error as DatabaseError where error.message?.hasPrefix("Multiple statements found") == true {
          return .failure(
            DefinitionError(issues: [declaration.issue("delete", "the delete statement must be a single statement")]))
        } catch {
          return .failure(DefinitionError(issues: [declaration.issue("delete", QueryError.statement(error).message)]))
        }
      }
      do {
        let query = try LiveQuery(SQLQuery(sql, idColumn: settings["id"] ?? "id"), in: pool, loading: loading)
        query.deleteStatement = settings["delete"]
        return .success(query)
      } catch {
        return .failure(DefinitionError(issues: [declaration.issue("query", error.message)]))
      }
    }

    /// The table a `DELETE FROM [schema.]table …` statement names, unquoted and lowercased.
    static func deletedTable(_ statement: String) -> (schema: String?, table: String)? {
      let name = #/(?:"(?:[^"]|"")*"|\[[^\]]*\]|`[^`]*`|\w+)/#
      let pattern = Regex {
        /^\s*DELETE\s+FROM\s+/.ignoresCase()
        Optionally {
          Capture(name)
          /\s*\.\s*/
        }
        Capture(name)
      }
      guard let match = statement.firstMatch(of: pattern) else { return nil }
      func unquoted(_ name: Substring) -> String {
        let text = String(name)
        guard let first = text.first, "\"[`".contains(first), text.count >= 2 else { return text.lowercased() }
        return String(text.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"").lowercased()
      }
      return (match.output.1.map(unquoted), unquoted(match.output.2))
    }
  }
#endif
