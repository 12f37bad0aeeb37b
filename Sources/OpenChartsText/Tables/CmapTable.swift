/// `cmap`: which glyph draws a character.
///
/// Reads the best Unicode subtable: format 12 (all of Unicode) when present, else
/// format 4 (the Basic Multilingual Plane). Segments are searched by bisection in
/// place; glyph IDs past `maxp.numGlyphs` map to 0 (missing).
struct CmapTable: Sendable {
    private enum Format: Sendable {
        /// Format 4: `entryCount` segments of four parallel arrays after a 14-byte header.
        case segments
        /// Format 12: `entryCount` sequential groups of (start, end, first glyph) after a 16-byte header.
        case groups
    }

    // A format tag beside the reader rather than an enum carrying it: a multi-payload enum
    // keeps its case in the spare bits of the bytes' pointer, which LeakSanitizer then no
    // longer recognises, reporting every cached format-12 cmap as leaked.
    private let format: Format
    private let subtable: BinaryReader
    /// Segments (format 4) or groups (format 12).
    private let entryCount: Int
    private let numGlyphs: Int
    /// Symbol fonts (Windows encoding 0) put their characters at U+F000 + code.
    private let isSymbol: Bool
    /// The glyphs of U+0000…U+00FF, looked up once: most labels are Latin-1, and a
    /// bisection of the subtable per character was a tenth of measuring them.
    private var latin1: [UInt32] = []

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
            let groupCount = Int(try sub.u32(12))
            try sub.checkArray(16, count: groupCount, size: 12)
            (format, subtable, entryCount) = (.groups, sub, groupCount)
        } else {
            let segCount = Int(try sub.u16(6)) / 2
            try sub.checkArray(14, count: segCount * 4 + 1, size: 2)
            (format, subtable, entryCount) = (.segments, sub, segCount)
        }
        latin1 = (0..<256).map { uncachedGlyph(for: UInt32($0)) }
    }

    /// The glyph for `scalar`, or 0 when the font has none.
    func glyph(for scalar: UInt32) -> UInt32 {
        scalar < 256 && latin1.count == 256 ? latin1[Int(scalar)] : uncachedGlyph(for: scalar)
    }

    private func uncachedGlyph(for scalar: UInt32) -> UInt32 {
        var glyph = lookup(scalar)
        if glyph == 0, isSymbol, scalar < 0x100 { glyph = lookup(0xF000 + scalar) }
        return Int(glyph) < numGlyphs ? glyph : 0
    }

    private func lookup(_ code: UInt32) -> UInt32 { (try? find(code)) ?? 0 }

    /// Bisects the subtable in place; the arrays' extent was checked at init.
    private func find(_ code: UInt32) throws -> UInt32 {
        let table = subtable
        switch format {
        case .groups:
            var low = 0, high = entryCount
            while low < high {
                let mid = (low + high) / 2
                if try table.u32(20 + 12 * mid) < code { low = mid + 1 } else { high = mid }
            }
            guard low < entryCount else { return 0 }
            let start = try table.u32(16 + 12 * low)
            guard start <= code else { return 0 }
            let glyph = UInt64(try table.u32(24 + 12 * low)) + UInt64(code - start)
            return glyph <= UInt64(UInt32.max) ? UInt32(glyph) : 0
        case .segments:
            let segCount = entryCount
            guard code <= 0xFFFF else { return 0 }
            let c = UInt16(code)
            let starts = 16 + 2 * segCount, deltas = starts + 2 * segCount, ranges = deltas + 2 * segCount
            var low = 0, high = segCount
            while low < high {
                let mid = (low + high) / 2
                if try table.u16(14 + 2 * mid) < c { low = mid + 1 } else { high = mid }
            }
            guard low < segCount else { return 0 }
            let start = try table.u16(starts + 2 * low)
            guard start <= c else { return 0 }
            let delta = try table.u16(deltas + 2 * low)
            let rangeOffset = Int(try table.u16(ranges + 2 * low))
            if rangeOffset == 0 { return UInt32(c &+ delta) }
            // idRangeOffset counts bytes from its own position to the glyph array entry.
            let glyph = try table.u16(ranges + 2 * low + rangeOffset + 2 * Int(c - start))
            return glyph == 0 ? 0 : UInt32(glyph &+ delta)
        }
    }
}
