import Testing
@testable import OpenChartsRender

@Suite("CRC-32 and Adler-32")
struct ChecksumTests {
    static let check = Array("123456789".utf8)

    /// A deterministic byte sequence (xorshift), long enough to cross every unrolled loop.
    static func bytes(_ count: Int, seed: UInt32 = 7) -> [UInt8] {
        var x = seed
        return (0..<count).map { _ in
            x ^= x << 13; x ^= x >> 17; x ^= x << 5
            return UInt8(truncatingIfNeeded: x)
        }
    }

    @Test("CRC-32 of \"123456789\" is CBF43926, the standard check value")
    func crcCheckValue() {
        #expect(CRC32.checksum(Self.check) == 0xCBF4_3926)
    }

    @Test("CRC-32 of nothing is 0")
    func crcEmpty() {
        #expect(CRC32.checksum([]) == 0)
    }

    @Test("CRC-32 of IEND's type is AE426082, the bytes that end every PNG file")
    func crcIEND() {
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
    }

    @Test("sliced CRC-32 equals the bit-by-bit CRC for every length from 0 to 40 and at 100 000")
    func crcMatchesBitwise() {
        for count in Array(0...40) + [100_000] {
            let data = Self.bytes(count)
            #expect(CRC32.checksum(data) == DecodedPNG.crc(data), "length \(count)")
        }
    }

    @Test("CRC-32 continued over a split equals CRC-32 of the whole")
    func crcContinues() {
        let data = Self.bytes(1000)
        for split in [0, 1, 7, 8, 9, 500, 1000] {
            let first = CRC32.checksum(Array(data[..<split]))
            #expect(CRC32.checksum(Array(data[split...]), continuing: first) == CRC32.checksum(data), "split \(split)")
        }
    }

    @Test("Adler-32 of \"123456789\" is 091E01DE, the standard check value")
    func adlerCheckValue() {
        #expect(Adler32.checksum(Self.check) == 0x091E_01DE)
    }

    @Test("Adler-32 of nothing is 1")
    func adlerEmpty() {
        #expect(Adler32.checksum([]) == 1)
    }

    @Test("Adler-32 with the modulo deferred equals the per-byte definition, even over runs of 0xFF or of zeros")
    func adlerMatchesDefinition() {
        // Runs of zeros among other bytes, as filtered chart rows are.
        let zeroRuns = Self.bytes(100_003).enumerated().map { $0.offset % 1000 < 700 ? 0 : $0.element }
        // Zero runs of every length from 1 to 90 at every offset within a word, some shorter
        // than the 64 bytes the run test skips, some longer, one ending the data.
        var shortRuns: [UInt8] = []
        for length in 1...90 { shortRuns += Self.bytes(length % 13 + 1).map { $0 | 1 } + [UInt8](repeating: 0, count: length) }
        for data in [Self.bytes(5551), Self.bytes(5552), Self.bytes(5553), Self.bytes(100_003), [UInt8](repeating: 0xFF, count: 20_000), zeroRuns, shortRuns] {
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
            #expect(Adler32.checksum(data) == b << 16 | a, "length \(data.count)")
        }
    }

    @Test("Adler-32 sees a single nonzero byte at any place in a long zero run, and the run's length on either side of it")
    func adlerLoneByteInZeros() {
        for position in 0..<200 {
            // After a three-byte prefix, so the run's 64-byte steps fall across the words.
            var data: [UInt8] = [9, 8, 7] + [UInt8](repeating: 0, count: 1000)
            data[3 + position] = UInt8(position % 255 + 1)
            var a: UInt32 = 1, b: UInt32 = 0
            for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
            #expect(Adler32.checksum(data) == b << 16 | a, "nonzero byte at \(position)")
        }
    }

    /// Adler-32 by its definition, one byte at a time, from `adler`.
    static func adlerByDefinition(_ data: ArraySlice<UInt8>, continuing adler: UInt32 = 1) -> UInt32 {
        var a = adler & 0xFFFF, b = adler >> 16
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return b << 16 | a
    }

    @Test("Adler-32 in vector lanes equals the per-byte definition for every length from 0 to 600, at any alignment, from any sums")
    func adlerVectorLengths() {
        let data = Self.bytes(610, seed: 11)
        for start in [1, 65520 << 16 | 65520, 12345 << 16 | 678] as [UInt32] {
            for offset in [0, 1, 5] {
                for count in 0...600 {
                    let slice = data[offset..<(offset + count)]
                    let vector = slice.withUnsafeBytes { Adler32.checksum($0, continuing: start) }
                    #expect(vector == Self.adlerByDefinition(slice, continuing: start), "\(count) bytes at offset \(offset) from \(start)")
                }
            }
        }
    }

