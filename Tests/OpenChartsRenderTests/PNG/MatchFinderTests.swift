import Testing
@testable import OpenChartsRender

@Suite("Match finder and bit sink helpers")
struct MatchFinderTests {
    /// The bytes at `a` and `b` that agree, counted one at a time.
    static func naiveLength(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var n = 0
        while n < limit && a[n] == b[n] { n += 1 }
        return n
    }

    @Test("matchLength agrees with a byte-by-byte count for every limit up to 300 and every first difference")
    func matchLength() {
        let a = ChecksumTests.bytes(310, seed: 3)
        for limit in 0...300 {
            for difference in Set([0, 1, 7, 8, 9, 31, 32, 33, limit / 2, limit - 9, limit - 8, limit - 1, limit, limit + 1])
            where difference >= 0 && difference <= 305 {
                var b = a
                b[difference] ^= 0x40
                let expected = Self.naiveLength(a, b, limit: limit)
                let got = a.withUnsafeBufferPointer { pa in b.withUnsafeBufferPointer { pb in
                    MatchFinder.matchLength(pa.baseAddress!, pb.baseAddress!, limit)
                } }
                #expect(got == expected, "limit \(limit), first difference at \(difference)")
            }
        }
    }

    @Test("zeroRun counts the zeros up to the first nonzero byte or the limit, for every limit up to 300")
    func zeroRun() {
        for limit in 0...300 {
            for nonzero in Set([0, 1, 5, 8, 13, 32, 63, limit / 3, limit - 8, limit - 1, limit, limit + 3])
            where nonzero >= 0 && nonzero < 310 {
                var bytes = [UInt8](repeating: 0, count: 310)
                bytes[nonzero] = 0x80
                let got = bytes.withUnsafeBufferPointer { MatchFinder.zeroRun($0.baseAddress!, limit: limit) }
                #expect(got == min(nonzero, limit), "limit \(limit), nonzero byte at \(nonzero)")
            }
        }
    }

    @Test("bits put through a sink come out as the same bytes as bits put one call at a time")
    func sinkMatchesPut() {
        var values: [(UInt32, Int)] = []
        var x: UInt32 = 12345
        for _ in 0..<5000 {
            x ^= x << 13; x ^= x >> 17; x ^= x << 5
            let count = Int(x % 29)  // 0 ... 28 bits, as a length or a distance with its extra bits
            values.append((count == 0 ? 0 : x >> UInt32(32 - count), count))
        }
        var plain = BitWriter(capacity: 16)
        var sunk = BitWriter(capacity: 16)
        plain.put(0b101, 3)
        sunk.put(0b101, 3)  // an unaligned start, as after a block header
        plain.reserve(values.count * 8)
        for (bits, count) in values { plain.put(bits, count) }
        sunk.reserve(values.count * 8 + 64)
        sunk.withSink { sink in
            for (k, (bits, count)) in values.enumerated() {
                sink.put(UInt64(bits), count)
                if k % 2 == 1 { sink.flush() }  // two puts between flushes, as a match's length and distance
            }
        }
        let (sunkBits, plainBits) = (sunk.bitCount, plain.bitCount)
        #expect(sunkBits == plainBits)
        let (sunkBytes, plainBytes) = (sunk.finish(), plain.finish())
        #expect(sunkBytes == plainBytes)
    }

    @Test("without hint distances the stream round-trips and still finds repeats")
    func noHints() throws {
        let row = ChecksumTests.bytes(700, seed: 9)
        let data = (0..<50).flatMap { _ in row } + [UInt8](repeating: 0, count: 3000)
        let (stream, _) = try DeflateTests.roundTrip(data, hints: [])
        #expect(stream.count < row.count + 2000)
    }

    @Test("literals beside zero runs, pixel and row repeats round-trip with the image hints, each repeat a match")
    func literalsBetweenRepeats() throws {
        // Rows of 101 bytes: a few new bytes, a zero run, a copy of the pixel before, the rest
        // from the row above: the shapes the literal shortcut must tell from matches.
        var data: [UInt8] = []
        let noise = ChecksumTests.bytes(20_000, seed: 21)
        for y in 0..<150 {
            var row = [UInt8](repeating: 0, count: 101)
            for x in 0..<(3 + y % 7) { row[x] = noise[y * 101 + x] | 1 }
            for x in 40..<48 { row[x] = row[x - 4] }
            if y > 0 { for x in 60..<101 { row[x] = data[data.count - 101 + x] } }
            if y % 5 == 0 { for x in 60..<101 { row[x] = noise[y * 37 + x] } }
            data += row
        }
        let (stream, _) = try DeflateTests.roundTrip(data, hints: [1, 4, 101])
        #expect(stream.count < data.count / 3)
    }
}
