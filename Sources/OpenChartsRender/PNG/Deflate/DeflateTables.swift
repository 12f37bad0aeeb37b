/// The fixed tables of RFC 1951 §3.2.5: length and distance codes with their extra bits.
enum DeflateTables {
    /// Smallest match length of each length code 257...285.
    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
        35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    /// Extra bits after each length code 257...285.
    static let lengthExtra: [UInt8] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
        3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    /// Smallest distance of each distance code 0...29.
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
    ]
    /// Extra bits after each distance code 0...29.
    static let distanceExtra: [UInt8] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]
    /// The order in which code-length code lengths are sent (RFC 1951 §3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// Length code index (0...28) of a match length minus 3 (0...255).
    static let lengthCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256)
        for code in 0..<29 {
            let first = Int(lengthBase[code]) - 3
            let last = code == 28 ? 255 : first + (1 << Int(lengthExtra[code])) - 1
            // Length 258 has its own code (285), not the last one of 284's range.
            for lengthMinus3 in first...min(last, 255) where !(code == 27 && lengthMinus3 == 255) {
                table[lengthMinus3] = UInt8(code)
            }
        }
        return table
    }()

    /// Distance code of a distance minus 1: entry `d` for `d < 256`, entry `256 + d >> 7` above
    /// (the codes there span multiples of 128), as zlib's `_dist_code` does.
    static let distanceCode: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 512)
        for code in 0..<30 {
            let first = Int(distanceBase[code]) - 1
            let count = 1 << Int(distanceExtra[code])
            for d in first..<(first + count) {
                if d < 256 { table[d] = UInt8(code) } else { table[256 + (d >> 7)] = UInt8(code) }
            }
        }
        return table
    }()

    /// Code lengths of the fixed literal/length code (RFC 1951 §3.2.6).
    static let fixedLiteralLengths: [UInt8] = (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 }
    /// Code lengths of the fixed distance code: 5 bits for all 30 (32) codes.
    static let fixedDistanceLengths: [UInt8] = [UInt8](repeating: 5, count: 30)
}
