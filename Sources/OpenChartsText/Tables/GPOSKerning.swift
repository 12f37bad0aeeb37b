/// GPOS pair adjustment (lookup type 2, formats 1 and 2, also behind type 9 extension
/// lookups) for the `kern` feature: how browsers and HarfBuzz kern modern fonts.
///
/// Only what changes horizontal positions is applied: the first glyph's XAdvance and
/// XPlacement and the second's XAdvance. Device tables (hinting) are skipped, as in
/// unhinted layout. Lookups are applied in index order, each over the whole run;
/// within a lookup the first subtable that covers a pair wins.
struct GPOSKerning: Sendable {
    /// One adjustment, in font units.
    struct Adjustment: Sendable, Equatable {
        var firstAdvance = 0
        var firstPlacement = 0
        var secondAdvance = 0
        /// Whether the second glyph was consumed (it had a value record), so the next
        /// pair starts after it.
        var consumesSecond = false
    }

    private struct Lookup: Sendable {
        var flag: UInt16
        var subtables: [BinaryReader]
        /// Its index in the font's lookup list (set after parsing), for the pair cache.
        var index = 0
    }

    /// What each lookup gave each pair of glyphs so far: measuring labels meets the same
    /// pairs again and again, and finding one (coverage and class searches in the table's
    /// bytes, subtable by subtable) cost more than the rest of a label's layout. Keyed by
    /// lookup index and the two glyphs; bounded, and shared by every thread using the font.
    private let pairCache = Locked<[UInt64: Adjustment?]>([:])
    private static let pairCacheLimit = 1 << 16

    private let table: BinaryReader
    private let glyphClasses: BinaryReader?
    /// Kern lookups, by the script tag the run was shaped under; only scripts whose
    /// language system has the `kern` feature are listed (for the others HarfBuzz kerns
    /// with the `kern` table instead).
    private let lookupsByScript: [String: [Lookup]]

    /// Scripts we choose between; others shape as `DFLT`.
    static let scripts = ["latn", "grek", "cyrl", "hani", "kana", "hang", "DFLT"]

    /// Reads the kern lookups of `table` (GPOS), with `gdef` for the lookup flags that
    /// skip marks or ligatures.
    init(_ table: BinaryReader, gdef: BinaryReader?) throws {
        self.table = table
        if let gdef, let offset = try? gdef.u16(4), offset != 0 {
            glyphClasses = try gdef.sub(Int(offset))
        } else {
            glyphClasses = nil
        }
        let lookupList = try table.sub(Int(try table.u16(8)))
        let lookupCount = Int(try lookupList.u16(0))
        var byScript: [String: [Lookup]] = [:]
        var parsed: [Int: Lookup] = [:]
        for script in Self.scripts {
            let (indices, found) = try LayoutCommon.lookupIndices(table, scripts: script == "DFLT" ? [] : [script],
                                                                  features: ["kern", "dist"])
            guard found.contains("kern") else { continue }
            byScript[script] = try indices.compactMap { index -> Lookup? in
                guard index < lookupCount else { return nil }
                if let lookup = parsed[index] { return lookup.subtables.isEmpty ? nil : lookup }
                var lookup = try Self.pairLookup(lookupList.sub(Int(try lookupList.u16(2 + 2 * index))))
                lookup.index = index
                parsed[index] = lookup
                return lookup.subtables.isEmpty ? nil : lookup
            }
        }
        lookupsByScript = byScript
    }

    /// Whether runs shaped under `script` kern through GPOS: the script's language system
    /// has the `kern` feature (HarfBuzz then ignores the `kern` table, even when the
    /// feature's lookups do nothing).
    func kerns(script: String) -> Bool { lookupsByScript[script] != nil }

    private static func pairLookup(_ lookup: BinaryReader) throws -> Lookup {
        let type = try lookup.u16(0)
        let flag = try lookup.u16(2)
        let count = Int(try lookup.u16(4))
        try lookup.checkArray(6, count: count, size: 2)
        var subtables: [BinaryReader] = []
        for i in 0..<count {
            var subtable = try lookup.sub(Int(try lookup.u16(6 + 2 * i)))
            var subtableType = type
            if type == 9 {
                // Extension: the real type and a 32-bit offset to the real subtable.
                subtableType = try subtable.u16(2)
                subtable = try subtable.sub(Int(try subtable.u32(4)))
            }
            if subtableType == 2 { subtables.append(subtable) }
        }
        return Lookup(flag: flag, subtables: subtables)
    }

