import Testing
@testable import OpenChartsRender

@Suite("PNG colour type and pixels")
struct PNGColorTypeTests {
    static func decode(_ pixmap: Pixmap) throws -> DecodedPNG { try DecodedPNG(try PNGEncoder().encode(pixmap)) }

    @Test("an opaque chart frame with anti-aliasing (over 256 colours) is RGB and decodes to its exact pixels")
    func opaqueChart() throws {
        let frame = SyntheticChartFrameFixture.frame
        let decoded = try Self.decode(frame)
        #expect(decoded.colorType == PNGColorType.rgb.rawValue)
        #expect(decoded.rgba == frame.data)  // opaque: premultiplied bytes are the straight ones
    }

    @Test("a chart frame on a clear background is RGBA and decodes to the straight colours Pixmap.pixel gives")
    func translucentChart() throws {
        let frame = SyntheticChartFrameFixture.translucentFrame
        let decoded = try Self.decode(frame)
        #expect(decoded.colorType == PNGColorType.rgba.rawValue)
        #expect(decoded.rgba == PNGTestImages.straight(frame))
    }

    @Test("one translucent pixel among opaque ones makes the image RGBA")
    func oneTranslucentPixel() throws {
        var colors = PNGTestImages.distinctColors(400)
        colors[399] = (10, 20, 30, 254)
        let decoded = try Self.decode(PNGTestImages.pixmap(width: 20, height: 20, colors: colors))
        #expect(decoded.colorType == PNGColorType.rgba.rawValue)
    }

    @Test("un-premultiplying rounds to nearest and keeps alpha: (50, 100, 0, 128) premultiplied is (100, 199, 0, 128)")
    func unpremultiplyRounding() throws {
        let pixmap = try #require(Pixmap(width: 1, height: 1, premultipliedRGBA: [50, 100, 0, 128]))
        let straight = StraightAlpha.rgba(fromPremultiplied: UInt32(50) | UInt32(100) << 8 | UInt32(128) << 24)
        #expect(straight == UInt32(100) | UInt32(199) << 8 | UInt32(128) << 24)
        #expect(try Self.decode(pixmap).rgba == PNGTestImages.straight(pixmap))
    }

    @Test("fully transparent pixels decode as (0, 0, 0, 0)")
    func transparent() throws {
        let decoded = try Self.decode(Pixmap(width: 5, height: 4))
        #expect(decoded.rgba == [UInt8](repeating: 0, count: 80))
    }

    @Test("a 200×200 image of 40 colours is written with a palette, smaller than RGB, without tRNS")
    func palette() throws {
        let pixmap = PNGTestImages.pixmap(width: 200, height: 200, colors: PNGTestImages.distinctColors(40))
        let decoded = try Self.decode(pixmap)
        #expect(decoded.colorType == PNGColorType.palette.rawValue)
        #expect(decoded.chunk("PLTE")?.count == 40 * 3)
        #expect(decoded.chunk("tRNS") == nil)
        #expect(decoded.rgba == pixmap.data)
    }

    @Test("a palette with translucent colours puts them first and writes tRNS only that far")
    func paletteWithTransparency() throws {
        var colors = PNGTestImages.distinctColors(30)
        colors[7] = (255, 0, 0, 128)
        colors[12] = (0, 0, 0, 0)
        let pixmap = PNGTestImages.pixmap(width: 150, height: 100, colors: colors)
        let decoded = try Self.decode(pixmap)
        #expect(decoded.colorType == PNGColorType.palette.rawValue)
        #expect(decoded.chunk("tRNS") == [128, 0])
        #expect(decoded.rgba == PNGTestImages.straight(pixmap))
    }

    @Test("exactly 256 colours, scattered, are written with a palette; 257 are not")
    func paletteLimit() throws {
        for (count, expected) in [(256, PNGColorType.palette), (257, .rgb)] {
            let colors = PNGTestImages.distinctColors(count)
            // Every colour once, then in pseudo-random order, so neither Up nor LZ finds the rows alike.
            let scattered = (0..<(128 * 64)).map { (i: Int) -> (UInt8, UInt8, UInt8, UInt8) in
                colors[i < count ? i : Int((UInt32(truncatingIfNeeded: i) &* 2_654_435_761) >> 8) % count]
            }
            let pixmap = PNGTestImages.pixmap(width: 128, height: 64, colors: scattered)
            let decoded = try Self.decode(pixmap)
            #expect(decoded.colorType == expected.rawValue, "\(count) colours")
            #expect(decoded.rgba == pixmap.data)
        }
    }

    @Test("a one-pixel image keeps RGB: a palette's PLTE chunk would cost more than it saves")
    func onePixel() throws {
        let decoded = try Self.decode(PNGTestImages.pixmap(width: 1, height: 1, colors: [(1, 2, 3, 255)]))
        #expect(decoded.colorType == PNGColorType.rgb.rawValue)
        #expect(decoded.rgba == [1, 2, 3, 255])
    }
}

@Suite("PNG round trips over small sizes")
struct PNGSmallSizeTests {
    @Test("every small size, opaque or translucent, noisy or flat, decodes to the straight pixels of the pixmap")
    func smallSizes() throws {
        var seed: UInt32 = 2024
        for width in [1, 2, 3, 5, 17] {
            for height in [1, 2, 7] {
                for variant in 0..<4 {
                    let translucent = variant & 1 == 1, flat = variant & 2 == 2
                    var data: [UInt8] = []
                    for _ in 0..<(width * height) {
                        seed = seed &* 1_664_525 &+ 1_013_904_223
                        let value = flat ? UInt8(seed >> 31) * 200 : UInt8(truncatingIfNeeded: seed >> 8)
                        let alpha = translucent ? UInt8(truncatingIfNeeded: seed >> 24) : 255
                        // Premultiplied: colour never above alpha.
                        let color = UInt8(Int(value) * Int(alpha) / 255)
                        data += [color, UInt8(Int(color) / 2), 255 - value > alpha ? alpha : 255 - value, alpha]
                    }
                    let pixmap = try #require(Pixmap(width: width, height: height, premultipliedRGBA: data))
                    let decoded = try DecodedPNG(try PNGEncoder().encode(pixmap))
                    #expect(decoded.rgba == PNGTestImages.straight(pixmap), "\(width)×\(height), variant \(variant)")
                }
            }
        }
    }
}
