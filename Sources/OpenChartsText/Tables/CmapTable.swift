/// `cmap`: which glyph draws a character.
///
/// Reads the best Unicode subtable: format 12 (all of Unicode) when present, else
/// format 4 (the Basic Multilingual Plane). Segments are read once into arrays and
/// searched by bisection; glyph IDs past `maxp.numGlyphs` map to 0 (missing).
struct CmapTable: Sendable {
    private enum Subtable: Sendable {
        case segments(Format4)
        case groups([Group])
    }

    private struct Format4: Sendable {
        var endCodes: [UInt16]
        var startCodes: [UInt16]
        var deltas: [UInt16]
        var rangeOffsets: [UInt16]
        /// Where the `idRangeOffset` array starts, for the glyph-array lookups.
        var rangeOffsetsStart: Int
        var table: BinaryReader
    }

    private struct Group: Sendable {
        var start: UInt32
        var end: UInt32
        var glyph: UInt32
    }

    private let subtable: Subtable
    private let numGlyphs: Int
    /// Symbol fonts (Windows encoding 0) put their characters at U+F000 + code.
    private let isSymbol: Bool

    init(_ table: BinaryReader, numGlyphs: Int) throws {
        self.numGlyphs = numGlyphs
        let count = Int(try table.u16(2))
        try table.checkArray(4, count: count, size: 8)
        var best: (rank: Int, offset: Int, symbol: Bool)?
        for i in 0..<count {
            let platform = try table.u16(4 + 8 * i)
            let encoding = try table.u16(6 + 8 * i)
            let offset = Int(try table.u32(8 + 8 * i))
            let format = try table.u16(offset)
            let rank: Int
            switch (platform, encoding, format) {
            case (3, 10, 12), (0, 4, 12), (0, 6, 12): rank = 5
            case (0, _, 12): rank = 4
            case (3, 1, 4): rank = 3
            case (0, _, 4): rank = 2
            case (3, 0, 4): rank = 1
            default: continue
            }
            if rank > best?.rank ?? 0 { best = (rank, offset, platform == 3 && encoding == 0) }
        }
        guard let best else { throw table.error(0, "no Unicode subtable of format 4 or 12") }
        isSymbol = best.symbol
        let sub = try table.sub(best.offset)
        if try sub.u16(0) == 12 {
            let length = Int(try sub.u32(4))
            let groupCount = Int(try sub.u32(12))
            let body = try sub.sub(0, min(length, sub.count))
            try body.checkArray(16, count: groupCount, size: 12)
            subtable = .groups(try (0..<groupCount).map { i in
                Group(start: try body.u32(16 + 12 * i), end: try body.u32(20 + 12 * i), glyph: try body.u32(24 + 12 * i))
            })
        } else {
            let segCount = Int(try sub.u16(6)) / 2
            try sub.checkArray(14, count: segCount * 4 + 1, size: 2)
            let ends = 14, starts = 16 + 2 * segCount, deltas = starts + 2 * segCount, ranges = deltas + 2 * segCount
            func array(_ at: Int) throws -> [UInt16] { try (0..<segCount).map { try sub.u16(at + 2 * $0) } }
            subtable = .segments(Format4(endCodes: try array(ends), startCodes: try array(starts),
                                         deltas: try array(deltas), rangeOffsets: try array(ranges),
                                         rangeOffsetsStart: ranges, table: sub))
        }
    }

    /// The glyph for `scalar`, or 0 when the font has none.
    func glyph(for scalar: UInt32) -> UInt32 {
        var glyph = lookup(scalar)
        if glyph == 0, isSymbol, scalar < 0x100 { glyph = lookup(0xF000 + scalar) }
        return Int(glyph) < numGlyphs ? glyph : 0
    }

    private func lookup(_ code: UInt32) -> UInt32 {
        switch subtable {
        case .groups(let groups):
            var low = 0, high = groups.count
            while low < high {
                let mid = (low + high) / 2
                if groups[mid].end < code { low = mid + 1 } else { high = mid }
            }
            guard low < groups.count, groups[low].start <= code else { return 0 }
            let glyph = UInt64(groups[low].glyph) + UInt64(code - groups[low].start)
            return glyph <= UInt64(UInt32.max) ? UInt32(glyph) : 0
        case .segments(let f):
            guard code <= 0xFFFF else { return 0 }
            let c = UInt16(code)
            var low = 0, high = f.endCodes.count
            while low < high {
                let mid = (low + high) / 2
                if f.endCodes[mid] < c { low = mid + 1 } else { high = mid }
            }
            guard low < f.endCodes.count, f.startCodes[low] <= c else { return 0 }
            if f.rangeOffsets[low] == 0 { return UInt32(c &+ f.deltas[low]) }
            // idRangeOffset counts bytes from its own position to the glyph array entry.
            let at = f.rangeOffsetsStart + 2 * low + Int(f.rangeOffsets[low]) + 2 * Int(c - f.startCodes[low])
            guard let glyph = try? f.table.u16(at), glyph != 0 else { return 0 }
            return UInt32(glyph &+ f.deltas[low])
        }
    }
}
