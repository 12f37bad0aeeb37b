import OpenChartsTestSupport
@testable import OpenChartsRender

/// Small pixmaps for the PNG tests, from straight-alpha colours.
enum PNGTestImages {
    /// A pixmap whose pixel i is `colors[i % colors.count]` (straight RGBA), premultiplied with rounding.
    static func pixmap(width: Int, height: Int, colors: [(UInt8, UInt8, UInt8, UInt8)]) -> Pixmap {
        var data: [UInt8] = []
        for i in 0..<(width * height) {
            let (r, g, b, a) = colors[i % colors.count]
            let premultiply = { (c: UInt8) in UInt8((Int(c) * Int(a) + 127) / 255) }
            data += [premultiply(r), premultiply(g), premultiply(b), a]
        }
        return Pixmap(width: width, height: height, premultipliedRGBA: data) ?? Pixmap(width: 0, height: 0)
    }

    /// `count` distinct opaque colours: red counts up, green and blue are scrambled, so that a
    /// palette beats RGB on them.
    static func distinctColors(_ count: Int) -> [(UInt8, UInt8, UInt8, UInt8)] {
        (0..<count).map { (i: Int) -> (UInt8, UInt8, UInt8, UInt8) in
            let red = UInt8(truncatingIfNeeded: i)
            let green = UInt8(truncatingIfNeeded: (i &* 40503) >> 7)
            let blue = UInt8(truncatingIfNeeded: (i &* 2_654_435_761) >> 19)
            return (red, green, blue, 255)
        }
    }

    /// The straight RGBA a decoder must return for `pixmap`, from ``Pixmap/pixel(x:y:)``.
    static func straight(_ pixmap: Pixmap) -> [UInt8] {
        var out: [UInt8] = []
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let p = pixmap.pixel(x: x, y: y)
                out += [p.red, p.green, p.blue, p.alpha]
            }
        }
        return out
    }
}

/// Chart frames shared by the tests (drawing it takes a moment).
enum SyntheticChartFrameFixture {
    static let frame = SyntheticChartFrame.make(width: 400, height: 300)
    static let translucentFrame = SyntheticChartFrame.make(width: 400, height: 300, transparent: true)
}
