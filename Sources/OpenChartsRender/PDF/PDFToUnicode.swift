/// The `ToUnicode` CMap of a font (ISO 32000-1 §9.10.3): which characters each code
/// stands for, so that text copied or searched in a reader gives the original string.
enum PDFToUnicode {
    /// The CMap program for `mapping` (code to characters), codes `codeBytes` long.
    static func cmap(_ mapping: [UInt32: [Unicode.Scalar]], codeBytes: Int) -> [UInt8] {
        var text = """
        /CIDInit /ProcSet findresource begin
        12 dict begin
        begincmap
        /CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
        /CMapName /Adobe-Identity-UCS def
        /CMapType 2 def
        1 begincodespacerange
        \(codeBytes == 1 ? "<00> <FF>" : "<0000> <FFFF>")
        endcodespacerange

        """
        let entries = mapping.keys.sorted().compactMap { code -> String? in
            guard let scalars = mapping[code], !scalars.isEmpty else { return nil }
            let codeBytesValue = (0..<codeBytes).reversed().map { UInt8(truncatingIfNeeded: code >> UInt32($0 * 8)) }
            var characters = String.UnicodeScalarView()
            characters.append(contentsOf: scalars)
            let target = PDFString.hex(PDFString.utf16BigEndian(String(characters)))
            return String(decoding: PDFString.hex(codeBytesValue), as: UTF8.self) + " " + String(decoding: target, as: UTF8.self)
        }
        // A bfchar block holds at most 100 entries.
        var start = 0
        while start < entries.count {
            let block = entries[start..<min(start + 100, entries.count)]
            text += "\(block.count) beginbfchar\n" + block.joined(separator: "\n") + "\nendbfchar\n"
            start += 100
        }
        text += """
        endcmap
        CMapName currentdict /CMap defineresource pop
        end
        end

        """
        return Array(text.utf8)
    }
}
