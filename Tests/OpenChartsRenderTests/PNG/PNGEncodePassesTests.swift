import Testing
@testable import OpenChartsRender

/// The encoder's shortcuts that must not change what it writes: IDAT chunks written from the
/// deflate parts without joining them, and the colour analysis passing runs many pixels a step.
@Suite("PNG encode passes")
struct PNGEncodePassesTests {
    /// The chunks `append` writes for `bytes` cut every `chunkSize` bytes (one empty chunk for none).
    static func joinedChunks(_ type: String, _ bytes: [UInt8], chunkSize: Int) -> [UInt8] {
        var writer = PNGChunkWriter(reservingCapacity: 0)
        var offset = 0
        repeat {
            let end = min(offset + chunkSize, bytes.count)
            writer.append(type, bytes[offset..<end])
            offset = end
        } while offset < bytes.count
        return writer.bytes
    }

    @Test("chunks written from pieces equal the chunks of the pieces joined, wherever the pieces and chunks end")
    func chunksFromPieces() {
        var seed: UInt32 = 5
        func next() -> UInt32 {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            return seed >> 16
        }
        let shapes: [[Int]] = [[], [0], [0, 0, 0], [1], [2, 0, 5], [7, 7], [3, 11, 0, 1, 20], [64, 1, 1, 1, 64]]
        for sizes in shapes {
            let pieces = sizes.map { count in (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
            for chunkSize in [1, 2, 3, 7, 8, 64, 1000] {
                var writer = PNGChunkWriter(reservingCapacity: 0)
                writer.appendChunks("IDAT", pieces: pieces, chunkSize: chunkSize)
                #expect(writer.bytes == Self.joinedChunks("IDAT", pieces.flatMap { $0 }, chunkSize: chunkSize),
                        "pieces of \(sizes) bytes, chunks of \(chunkSize)")
            }
        }
    }

    @Test("a zlib stream kept in parts holds the header, the parts and the Adler-32, and inflates")
    func partedStream() throws {
        let data = (0..<5000).map { UInt8(truncatingIfNeeded: $0 * 7 / 13) }
        let parts = data.withUnsafeBytes { bytes in
            [Zlib.deflatePart(UnsafeRawBufferPointer(rebasing: bytes[0..<3000]), hintDistances: [1], isLast: false),
             Zlib.deflatePart(UnsafeRawBufferPointer(rebasing: bytes[3000...]), hintDistances: [1], isLast: true)]
        }
        let stream = Zlib.PartedStream(parts: parts, adler: Adler32.checksum(data))
        #expect(stream.count == 2 + parts[0].count + parts[1].count + 4)
        #expect(stream.bytes.prefix(2) == [0x78, 0x9C])
        #expect(try Inflate.zlib(stream.bytes) == data)
    }

    @Test("one pixel of another colour in a long run is found wherever it is: a palette of both, its translucency seen")
    func oddPixelInRun() {
        let width = 97  // a run of 16-pixel steps and a remainder
        let background: UInt32 = 0xFF10_2030, odd: UInt32 = 0x8008_1018  // odd is translucent
        for rows in [1, 3] {
            for position in 0..<(width * rows) {
                var pixels = [UInt32](repeating: background, count: width * rows)
                pixels[position] = odd
                let analysis = pixels.withUnsafeBufferPointer { PNGColorAnalysis(premultiplied: $0, width: width) }
                #expect(analysis.hasTranslucency == true, "odd pixel at \(position)")
                #expect(analysis.palette?.entries.count == 2, "odd pixel at \(position)")
            }
        }
    }

    @Test("the 257th colour is found past long runs, which end the analysis without translucency")
    func colourAfterRuns() {
        // 256 colours, each in a run of 40 pixels, then a 257th after a further run.
        let width = 64
        var pixels: [UInt32] = []
        for k in 0..<256 { pixels += [UInt32](repeating: 0xFF00_0000 | UInt32(k), count: 40) }
        pixels += [UInt32](repeating: 0xFF00_0005, count: 50) + [0xFF12_3456]
        pixels += [UInt32](repeating: 0xFF12_3456, count: width - pixels.count % width)
        let analysis = pixels.withUnsafeBufferPointer { PNGColorAnalysis(premultiplied: $0, width: width) }
        #expect(analysis.palette == nil)
        #expect(analysis.hasTranslucency == nil)
        // Without the last colour, 256 fit a palette, in the order they first appear.
        let fewer = pixels.map { $0 == 0xFF12_3456 ? 0xFF00_0005 : $0 }
        let fit = fewer.withUnsafeBufferPointer { PNGColorAnalysis(premultiplied: $0, width: width) }
        #expect(fit.palette?.entries.count == 256)
        #expect(fit.hasTranslucency == false)
        #expect(fit.palette?.entries.first.map { [$0.red, $0.green, $0.blue] } == [0, 0, 0])
        #expect(fit.palette?.entries.last.map { [$0.red, $0.green, $0.blue] } == [255, 0, 0])
    }
}
