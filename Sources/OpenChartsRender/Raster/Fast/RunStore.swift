/// Writes one opaque pixel word over a run of a row, stepping a pointer eight pixels at a
/// time (two vector stores): the loop keeps no index, so it pays no overflow checks.
enum RunStore {
    /// Stores `word` (R in the low byte, as ``PackedSource/word`` holds it) to pixels
    /// `columns` of `row`: what ``QuadBlend/fill(_:columns:with:)`` writes.
    /// - Complexity: O(columns).
    @inline(__always)
    static func fill(_ row: UnsafeMutableRawPointer, columns: Range<Int>, with word: UInt32) {
        let word = word.littleEndian
        var p = row + 4 * columns.lowerBound
        let end = row + 4 * columns.upperBound
        let four = SIMD4<UInt32>(repeating: word)
        while p + 32 <= end {
            p.storeBytes(of: four, as: SIMD4<UInt32>.self)
            (p + 16).storeBytes(of: four, as: SIMD4<UInt32>.self)
            p += 32
        }
        if p + 16 <= end {
            p.storeBytes(of: four, as: SIMD4<UInt32>.self)
            p += 16
        }
        while p < end {
            p.storeBytes(of: word, as: UInt32.self)
            p += 4
        }
    }
}
