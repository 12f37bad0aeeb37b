/// Cuts a TrueType font down to the glyphs a document uses, keeping glyph IDs.
///
/// Glyph IDs stay as they are, so the PDF's CIDs are the font's glyph IDs (`/CIDToGIDMap
/// /Identity`): unused glyphs keep their slot with no data, `loca` is rebuilt (long
/// format), and glyphs past the last one used are cut off (`maxp`, `hmtx`). Composite
/// glyphs bring their components. The hinting tables (`cvt `, `fpgm`, `prep`) are kept;
/// `cmap`, `name`, `post` and layout tables are not, as a PDF's CIDFontType2 needs none.
enum TrueTypeSubsetter {
    /// Why a font could not be cut down.
    struct Failure: Error, Equatable, CustomStringConvertible {
        var table: String
        var reason: String
        var description: String { "TrueType table '\(table)': \(reason)" }
    }

    /// The result: the font file and the glyphs it holds.
    struct Subset {
        var font: [UInt8]
        /// Every glyph with data kept: the ones asked for, `.notdef`, and composites' components.
        var glyphs: Set<UInt32>
    }

    /// The tables subsetting needs: `head`, `hhea`, `maxp`, `hmtx`, `loca` and `glyf`
    /// (others given are kept when they are hinting tables).
    static let requiredTables = ["glyf", "head", "hhea", "hmtx", "loca", "maxp"]
    static let hintingTables = ["cvt ", "fpgm", "prep"]

    /// The font with only `used` glyphs (and what they need).
    /// - Throws: ``Failure`` when a required table is missing or too short.
    /// - Complexity: O(g + s) for g glyphs in the font and s bytes kept.
    static func subset(tables: [String: [UInt8]], glyphs used: Set<UInt32>) throws -> Subset {
        func table(_ tag: String, minimum: Int) throws -> [UInt8] {
            guard let data = tables[tag] else { throw Failure(table: tag, reason: "missing") }
            guard data.count >= minimum else {
                throw Failure(table: tag, reason: "\(data.count) bytes, at least \(minimum) needed")
            }
            return data
        }
        var head = try table("head", minimum: 54)
        var hhea = try table("hhea", minimum: 36)
        var maxp = try table("maxp", minimum: 6)
        let hmtx = try table("hmtx", minimum: 0)
        let loca = try table("loca", minimum: 0)
        let glyf = try table("glyf", minimum: 0)

        let glyphCount = Int(u16(maxp, 4))
        let longOffsets = i16(head, 50) == 1
        guard loca.count >= (glyphCount + 1) * (longOffsets ? 4 : 2) else {
            throw Failure(table: "loca", reason: "\(loca.count) bytes for \(glyphCount) glyphs")
        }
        // Glyph i's bytes; empty when its offsets are out of order or past `glyf`.
        func glyphData(_ glyph: Int) -> ArraySlice<UInt8> {
            let start = longOffsets ? Int(u32(loca, glyph * 4)) : Int(u16(loca, glyph * 2)) * 2
            let end = longOffsets ? Int(u32(loca, glyph * 4 + 4)) : Int(u16(loca, glyph * 2 + 2)) * 2
            guard start < end, end <= glyf.count else { return [] }
            return glyf[start..<end]
        }

        // The closure under composite references.
        var kept: Set<UInt32> = []
        var pending = used.filter { Int($0) < glyphCount }.union([0])
        while let glyph = pending.popFirst() {
            guard kept.insert(glyph).inserted else { continue }
            for component in components(of: glyphData(Int(glyph))) where Int(component) < glyphCount {
                pending.insert(component)
            }
        }

        let newCount = Int(kept.max() ?? 0) + 1
        var newGlyf: [UInt8] = []
        var newLoca: [UInt8] = []
        for glyph in 0..<newCount {
            appendU32(UInt32(newGlyf.count), to: &newLoca)
            if kept.contains(UInt32(glyph)) {
                newGlyf += glyphData(glyph)
                while newGlyf.count % 4 != 0 { newGlyf.append(0) }
            }
        }
        appendU32(UInt32(newGlyf.count), to: &newLoca)

        // hmtx: full metrics for the first numberOfHMetrics glyphs, then left side bearings.
        let metricCount = Int(u16(hhea, 34))
        let newMetricCount = min(max(metricCount, 1), newCount)
        var newHmtx = Array(paddedSlice(hmtx, 0, newMetricCount * 4))
        if newCount > newMetricCount {
            // Here newMetricCount == metricCount: the bearings follow the full metrics.
            newHmtx += paddedSlice(hmtx, metricCount * 4, (newCount - newMetricCount) * 2)
        }
        put16(UInt16(newMetricCount), into: &hhea, at: 34)
        put16(UInt16(newCount), into: &maxp, at: 4)
        put16(1, into: &head, at: 50)
        put32(0, into: &head, at: 8)

        var output: [String: [UInt8]] = ["glyf": newGlyf, "head": head, "hhea": hhea, "hmtx": newHmtx,
                                         "loca": newLoca, "maxp": maxp]
        for tag in hintingTables { if let data = tables[tag] { output[tag] = data } }
        var font = sfnt(output)
        // head.checkSumAdjustment makes the whole file sum to 0xB1B0AFBA.
        if let headOffset = tableOffset("head", in: font) {
            put32(0xB1B0_AFBA &- checksum(font[...]), into: &font, at: headOffset + 8)
        }
        return Subset(font: font, glyphs: kept)
    }

