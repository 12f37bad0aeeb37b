/// `name`: the family and style names, decoded from UTF-16 (Windows, Unicode) or
/// Mac Roman records, preferring US English.
struct NameTable: Sendable {
    private var names: [Int: String] = [:]

    init(_ table: BinaryReader) throws {
        let count = Int(try table.u16(2))
        let stringOffset = Int(try table.u16(4))
        try table.checkArray(6, count: count, size: 12)
        var ranks: [Int: Int] = [:]
        for i in 0..<count {
            let base = 6 + 12 * i
            let platform = try table.u16(base)
            let encoding = try table.u16(base + 2)
            let language = try table.u16(base + 4)
            let nameID = Int(try table.u16(base + 6))
            guard Self.wanted.contains(nameID) else { continue }
            let length = Int(try table.u16(base + 8))
            let offset = Int(try table.u16(base + 10))
            let rank: Int
            switch (platform, encoding, language) {
            case (3, 1, 0x409), (3, 10, 0x409): rank = 4
            case (3, 1, _), (3, 10, _): rank = 3
            case (0, _, _): rank = 2
            case (1, 0, 0): rank = 1
            default: continue
            }
            guard rank > ranks[nameID, default: 0] else { continue }
            let bytes = try table.slice(stringOffset + offset, length)
            let text: String
            if platform == 1 {
                // Mac Roman: ASCII is the same; others are rare in family names.
                text = String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
            } else {
                var units: [UInt16] = []
                var index = bytes.startIndex
                while index + 1 < bytes.endIndex {
                    units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
                    index += 2
                }
                text = String(decoding: units, as: UTF16.self)
            }
            names[nameID] = text
            ranks[nameID] = rank
        }
    }

    /// The names kept: family, subfamily, full name, PostScript name, typographic
    /// family and subfamily (the rest, such as the license text, are skipped unread).
    static let wanted: Set<Int> = [1, 2, 4, 6, 16, 17]

    func name(_ id: Int) -> String? { names[id] }

    /// The typographic family (ID 16) when given, else the legacy family (ID 1).
    var family: String? { name(16) ?? name(1) }
    /// The typographic subfamily (ID 17) when given, else the legacy one (ID 2).
    var subfamily: String? { name(17) ?? name(2) }
}
