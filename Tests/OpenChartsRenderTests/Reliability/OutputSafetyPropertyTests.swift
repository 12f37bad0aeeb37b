import Foundation
import OpenChartsTestSupport
import Testing
import OpenChartsCore
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import OpenChartsRender

/// Property tests over seeded random Unicode strings: whatever a label holds, every output
/// format stays well-formed and gives the label back as text, never as markup.
@Suite("Output safety (random Unicode labels)")
struct OutputSafetyPropertyTests {
    /// 40 scenes of 6 random labels each, the same on every run.
    static let labelSets: [[String]] = {
        var random = SplitMix64(seed: 0x0C_5AFE)
        // Every other chart has ASCII labels only: writers take a byte-by-byte path for those.
        return (0..<40).map { chart in (0..<6).map { _ in chart % 2 == 0 ? random.label() : random.asciiLabel() } }
    }()

    /// A scene holding the labels as text nodes, mark labels, title and description.
    static func scene(_ labels: [String]) -> Scene {
        var nodes: [SceneNode] = []
        for (index, label) in labels.enumerated() {
            nodes.append(.text(TextNode(text: label, origin: CGPoint(x: 10, y: 20 + 20 * CGFloat(index)), font: FontRequest(size: 12))))
            nodes.append(.group(GroupNode(children: [.fill(FillNode(path: Path(CGRect(x: 200, y: 20 * CGFloat(index), width: 10, height: 10)),
                                                                    paint: .color(.blue)))],
                                          role: .symbol, accessibilityLabel: label)))
        }
        return Scene(size: CGSize(width: 300, height: 160), nodes: nodes, title: labels[0], summary: labels[1])
    }

