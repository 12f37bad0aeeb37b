/// Reads back the PNG files our encoder writes (8-bit RGB, RGBA and palette, no interlace),
/// independently of the encoder's code: its own bitwise CRC, ``Inflate`` and unfiltering.
struct DecodedPNG {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    struct Chunk {
        let type: String
        let data: [UInt8]
        let storedCRC: UInt32
    }

    let chunks: [Chunk]
    let width: Int
    let height: Int
    let bitDepth: UInt8
    let colorType: UInt8
    /// The filter type byte of each row.
    let filterTypes: [UInt8]
    /// Straight RGBA, 4 bytes per pixel.
    let rgba: [UInt8]
    /// The inflated IDAT data: filtered rows with their filter bytes.
    let filtered: [UInt8]

    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// CRC-32 bit by bit, straight from the PNG specification's sample code.
    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return ~c
    }

    static func bigEndian(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    init(_ file: [UInt8]) throws {
        guard file.count >= 8, Array(file[0..<8]) == Self.signature else { throw Failure(description: "no PNG signature") }
        var chunks: [Chunk] = []
        var p = 8
        while p < file.count {
            guard p + 12 <= file.count else { throw Failure(description: "truncated chunk at \(p)") }
            let length = Int(Self.bigEndian(file[p..<(p + 4)]))
            guard p + 12 + length <= file.count else { throw Failure(description: "chunk at \(p) overruns the file") }
            let type = String(decoding: file[(p + 4)..<(p + 8)], as: UTF8.self)
            let data = Array(file[(p + 8)..<(p + 8 + length)])
            let crc = Self.bigEndian(file[(p + 8 + length)..<(p + 12 + length)])
            guard crc == Self.crc(Array(file[(p + 4)..<(p + 8 + length)])) else { throw Failure(description: "bad CRC in \(type)") }
            chunks.append(Chunk(type: type, data: data, storedCRC: crc))
            p += 12 + length
        }
        self.chunks = chunks
        guard let ihdr = chunks.first, ihdr.type == "IHDR", ihdr.data.count == 13 else { throw Failure(description: "IHDR is not first") }
        guard chunks.last?.type == "IEND", chunks.last?.data.isEmpty == true else { throw Failure(description: "IEND is not last") }
        width = Int(Self.bigEndian(ihdr.data[0..<4]))
        height = Int(Self.bigEndian(ihdr.data[4..<8]))
        bitDepth = ihdr.data[8]
        colorType = ihdr.data[9]
        guard bitDepth == 8, ihdr.data[10...12] == [0, 0, 0] else { throw Failure(description: "unexpected IHDR \(ihdr.data)") }
        let bpp: Int
        switch colorType {
        case 2: bpp = 3
        case 3: bpp = 1
        case 6: bpp = 4
        default: throw Failure(description: "unexpected colour type \(colorType)")
        }
        filtered = try Inflate.zlib(chunks.filter { $0.type == "IDAT" }.flatMap(\.data))
        let rowBytes = width * bpp
        guard filtered.count == height * (rowBytes + 1) else { throw Failure(description: "IDAT holds \(filtered.count) bytes") }
        var raw = [UInt8](repeating: 0, count: height * rowBytes)
        var filterTypes: [UInt8] = []
        for y in 0..<height {
            let filter = filtered[y * (rowBytes + 1)]
            filterTypes.append(filter)
            for x in 0..<rowBytes {
                let value = filtered[y * (rowBytes + 1) + 1 + x]
                let a = x >= bpp ? Int(raw[y * rowBytes + x - bpp]) : 0
                let b = y > 0 ? Int(raw[(y - 1) * rowBytes + x]) : 0
                let c = x >= bpp && y > 0 ? Int(raw[(y - 1) * rowBytes + x - bpp]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: throw Failure(description: "filter type \(filter) in row \(y)")
                }
                raw[y * rowBytes + x] = UInt8(truncatingIfNeeded: Int(value) + predictor)
            }
        }
        self.filterTypes = filterTypes
        switch colorType {
        case 2:
            var pixels: [UInt8] = []
            for i in stride(from: 0, to: raw.count, by: 3) { pixels += [raw[i], raw[i + 1], raw[i + 2], 255] }
            rgba = pixels
        case 6:
            rgba = raw
        default:
            guard let plte = chunks.first(where: { $0.type == "PLTE" })?.data else { throw Failure(description: "no PLTE") }
            let trns = chunks.first { $0.type == "tRNS" }?.data ?? []
            rgba = try raw.flatMap { index -> [UInt8] in
                let i = Int(index)
                guard 3 * i + 2 < plte.count else { throw Failure(description: "index \(i) beyond the palette") }
                return [plte[3 * i], plte[3 * i + 1], plte[3 * i + 2], i < trns.count ? trns[i] : 255]
            }
        }
    }

    /// The data of the first chunk of `type`.
    func chunk(_ type: String) -> [UInt8]? { chunks.first { $0.type == type }?.data }
}
