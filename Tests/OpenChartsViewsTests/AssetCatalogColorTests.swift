import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("Colors from asset catalogs")
struct AssetCatalogColorTests {
    /// A bundle folder holding `Assets.xcassets` with the color sets given as JSON, by name.
    private func bundle(_ sets: [String: String]) throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        for (name, json) in sets {
            let folder = root.appendingPathComponent("Assets.xcassets/Charts/\(name).colorset")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(json.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        return try #require(Bundle(path: root.path))
    }

    private static let barBottom = """
    { "colors" : [
        { "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0.800", "green" : "0.400", "red" : "0.200" } },
          "idiom" : "universal" },
        { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
          "color" : { "color-space" : "srgb", "components" : { "alpha" : "1.000", "blue" : "0xFF", "green" : "200", "red" : "0x80" } },
          "idiom" : "universal" } ],
      "info" : { "author" : "xcode", "version" : 1 } }
    """

    @Test("Color(_:bundle:) reads a color set's light and dark appearances, in Xcode's three number forms")
    func lightAndDark() throws {
        let color = Color("BarBottomColor", bundle: try bundle(["BarBottomColor": Self.barBottom]))
        #expect(color.resolved(in: .light) == Color(red: 0.2, green: 0.4, blue: 0.8))
        #expect(color.resolved(in: .dark) == Color(red: 128.0 / 255, green: 200.0 / 255, blue: 1))
    }

    @Test("a Display P3 color is converted to sRGB; a gray is gray; a set without dark is the same in both")
    func colorSpaces() throws {
        let p3 = """
        { "colors" : [ { "color" : { "color-space" : "display-p3", "components" : { "alpha" : "0.500", "blue" : "0.000", "green" : "0.000", "red" : "1.000" } }, "idiom" : "universal" } ] }
        """
        let gray = """
        { "colors" : [ { "color" : { "color-space" : "gray-gamma-22", "components" : { "alpha" : "1.000", "white" : "0.250" } }, "idiom" : "universal" } ] }
        """
        let assets = try bundle(["P3Red": p3, "Gray": gray])
        let red = Color("P3Red", bundle: assets)
        // P3's red is outside sRGB: full red, its green and blue clamped at 0.
        #expect(abs(red.red - 1) < 1e-9 && red.green == 0 && red.blue == 0 && red.alpha == 0.5)
        #expect(Color("Gray", bundle: assets) == Color(white: 0.25))
        let (r, g, b) = Color.RGBColorSpace.displayP3.sRGB(0.5, 0.5, 0.5)
        #expect(abs(r - 0.5) < 1e-6 && abs(g - 0.5) < 1e-6 && abs(b - 0.5) < 1e-6, "grays are the same in both spaces")
    }

    @Test("a missing name or an unreadable set gives clear, as SwiftUI does, with the reason")
    func missingAndBroken() throws {
        let assets = try bundle(["Broken": "{ \"colors\": 3 }", "NoAlpha": """
        { "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "blue" : "1", "green" : "1", "red" : "1" } }, "idiom" : "universal" } ] }
        """, "Lab": """
        { "colors" : [ { "color" : { "color-space" : "lab", "components" : { "alpha" : "1.0" } }, "idiom" : "universal" } ] }
        """])
        #expect(Color("Nowhere", bundle: assets) == .clear)
        #expect(Color("Broken", bundle: assets) == .clear)
        #expect(throws: AssetColorSet.Problem.self) { try AssetCatalogColors.read("Broken", in: assets) }
        #expect(String(describing: (try? AssetCatalogColors.read("Nowhere", in: assets)) as Any) == "nil")
        do {
            _ = try AssetCatalogColors.read("NoAlpha", in: assets)
            Issue.record("a set without alpha should not read")
        } catch {
            #expect("\(error)".contains("component 'alpha' is missing or not a number"))
        }
        do {
            _ = try AssetCatalogColors.read("Lab", in: assets)
            Issue.record("an unknown color space should not read")
        } catch {
            #expect("\(error)".contains("color space 'lab' is not one of"))
        }
    }

    @Test("component strings: decimals, 8-bit integers and hexadecimal bytes; anything else is refused")
    func componentForms() {
        #expect(AssetColorSet.value("0.345") == 0.345)
        #expect(AssetColorSet.value("255") == 1)
        #expect(AssetColorSet.value("0x80") == 128.0 / 255)
        #expect(AssetColorSet.value("nan.") == nil)
        #expect(AssetColorSet.value("0xZZ") == nil)
        #expect(AssetColorSet.value("red") == nil)
    }
}
