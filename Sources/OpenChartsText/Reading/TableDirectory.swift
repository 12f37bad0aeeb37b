/// The table directory of one font: where each table lies in the file.
///
/// A `.ttf`/`.otf` file holds one directory at offset 0; a `.ttc` collection starts with
/// a `ttcf` header listing the offset of each font's directory.
struct TableDirectory: Sendable {
    struct Record: Sendable {
        var offset: Int
        var length: Int
    }

    private(set) var records: [String: Record] = [:]

    /// `sfntVersion` 0x00010000 or `true`: TrueType outlines; `OTTO`: CFF outlines.
    let sfntVersion: UInt32

    /// Reads the directory at `offset` in `file`; checks that each table lies in the file
    /// when `fileLength` is given (discovery reads the directory before the tables).
    init(_ file: BinaryReader, at offset: Int, fileLength: Int) throws {
        sfntVersion = try Self.version(file, at: offset)
        let numTables = Int(try file.u16(offset + 4))
        try file.checkArray(offset + 12, count: numTables, size: 16)
        for i in 0..<numTables {
            let base = offset + 12 + 16 * i
            let tag = try file.tag(base)
            let tableOffset = Int(try file.u32(base + 8))
            let length = Int(try file.u32(base + 12))
            guard tableOffset <= fileLength, length <= fileLength - tableOffset else {
                throw FontError(table: tag, offset: tableOffset,
                                reason: "table of \(length) bytes runs past the end of the \(fileLength)-byte file")
            }
            records[tag] = Record(offset: tableOffset, length: length)
        }
    }

    /// The sfnt version at `offset`, or an error when it is not a TrueType or OpenType one.
    static func version(_ file: BinaryReader, at offset: Int) throws -> UInt32 {
        let version = try file.u32(offset)
        guard [0x0001_0000, 0x7472_7565, 0x4F54_544F].contains(version) else {
            throw file.error(offset, "unknown sfnt version 0x\(String(version, radix: 16))")
        }
        return version
    }

    func has(_ tag: String) -> Bool { records[tag] != nil }

    /// A reader over one table, or an error naming the missing table.
    func table(_ tag: String, in file: BinaryReader) throws -> BinaryReader {
        guard let record = records[tag] else {
            throw FontError(table: tag, offset: 0, reason: "the font has no '\(tag)' table")
        }
        return try file.sub(record.offset, record.length, table: tag)
    }

    /// The offsets of each font's directory: `[0]` for a single font, or the list in a
    /// `ttcf` collection header.
    static func fontOffsets(_ file: BinaryReader) throws -> [Int] {
        guard try file.tag(0) == "ttcf" else { return [0] }
        let numFonts = Int(try file.u32(8))
        try file.checkArray(12, count: numFonts, size: 4)
        return try (0..<numFonts).map { Int(try file.u32(12 + 4 * $0)) }
    }
}
