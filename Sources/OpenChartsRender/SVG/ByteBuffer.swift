import Foundation

/// A growing run of bytes written through a raw pointer: the SVG writer's output.
///
/// `[UInt8].append` checks the array's uniqueness and capacity on every call, which cost
/// more than the writing itself when a document is mostly short numbers and markup (a
/// thousand bars print some ten thousand numbers). Here an append is a capacity compare
/// and a store; the buffer doubles when it fills. Noncopyable, so that exactly one owner
/// frees it.
struct ByteBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private mutating func grow(to minimum: Int) {
        let newCapacity = max(minimum, 2 * capacity)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) {
        if count == capacity { grow(to: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends fixed ASCII markup.
    @inline(__always)
    mutating func append(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    @inline(__always)
    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        Self.copy(from: source, to: base + count, count: bytes.count)
        count += bytes.count
    }

    /// Copies bytes between regions that do not overlap. Markup comes in runs of a few
    /// to a few dozen bytes, for which a call into `memcpy` costs more than the copy:
    /// those move eight bytes at a time, the last word overlapping the one before.
    @inline(__always)
    private static func copy(from source: UnsafeRawPointer, to target: UnsafeMutablePointer<UInt8>, count: Int) {
        let target = UnsafeMutableRawPointer(target)
        if count < 8 {
            for offset in 0..<count {
                target.storeBytes(of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        } else if count <= 64 {
            var offset = 0
            while offset < count - 8 {
                target.storeBytes(of: source.loadUnaligned(fromByteOffset: offset, as: UInt64.self), toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
        } else {
            target.copyMemory(from: source, byteCount: count)
        }
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { append($0) }
    }

    /// Appends a string's UTF-8 bytes as they are (no escaping). Labelled, so that a
    /// literal is never taken for a `String`: markup goes through the `StaticString` append.
    mutating func append(contentsOf text: String) {
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    mutating func append(_ other: borrowing ByteBuffer) {
        other.withBytes { append($0) }
    }

    /// Appends a copy of `count` bytes written earlier, from `offset`: a run of markup
    /// that repeats (the same paint on a thousand bars) is formatted once.
    @inline(__always)
    mutating func appendCopy(from offset: Int, count length: Int) {
        reserve(length)
        Self.copy(from: base + offset, to: base + count, count: length)
        count += length
    }

    /// Appends `count` spaces.
    @inline(__always)
    mutating func appendSpaces(_ spaces: Int) {
        // An indent is a few levels deep: two words of spaces cover up to sixteen.
        reserve(max(spaces, 16))
        let target = UnsafeMutableRawPointer(base + count)
        if spaces <= 16 {
            let word: UInt64 = 0x2020_2020_2020_2020
            target.storeBytes(of: word, as: UInt64.self)
            target.storeBytes(of: word, toByteOffset: 8, as: UInt64.self)
        } else {
            target.initializeMemory(as: UInt8.self, repeating: UInt8(ascii: " "), count: spaces)
        }
        count += spaces
    }

    /// Inserts `other`'s bytes at `offset`, moving the bytes after it along.
    /// - Complexity: O(n) for the n bytes after `offset`.
    mutating func insert(_ other: borrowing ByteBuffer, at offset: Int) {
        let length = other.count
        reserve(length)
        UnsafeMutableRawPointer(base + offset + length).copyMemory(from: base + offset, byteCount: count - offset)
        other.withBytes { source in
            if let start = source.baseAddress { (base + offset).update(from: start.assumingMemoryBound(to: UInt8.self), count: length) }
        }
        count += length
    }

    /// Drops the bytes from `offset` on.
    mutating func removeAll(from offset: Int) {
        count = min(count, max(offset, 0))
    }

    /// Where the next byte goes, with room for `limit` bytes from there: write through it,
    /// then count what was written in with ``didWrite(_:)``.
    @inline(__always)
    mutating func freeSpace(atLeast limit: Int) -> UnsafeMutablePointer<UInt8> {
        reserve(limit)
        return base + count
    }

    /// Counts in `written` bytes written through ``freeSpace(atLeast:)``.
    @inline(__always)
    mutating func didWrite(_ written: Int) {
        count += written
    }

    /// Writes at most `limit` bytes straight into the buffer: `body` gets the free space
    /// and returns how many bytes it wrote there.
    @inline(__always)
    mutating func write(atMost limit: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(limit)
        count += body(base + count)
    }

    func withBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try body(UnsafeRawBufferPointer(start: base, count: count))
    }

    /// The bytes as `Data`, which takes the memory over: no copy.
    consuming func data() -> Data {
        let data = Data(bytesNoCopy: base, count: count, deallocator: .custom { pointer, _ in pointer.deallocate() })
        discard self
        return data
    }

    /// The bytes as UTF-8 text.
    var string: String {
        withBytes { String(decoding: $0, as: UTF8.self) }
    }
}