    /// The adjustments for each glyph of a run shaped under `script`, applied pair by pair.
    /// Glyphs marked in `ignorable` (default-ignorable characters) are skipped over, so
    /// a pair kerns across them, as HarfBuzz does. Returns per-glyph (advance delta,
    /// placement delta) in font units.
    func adjustments(for glyphs: [UInt32], ignorable: [Bool], script: String) -> [(advance: Int, placement: Int)] {
        var result = Array(repeating: (advance: 0, placement: 0), count: glyphs.count)
        let lookups = lookupsByScript[script] ?? []
        for lookup in lookups {
            var i = 0
            while i < glyphs.count {
                func skipped(_ k: Int) -> Bool { ignorable[k] || skips(glyphs[k], flag: lookup.flag) }
                guard !skipped(i) else { i += 1; continue }
                var j = i + 1
                while j < glyphs.count, skipped(j) { j += 1 }
                guard j < glyphs.count else { break }
                let applied = lookupPair(lookup, glyphs[i], glyphs[j])
                if let applied {
                    result[i].advance += applied.firstAdvance
                    result[i].placement += applied.firstPlacement
                    result[j].advance += applied.secondAdvance
                    i = applied.consumesSecond ? j + 1 : j
                } else {
                    i += 1
                }
            }
        }
        return result
    }

    /// What `lookup` gives the pair: the first of its subtables that covers it, if any.
    private func lookupPair(_ lookup: Lookup, _ first: UInt32, _ second: UInt32) -> Adjustment? {
        let key = UInt64(lookup.index) << 48 | UInt64(first & 0xFFFFFF) << 24 | UInt64(second & 0xFFFFFF)
        return pairCache.value(for: key, limit: Self.pairCacheLimit) {
            for subtable in lookup.subtables {
                if let found = try? pair(subtable, first, second) { return found }
            }
            return nil
        }
    }

    /// Whether a lookup with `flag` skips `glyph` (IgnoreBaseGlyphs, IgnoreLigatures,
    /// IgnoreMarks by GDEF glyph class).
    private func skips(_ glyph: UInt32, flag: UInt16) -> Bool {
        guard flag & 0x000E != 0, let glyphClasses,
              let glyphClass = try? LayoutCommon.glyphClass(glyphClasses, glyph) else { return false }
        switch glyphClass {
        case 1: return flag & 0x2 != 0
        case 2: return flag & 0x4 != 0
        case 3: return flag & 0x8 != 0
        default: return false
        }
    }

    /// The adjustment a PairPos subtable gives `first, second`, or nil when it does not
    /// apply (so the next subtable is tried).
    func pair(_ subtable: BinaryReader, _ first: UInt32, _ second: UInt32) throws -> Adjustment? {
        let format = try subtable.u16(0)
        guard let coverage = try LayoutCommon.coverageIndex(try subtable.sub(Int(try subtable.u16(2))), first)
        else { return nil }
        let format1 = try subtable.u16(4), format2 = try subtable.u16(6)
        let size1 = Self.valueRecordSize(format1), size2 = Self.valueRecordSize(format2)
        switch format {
        case 1:
            guard coverage < Int(try subtable.u16(8)) else { return nil }
            let pairSet = try subtable.sub(Int(try subtable.u16(10 + 2 * coverage)))
            let recordSize = 2 + size1 + size2
            var low = 0, high = Int(try pairSet.u16(0))
            while low < high {
                let mid = (low + high) / 2
                let base = 2 + recordSize * mid
                let glyph = UInt32(try pairSet.u16(base))
                if glyph == second {
                    return try adjustment(pairSet, at: base + 2, format1, format2, size1)
                }
                if glyph < second { low = mid + 1 } else { high = mid }
            }
            return nil
        case 2:
            let class1 = try LayoutCommon.glyphClass(try subtable.sub(Int(try subtable.u16(8))), first)
            let class2 = try LayoutCommon.glyphClass(try subtable.sub(Int(try subtable.u16(10))), second)
            let class1Count = Int(try subtable.u16(12)), class2Count = Int(try subtable.u16(14))
            guard class1 < class1Count, class2 < class2Count else { return nil }
            let base = 16 + (class1 * class2Count + class2) * (size1 + size2)
            return try adjustment(subtable, at: base, format1, format2, size1)
        default:
            throw subtable.error(0, "unknown pair adjustment format \(format)")
        }
    }

    private func adjustment(_ table: BinaryReader, at base: Int, _ format1: UInt16, _ format2: UInt16,
                            _ size1: Int) throws -> Adjustment {
        let first = try Self.valueRecord(table, at: base, format: format1)
        let second = try Self.valueRecord(table, at: base + size1, format: format2)
        return Adjustment(firstAdvance: first.xAdvance, firstPlacement: first.xPlacement,
                          secondAdvance: second.xAdvance, consumesSecond: format2 != 0)
    }

    static func valueRecordSize(_ format: UInt16) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    /// XPlacement and XAdvance of a value record; the fields come in bit order.
    static func valueRecord(_ table: BinaryReader, at base: Int, format: UInt16) throws -> (xPlacement: Int, xAdvance: Int) {
        try table.check(base, valueRecordSize(format))
        var offset = base
        var xPlacement = 0, xAdvance = 0
        if format & 0x1 != 0 { xPlacement = Int(try table.i16(offset)); offset += 2 }
        if format & 0x2 != 0 { offset += 2 }
        if format & 0x4 != 0 { xAdvance = Int(try table.i16(offset)) }
        return (xPlacement, xAdvance)
    }
}
