import Foundation
import OpenChartsTestSupport
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
