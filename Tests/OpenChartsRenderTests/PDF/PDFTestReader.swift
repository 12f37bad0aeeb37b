import Foundation
@testable import OpenChartsRender

/// A small reader of the PDFs these tests write: the cross-reference table, objects by
/// number, and stream data inflated. Strict where our writer promises exactness.
struct PDFTestReader {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let bytes: [UInt8]
    /// Byte offset of each object, by number, from the xref table.
    let offsets: [Int: Int]
    let trailer: String

    init(_ bytes: [UInt8]) throws {
        self.bytes = bytes
        let text = String(decoding: bytes, as: UTF8.self)
        guard let startxrefRange = text.range(of: "startxref\n", options: .backwards) else {
            throw Failure(description: "no startxref")
        }
        let offsetText = text[startxrefRange.upperBound...].prefix { $0.isNumber }
        guard let xrefOffset = Int(offsetText) else { throw Failure(description: "bad startxref") }
        let xref = Array(bytes[xrefOffset...])
        guard String(decoding: xref.prefix(5), as: UTF8.self) == "xref\n" else {
            throw Failure(description: "startxref \(xrefOffset) does not point at 'xref'")
        }
        let lines = String(decoding: xref, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let header = lines[1].split(separator: " ")
        guard header.count == 2, header[0] == "0", let count = Int(header[1]) else {
            throw Failure(description: "bad xref subsection header \(lines[1])")
        }
        var offsets: [Int: Int] = [:]
        for number in 1..<count {
            let entry = lines[1 + number + 1]
            guard entry.utf8.count == 19, entry.hasSuffix(" 00000 n "), let offset = Int(entry.prefix(10)) else {
                throw Failure(description: "bad xref entry for object \(number): '\(entry)'")
            }
            offsets[number] = offset
        }
        self.offsets = offsets
        guard let trailerRange = text.range(of: "trailer\n", options: .backwards) else {
            throw Failure(description: "no trailer")
        }
        trailer = String(text[trailerRange.upperBound...])
    }

    /// Object `number`'s text between `N 0 obj\n` and `\nendobj` (streams included as bytes).
    func object(_ number: Int) throws -> [UInt8] {
        guard let offset = offsets[number] else { throw Failure(description: "no object \(number)") }
        let head = Array("\(number) 0 obj\n".utf8)
        guard Array(bytes[offset..<min(offset + head.count, bytes.count)]) == head else {
            throw Failure(description: "offset \(offset) of object \(number) does not start '\(number) 0 obj'")
        }
        let start = offset + head.count
        let end = try index(of: Array("\nendobj\n".utf8), from: start)
        return Array(bytes[start..<end])
    }

    /// Object `number`'s dictionary text (before `stream`, if any).
    func dictionary(_ number: Int) throws -> String {
        let body = try object(number)
        if let streamStart = try? index(of: Array(">>\nstream\n".utf8), in: body) {
            return String(decoding: body[..<(streamStart + 2)], as: UTF8.self)
        }
        return String(decoding: body, as: UTF8.self)
    }

    /// Object `number`'s stream data, inflated when its filter is FlateDecode.
    func streamData(_ number: Int) throws -> [UInt8] {
        let body = try object(number)
        let marker = Array(">>\nstream\n".utf8)
        let start = try index(of: marker, in: body) + marker.count
        let dictionary = String(decoding: body[..<start], as: UTF8.self)
        guard let lengthRange = dictionary.range(of: "/Length ") else { throw Failure(description: "no /Length") }
        guard let length = Int(dictionary[lengthRange.upperBound...].prefix { $0.isNumber }) else {
            throw Failure(description: "bad /Length")
        }
        let data = Array(body[start..<start + length])
        guard Array(body[(start + length)...]) == Array("\nendstream".utf8) else {
            throw Failure(description: "/Length \(length) does not end at endstream")
        }
        return dictionary.contains("/FlateDecode") ? try Inflate.zlib(data) : data
    }

    /// The numbers of the objects whose dictionary contains `text`.
    func objects(containing text: String) throws -> [Int] {
        try offsets.keys.sorted().filter { try dictionary($0).contains(text) }
    }

    private func index(of needle: [UInt8], from start: Int) throws -> Int {
        try index(of: needle, in: Array(bytes[start...])) + start
    }

    private func index(of needle: [UInt8], in haystack: [UInt8]) throws -> Int {
        guard haystack.count >= needle.count else { throw Failure(description: "not found") }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if Array(haystack[i..<i + needle.count]) == needle { return i }
        }
        throw Failure(description: "'\(String(decoding: needle, as: UTF8.self))' not found")
    }
}
