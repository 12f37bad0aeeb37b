import Foundation
import Testing
@testable import OpenChartsRender

@Suite("SVG byte buffer")
struct ByteBufferTests {
    /// Bytes that differ from position to position, so a misplaced word shows.
    static func pattern(_ count: Int, from start: Int = 0) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: 65 + (start + $0) % 58) }
    }

    @Test("appends of every length from 0 to 80 bytes (byte, word and bulk copies) keep every byte in order")
    func appendsKeepBytes() {
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for length in 0...80 {
            let bytes = Self.pattern(length, from: length)
            buffer.append(bytes)
            expected += bytes
        }
        #expect(buffer.withBytes { Array($0) } == expected)
    }

    @Test("a copy of earlier bytes, of every length from 0 to 80 and from any offset, repeats them exactly")
    func copiesRepeatEarlierBytes() {
        for length in 0...80 {
            for offset in [0, 1, 7, 13] {
                var buffer = ByteBuffer(capacity: 16)
                let prefix = Self.pattern(offset + length)
                buffer.append(prefix)
                buffer.appendCopy(from: offset, count: length)
                #expect(buffer.withBytes { Array($0) } == prefix + Array(prefix[offset...]), "length \(length), offset \(offset)")
            }
        }
    }

    @Test("spaces are appended exactly as many as asked, also past the two-word fast path, and nothing after them")
    func spaces() {
        for count in [0, 1, 2, 8, 15, 16, 17, 40] {
            var buffer = ByteBuffer(capacity: 16)
            buffer.append("<")
            buffer.appendSpaces(count)
            buffer.append(">")
            #expect(buffer.string == "<" + String(repeating: " ", count: count) + ">", "\(count) spaces")
        }
    }

    @Test("an insert moves the bytes after the offset along, at the start, in the middle and at the end")
    func inserts() {
        for offset in [0, 3, 10] {
            var buffer = ByteBuffer(capacity: 16)
            buffer.append("0123456789")
            var block = ByteBuffer(capacity: 16)
            block.append(Self.pattern(40))
            buffer.insert(block, at: offset)
            let text = Array("0123456789".utf8)
            #expect(buffer.withBytes { Array($0) } == Array(text[..<offset]) + Self.pattern(40) + Array(text[offset...]), "at \(offset)")
        }
    }

    @Test("removing from an offset drops the bytes after it and keeps the ones before")
    func removes() {
        var buffer = ByteBuffer(capacity: 16)
        buffer.append("<path d=\"")
        buffer.removeAll(from: 5)
        #expect(buffer.string == "<path")
        buffer.removeAll(from: 99)
        #expect(buffer.string == "<path")
    }

    @Test("the buffer becomes Data with the same bytes, after growing many times")
    func becomesData() {
        var buffer = ByteBuffer(capacity: 16)
        var expected: [UInt8] = []
        for index in 0..<2000 {
            let bytes = Self.pattern(index % 23, from: index)
            buffer.append(bytes)
            expected += bytes
        }
        #expect(buffer.data() == Data(expected))
    }
}
