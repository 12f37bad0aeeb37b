import Foundation

/// Advance widths for when no font file is found at all: DejaVu Sans' own metrics.
///
/// Printable ASCII (U+0020…U+007E) uses DejaVu Sans' `hmtx` advances and its GPOS
/// pair kerning between ASCII characters (the 220 nonzero pairs), in its 2048 units per
/// em, so a chart laid out on a machine without DejaVu Sans gets the same widths as on
/// one with it, and its SVG (which names DejaVu Sans first) keeps the same layout where
/// the viewer has the font. Characters outside ASCII have no table: ideographs, kana,
/// Hangul and fullwidth forms take 1 em (they are square in every CJK font); control
/// and format characters and combining marks take none; anything else takes 1303 units,
/// DejaVu Sans' digit width, a middling advance for Latin, Greek and Cyrillic letters.
/// Line metrics are DejaVu Sans' `hhea`: ascender 1901, descender 483, line gap 0.
enum BuiltInMetrics {
    /// The family these metrics stand for.
    static let familyName = "DejaVu Sans"
    static let unitsPerEm = 2048
    static let ascender = 1901
    static let descender = 483
    static let defaultAdvance = 1303

    /// Advances of U+0020…U+007E, in order.
    static let asciiAdvances: [Int] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// Kerning pairs: first character, second character, adjustment in units.
    static let asciiKerning: [UInt16: Int] = {
        let flat: [Int] = [
            45, 65, -45, 45, 66, -73, 45, 71, 75, 45, 74, 114, 45, 79, 57, 45, 81, 75, 45, 84, -188, 45, 86, -120,
            45, 87, -83, 45, 88, -102, 45, 89, -243, 45, 111, 38, 45, 118, -55, 45, 121, -36, 65, 45, -45, 65, 46, -36,
            65, 58, -36, 65, 65, 57, 65, 67, -36, 65, 71, -36, 65, 79, -36, 65, 81, -36, 65, 84, -159, 65, 86, -131,
            65, 87, -112, 65, 89, -159, 65, 99, -36, 65, 100, -36, 65, 101, -36, 65, 102, -73, 65, 111, -36, 65, 113, -36,
            65, 116, -36, 65, 118, -120, 65, 119, -83, 65, 121, -139, 66, 67, -36, 66, 71, -36, 66, 79, -36, 66, 83, -36,
            66, 86, -63, 66, 87, -73, 66, 89, -112, 67, 89, -36, 68, 65, -36, 68, 86, -36, 68, 89, -112, 70, 46, -329,
            70, 58, -159, 70, 65, -188, 70, 83, -36, 70, 84, -36, 70, 97, -188, 70, 101, -112, 70, 105, -149, 70, 111, -73,
            70, 114, -149, 70, 117, -112, 70, 121, -188, 71, 84, -73, 71, 89, -102, 72, 46, -36, 74, 45, -73, 74, 65, -36,
            75, 45, -215, 75, 65, -36, 75, 67, -112, 75, 79, -112, 75, 84, -159, 75, 85, -55, 75, 87, -73, 75, 89, -73,
            75, 97, -36, 75, 101, -102, 75, 111, -102, 75, 117, -102, 75, 121, -149, 76, 45, -36, 76, 65, 47, 76, 79, -73,
            76, 84, -282, 76, 85, -102, 76, 86, -225, 76, 87, -188, 76, 89, -272, 76, 101, -36, 76, 111, -36, 76, 117, -36,
            76, 121, -188, 79, 45, 57, 79, 46, -83, 79, 58, -36, 79, 65, -36, 79, 86, -36, 79, 88, -131, 79, 89, -112,
            80, 45, -45, 80, 46, -319, 80, 65, -131, 80, 89, -45, 80, 97, -92, 80, 101, -73, 80, 105, -45, 80, 110, -36,
            80, 111, -73, 80, 114, -36, 80, 115, -36, 80, 117, -36, 81, 45, 57, 82, 45, -83, 82, 46, -73, 82, 58, -63,
            82, 65, -83, 82, 67, -102, 82, 84, -149, 82, 86, -112, 82, 87, -83, 82, 89, -131, 82, 97, -45, 82, 101, -92,
            82, 111, -92, 82, 117, -92, 82, 121, -112, 83, 65, 38, 84, 45, -188, 84, 46, -243, 84, 58, -225, 84, 65, -159,
            84, 67, -120, 84, 84, -36, 84, 97, -339, 84, 99, -348, 84, 101, -348, 84, 105, -63, 84, 111, -348, 84, 114, -301,
            84, 115, -339, 84, 117, -311, 84, 119, -339, 84, 121, -319, 85, 90, -36, 86, 45, -120, 86, 46, -264, 86, 58, -167,
            86, 65, -131, 86, 79, -36, 86, 97, -159, 86, 101, -159, 86, 105, -45, 86, 111, -159, 86, 117, -139, 86, 121, -55,
            87, 45, -83, 87, 46, -235, 87, 58, -120, 87, 65, -112, 87, 97, -131, 87, 101, -120, 87, 105, -45, 87, 111, -120,
            87, 114, -92, 87, 117, -73, 87, 121, -36, 88, 45, -102, 88, 67, -149, 88, 79, -131, 88, 84, -36, 88, 101, -92,
            89, 45, -243, 89, 46, -415, 89, 58, -272, 89, 65, -159, 89, 67, -112, 89, 79, -112, 89, 97, -282, 89, 101, -272,
            89, 105, -73, 89, 111, -272, 89, 117, -235, 90, 45, -36, 101, 120, -36, 102, 45, -112, 102, 46, -149, 102, 58, -73,
            102, 116, -36, 102, 119, -36, 102, 121, -36, 107, 97, -36, 107, 101, -73, 107, 111, -73, 107, 117, -63, 107, 121, -73,
            111, 45, 38, 111, 46, -36, 111, 120, -63, 114, 45, -131, 114, 46, -188, 114, 58, -36, 114, 99, -45, 114, 100, -36,
            114, 101, -45, 114, 103, -36, 114, 104, -36, 114, 109, -36, 114, 110, -36, 114, 111, -45, 114, 113, -36, 114, 114, -36,
            114, 120, -55, 118, 45, -55, 118, 46, -159, 118, 58, -112, 119, 46, -188, 119, 58, -112, 120, 99, -36, 120, 101, -63,
            120, 111, -63, 121, 45, -36, 121, 46, -292, 121, 58, -149,
        ]
        var pairs: [UInt16: Int] = [:]
        var index = 0
        while index + 2 < flat.count {
            pairs[UInt16(flat[index]) << 8 | UInt16(flat[index + 1])] = flat[index + 2]
            index += 3
        }
        return pairs
    }()

    /// The advance of `scalar`, in units of 2048 per em.
    static func advance(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if (0x20...0x7E).contains(value) { return asciiAdvances[Int(value - 0x20)] }
        if isZeroWidth(scalar) { return 0 }
        if isWide(scalar) { return unitsPerEm }
        return defaultAdvance
    }

    /// The kerning between two characters, in units of 2048 per em.
    static func kerning(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
        guard left.value < 0x7F, right.value < 0x7F else { return 0 }
        return asciiKerning[UInt16(left.value) << 8 | UInt16(right.value)] ?? 0
    }

    /// Control and format characters and combining marks, which take no space.
    static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
        // Printable ASCII first: the property lookup is the slow part of measuring.
        if scalar.value >= 0x20, scalar.value < 0x7F { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Default-ignorable characters (soft hyphen, joiners, variation selectors), which
    /// HarfBuzz hides with no advance; none lies below U+00AD.
    static func isDefaultIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0xAD && scalar.properties.isDefaultIgnorableCodePoint
    }

    /// Characters that are one em wide in East Asian fonts (East Asian Width W or F).
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
