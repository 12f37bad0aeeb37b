import Testing
@testable import OpenChartsRender

@Suite("Deflate in a zlib stream")
struct DeflateTests {
    /// Compresses, inflates with the test inflater, and checks the round trip.
    @discardableResult
    static func roundTrip(_ data: [UInt8], hints: [Int] = [1], sourceLocation: SourceLocation = #_sourceLocation) throws -> (stream: [UInt8], blockTypes: [Int]) {
        let stream = Zlib.compress(data, hintDistances: hints)
        let (inflated, blockTypes) = try Inflate.zlibBlocks(stream)
        #expect(inflated == data, "round trip of \(data.count) bytes", sourceLocation: sourceLocation)
        return (stream, blockTypes)
    }

    @Test("nothing compresses to the 8 bytes zlib writes for nothing: 78 9C 03 00 00 00 00 01")
    func empty() throws {
        #expect(Zlib.compress([]) == [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])
        try Self.roundTrip([])
    }

    @Test("one byte round-trips")
    func oneByte() throws {
        for byte: UInt8 in [0, 0x41, 0xFF] { try Self.roundTrip([byte]) }
    }

    @Test("short inputs of 2 to 9 bytes round-trip, the sizes where a match is barely possible")
    func short() throws {
        for count in 2...9 {
            try Self.roundTrip([UInt8](repeating: 7, count: count))
            try Self.roundTrip((0..<count).map { UInt8($0 % 3) })
        }
    }

    @Test("a run of a million equal bytes round-trips and compresses over 500 times")
    func longRun() throws {
        let (stream, _) = try Self.roundTrip([UInt8](repeating: 0, count: 1_000_000))
        #expect(stream.count < 2000)
    }

    @Test("zero runs of every length from 0 to 1,100 between other bytes round-trip, a full-length match per 258 zeros")
    func zeroRuns() throws {
        // As in filtered chart rows: a few changed bytes, then zeros, sometimes past the end of a
        // run of 258 by a byte or so; the shortcut for runs of 258 zeros must give a valid stream.
        let noise = ChecksumTests.bytes(2000, seed: 11)
        var data: [UInt8] = []
        for length in 0...1100 {
            data += noise[(length % 1900)..<(length % 1900 + 1 + length % 5)].map { $0 | 1 }
            data += [UInt8](repeating: 0, count: length)
        }
        let (stream, _) = try Self.roundTrip(data, hints: [1, 4, 3201])
        // 605,550 zeros in runs: each 258 of them a match of a few bits.
        #expect(stream.count < 20_000)
        // Without the pixel and row hints (the PDF streams' case) the shortcut is off; still valid.
        try Self.roundTrip(data, hints: [4, 3201])
    }

    @Test("a megabyte of random bytes round-trips through stored blocks, growing by under 0.1 %")
    func random() throws {
        let data = ChecksumTests.bytes(1 << 20)
        let (stream, blockTypes) = try Self.roundTrip(data)
        #expect(stream.count < data.count + data.count / 1000)
        #expect(blockTypes.contains(0))
    }

    @Test("repeated rows round-trip with the row distance as a hint, each repeat costing under 30 bytes (13 matches)")
    func repeatedRows() throws {
        let row = ChecksumTests.bytes(3201, seed: 3)
        let data = (0..<200).flatMap { _ in row }
        let (stream, _) = try Self.roundTrip(data, hints: [1, 4, 3201])
        #expect(stream.count < row.count + 200 * 30)
    }

