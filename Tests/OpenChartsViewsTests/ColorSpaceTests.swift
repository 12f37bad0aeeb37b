import Foundation
import OpenChartsCore
import OpenChartsViews
import Testing

@Suite("Color(_:red:green:blue:) in a color space")
struct ColorSpaceTests {
    private func near(_ color: Color, _ r: Double, _ g: Double, _ b: Double, _ tolerance: Double = 1e-3) -> Bool {
        abs(color.red - r) < tolerance && abs(color.green - g) < tolerance && abs(color.blue - b) < tolerance
    }

    @Test("sRGB components are taken as they are")
    func sRGB() {
        #expect(Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5) == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
    }

    @Test("Display P3 converts to sRGB: sRGB's red written in P3 is sRGB's red again")
    func displayP3InGamut() {
        // sRGB (1, 0, 0) is P3 (0.9175, 0.2003, 0.1386) (CSS Color 4's conversion).
        #expect(near(Color(.displayP3, red: 0.9175, green: 0.2003, blue: 0.1386), 1, 0, 0))
        // Grays are the same in both spaces.
        #expect(near(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5), 0.5, 0.5, 0.5, 1e-6))
        #expect(near(Color(.displayP3, white: 0.3), 0.3, 0.3, 0.3, 1e-6))
    }

    @Test("P3's own red, outside sRGB, is clamped to sRGB's red; opacity is kept")
    func displayP3OutOfGamut() {
        let red = Color(.displayP3, red: 1, green: 0, blue: 0, opacity: 0.25)
        #expect(near(red, 1, 0, 0, 1e-9))
        #expect(red.alpha == 0.25)
        // P3's green is more saturated than sRGB's: its red and blue fall below 0 and clamp.
        let green = Color(.displayP3, red: 0, green: 1, blue: 0)
        #expect(green.red == 0 && green.green == 1 && green.blue == 0)
    }

    @Test("Linear components take sRGB's transfer curve: half the light is about 188 of 255")
    func linear() {
        let half = Color(.sRGBLinear, red: 0.5, green: 0, blue: 1)
        #expect(near(half, 0.735357, 0, 1, 1e-6))
        #expect(Color(.sRGBLinear, white: 0.5) == Color(white: half.red))
    }

    @Test("A NaN component is 0, without spoiling the others; components past 0…1 clamp")
    func badComponents() {
        #expect(near(Color(.displayP3, red: .nan, green: 0.5, blue: 0.5), 0, 0.5, 0.5, 0.05))
        #expect(Color(.displayP3, red: .nan, green: 0.5, blue: 0.5).green > 0.4)
        #expect(Color(.sRGBLinear, red: 2, green: -1, blue: .infinity) == Color(red: 1, green: 0, blue: 1))
    }
}
