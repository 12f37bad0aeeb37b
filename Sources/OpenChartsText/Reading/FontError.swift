/// What was wrong with a font file: the table, the byte offset and the reason.
///
/// Every read of a font checks its offset and length; a truncated or hostile file
/// gives one of these instead of a crash or a hang.
public struct FontError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The table being read (`"glyf"`, `"cmap"`, …), or `"file"` for the file itself.
    public var table: String
    /// The byte offset, from the start of the file, where the problem was found.
    public var offset: Int
    /// What was wrong, as a sentence fragment ("needs 4 bytes, the table has 2").
    public var reason: String

    /// An error found in `table` at the file offset `offset`.
    public init(table: String, offset: Int, reason: String) {
        self.table = table
        self.offset = offset
        self.reason = reason
    }

    /// "font table 'glyf' at offset 1234: reason".
    public var description: String { "font table '\(table)' at offset \(offset): \(reason)" }
}
