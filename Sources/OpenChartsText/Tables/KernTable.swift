/// `kern` format 0: the classic table of glyph-pair adjustments.
///
/// Horizontal, non-cross-stream subtables are summed (an "override" subtable replaces
/// what came before), as HarfBuzz applies them when GPOS does not kern the run's
/// script. Pairs are sorted in the file, so each lookup bisects in place.
struct KernTable: Sendable {
    private struct Subtable: Sendable {
        var pairs: BinaryReader
        var count: Int
        var override: Bool
    }

    private var subtables: [Subtable] = []

    init(_ table: BinaryReader) throws {
        // Version 0 (Windows) has a 16-bit header; Apple's version 1 tables are skipped.
        guard try table.u16(0) == 0 else { return }
        let count = Int(try table.u16(2))
        var offset = 4
        for _ in 0..<count {
            let length = Int(try table.u16(offset + 2))
            let coverage = try table.u16(offset + 4)
            let format = coverage >> 8
            let horizontal = coverage & 1 != 0, crossStream = coverage & 4 != 0
            var actual = length
            if format == 0 {
                let nPairs = Int(try table.u16(offset + 6))
                try table.checkArray(offset + 14, count: nPairs, size: 6)
                if horizontal, !crossStream {
                    subtables.append(Subtable(pairs: try table.sub(offset + 14, 6 * nPairs), count: nPairs,
                                              override: coverage & 8 != 0))
                }
                // A subtable's 16-bit length wraps for big tables; format 0's own count is exact.
                actual = 14 + 6 * nPairs
            }
            guard actual >= 6 else { throw table.error(offset, "subtable length \(length) is too short") }
            offset += actual
        }
    }

    var isEmpty: Bool { subtables.allSatisfy { $0.count == 0 } }

    /// The adjustment between `left` and `right`, in font units.
    func value(_ left: UInt32, _ right: UInt32) -> Int {
        guard left <= 0xFFFF, right <= 0xFFFF else { return 0 }
        let key = left << 16 | right
        var total = 0
        for subtable in subtables {
            guard let value = try? Self.find(key, in: subtable) else { continue }
            total = subtable.override ? value : total + value
        }
        return total
    }

    private static func find(_ key: UInt32, in subtable: Subtable) throws -> Int? {
        var low = 0, high = subtable.count
        while low < high {
            let mid = (low + high) / 2
            let found = try subtable.pairs.u32(6 * mid)
            if found == key { return Int(try subtable.pairs.i16(6 * mid + 4)) }
            if found < key { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