    @Test("a stream joined from parts deflated apart inflates to the whole input; a part's last block is not final")
    func parts() throws {
        let row = ChecksumTests.bytes(3201, seed: 5)
        let data = (0..<40).flatMap { k in k % 3 == 0 ? ChecksumTests.bytes(3201, seed: UInt32(k)) : row }
        for splits in [[0], [0, 64_020], [0, 1, 100_000], [0, 128_040]] {
            let bounds = splits + [data.count]
            let parts = (0..<splits.count).map { k in
                data[bounds[k]..<bounds[k + 1]].withUnsafeBytes {
                    let part = Zlib.deflatePart($0, hintDistances: [1, 4, 3201], isLast: k == splits.count - 1)
                    if k < splits.count - 1 { #expect(part.suffix(4) == [0, 0, 0xFF, 0xFF], "an empty stored block ends a part") }
                    return part
                }
            }
            let stream = Zlib.PartedStream(parts: parts, adler: Adler32.checksum(data)).bytes
            #expect(try Inflate.zlib(stream) == data, "parts at \(splits)")
        }
    }

    @Test("text with repeats round-trips and uses dynamic Huffman blocks")
    func text() throws {
        let sentence = "The quick brown fox jumps over the lazy dog; pack my box with five dozen liquor jugs. "
        let data = Array((0..<2000).map { "\($0 % 97) \(sentence)" }.joined().utf8)
        let (stream, blockTypes) = try Self.roundTrip(data)
        #expect(stream.count < data.count / 10)
        #expect(blockTypes.contains(2))
    }

    @Test("a short literal-only input is written as one fixed-Huffman block")
    func fixedBlock() throws {
        let (_, blockTypes) = try Self.roundTrip(Array("abc".utf8))
        #expect(blockTypes == [1])
    }

    @Test("matches reach 258 bytes and the full 32 KiB window")
    func farMatches() throws {
        let block = ChecksumTests.bytes(32768, seed: 11)
        let data = block + block + block
        let (stream, _) = try Self.roundTrip(data)
        #expect(stream.count < block.count + 2000)
    }

    @Test("hint distances of 0, beyond the window or beyond the data are ignored")
    func oddHints() throws {
        let data = ChecksumTests.bytes(5000, seed: 5) + [UInt8](repeating: 9, count: 5000)
        try Self.roundTrip(data, hints: [0, -3, 40000, 1, 1, 7000])
    }

    @Test("inputs of several blocks round-trip: mixed runs, noise and repeats over 600 kB")
    func manyBlocks() throws {
        var data: [UInt8] = []
        var seed: UInt32 = 1
        while data.count < 600_000 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            switch seed >> 30 {
            case 0: data += [UInt8](repeating: UInt8(seed >> 8 & 0xFF), count: Int(seed >> 12 & 0x3FF))
            case 1: data += ChecksumTests.bytes(Int(seed >> 16 & 0xFF) + 1, seed: seed)
            default:
                let distance = min(data.count, Int(seed >> 10 & 0x7FFF) + 1)
                let length = Int(seed >> 4 & 0x1FF)
                if distance > 0 { for _ in 0..<length { data.append(data[data.count - distance]) } }
            }
        }
        let (_, blockTypes) = try Self.roundTrip(data, hints: [1, 3, 301])
        #expect(blockTypes.count > 1)
    }

    @Test("a block with more than one literal per 48 bytes has the next searched with the noisy effort, else the requested one")
    func noisyEffortSwitch() {
        #expect(Deflate.nextEffort(literals: 1_000, bytes: 15_000, requested: .standard) == .noisy)
        #expect(Deflate.nextEffort(literals: 1_000, bytes: 47_000, requested: .standard) == .noisy)
        #expect(Deflate.nextEffort(literals: 1_000, bytes: 48_000, requested: .standard) == .standard)
        #expect(Deflate.nextEffort(literals: 0, bytes: 40_000, requested: .standard) == .standard)
        #expect(MatchFinder.Effort.noisy.lazyLength == 0)
    }

    @Test("noise from a few byte values over many blocks round-trips and still shrinks (searched with the noisy effort)")
    func noisyBlocks() throws {
        // Bytes from four values: many literals and short matches, as a dense scatter plot gives.
        let data = ChecksumTests.bytes(400_000, seed: 7).map { $0 & 0x3 }
        let (stream, blockTypes) = try Self.roundTrip(data, hints: [1, 4, 3201])
        #expect(blockTypes.count > 2)
        // Two bits of entropy per byte: at least 3× smaller, as any reasonable deflate gets.
        #expect(stream.count * 3 < data.count)
    }

    @Test("the same input gives the same bytes every time")
    func deterministic() {
        let data = ChecksumTests.bytes(50_000) + [UInt8](repeating: 1, count: 50_000)
        #expect(Zlib.compress(data) == Zlib.compress(data))
    }
}
