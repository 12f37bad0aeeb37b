import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsRender

/// A group's shadow and blur (``GroupEffect``) in pixels: where the shadow falls, how it
/// fades, that it keeps the drawing's alpha, and what bad values do.
@Suite("Shadows and blur: raster")
struct ShadowRasterTests {
    /// A square of `side` at (`x`, `y`) in `paint`.
    func square(_ x: CGFloat, _ y: CGFloat, _ side: CGFloat, _ paint: Color = .blue) -> SceneNode {
        .fill(FillNode(path: Path(CGRect(x: x, y: y, width: side, height: side)), paint: .color(paint)))
    }

    func group(_ children: [SceneNode], shadow: GroupEffect.Shadow? = nil, blur: GroupEffect.Blur? = nil) -> SceneNode {
        .group(GroupNode(children: children, effect: GroupEffect(shadow: shadow, blur: blur)))
    }

    /// The alpha of the pixels in columns `columns`, all rows, over 255: an area in pixels.
    func area(_ pixmap: Pixmap, columns: Range<Int>) -> Double {
        var total = 0.0
        for y in 0..<pixmap.height { for x in columns { total += Double(pixmap.alpha(x, y)) } }
        return total / 255
    }

    /// The premultiplied bytes at (x, y).
    func pixel(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        Array(pixmap.data[(y * pixmap.width + x) * 4..<(y * pixmap.width + x) * 4 + 4])
    }

    // MARK: - Where the shadow falls

