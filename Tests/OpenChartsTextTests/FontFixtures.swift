import Foundation

/// Paths of the fonts the tests read; tests that need one skip when it is absent.
enum FontFixtures {
    static let dejaVuFolder = URL(fileURLWithPath: "/usr/share/fonts/truetype/dejavu")
    static let dejaVuSans = dejaVuFolder.appendingPathComponent("DejaVuSans.ttf")
    static let dejaVuSansBold = dejaVuFolder.appendingPathComponent("DejaVuSans-Bold.ttf")
    static let notoCJK = URL(fileURLWithPath: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")

    static func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }
}
