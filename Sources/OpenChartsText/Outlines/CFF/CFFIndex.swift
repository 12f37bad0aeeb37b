/// A CFF INDEX: a count, an offset size, `count + 1` offsets and the data they cut.
struct CFFIndex: Sendable {
    let count: Int
    private let table: BinaryReader
    private let offSize: Int
    private let offsetsStart: Int
    /// Offsets count from the byte before the data.
    private let dataBase: Int
    /// Where the byte after the INDEX is, relative to the reader it was read from.
    let end: Int

    /// Reads the INDEX at `offset` in `table`.
    init(_ table: BinaryReader, at offset: Int) throws {
        self.table = table
        count = Int(try table.u16(offset))
        guard count > 0 else {
            (offSize, offsetsStart, dataBase, end) = (1, offset + 2, offset + 2, offset + 2)
            return
        }
        offSize = Int(try table.u8(offset + 2))
        guard (1...4).contains(offSize) else { throw table.error(offset + 2, "INDEX offSize \(offSize) is not 1…4") }
        offsetsStart = offset + 3
        try table.checkArray(offsetsStart, count: count + 1, size: offSize)
        dataBase = offsetsStart + (count + 1) * offSize - 1
        let last = try Self.offset(table, at: offsetsStart + count * offSize, size: offSize)
        try table.check(dataBase + 1, last - 1)
        end = dataBase + last
    }

    private static func offset(_ table: BinaryReader, at position: Int, size: Int) throws -> Int {
        var value = 0
        for i in 0..<size { value = value << 8 | Int(try table.u8(position + i)) }
        return value
    }

    /// The data of item `index`.
    func item(_ index: Int) throws -> BinaryReader {
        guard index >= 0, index < count else {
            throw table.error(offsetsStart, "INDEX item \(index) is past its \(count) items")
        }
        let start = try Self.offset(table, at: offsetsStart + index * offSize, size: offSize)
        let stop = try Self.offset(table, at: offsetsStart + (index + 1) * offSize, size: offSize)
        guard start >= 1, stop >= start else {
            throw table.error(offsetsStart + index * offSize, "INDEX item \(index) runs from \(start) to \(stop)")
        }
        return try table.sub(dataBase + start, stop - start)
    }
}