    @Test("a zero radius gives a hard copy of the drawing's alpha, offset and tinted")
    func hardCopy() throws {
        let shadow = GroupEffect.Shadow(color: .red, radius: 0, x: 10, y: 0)
        let pixmap = try rasterize([group([square(2, 2, 6, .black)], shadow: shadow)], width: 20, height: 10)
        #expect(pixmap.alphaRow(5) == [0, 0] + [UInt8](repeating: 255, count: 6) + [0, 0, 0, 0]
            + [UInt8](repeating: 255, count: 6) + [0, 0])
        #expect(pixel(pixmap, 5, 5) == [0, 0, 0, 255])
        // System red, (255, 59, 48).
        #expect(pixel(pixmap, 14, 5) == [255, 59, 48, 255])
        #expect(pixmap.alpha(14, 1) == 0 && pixmap.alpha(14, 8) == 0)
    }

    @Test("the default colour is black at 33 %: 84 of 255")
    func defaultColour() throws {
        let pixmap = try rasterize([group([square(0, 0, 4)], shadow: GroupEffect.Shadow(radius: 0, x: 4))], width: 8, height: 4)
        #expect(pixel(pixmap, 6, 2) == [0, 0, 0, 84])
    }

    @Test("the shadow is drawn beneath the drawing, and falls toward its offset")
    func beneathAndOffset() throws {
        let shadow = GroupEffect.Shadow(radius: 4, x: 4, y: 4)
        let pixmap = try rasterize([group([square(20, 20, 20)], shadow: shadow)], width: 60, height: 60)
        // The drawing covers its own shadow: system blue, (0, 122, 255).
        #expect(pixel(pixmap, 30, 30) == [0, 122, 255, 255])
        #expect(pixel(pixmap, 38, 38) == [0, 122, 255, 255])
        // 2 pixels outside each side: darker on the right and below, where the shadow moved.
        #expect(pixmap.alpha(42, 30) > pixmap.alpha(17, 30) && pixmap.alpha(17, 30) > 0)
        #expect(pixmap.alpha(30, 42) > pixmap.alpha(30, 17) && pixmap.alpha(30, 17) > 0)
        #expect(pixmap.alpha(42, 42) > 0)
        // Never darker than its colour's alpha.
        #expect(pixmap.data.enumerated().allSatisfy { $0.offset % 4 != 3 || $0.element == 255 || $0.element <= 84 })
    }

    @Test("the blur's profile is symmetric about the drawing, and falls away from it")
    func symmetricProfile() throws {
        for radius in [1.5, 3, 7] as [CGFloat] {
            let shadow = GroupEffect.Shadow(color: .black, radius: radius)
            let pixmap = try rasterize([group([square(20, 20, 10)], shadow: shadow)], width: 50, height: 50)
            for k in 1...12 {
                #expect(pixmap.alpha(20 - k, 25) == pixmap.alpha(29 + k, 25), "radius \(radius), k \(k)")
                #expect(pixmap.alpha(25, 20 - k) == pixmap.alpha(25, 29 + k), "radius \(radius), k \(k)")
                #expect(pixmap.alpha(20 - k, 25) >= pixmap.alpha(20 - k - 1, 25))
            }
            #expect(pixmap.alpha(19, 25) > 0)
        }
    }

    @Test("the radius is the Gaussian's standard deviation: across a long edge, alpha is 255 · Φ(-d / r)")
    func radiusIsStandardDeviation() throws {
        // A black half-plane's shadow, past its edge at x = 50 (far from its other edges).
        let shadow = GroupEffect.Shadow(color: .black, radius: 4)
        let content = SceneNode.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 50, height: 80)), paint: .color(.black)))
        let pixmap = try rasterize([group([content], shadow: shadow)], width: 100, height: 80)
        for j in 0..<12 {
            let distance = Double(j) + 0.5
            let expected = 255 * 0.5 * erfc(distance / 4 / 2.squareRoot())
            // The three-box approximation is within 3 % of the kernel's peak.
            #expect(abs(Double(pixmap.alpha(50 + j, 40)) - expected) <= 5, "\(j): \(pixmap.alpha(50 + j, 40)) vs \(expected)")
        }
    }

    @Test("the shadow conserves the drawing's alpha: its area is the drawing's times the colour's alpha")
    func conservesAlpha() throws {
        for (radius, alpha) in [(0, 1), (2, 1), (4, 0.5), (6, 1)] as [(CGFloat, Double)] {
            let shadow = GroupEffect.Shadow(color: Color.black.opacity(alpha), radius: radius, x: 40)
            let pixmap = try rasterize([group([square(10, 15, 10, .red)], shadow: shadow)], width: 100, height: 40)
            #expect(abs(area(pixmap, columns: 30..<100) - 100 * alpha) < 0.01 * 100, "radius \(radius)")
            #expect(area(pixmap, columns: 0..<30) == 100)
        }
    }

    @Test("offsets and radii are in the parent's coordinates: a parent scaled by 2 doubles both")
    func parentTransform() throws {
        let shadowed = group([square(0, 0, 3, .black)], shadow: GroupEffect.Shadow(color: .black, radius: 0, x: 5))
        let scaled = SceneNode.group(GroupNode(children: [shadowed], transform: CGAffineTransform(scaleX: 2, y: 2)))
        let pixmap = try rasterize([scaled], width: 20, height: 6)
        #expect(pixmap.alphaRow(3) == [UInt8](repeating: 255, count: 6) + [0, 0, 0, 0] + [UInt8](repeating: 255, count: 6)
            + [0, 0, 0, 0])
        // At @2x, the same.
        let twice = try rasterize([shadowed], width: 10, height: 3, scale: 2)
        #expect(twice.alphaRow(3) == pixmap.alphaRow(3))
        // The group's own transform (here a mirror) moves the drawing, not the offset's direction.
        let mirrored = SceneNode.group(GroupNode(children: [square(0, 0, 3, .black)],
                                                 transform: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 3, ty: 0),
                                                 effect: GroupEffect(shadow: GroupEffect.Shadow(color: .black, radius: 0, x: 5))))
        #expect(try rasterize([mirrored], width: 10, height: 3).alphaRow(1) == [255, 255, 255, 0, 0, 255, 255, 255, 0, 0])
    }

    @Test("a parent's clip cuts the shadow; the group's own clip shapes the drawing that casts it")
    func clips() throws {
        let shadowed = group([square(0, 0, 4, .black)], shadow: GroupEffect.Shadow(color: .black, radius: 0, x: 6))
        let clipped = SceneNode.group(GroupNode(children: [shadowed], clip: Path(CGRect(x: 0, y: 0, width: 8, height: 4))))
        #expect(try rasterize([clipped], width: 12, height: 4).alphaRow(1) == [255, 255, 255, 255, 0, 0, 255, 255, 0, 0, 0, 0])
        let own = SceneNode.group(GroupNode(children: [square(0, 0, 4, .black)], clip: Path(CGRect(x: 0, y: 0, width: 2, height: 4)),
                                            effect: GroupEffect(shadow: GroupEffect.Shadow(color: .black, radius: 0, x: 6))))
        #expect(try rasterize([own], width: 12, height: 4).alphaRow(1) == [255, 255, 0, 0, 0, 0, 255, 255, 0, 0, 0, 0])
    }

    @Test("the group's opacity fades its shadow with it")
    func opacity() throws {
        let faded = SceneNode.group(GroupNode(children: [square(0, 0, 4, .black)], opacity: 0.5,
                                              effect: GroupEffect(shadow: GroupEffect.Shadow(color: .black, radius: 0, x: 6))))
        let pixmap = try rasterize([faded], width: 12, height: 4)
        #expect(pixmap.alpha(1, 1) == 128 && pixmap.alpha(7, 1) == 128)
    }

    @Test("an inner shadow darkens the drawing inside the edge it is cast from, and draws nothing outside it")
    func inner() throws {
        let shadow = GroupEffect.Shadow(kind: .inner, color: .black, radius: 2, x: 3)
        let pixmap = try rasterize([group([square(10, 10, 20, .white)], shadow: shadow)], width: 40, height: 40)
        // 1.5 outside the moved edge: 1 - Φ(-0.75) of black, some 59 of 255 left of white.
        #expect(pixel(pixmap, 11, 20)[0] < 90)
        #expect(pixel(pixmap, 28, 20)[0] >= 245)
        #expect(pixmap.alpha(5, 20) == 0 && pixmap.alpha(35, 20) == 0)
        #expect(pixmap.alpha(11, 20) == 255)
        // A hard inner shadow: the 3 columns inside the left edge are black, the rest white.
        let hard = try rasterize([group([square(10, 10, 20, .white)], shadow: GroupEffect.Shadow(kind: .inner, color: .black, radius: 0, x: 3))],
                                 width: 40, height: 40)
        #expect((10..<13).allSatisfy { pixel(hard, $0, 20) == [0, 0, 0, 255] })
        #expect((13..<30).allSatisfy { pixel(hard, $0, 20) == [255, 255, 255, 255] })
    }

    // MARK: - Blur

    @Test("blur spreads the drawing symmetrically and conserves its alpha")
    func blur() throws {
        let pixmap = try rasterize([group([square(20, 20, 10, .black)], blur: GroupEffect.Blur(radius: 3))], width: 50, height: 50)
        #expect(pixmap.alpha(25, 25) < 255 && pixmap.alpha(25, 25) > 128)
        #expect(pixmap.alpha(17, 25) > 0)
        for k in 0...12 { #expect(pixmap.alpha(20 - k, 25) == pixmap.alpha(29 + k, 25)) }
        #expect(abs(pixmap.coveredArea - 100) < 1)
        // Premultiplied colour stays within alpha.
        #expect(stride(from: 0, to: pixmap.data.count, by: 4).allSatisfy { i in (0..<3).allSatisfy { pixmap.data[i + $0] <= pixmap.data[i + 3] } })
    }

    @Test("an opaque blur stays within the drawing's bounds and keeps them opaque")
    func opaqueBlur() throws {
        let stripes = [square(10, 10, 10, .black), SceneNode.fill(FillNode(path: Path(CGRect(x: 14, y: 10, width: 2, height: 10)), paint: .color(.white)))]
        let pixmap = try rasterize([group(stripes, blur: GroupEffect.Blur(radius: 2, isOpaque: true))], width: 30, height: 30)
        #expect(pixmap.alpha(9, 15) == 0 && pixmap.alpha(20, 15) == 0 && pixmap.alpha(15, 9) == 0)
        #expect((10..<20).allSatisfy { pixmap.alpha($0, 15) == 255 && pixmap.alpha(15, $0) == 255 })
        // The white stripe is spread into grey.
        #expect(pixel(pixmap, 15, 15)[0] > 20 && pixel(pixmap, 15, 15)[0] < 200)
    }

    @Test("a blurred group's shadow is the blurred drawing's")
    func blurThenShadow() throws {
        let both = try rasterize([group([square(10, 10, 10, .black)], shadow: GroupEffect.Shadow(color: .red, radius: 0, x: 30),
                                        blur: GroupEffect.Blur(radius: 2))], width: 70, height: 30)
        let blurred = try rasterize([group([square(10, 10, 10, .black)], blur: GroupEffect.Blur(radius: 2))], width: 70, height: 30)
        for x in 0..<25 { #expect(both.alpha(x + 30, 15) == blurred.alpha(x, 15)) }
        #expect(blurred.alpha(8, 15) > 0)
    }

    // MARK: - Bad input

    @Test("NaN and infinite radii and offsets, and fully clear colours, draw the group as if it had no effect")
    func notDrawn() throws {
        let plain = try rasterize([group([square(5, 5, 10)])], width: 30, height: 20)
        for shadow in [GroupEffect.Shadow(radius: .nan, x: 2), GroupEffect.Shadow(radius: .infinity),
                       GroupEffect.Shadow(radius: 2, x: .nan), GroupEffect.Shadow(radius: 2, y: -.infinity),
                       GroupEffect.Shadow(color: .clear, radius: 2, x: 3)] {
            #expect(try rasterize([group([square(5, 5, 10)], shadow: shadow)], width: 30, height: 20) == plain)
        }
        for blur in [GroupEffect.Blur(radius: .nan), GroupEffect.Blur(radius: -.infinity), GroupEffect.Blur(radius: 0)] {
            #expect(try rasterize([group([square(5, 5, 10)], blur: blur)], width: 30, height: 20) == plain)
        }
        #expect(try rasterize([group([square(5, 5, 10)], shadow: nil, blur: nil)], width: 30, height: 20) == plain)
    }

    @Test("a negative radius reads as 0")
    func negativeRadius() throws {
        let hard = try rasterize([group([square(0, 0, 4)], shadow: GroupEffect.Shadow(radius: 0, x: 5))], width: 10, height: 4)
        #expect(try rasterize([group([square(0, 0, 4)], shadow: GroupEffect.Shadow(radius: -3, x: 5))], width: 10, height: 4) == hard)
    }

    @Test("an enormous offset moves the shadow off the canvas; the drawing stays")
    func enormousOffset() throws {
        let plain = try rasterize([group([square(5, 5, 10)])], width: 30, height: 20)
        for offset in [1e9, -1e9, 1e300, CGFloat.greatestFiniteMagnitude] as [CGFloat] {
            let shadow = GroupEffect.Shadow(radius: 3, x: offset, y: 1)
            #expect(try rasterize([group([square(5, 5, 10)], shadow: shadow)], width: 30, height: 20) == plain)
            let inner = GroupEffect.Shadow(kind: .inner, color: .black, radius: 3, x: offset)
            // Moved away, the outside covers the whole drawing: all of it in shadow.
            #expect(pixel(try rasterize([group([square(5, 5, 10, .white)], shadow: inner)], width: 30, height: 20), 10, 10) == [0, 0, 0, 255])
        }
    }

    @Test("an enormous radius spreads the shadow to nothing, without a long wait or a large allocation")
    func enormousRadius() throws {
        let plain = try rasterize([group([square(5, 5, 10)])], width: 30, height: 20)
        for radius in [1e4, 1e12, CGFloat.greatestFiniteMagnitude] as [CGFloat] {
            let pixmap = try rasterize([group([square(5, 5, 10)], shadow: GroupEffect.Shadow(color: .black, radius: radius))],
                                       width: 30, height: 20)
            #expect(pixmap == plain)
            let blurred = try rasterize([group([square(5, 5, 10)], blur: GroupEffect.Blur(radius: radius))], width: 30, height: 20)
            #expect(blurred.coveredArea < 0.5)
        }
        // Large but visible: a radius as wide as the canvas still draws a faint, even shadow.
        let wide = try rasterize([group([square(0, 0, 200, .black)], shadow: GroupEffect.Shadow(color: .black, radius: 150, x: 100))],
                                 width: 400, height: 200)
        #expect(wide.alpha(300, 100) > 20 && wide.alpha(300, 100) < 200)
        #expect(abs(Int(wide.alpha(300, 100)) - Int(wide.alpha(300, 50))) < 40)
    }
}