    @Test("the generator covers the hostile cases: controls, U+FFFE/U+FFFF, bidi, combining, emoji and markup fragments")
    func generatorCoverage() {
        // Compared scalar by scalar: a combining mark or "\r" is not a Character of its own.
        let all = Array(Self.labelSets.joined().joined(separator: "").unicodeScalars)
        for needle in ["]]>", "</script>", "<!--", "&", "\"", "'", "\u{202E}", "\u{0301}", "👨‍👩‍👧", "\u{FFFE}", "\u{FFFF}", "\u{0}", "\r", "\u{2028}", "(", ")", "\\"] {
            let scalars = Array(needle.unicodeScalars)
            let found = (0...(all.count - scalars.count)).contains { all[$0..<$0 + scalars.count].elementsEqual(scalars) }
            #expect(found, "no \(scalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test("SVG: every document parses as XML, and each text, mark label, title and description reads back equal (less the characters XML cannot hold)")
    func svgRoundTrip() throws {
        for labels in Self.labelSets {
            let svg = SVGWriter().svg(Self.scene(labels))
            let document = try XMLDocument(xmlString: svg)
            let expected = labels.map { withoutLeadingBOM(xmlCharacters($0)) }
            let texts = try document.nodes(forXPath: "//*[local-name()='text']").map { withoutLeadingBOM($0.stringValue ?? "") }
            #expect(texts == expected)
            let marks = try document.nodes(forXPath: "//*[@role='graphics-symbol']/@aria-label").map { withoutLeadingBOM($0.stringValue ?? "") }
            #expect(marks == expected)
            let title = try document.nodes(forXPath: "/*[local-name()='svg']/*[local-name()='title']").first?.stringValue
            let desc = try document.nodes(forXPath: "/*[local-name()='svg']/*[local-name()='desc']").first?.stringValue
            #expect(title.map(withoutLeadingBOM) == expected[0])
            #expect(desc.map(withoutLeadingBOM) == expected[1])
            // The U+FEFFs the reader drops are in the document: one per text and mark label,
            // one more in the <svg> label, <title> and <desc> for the first two labels.
            let inLabels = labels.map { $0.unicodeScalars.filter { $0 == "\u{FEFF}" }.count }
            #expect(svg.unicodeScalars.filter { $0 == "\u{FEFF}" }.count == 2 * inLabels.reduce(0, +) + 2 * inLabels[0] + inLabels[1])
            // Markup in a label never becomes an element.
            let elements = Set(try document.nodes(forXPath: "//*").compactMap(\.localName))
            #expect(elements.isSubset(of: ["svg", "title", "desc", "rect", "path", "text", "g"]), "\(elements)")
        }
    }

    @Test("HTML: the data script never holds '</script' or '<!--', its JSON reads back every key exactly, and the inline SVG parses with the labels")
    func htmlRoundTrip() throws {
        for labels in Self.labelSets {
            let base = Self.scene(labels)
            let states = labels.enumerated().map { index, label in
                SelectionState(key: label, position: CGFloat(index * 10), changes: [])
            }
            let mapping = AxisMapping(plotFrame: CGRect(x: 0, y: 0, width: 300, height: 160), type: "category",
                                                 domain: [0, 1], range: [0, 300], positions: labels.indices.map { CGFloat($0 * 10) })
            let page = HTMLWriter(svgWriter: SVGWriter()).html(InteractiveScene(base: base, selectionAxis: .x(mapping), states: states), scale: 1)
            // Searched scalar by scalar: a label's combining mark after ">" joins it in one Character.
            // The data block ends at the first "</script>" after it starts: nothing in it may end it early.
            let open = try #require(scalarRange(of: "<script type=\"application/json\" id=\"oc-data\">", in: page))
            let close = try #require(scalarRange(of: "</script>", in: page, from: open.upperBound))
            let block = String(page.unicodeScalars[open.upperBound..<close.lowerBound])
            #expect(!block.lowercased().contains("</script") && !block.contains("<!--") && !block.contains("<") && !block.contains(">"))
            #expect(String(page.unicodeScalars[close.lowerBound...]).hasPrefix("</script>\n<script>"))
            // Foundation's reader checks the JSON is valid; the keys are decoded by a strict
            // reader below, as Foundation on Linux drops U+FEFF from strings (a browser keeps it).
            let json = try #require(try JSONSerialization.jsonObject(with: Data(block.utf8)) as? [String: Any])
            #expect(try #require(json["states"] as? [[String: Any]]).count == labels.count)
            #expect(!block.unicodeScalars.contains { $0.value < 0x20 })
            #expect(try jsonStrings(after: "\"key\":", in: block) == labels)
            // The inline SVG is XML too, and holds the labels.
            let svgStart = try #require(scalarRange(of: "<svg ", in: page))
            let svgEnd = try #require(scalarRange(of: "</svg>", in: page, from: svgStart.upperBound))
            let document = try XMLDocument(xmlString: String(page.unicodeScalars[svgStart.lowerBound..<svgEnd.upperBound]))
            let texts = try document.nodes(forXPath: "//*[local-name()='text']").map { withoutLeadingBOM($0.stringValue ?? "") }
            #expect(texts == labels.map { withoutLeadingBOM(xmlCharacters($0)) })
            // The page title reads back through HTML's character references.
            let titleStart = try #require(scalarRange(of: "<title>", in: page))
            let titleEnd = try #require(scalarRange(of: "</title>", in: page, from: titleStart.upperBound))
            let title = String(page.unicodeScalars[titleStart.upperBound..<titleEnd.lowerBound])
            #expect(decodeCharacterReferences(title) == xmlCharacters(labels[0]))
        }
    }

    @Test("PDF: literal strings escape parentheses and backslashes, stay 7-bit, and read back byte for byte")
    func pdfLiteralRoundTrip() throws {
        var random = SplitMix64(seed: 7)
        for labels in Self.labelSets {
            for label in labels {
                var bytes = Array(label.utf8)
                bytes += (0..<Int(random.next() % 8)).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                let literal = PDFString.literal(bytes)
                #expect(literal.allSatisfy { (0x20...0x7E).contains($0) })
                var reader = PDFLiteralReader(literal[...])
                #expect(try reader.read() == bytes)
                #expect(reader.rest.isEmpty)
            }
        }
    }

    @Test("PDF: the document title and subject of a page with the labels read back equal")
    func pdfInfoRoundTrip() throws {
        for labels in Self.labelSets.prefix(12) {
            let pdf = try PDFWriter().pdf(Self.scene(labels))
            #expect(pdf.starts(with: Array("%PDF-".utf8)))
            #expect(try pdfInfoString(pdf, key: "/Title") == labels[0])
            #expect(try pdfInfoString(pdf, key: "/Subject") == labels[1])
        }
    }
}

// MARK: - Random labels

/// Labels from a seeded generator, so that every run tests the same strings.
extension SplitMix64 {
    /// 0–24 pieces of ASCII: markup fragments, C0 controls, DEL, tab, newline and return.
    mutating func asciiLabel() -> String {
        let fragments = ["]]>", "</script>", "<!--", "&amp;", "&", "\"", "'", "<", ">", "\\", "(", ")", "\t", "\n", "\r\n", "\r"]
        var text = ""
        for _ in 0..<Int(next() % 25) {
            switch next() % 3 {
            case 0: text += fragments[Int(next() % UInt64(fragments.count))]
            case 1: text.unicodeScalars.append(Unicode.Scalar(UInt8(next() % 0x20)))
            default: text.unicodeScalars.append(Unicode.Scalar(UInt8(0x20 + next() % 0x60)))  // printable and DEL
            }
        }
        return text
    }

    /// 0–24 pieces, each a character from a hostile class or a markup fragment.
    mutating func label() -> String {
        let fragments = ["]]>", "</script>", "</SCRIPT >", "<!--", "-->", "<![CDATA[", "&amp;", "&", "&#0;", "\"", "'", "<", ">",
                         "\\", "(", ")", "\\)", "((", "</text>", "<script>alert(1)</script>", "\"><img src=x>", "javascript:",
                         "👨‍👩‍👧", "🇺🇦", "🐶", "e\u{0301}", "\u{0915}\u{094D}\u{0937}", "שלום", "مرحبا", "宠物", "𝔘𝔫𝔦"]
        var text = ""
        for _ in 0..<Int(next() % 25) {
            switch next() % 10 {
            case 0: text += fragments[Int(next() % UInt64(fragments.count))]
            case 1: text.unicodeScalars.append(Unicode.Scalar(UInt8(next() % 0x20)))               // C0 controls
            case 2: text.unicodeScalars.append(Unicode.Scalar(UInt32(0x7F + next() % 0x21))!)    // DEL, C1 controls
            case 3: text.unicodeScalars.append(Unicode.Scalar([0xFFFE, 0xFFFF, 0xFEFF, 0xFDD0, 0xFFFD, 0x10FFFF, 0xE000, 0x2028, 0x2029][Int(next() % 9)])!)
            case 4: text.unicodeScalars.append(Unicode.Scalar([0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x200E, 0x200F, 0x061C][Int(next() % 12)])!) // bidi
            case 5: text.unicodeScalars.append(Unicode.Scalar(UInt32(0x300 + next() % 0x70))!)  // combining marks
            case 6: text.unicodeScalars.append(Unicode.Scalar(UInt32(0x1F300 + next() % 0x300))!) // emoji
            case 7: text += [" ", "  ", "\t", "\n", "\r\n", "\r", "\u{A0}", "\u{200B}", "\u{3000}"][Int(next() % 9)]
            default:
                // Any scalar at all, surrogates excluded (a Swift String cannot hold one).
                let value = UInt32(next() % 0x110000)
                text.unicodeScalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
            }
        }
        return text
    }
}

// MARK: - Reading outputs back

/// `text` less the characters XML 1.0 cannot hold (its `Char` production).
private func xmlCharacters(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: result.append(scalar)
        default: break
        }
    }
    return String(result)
}