    @Test("Adler-32 in vector lanes equals the per-byte definition on every byte value, 0xFF runs past 5552 bytes, and zero runs between them")
    func adlerVectorExtremes() {
        // Every byte value at every position of a 32-byte block: 256 values, then shifted by one.
        let allValues = (0..<(256 * 33)).map { UInt8(truncatingIfNeeded: $0 + $0 / 256) }
        // Descending values, so the bytes weighted most are the largest.
        let descending = (0..<4096).map { UInt8(255 - $0 % 256) }
        var mixed: [UInt8] = []
        // 0xFF and zero runs of lengths around the 32-byte blocks, the 64-byte zero test and
        // the 256-byte groups.
        for (k, length) in [31, 32, 33, 63, 64, 65, 255, 256, 257, 300, 511, 512, 5552, 5553, 40].enumerated() {
            mixed += [UInt8](repeating: k % 2 == 0 ? 0xFF : 0, count: length)
            mixed += [UInt8](repeating: k % 2 == 0 ? 0 : 0xFF, count: length / 2 + 1)
        }
        var inputs: [[UInt8]] = [allValues, descending, mixed]
        for count in [255, 256, 257, 288, 5551, 5552, 5553, 11_105, 100_000] {
            inputs.append([UInt8](repeating: 0xFF, count: count))
        }
        for data in inputs {
            for start in [1, 65520 << 16 | 65520] as [UInt32] {
                let vector = data.withUnsafeBytes { Adler32.checksum($0, continuing: start) }
                #expect(vector == Self.adlerByDefinition(data[...], continuing: start), "\(data.count) bytes from \(start)")
            }
        }
    }

    @Test("Adler-32 over megabytes of 0xFF from the largest a and b (65520) does not overflow before its reduction")
    func adlerLongRuns() {
        for count in [(1 << 20) - 1, 1 << 20, (1 << 20) + 7, 3_000_001] {
            let data = [UInt8](repeating: 0xFF, count: count)
            var a: UInt32 = 65520, b: UInt32 = 65520
            for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
            #expect(Adler32.checksum(data.withUnsafeBytes { $0 }, continuing: 65520 << 16 | 65520) == b << 16 | a, "\(count) bytes")
        }
    }

    @Test("Adler-32 of zeros in constant time equals summing them, after any prefix and for any count")
    func adlerZeros() {
        for prefix in [[], [0xFF], Self.bytes(70_001)] as [[UInt8]] {
            for count in [0, 1, 3201, 65521, 65522, 200_000] {
                let before = Adler32.checksum(prefix)
                var sums = Adler32.Sums(before)
                sums.add(zeros: count)
                #expect(sums.value == Adler32.checksum(prefix + [UInt8](repeating: 0, count: count)),
                        "\(prefix.count) bytes, then \(count) zeros")
            }
        }
    }

    @Test("Adler-32 sums added piece by piece (bytes, single bytes, zero runs) and reduced only when large equal the per-byte definition")
    func adlerSumsPieces() {
        // Megabytes of 0xFF from the largest a and b, so the unreduced sums pass their bounds.
        var sums = Adler32.Sums(65520 << 16 | 65520)
        var (a, b): (UInt64, UInt64) = (65520, 65520)  // the definition's sums, modulo 65521
        for (k, length) in Self.bytes(1500, seed: 3).enumerated() {
            let count = Int(length) * 37 + k % 5
            switch k % 3 {
            case 0:
                [UInt8](repeating: 0xFF, count: count).withUnsafeBytes { sums.add($0) }
                for _ in 0..<count { a = (a + 255) % 65521; b = (b + a) % 65521 }
            case 1:
                sums.add(byte: length)
                a = (a + UInt64(length)) % 65521
                b = (b + a) % 65521
            default:
                // Zeros add a to b once each, a million times here.
                sums.add(zeros: count * 100)
                b = (b + UInt64(count * 100) % 65521 * a) % 65521
            }
        }
        #expect(sums.value == UInt32(b) << 16 | UInt32(a))
    }

    @Test("Adler-32 combined from two parts equals the Adler-32 of the whole, for any split")
    func adlerCombine() {
        let data = Self.bytes(140_001)
        for split in [0, 1, 5552, 65521, 70_000, 140_001] {
            let first = Adler32.checksum(Array(data[..<split])), second = Adler32.checksum(Array(data[split...]))
            #expect(Adler32.combine(first, second, secondLength: data.count - split) == Adler32.checksum(data), "split at \(split)")
        }
    }
}
