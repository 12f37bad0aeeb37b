import Testing
@testable import OpenChartsRender

/// The tokenizer's edges: matches that end at or just before the end of the input (where the
/// positions they cover stop being hashed), and matches at every distance code, counted in the
/// one table that holds both the literal/length and the distance counts.
@Suite("Deflate match bounds")
struct DeflateMatchBoundsTests {
    @Test("matches of 3 to 40 bytes ending 0 to 8 bytes before the end of the input round-trip")
    func matchesAtTheEnd() throws {
        let noise = ChecksumTests.bytes(200, seed: 19)
        for length in 3...40 {
            for tail in 0...8 {
                // A block, some other bytes, the block again (a match of `length`), then `tail` bytes.
                let block = Array(noise[0..<length])
                let data = block + noise[100..<(110 + length % 7)] + block + noise[150..<(150 + tail)]
                try DeflateTests.roundTrip(data, hints: [1, 3, 31])
                try DeflateTests.roundTrip(data, hints: [1])
            }
        }
    }

    @Test("rows repeating with small changes near the end of every row round-trip, the last row cut short")
    func rowsCutShort() throws {
        // Image-like: each row repeats the one above but for a few bytes, so matches of every
        // length end at row ends; the input ends part-way into a row.
        let width = 97
        var data = ChecksumTests.bytes(width, seed: 23)
        var seed: UInt32 = 5
        while data.count < 40_000 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            var row = Array(data[(data.count - width)...])
            row[Int(seed >> 8) % width] &+= 1
            row[width - 1 - Int(seed >> 20) % 5] ^= 0x5A
            data += row
        }
        for cut in 0...6 {
            try DeflateTests.roundTrip(Array(data.dropLast(cut)), hints: [1, 3, width])
        }
    }

    @Test("matches at every one of the 30 distance codes round-trip, each code counted apart from the literals")
    func everyDistanceCode() throws {
        let window = ChecksumTests.bytes(32_768, seed: 29)
        var data = window
        // The first distance of each code and the last; each match copies 9 bytes from that far back.
        let bases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769,
                     1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
        for (code, base) in bases.enumerated() {
            let last = code + 1 < bases.count ? bases[code + 1] - 1 : 32_768
            for distance in [base, last] {
                data += ChecksumTests.bytes(3, seed: UInt32(distance))  // a few literals between matches
                for _ in 0..<9 { data.append(data[data.count - distance]) }
            }
        }
        let (stream, _) = try DeflateTests.roundTrip(data, hints: [1])
        // The window does not compress; the 60 matches after it cost well under their 540 bytes.
        #expect(stream.count < window.count + 60 * 3 + 400)
    }
}
