/// A small, slow, strict inflater (RFC 1950/1951) written for these tests, after Mark Adler's
/// puff.c: it exists to check our deflate without Foundation or zlib.
enum Inflate {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The data of a zlib stream; checks the header and the Adler-32 trailer.
    static func zlib(_ bytes: [UInt8]) throws -> [UInt8] { try zlibBlocks(bytes).data }

    /// The data of a zlib stream and the type of each block (0 stored, 1 fixed, 2 dynamic).
    static func zlibBlocks(_ bytes: [UInt8]) throws -> (data: [UInt8], blockTypes: [Int]) {
        guard bytes.count >= 6 else { throw Failure(description: "zlib stream of \(bytes.count) bytes is too short") }
        guard bytes[0] & 0x0F == 8, (Int(bytes[0]) << 8 | Int(bytes[1])) % 31 == 0, bytes[1] & 0x20 == 0 else {
            throw Failure(description: "bad zlib header \(bytes[0]) \(bytes[1])")
        }
        var reader = BitReader(bytes: bytes, position: 2)
        let (data, blockTypes) = try raw(&reader)
        let end = reader.position
        guard end + 4 == bytes.count else { throw Failure(description: "\(bytes.count - end - 4) bytes after the deflate stream") }
        let stored = UInt32(bytes[end]) << 24 | UInt32(bytes[end + 1]) << 16 | UInt32(bytes[end + 2]) << 8 | UInt32(bytes[end + 3])
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        guard stored == b << 16 | a else { throw Failure(description: "Adler-32 mismatch") }
        return (data, blockTypes)
    }

    struct BitReader {
        let bytes: [UInt8]
        /// Next byte to read.
        var position: Int
        var bitBuffer = 0
        var bitCount = 0

        mutating func bits(_ n: Int) throws -> Int {
            while bitCount < n {
                guard position < bytes.count else { throw Failure(description: "ran out of input") }
                bitBuffer |= Int(bytes[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let value = bitBuffer & ((1 << n) - 1)
            bitBuffer >>= n
            bitCount -= n
            return value
        }

        mutating func alignToByte() {
            bitBuffer = 0
            bitCount = 0
        }
    }

    /// A canonical Huffman decoding table: counts per length and symbols in code order.
    struct Table {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        /// `allowIncomplete` only for the fixed distance code, whose 30 five-bit codes leave two unused.
        init(lengths: [Int], allowIncomplete: Bool = false) throws {
            for length in lengths { counts[length] += 1 }
            counts[0] = 0
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(description: "over-subscribed code") }
            }
            // Our encoder only ever writes complete codes; an unused table may be all zeros.
            guard left == 0 || left == 1 << 15 || allowIncomplete else { throw Failure(description: "incomplete code") }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }

        func decode(_ reader: inout BitReader) throws -> Int {
            var code = 0, first = 0, index = 0
            for length in 1..<16 {
                code |= try reader.bits(1)
                let count = counts[length]
                if code - count < first { return symbols[index + (code - first)] }
                index += count
                first = (first + count) << 1
                code <<= 1
            }
            throw Failure(description: "invalid Huffman code")
        }
    }

    static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                               2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The data of a raw deflate stream starting at the reader's position.
    static func raw(_ reader: inout BitReader) throws -> (data: [UInt8], blockTypes: [Int]) {
        var out: [UInt8] = []
        var blockTypes: [Int] = []
        var last = false
        while !last {
            last = try reader.bits(1) == 1
            let type = try reader.bits(2)
            blockTypes.append(type)
            switch type {
            case 0:
                reader.alignToByte()
                guard reader.position + 4 <= reader.bytes.count else { throw Failure(description: "truncated stored header") }
                let p = reader.position
                let length = Int(reader.bytes[p]) | Int(reader.bytes[p + 1]) << 8
                let complement = Int(reader.bytes[p + 2]) | Int(reader.bytes[p + 3]) << 8
                guard length == complement ^ 0xFFFF else { throw Failure(description: "stored length check failed") }
                guard p + 4 + length <= reader.bytes.count else { throw Failure(description: "truncated stored block") }
                out += reader.bytes[(p + 4)..<(p + 4 + length)]
                reader.position = p + 4 + length
            case 1:
                let literal = try Table(lengths: (0..<288).map { $0 < 144 ? 8 : $0 < 256 ? 9 : $0 < 280 ? 7 : 8 })
                let distance = try Table(lengths: [Int](repeating: 5, count: 30), allowIncomplete: true)
                try codes(&reader, literal, distance, &out)
            case 2:
                let literalCount = try reader.bits(5) + 257
                let distanceCount = try reader.bits(5) + 1
                let codeLengthCount = try reader.bits(4) + 4
                guard literalCount <= 286, distanceCount <= 30 else { throw Failure(description: "too many codes") }
                let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
                var codeLengthLengths = [Int](repeating: 0, count: 19)
                for k in 0..<codeLengthCount { codeLengthLengths[order[k]] = try reader.bits(3) }
                let codeLengthTable = try Table(lengths: codeLengthLengths)
                var lengths: [Int] = []
                while lengths.count < literalCount + distanceCount {
                    let symbol = try codeLengthTable.decode(&reader)
                    switch symbol {
                    case 0..<16: lengths.append(symbol)
                    case 16:
                        guard let previous = lengths.last else { throw Failure(description: "repeat with no length") }
                        lengths += [Int](repeating: previous, count: 3 + (try reader.bits(2)))
                    case 17: lengths += [Int](repeating: 0, count: 3 + (try reader.bits(3)))
                    default: lengths += [Int](repeating: 0, count: 11 + (try reader.bits(7)))
                    }
                }
                guard lengths.count == literalCount + distanceCount else { throw Failure(description: "too many lengths") }
                guard lengths[256] != 0 else { throw Failure(description: "no end-of-block code") }
                let literal = try Table(lengths: Array(lengths[0..<literalCount]))
                let distance = try Table(lengths: Array(lengths[literalCount...]))
                try codes(&reader, literal, distance, &out)
            default:
                throw Failure(description: "block type 3")
            }
        }
        reader.alignToByte()
        return (out, blockTypes)
    }

    private static func codes(_ reader: inout BitReader, _ literal: Table, _ distance: Table, _ out: inout [UInt8]) throws {
        while true {
            let symbol = try literal.decode(&reader)
            if symbol < 256 {
                out.append(UInt8(symbol))
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(description: "bad length symbol \(symbol)") }
                let length = lengthBase[index] + (try reader.bits(lengthExtra[index]))
                let code = try distance.decode(&reader)
                guard code < 30 else { throw Failure(description: "bad distance code \(code)") }
                let dist = distanceBase[code] + (try reader.bits(distanceExtra[code]))
                guard dist <= out.count else { throw Failure(description: "distance \(dist) beyond \(out.count) bytes") }
                for _ in 0..<length { out.append(out[out.count - dist]) }
            }
        }
    }
}