    /// The glyphs a composite glyph refers to; none for a simple glyph or damaged data.
    static func components(of data: ArraySlice<UInt8>) -> [UInt32] {
        let bytes = Array(data)
        guard bytes.count >= 10, i16(bytes, 0) < 0 else { return [] }
        var result: [UInt32] = []
        var offset = 10
        while offset + 4 <= bytes.count {
            let flags = u16(bytes, offset)
            result.append(UInt32(u16(bytes, offset + 2)))
            offset += 4 + (flags & 0x0001 != 0 ? 4 : 2)
            if flags & 0x0008 != 0 { offset += 2 } else if flags & 0x0040 != 0 { offset += 4 } else if flags & 0x0080 != 0 { offset += 8 }
            guard flags & 0x0020 != 0 else { break }
        }
        return result
    }

    // MARK: - The font file

    /// An sfnt file of `tables`: the table directory sorted by tag, each table 4-byte aligned.
    static func sfnt(_ tables: [String: [UInt8]]) -> [UInt8] {
        let tags = tables.keys.sorted()
        var entrySelector = 0
        while 1 << (entrySelector + 1) <= tags.count { entrySelector += 1 }
        let searchRange = (1 << entrySelector) * 16
        var file: [UInt8] = []
        appendU32(0x0001_0000, to: &file)
        for value in [tags.count, searchRange, entrySelector, tags.count * 16 - searchRange] {
            appendU16(UInt16(value), to: &file)
        }
        var offset = 12 + tags.count * 16
        var body: [UInt8] = []
        for tag in tags {
            let data = tables[tag] ?? []
            file += Array(tag.utf8.prefix(4))
            appendU32(checksum(data[...]), to: &file)
            appendU32(UInt32(offset), to: &file)
            appendU32(UInt32(data.count), to: &file)
            body += data
            while body.count % 4 != 0 { body.append(0) }
            offset = 12 + tags.count * 16 + body.count
        }
        return file + body
    }

    /// Where table `tag`'s data starts in an sfnt file.
    static func tableOffset(_ tag: String, in file: [UInt8]) -> Int? {
        guard file.count >= 12 else { return nil }
        let count = Int(u16(file, 4))
        for index in 0..<count {
            let record = 12 + index * 16
            guard record + 16 <= file.count else { return nil }
            if Array(file[record..<record + 4]) == Array(tag.utf8) { return Int(u32(file, record + 8)) }
        }
        return nil
    }

    /// The sum of big-endian 32-bit words, the last one zero-padded.
    static func checksum(_ data: ArraySlice<UInt8>) -> UInt32 {
        var sum: UInt32 = 0
        var index = data.startIndex
        while index < data.endIndex {
            var word: UInt32 = 0
            for k in 0..<4 {
                word <<= 8
                if index + k < data.endIndex { word |= UInt32(data[index + k]) }
            }
            sum = sum &+ word
            index += 4
        }
        return sum
    }

    // MARK: - Big-endian bytes

    static func u16(_ bytes: [UInt8], _ offset: Int) -> UInt16 {
        guard offset >= 0, offset + 2 <= bytes.count else { return 0 }
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    static func i16(_ bytes: [UInt8], _ offset: Int) -> Int16 { Int16(bitPattern: u16(bytes, offset)) }

    static func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        UInt32(u16(bytes, offset)) << 16 | UInt32(u16(bytes, offset + 2))
    }

    static func appendU16(_ value: UInt16, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    static func appendU32(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    static func put16(_ value: UInt16, into bytes: inout [UInt8], at offset: Int) {
        bytes[offset] = UInt8(value >> 8)
        bytes[offset + 1] = UInt8(value & 0xFF)
    }

    static func put32(_ value: UInt32, into bytes: inout [UInt8], at offset: Int) {
        put16(UInt16(value >> 16), into: &bytes, at: offset)
        put16(UInt16(value & 0xFFFF), into: &bytes, at: offset + 2)
    }

    /// `count` bytes from `offset`, zero-filled where the data is short.
    static func paddedSlice(_ bytes: [UInt8], _ offset: Int, _ count: Int) -> [UInt8] {
        (0..<max(count, 0)).map { offset + $0 < bytes.count && offset + $0 >= 0 ? bytes[offset + $0] : 0 }
    }
}
