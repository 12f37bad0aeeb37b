/// The OpenType layout structures GPOS shares with GSUB and GDEF: coverage tables,
/// class definitions, and the script → language → feature → lookup walk.
///
/// They are read in place (bisection over the font's bytes), as stb_truetype does,
/// so a hostile table costs no allocation and each query costs O(log n).
enum LayoutCommon {
    /// The coverage index of `glyph`, or nil when the table does not cover it.
    static func coverageIndex(_ table: BinaryReader, _ glyph: UInt32) throws -> Int? {
        guard glyph <= 0xFFFF else { return nil }
        let g = UInt16(glyph)
        switch try table.u16(0) {
        case 1:
            let count = Int(try table.u16(2))
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let value = try table.u16(4 + 2 * mid)
                if value == g { return mid }
                if value < g { low = mid + 1 } else { high = mid }
            }
            return nil
        case 2:
            let count = Int(try table.u16(2))
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let base = 4 + 6 * mid
                let start = try table.u16(base), end = try table.u16(base + 2)
                if g < start { high = mid } else if g > end { low = mid + 1 } else {
                    return Int(try table.u16(base + 4)) + Int(g - start)
                }
            }
            return nil
        case let format:
            throw table.error(0, "unknown coverage format \(format)")
        }
    }

    /// The class of `glyph` in a class definition table; 0 when not listed.
    static func glyphClass(_ table: BinaryReader, _ glyph: UInt32) throws -> Int {
        guard glyph <= 0xFFFF else { return 0 }
        let g = UInt16(glyph)
        switch try table.u16(0) {
        case 1:
            let start = try table.u16(2), count = Int(try table.u16(4))
            guard g >= start, Int(g - start) < count else { return 0 }
            return Int(try table.u16(6 + 2 * Int(g - start)))
        case 2:
            let count = Int(try table.u16(2))
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let base = 4 + 6 * mid
                let start = try table.u16(base), end = try table.u16(base + 2)
                if g < start { high = mid } else if g > end { low = mid + 1 } else {
                    return Int(try table.u16(base + 4))
                }
            }
            return 0
        case let format:
            throw table.error(0, "unknown class definition format \(format)")
        }
    }

    /// The lookup indices, sorted, of `features` in the default language system of the
    /// first of `scripts` the table has (then `DFLT`, `dflt`, `latn`, as HarfBuzz tries),
    /// and which of `features` that language system has.
    static func lookupIndices(_ table: BinaryReader, scripts: [String],
                              features: Set<String>) throws -> (lookups: [Int], found: Set<String>) {
        let scriptList = try table.sub(Int(try table.u16(4)))
        let featureList = try table.sub(Int(try table.u16(6)))
        let scriptCount = Int(try scriptList.u16(0))
        try scriptList.checkArray(2, count: scriptCount, size: 6)
        var scriptOffsets: [String: Int] = [:]
        for i in 0..<scriptCount {
            scriptOffsets[try scriptList.tag(2 + 6 * i)] = Int(try scriptList.u16(6 + 6 * i))
        }
        guard let scriptOffset = (scripts + ["DFLT", "dflt", "latn"]).compactMap({ scriptOffsets[$0] }).first
        else { return ([], []) }
        let script = try scriptList.sub(scriptOffset)
        let langSysOffset = Int(try script.u16(0))
        guard langSysOffset != 0 else { return ([], []) }
        let langSys = try script.sub(langSysOffset)
        let featureCount = Int(try featureList.u16(0))
        var featureIndices = try (0..<Int(try langSys.u16(4))).map { Int(try langSys.u16(6 + 2 * $0)) }
        let required = Int(try langSys.u16(2))
        if required != 0xFFFF { featureIndices.append(required) }
        var lookups = Set<Int>()
        var found = Set<String>()
        for index in featureIndices where index < featureCount {
            let record = 2 + 6 * index
            let tag = try featureList.tag(record)
            guard index == required || features.contains(tag) else { continue }
            if features.contains(tag) { found.insert(tag) }
            let feature = try featureList.sub(Int(try featureList.u16(record + 4)))
            let count = Int(try feature.u16(2))
            try feature.checkArray(4, count: count, size: 2)
            for i in 0..<count { lookups.insert(Int(try feature.u16(4 + 2 * i))) }
        }
        return (lookups.sorted(), found)
    }
}
