import Foundation
@testable import OpenChartsText

/// Paths of the fonts the tests read. Tests that need a system font are enabled only
/// when it is installed (`.enabled(if: FontFixtures.hasDejaVu)`).
enum FontFixtures {
    static let dejaVuFolder = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")
    static let dejaVuSans = dejaVuFolder.appendingPathComponent("DejaVuSans.ttf")
    static let dejaVuSansBold = dejaVuFolder.appendingPathComponent("DejaVuSans-Bold.ttf")
    static let notoFolder = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto")
    static let notoCJK = notoFolder.appendingPathComponent("NotoSansCJK-Regular.ttc")

    static let hasDejaVu = FileManager.default.fileExists(atPath: dejaVuSans.path)
    static let hasNotoCJK = FileManager.default.fileExists(atPath: notoCJK.path) && hasDejaVu

    /// DejaVu Sans' bytes, read once.
    static let dejaVuBytes: [UInt8] = (try? [UInt8](Data(contentsOf: dejaVuSans))) ?? []

    /// A library of DejaVu Sans alone.
    static let dejaVuLibrary = FontLibrary(fontFiles: [dejaVuSans], searchFolders: [])
    /// A library that finds no font: built-in metrics only.
    static let builtInLibrary = FontLibrary(searchFolders: [])
}

/// SplitMix64: a small deterministic generator, so that random tests repeat exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