/// HTML text with `&name;`, `&#n;` and `&#xh;` references decoded (the five XML names),
/// scalar by scalar: a combining mark after `;` makes one Character with it.
private func decodeCharacterReferences(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
        guard scalars[index] == "&", let semicolon = scalars[index...].firstIndex(of: ";") else {
            result.append(scalars[index])
            index += 1
            continue
        }
        let name = String(String.UnicodeScalarView(scalars[(index + 1)..<semicolon]))
        let named: [String: Unicode.Scalar] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]
        if let value = named[name] {
            result.append(value)
        } else if name.hasPrefix("#x"), let code = UInt32(name.dropFirst(2), radix: 16), let scalar = Unicode.Scalar(code) {
            result.append(scalar)
        } else if name.hasPrefix("#"), let code = UInt32(name.dropFirst()), let scalar = Unicode.Scalar(code) {
            result.append(scalar)
        } else {
            result.append(contentsOf: scalars[index...semicolon])
        }
        index = semicolon + 1
    }
    return String(result)
}

/// The JSON string literals that follow each `prefix` in `json`, decoded strictly
/// (RFC 8259: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, `\uXXXX` with surrogate pairs).
private func jsonStrings(after prefix: String, in json: String) throws -> [String] {
    let scalars = Array(json.unicodeScalars)
    let pattern = Array(prefix.unicodeScalars)
    var results: [String] = []
    var index = 0
    while index + pattern.count <= scalars.count {
        guard scalars[index..<index + pattern.count].elementsEqual(pattern) else { index += 1; continue }
        index += pattern.count
        guard index < scalars.count, scalars[index] == "\"" else { throw PDFReadError(description: "no string after \(prefix)") }
        index += 1
        var units: [UInt16] = []
        while true {
            guard index < scalars.count else { throw PDFReadError(description: "an unterminated JSON string") }
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" { break }
            guard scalar == "\\" else { units += Array(String(scalar).utf16); continue }
            guard index < scalars.count else { throw PDFReadError(description: "a backslash at the end") }
            let escape = scalars[index]
            index += 1
            switch escape {
            case "\"", "\\", "/": units += Array(String(escape).utf16)
            case "b": units.append(8)
            case "f": units.append(12)
            case "n": units.append(10)
            case "r": units.append(13)
            case "t": units.append(9)
            case "u":
                guard index + 4 <= scalars.count,
                      let unit = UInt16(String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16) else {
                    throw PDFReadError(description: "a bad \\u escape")
                }
                units.append(unit)
                index += 4
            default: throw PDFReadError(description: "an unknown escape \\\(escape)")
            }
        }
        results.append(String(decoding: units, as: UTF16.self))
    }
    return results
}

