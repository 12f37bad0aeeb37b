import OpenChartsCore

/// The standard Helvetica font in WinAnsiEncoding (ISO 32000-1 §9.6.2.2, Annex D), used
/// when no font file was found and text was measured with built-in metrics: every reader
/// has it, so the text still shows and copies, though it is not embedded.
enum PDFStandardFont {
    /// The WinAnsiEncoding code of `scalar`: printable ASCII, Latin-1 and the few
    /// characters Windows-1252 puts in 0x80–0x9F; nil for anything else.
    static func winAnsiCode(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xFF: return UInt8(scalar.value)
        default: return windows1252[scalar.value]
        }
    }

    /// Helvetica, Helvetica-Bold, Helvetica-Oblique or Helvetica-BoldOblique: bold from
    /// weight 600, as CSS synthesizes it.
    static func baseFont(for request: FontRequest) -> String {
        switch (request.weight >= 600, request.isItalic) {
        case (false, false): "Helvetica"
        case (true, false): "Helvetica-Bold"
        case (false, true): "Helvetica-Oblique"
        case (true, true): "Helvetica-BoldOblique"
        }
    }

    private static let windows1252: [UInt32: UInt8] = [
        0x20AC: 0x80, 0x201A: 0x82, 0x0192: 0x83, 0x201E: 0x84, 0x2026: 0x85, 0x2020: 0x86, 0x2021: 0x87,
        0x02C6: 0x88, 0x2030: 0x89, 0x0160: 0x8A, 0x2039: 0x8B, 0x0152: 0x8C, 0x017D: 0x8E, 0x2018: 0x91,
        0x2019: 0x92, 0x201C: 0x93, 0x201D: 0x94, 0x2022: 0x95, 0x2013: 0x96, 0x2014: 0x97, 0x02DC: 0x98,
        0x2122: 0x99, 0x0161: 0x9A, 0x203A: 0x9B, 0x0153: 0x9C, 0x017E: 0x9E, 0x0178: 0x9F,
    ]
}
