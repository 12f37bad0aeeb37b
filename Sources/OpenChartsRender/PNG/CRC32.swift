/// CRC-32 as PNG chunks (and gzip) use it: polynomial 0xEDB88320, reflected, inverted in and out.
///
/// Slicing-by-8: eight 256-entry tables let the loop fold eight bytes per step instead of one,
/// which matters because every byte of every IDAT chunk passes through here.
/// Check value: `"123456789"` → `0xCBF43926`.
enum CRC32 {
    /// `tables[k * 256 + n]` is the CRC of byte `n` followed by `k` zero bytes.
    private static let tables: [UInt32] = {
        var t = [UInt32](repeating: 0, count: 8 * 256)
        for n in 0..<256 {
            var c = UInt32(n)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            t[n] = c
        }
        for k in 1..<8 {
            for n in 0..<256 {
                let previous = t[(k - 1) * 256 + n]
                t[k * 256 + n] = (previous >> 8) ^ t[Int(previous & 0xFF)]
            }
        }
        return t
    }()

    /// The CRC of `bytes`, continuing from `crc` (the CRC of the bytes before them; 0 to start).
    /// - Complexity: O(n).
    static func checksum(_ bytes: UnsafeRawBufferPointer, continuing crc: UInt32 = 0) -> UInt32 {
        guard var p = bytes.baseAddress else { return crc }
        var remaining = bytes.count
        var c = ~crc
        tables.withUnsafeBufferPointer { table in
            guard let t = table.baseAddress else { return }
            while remaining >= 8 {
                let lo = UInt32(littleEndian: p.loadUnaligned(as: UInt32.self)) ^ c
                let hi = UInt32(littleEndian: p.loadUnaligned(fromByteOffset: 4, as: UInt32.self))
                c = t[7 * 256 + Int(lo & 0xFF)] ^ t[6 * 256 + Int((lo >> 8) & 0xFF)]
                    ^ t[5 * 256 + Int((lo >> 16) & 0xFF)] ^ t[4 * 256 + Int(lo >> 24)]
                    ^ t[3 * 256 + Int(hi & 0xFF)] ^ t[2 * 256 + Int((hi >> 8) & 0xFF)]
                    ^ t[1 * 256 + Int((hi >> 16) & 0xFF)] ^ t[Int(hi >> 24)]
                p += 8
                remaining -= 8
            }
            while remaining > 0 {
                c = t[Int((c ^ UInt32(p.load(as: UInt8.self))) & 0xFF)] ^ (c >> 8)
                p += 1
                remaining -= 1
            }
        }
        return ~c
    }

    /// The CRC of `bytes`, continuing from `crc`.
    static func checksum(_ bytes: [UInt8], continuing crc: UInt32 = 0) -> UInt32 {
        bytes.withUnsafeBytes { checksum($0, continuing: crc) }
    }
}