/// The first place at or after `start` where `needle`'s scalars occur in `text`.
private func scalarRange(of needle: String, in text: String, from start: String.Index? = nil) -> Range<String.Index>? {
    let scalars = text.unicodeScalars
    let pattern = Array(needle.unicodeScalars)
    var index = start ?? scalars.startIndex
    while index < scalars.endIndex {
        if scalars[index...].starts(with: pattern) { return index..<scalars.index(index, offsetBy: pattern.count) }
        index = scalars.index(after: index)
    }
    return nil
}

/// `text` without a leading U+FEFF: Foundation's XML node strings on Linux drop one (taken
/// for a byte order mark) although the document holds it, so both sides are compared
/// without it; `svgRoundTrip` checks the document for it separately.
private func withoutLeadingBOM(_ text: String) -> String {
    text.unicodeScalars.first == "\u{FEFF}" ? String(String.UnicodeScalarView(text.unicodeScalars.dropFirst())) : text
}

private struct PDFReadError: Error, CustomStringConvertible {
    var description: String
}

/// A strict reader of one PDF literal string (ISO 32000-1 §7.3.4.2): `(`, bytes with
/// balanced parentheses and backslash escapes, `)`.
private struct PDFLiteralReader {
    var rest: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { rest = bytes }

    mutating func read() throws -> [UInt8] {
        guard rest.popFirst() == UInt8(ascii: "(") else { throw PDFReadError(description: "no '('") }
        var result: [UInt8] = []
        var depth = 1
        while let byte = rest.popFirst() {
            switch byte {
            case UInt8(ascii: "("):
                depth += 1
                result.append(byte)
            case UInt8(ascii: ")"):
                depth -= 1
                if depth == 0 { return result }
                result.append(byte)
            case UInt8(ascii: "\\"):
                guard let escaped = rest.popFirst() else { throw PDFReadError(description: "a backslash at the end") }
                let simple: [UInt8: UInt8] = [UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
                                              UInt8(ascii: "b"): 0x08, UInt8(ascii: "f"): 0x0C, UInt8(ascii: "("): 0x28,
                                              UInt8(ascii: ")"): 0x29, UInt8(ascii: "\\"): 0x5C]
                if let value = simple[escaped] {
                    result.append(value)
                } else if (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(escaped) {
                    var value = Int(escaped - UInt8(ascii: "0"))
                    for _ in 0..<2 {
                        guard let next = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) else { break }
                        value = value * 8 + Int(next - UInt8(ascii: "0"))
                        rest = rest.dropFirst()
                    }
                    result.append(UInt8(truncatingIfNeeded: value))
                } else if escaped == 0x0A || escaped == 0x0D {
                    if escaped == 0x0D, rest.first == 0x0A { rest = rest.dropFirst() }
                } else {
                    result.append(escaped)   // §7.3.4.2: the backslash is ignored
                }
            default:
                result.append(byte)
            }
        }
        throw PDFReadError(description: "the string is never closed")
    }
}

/// The text string after `key` in the PDF's document information (a literal or a
/// UTF-16BE hex string with a byte order mark), decoded.
private func pdfInfoString(_ pdf: [UInt8], key: String) throws -> String {
    let keyBytes = Array((key + " ").utf8)
    guard let at = (0...(pdf.count - keyBytes.count)).first(where: { pdf[$0..<$0 + keyBytes.count].elementsEqual(keyBytes) }) else {
        throw PDFReadError(description: "no \(key)")
    }
    let value = pdf[(at + keyBytes.count)...]
    if value.first == UInt8(ascii: "(") {
        var reader = PDFLiteralReader(value)
        return String(decoding: try reader.read(), as: UTF8.self)
    }
    guard value.first == UInt8(ascii: "<"), let close = value.firstIndex(of: UInt8(ascii: ">")) else {
        throw PDFReadError(description: "\(key) is neither a literal nor a hex string")
    }
    let digits = Array(value[(value.startIndex + 1)..<close])
    var bytes: [UInt8] = []
    var index = 0
    while index + 1 < digits.count {
        guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self), radix: 16) else {
            throw PDFReadError(description: "a bad hex digit")
        }
        bytes.append(byte)
        index += 2
    }
    guard bytes.starts(with: [0xFE, 0xFF]) else { throw PDFReadError(description: "no byte order mark") }
    let units = stride(from: 2, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
    return String(decoding: units, as: UTF16.self)
}
