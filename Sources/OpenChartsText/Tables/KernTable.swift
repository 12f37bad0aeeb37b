/// `kern` format 0: the classic table of glyph-pair adjustments.
///
/// Horizontal, non-cross-stream subtables are summed (an "override" subtable replaces
/// what came before), as HarfBuzz applies them when the font has no GPOS kerning.
struct KernTable: Sendable {
    private var pairs: [UInt32: Int] = [:]

    init(_ table: BinaryReader) throws {
        // Version 0 (Windows) has a 16-bit header; Apple's version 1 tables are skipped.
        guard try table.u16(0) == 0 else { return }
        let count = Int(try table.u16(2))
        var offset = 4
        for _ in 0..<count {
            let length = Int(try table.u16(offset + 2))
            let coverage = try table.u16(offset + 4)
            let format = coverage >> 8
            let horizontal = coverage & 1 != 0, crossStream = coverage & 4 != 0, override = coverage & 8 != 0
            if format == 0, horizontal, !crossStream {
                let nPairs = Int(try table.u16(offset + 6))
                try table.checkArray(offset + 14, count: nPairs, size: 6)
                for i in 0..<nPairs {
                    let base = offset + 14 + 6 * i
                    let key = UInt32(try table.u16(base)) << 16 | UInt32(try table.u16(base + 2))
                    let value = Int(try table.i16(base + 4))
                    pairs[key] = override ? value : pairs[key, default: 0] + value
                }
            }
            // A subtable's 16-bit length wraps for big tables; format 0's own count is exact.
            let actual = format == 0 ? 14 + 6 * Int(try table.u16(offset + 6)) : length
            guard actual >= 6 else { throw table.error(offset, "subtable length \(length) is too short") }
            offset += actual
        }
    }

    var isEmpty: Bool { pairs.isEmpty }

    /// The adjustment between `left` and `right`, in font units.
    func value(_ left: UInt32, _ right: UInt32) -> Int {
        guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
        return pairs[left << 16 | right] ?? 0
    }
}
