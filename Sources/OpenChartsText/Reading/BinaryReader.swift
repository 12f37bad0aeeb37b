/// A checked, big-endian view of a window of a font's bytes.
///
/// As stb_truetype's `ttUSHORT`/`ttULONG`, each read is a one-liner, but every read
/// checks that it lies inside the window and throws a ``FontError`` naming the table
/// and the absolute offset when it does not. Offsets passed in are relative to the
/// window's start; the bytes are shared, never copied.
struct BinaryReader: Sendable {
    let bytes: [UInt8]
    /// Window start and end (exclusive), as indices into `bytes`.
    let start: Int
    let end: Int
    /// The table name used in errors.
    let table: String
    /// Where `bytes[0]` sits in the file, when `bytes` holds only part of it (discovery
    /// reads single tables), so that errors still name file offsets.
    let origin: Int

    init(_ bytes: [UInt8], table: String = "file", origin: Int = 0) {
        self.bytes = bytes
        self.start = 0
        self.end = bytes.count
        self.table = table
        self.origin = origin
    }

    private init(bytes: [UInt8], start: Int, end: Int, table: String, origin: Int) {
        self.bytes = bytes
        self.start = start
        self.end = end
        self.table = table
        self.origin = origin
    }

    /// The window's length in bytes.
    var count: Int { end - start }

    func error(_ offset: Int, _ reason: String) -> FontError {
        FontError(table: table, offset: origin + start + offset, reason: reason)
    }

    /// Throws unless `length` bytes at `offset` lie inside the window.
    @inline(__always)
    func check(_ offset: Int, _ length: Int) throws {
        guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
            throw error(offset, "needs \(length) bytes, the table has \(count) bytes")
        }
    }

    func u8(_ offset: Int) throws -> UInt8 {
        try check(offset, 1)
        return bytes[start + offset]
    }

    func i8(_ offset: Int) throws -> Int8 { Int8(bitPattern: try u8(offset)) }

    func u16(_ offset: Int) throws -> UInt16 {
        try check(offset, 2)
        let i = start + offset
        return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
    }

    func i16(_ offset: Int) throws -> Int16 { Int16(bitPattern: try u16(offset)) }

    func u32(_ offset: Int) throws -> UInt32 {
        try check(offset, 4)
        let i = start + offset
        return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
    }

    func i32(_ offset: Int) throws -> Int32 { Int32(bitPattern: try u32(offset)) }

    /// A 2.14 fixed-point number, as composite glyph scales use.
    func f2dot14(_ offset: Int) throws -> Double { Double(try i16(offset)) / 16384 }

    /// A four-character table or feature tag.
    func tag(_ offset: Int) throws -> String {
        try check(offset, 4)
        let i = start + offset
        return String(decoding: bytes[i..<i + 4], as: UTF8.self)
    }

    /// The raw bytes of a range.
    func slice(_ offset: Int, _ length: Int) throws -> ArraySlice<UInt8> {
        try check(offset, length)
        return bytes[(start + offset)..<(start + offset + length)]
    }

    /// A sub-window from `offset` to `offset + length` (or to this window's end).
    func sub(_ offset: Int, _ length: Int? = nil, table: String? = nil) throws -> BinaryReader {
        let length = length ?? (count - offset)
        try check(offset, length)
        return BinaryReader(bytes: bytes, start: start + offset, end: start + offset + length,
                            table: table ?? self.table, origin: origin)
    }

    /// Throws unless `count` records of `size` bytes fit at `offset`: bounds a count
    /// read from the file by the data that is really there before looping over it.
    func checkArray(_ offset: Int, count: Int, size: Int) throws {
        guard count >= 0, size >= 0, count <= (Int.max / max(size, 1)) else {
            throw error(offset, "count \(count) is out of range")
        }
        try check(offset, count * size)
    }
}
