/// The numbered objects of a PDF file and their assembly into the file: header, bodies,
/// cross-reference table and trailer (ISO 32000-1 §7.5).
///
/// Objects are numbered from 1 in the order they are reserved and written in that order,
/// so the same drawing always gives the same bytes.
struct PDFObjects {
    private var bodies: [[UInt8]?] = []

    /// A new object number, to be given a body with ``set(_:_:)``; one never set is written as `null`.
    mutating func reserve() -> Int {
        bodies.append(nil)
        return bodies.count
    }

    /// Gives object `number` its body (what goes between `obj` and `endobj`).
    mutating func set(_ number: Int, _ body: [UInt8]) {
        bodies[number - 1] = body
    }

    /// A new object with `body`; its number.
    mutating func add(_ body: [UInt8]) -> Int {
        let number = reserve()
        set(number, body)
        return number
    }

    /// A new object with `body`; its number.
    mutating func add(_ body: String) -> Int { add(Array(body.utf8)) }

    /// A stream object body: `dictionary` (its entries, without `<<` `>>`; `/Length` and
    /// `/Filter` are added) and `data`, deflated when `compress` is true.
    static func stream(_ dictionary: String, data: [UInt8], compress: Bool = true) -> [UInt8] {
        let payload = compress ? Zlib.compressInParts(data) : data
        var body = Array("<<".utf8)
        if !dictionary.isEmpty { body += Array(" \(dictionary)".utf8) }
        if compress { body += Array(" /Filter /FlateDecode".utf8) }
        body += Array(" /Length \(payload.count) >>\nstream\n".utf8)
        body += payload
        body += Array("\nendstream".utf8)
        return body
    }

    /// The whole file: header, objects, cross-reference table and trailer naming
    /// `root` (the catalog) and `info` (the document information dictionary).
    ///
    /// The `/ID` is the MD5 of everything before the trailer, given twice (the file is
    /// never updated, so the first and the changing part are the same).
    func file(root: Int, info: Int?) -> [UInt8] {
        // The second line's high bytes tell transfer programs the file is binary (§7.5.2).
        var file = Array("%PDF-1.7\n%".utf8) + [0xE2, 0xE3, 0xCF, 0xD3] + [0x0A]
        var offsets: [Int] = []
        offsets.reserveCapacity(bodies.count)
        for (index, body) in bodies.enumerated() {
            offsets.append(file.count)
            file += Array("\(index + 1) 0 obj\n".utf8)
            file += body ?? Array("null".utf8)
            file += Array("\nendobj\n".utf8)
        }
        let xrefOffset = file.count
        let id = PDFString.hex(MD5.digest(file))
        file += Array("xref\n0 \(bodies.count + 1)\n0000000000 65535 f \n".utf8)
        for offset in offsets {
            let digits = String(offset)
            // Each entry is exactly 20 bytes: 10-digit offset, 5-digit generation, `n`, space, newline.
            file += Array((String(repeating: "0", count: max(10 - digits.count, 0)) + digits + " 00000 n \n").utf8)
        }
        file += Array("trailer\n<< /Size \(bodies.count + 1) /Root \(root) 0 R".utf8)
        if let info { file += Array(" /Info \(info) 0 R".utf8) }
        file += Array(" /ID [".utf8) + id + id + Array("] >>\nstartxref\n\(xrefOffset)\n%%EOF\n".utf8)
        return file
    }
}
