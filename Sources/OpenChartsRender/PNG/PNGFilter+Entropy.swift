import Foundation

extension PNGFilter {
    /// Whether `row` (`count` bytes) left unfiltered is likely to deflate smaller than its
    /// `filtered` bytes: whether its bytes' order-0 entropy is the lower.
    ///
    /// libpng's heuristic (the smallest sum of absolute residuals) suits chart rows, which
    /// mostly repeat the row above, but not a dense scatter plot: its pixels are one colour
    /// blended with the background at a few hundred coverages, so the raw bytes take few
    /// values and repeat at many distances, while their differences from any neighbour take
    /// many. Unfiltered, scatter_1e5's frame deflates 25 % smaller (zlib level 6: 814 → 609 kB)
    /// and ours encodes in 29 % fewer instructions; scatter_1e4's 18 % smaller. Counting the
    /// entropy costs two passes over the row, so it is done only for busy rows (a quarter or
    /// more unlike the row above): the chart frames' rows seldom are, and none of the bench's
    /// chart frames grows by more than 0.25 % (bars_12 shrinks by 5 %).
    /// - Complexity: O(n) for n bytes.
    static func noneLooksSmaller(row: UnsafePointer<UInt8>, filtered: UnsafePointer<UInt8>, count: Int) -> Bool {
        entropyBits(UnsafeBufferPointer(start: row, count: count)) < entropyBits(UnsafeBufferPointer(start: filtered, count: count))
    }

    /// The order-0 entropy of `bytes`, in bits: n log₂ n − Σ c log₂ c over the counts c of
    /// each byte value.
    /// - Complexity: O(n + 256).
    static func entropyBits(_ bytes: UnsafeBufferPointer<UInt8>) -> Double {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 256) { histogram in
            guard let counts = histogram.baseAddress else { return 0 }
            counts.initialize(repeating: 0, count: 256)
            for byte in bytes { counts[Int(byte)] &+= 1 }
            var sum = 0.0
            for value in 0..<256 { sum += timesLog2(Int(counts[value])) }
            return timesLog2(bytes.count) - sum
        }
    }

    /// c log₂ c, from a table for the counts of rows up to 4,096 bytes.
    @inline(__always)
    private static func timesLog2(_ c: Int) -> Double {
        c < timesLog2Table.count ? timesLog2Table[c] : Double(c) * log2(Double(c))
    }

    private static let timesLog2Table: [Double] = (0..<4097).map { $0 == 0 ? 0 : Double($0) * log2(Double($0)) }
}
