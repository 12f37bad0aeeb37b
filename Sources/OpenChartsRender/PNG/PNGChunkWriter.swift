/// Appends PNG chunks (PNG specification §5.3): length, type, data, and the CRC-32 of type and data.
struct PNGChunkWriter {
    /// The eight bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    private(set) var bytes: [UInt8] = signature

    init(reservingCapacity capacity: Int) {
        bytes.reserveCapacity(capacity + Self.signature.count)
    }

    /// Appends one chunk; `type` is its four ASCII letters.
    mutating func append(_ type: String, _ data: ArraySlice<UInt8>) {
        let typeBytes = Array(type.utf8)
        Self.appendBigEndian(UInt32(data.count), to: &bytes)
        bytes += typeBytes
        bytes += data
        let crc = data.withUnsafeBytes { CRC32.checksum($0, continuing: CRC32.checksum(typeBytes)) }
        Self.appendBigEndian(crc, to: &bytes)
    }

    mutating func append(_ type: String, _ data: [UInt8]) { append(type, data[...]) }

    /// Appends the bytes of `pieces`, in order, as chunks of `type` holding `chunkSize` bytes
    /// each but the last (one chunk, empty, when there are no bytes): the chunks `append` would
    /// write for the pieces joined in one array and cut every `chunkSize` bytes, without
    /// joining them.
    mutating func appendChunks(_ type: String, pieces: [[UInt8]], chunkSize: Int) {
        let typeBytes = Array(type.utf8)
        let typeCRC = CRC32.checksum(typeBytes)
        var remaining = pieces.reduce(0) { $0 + $1.count }
        var piece = 0, offset = 0  // where the next chunk's data starts
        repeat {
            let length = min(chunkSize, remaining)
            Self.appendBigEndian(UInt32(length), to: &bytes)
            bytes += typeBytes
            var crc = typeCRC
            var left = length
            while left > 0 {
                let data = pieces[piece]
                let end = min(data.count, offset + left)
                bytes += data[offset..<end]
                crc = data.withUnsafeBytes { CRC32.checksum(UnsafeRawBufferPointer(rebasing: $0[offset..<end]), continuing: crc) }
                left -= end - offset
                offset = end
                if offset == data.count { (piece, offset) = (piece + 1, 0) }
            }
            Self.appendBigEndian(crc, to: &bytes)
            remaining -= length
        } while remaining > 0
    }

    static func appendBigEndian(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(truncatingIfNeeded: value >> 24), UInt8(truncatingIfNeeded: value >> 16),
                  UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)]
    }
}
