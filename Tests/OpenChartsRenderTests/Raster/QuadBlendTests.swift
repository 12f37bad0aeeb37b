import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("Four pixels at a time: vector blends, stamped copies and rectangles give the bytes of one pixel at a time")
struct QuadBlendTests {
    /// A premultiplied colour: channels never above alpha, alpha sometimes 0 or 255.
    static func randomColor(_ random: inout SplitMix64) -> PremultipliedColor {
        let a: UInt8 = switch Int.random(in: 0..<4, using: &random) {
        case 0: 255
        case 1: 0
        default: .random(in: 0...255, using: &random)
        }
        return PremultipliedColor(r: .random(in: 0...a, using: &random), g: .random(in: 0...a, using: &random),
                                  b: .random(in: 0...a, using: &random), a: a)
    }

    /// `pixels` after `body` has drawn on their bytes.
    static func drawn(_ pixels: [UInt8], _ body: (UnsafeMutableRawPointer) -> Void) throws -> [UInt8] {
        var pixels = pixels
        try pixels.withUnsafeMutableBytes { body(try #require($0.baseAddress)) }
        return pixels
    }

    static func randomPixels(_ count: Int, _ random: inout SplitMix64) -> [UInt8] {
        (0..<count).flatMap { _ -> [UInt8] in
            let c = randomColor(&random)
            return [c.r, c.g, c.b, c.a]
        }
    }

    @Test("a quad blend gives each pixel the bytes of the one-pixel packed blend, and padding leaves pixels as they are")
    func quadMatchesPacked() throws {
        var random = SplitMix64(seed: 8)
        for _ in 0..<20_000 {
            var sources: [PackedSource] = []
            for _ in 0..<4 {
                // A padding pixel (no colour) now and then.
                sources.append(Int.random(in: 0..<5, using: &random) == 0 ? PackedSource(word: 0)
                    : PackedSource(Self.randomColor(&random), coverage: .random(in: 0...255, using: &random)))
            }
            let destination = Self.randomPixels(4, &random)
            let scalar = try Self.drawn(destination) { pixels in
                for (i, source) in sources.enumerated() { source.blend(pixels, at: i) }
            }
            let lanes = QuadBlend.lanes((sources[0].word, sources[1].word, sources[2].word, sources[3].word))
            let vector = try Self.drawn(destination) { QuadBlend.blend($0, source: lanes.source, inverse: lanes.inverse) }
            #expect(vector == scalar, "\(sources.map(\.word)) over \(destination)")
            for (i, source) in sources.enumerated() where source.word == 0 {
                #expect(Array(vector[(4 * i)..<(4 * i + 4)]) == Array(destination[(4 * i)..<(4 * i + 4)]))
            }
        }
    }

    @Test("a run of one colour blended four pixels at a time equals the run blended pixel by pixel")
    func runMatchesPixels() throws {
        var random = SplitMix64(seed: 9)
        for _ in 0..<2_000 {
            let source = PackedSource(Self.randomColor(&random), coverage: Bool.random(using: &random) ? 255 : .random(in: 0...255, using: &random))
            let row = Self.randomPixels(23, &random)
            let start = Int.random(in: 0...23, using: &random), end = Int.random(in: start...23, using: &random)
            let runs = try Self.drawn(row) { source.blend($0, columns: start..<end) }
            let pixels = try Self.drawn(row) { pixels in
                for x in start..<end { source.blend(pixels, at: x) }
            }
            #expect(runs == pixels)
        }
    }

    @Test("a fill writes its word to exactly the pixels of its columns, for every range in a short row")
    func fillWritesItsColumns() throws {
        let word: UInt32 = 0x8040_2010
        let row = [UInt8](repeating: 7, count: 4 * 11)
        for start in 0...11 {
            for end in start...11 {
                let filled = try Self.drawn(row) { QuadBlend.fill($0, columns: start..<end, with: word) }
                for x in 0..<11 {
                    let pixel = Array(filled[(4 * x)..<(4 * x + 4)])
                    #expect(pixel == ((start..<end).contains(x) ? [0x10, 0x20, 0x40, 0x80] : [7, 7, 7, 7]))
                }
            }
        }
    }

    /// The pixels of `nodes` drawn on a `width` × `height` canvas, and the same nodes moved
    /// by whole pixels (`dx`, `dy`) on a larger canvas, cropped back.
    static func drawnAndCropped(_ nodes: [SceneNode], width: Int, height: Int, dx: Int, dy: Int,
                                background: Color?) throws -> (small: [UInt8], cropped: [UInt8]) {
        let small = try SceneRasterizer().render(Scene(size: CGSize(width: width, height: height), nodes: nodes,
                                                       background: background))
        let moved = SceneNode.group(GroupNode(children: nodes, transform: CGAffineTransform(translationX: CGFloat(dx),
                                                                                             y: CGFloat(dy))))
        let large = try SceneRasterizer().render(Scene(size: CGSize(width: width + 2 * dx, height: height + 2 * dy),
                                                       nodes: [moved], background: background))
        var cropped: [UInt8] = []
        for y in 0..<height {
            let start = 4 * ((y + dy) * large.width + dx)
            cropped += large.data[start..<(start + 4 * width)]
        }
        return (small.data, cropped)
    }

    @Test("stamped copies cut by the canvas's edges draw the pixels whole copies draw in a larger canvas")
    func stampsAtEdges() throws {
        var random = SplitMix64(seed: 10)
        // Odd sizes, so a copy's quads often reach past the last column.
        let width = 37, height = 23
        for diameter in [2.3, 5, 9.5] {
            let positions = (0..<400).map { _ in
                CGPoint(x: .random(in: -6...(CGFloat(width) + 6), using: &random),
                        y: .random(in: -6...(CGFloat(height) + 6), using: &random))
            }
            let shape = Path(ellipseIn: CGRect(x: -diameter / 2, y: -diameter / 2, width: diameter, height: diameter))
            let node = SymbolsNode(shape: shape, positions: positions,
                                   paint: .color(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.7)))
            for background in [Color.white, nil] {
                let (small, cropped) = try Self.drawnAndCropped([.symbols(node)], width: width, height: height,
                                                                dx: 12, dy: 12, background: background)
                #expect(small == cropped, "diameter \(diameter)")
            }
        }
    }

    @Test("rectangles of every width, up against the right edge or not, draw the pixels they draw in a larger canvas")
    func rectanglesAtEdges() throws {
        var random = SplitMix64(seed: 11)
        let width = 30, height = 10
        var nodes: [SceneNode] = []
        for _ in 0..<300 {
            let w = CGFloat.random(in: 0.2...14, using: &random)
            let x = Bool.random(using: &random) ? CGFloat(width) - w + .random(in: -1...1, using: &random)
                : .random(in: -2...CGFloat(width), using: &random)
            let rect = CGRect(x: x, y: .random(in: -1...4, using: &random), width: w, height: .random(in: 0.5...8, using: &random))
            let color = Color(red: .random(in: 0...1, using: &random), green: 0.4, blue: 0.6,
                              opacity: Bool.random(using: &random) ? 1 : 0.6)
            nodes.append(.fill(FillNode(path: Path(rect), paint: .color(color))))
        }
        let (small, cropped) = try Self.drawnAndCropped(nodes, width: width, height: height, dx: 9, dy: 5,
                                                        background: .white)
        #expect(small == cropped)
    }

    @Test("a rectangle inside a clip that lets all of it through is drawn as with no clip; one cut by the clip is cut")
    func rectangleUnderOpaqueClip() throws {
        let size = CGSize(width: 40, height: 30)
        let bars = [CGRect(x: 3.3, y: 2.6, width: 7.45, height: 20.2), CGRect(x: 12, y: 4, width: 0.7, height: 9.5),
                    CGRect(x: 20.5, y: 1.25, width: 2, height: 26)]
        let fills = bars.map { SceneNode.fill(FillNode(path: Path($0), paint: .color(Color(red: 0.1, green: 0.5, blue: 0.9, opacity: 0.8)))) }
        let clip = Path(CGRect(x: 2, y: 1, width: 30, height: 28))
        let plain = try SceneRasterizer().render(Scene(size: size, nodes: fills, background: .white))
        let clipped = try SceneRasterizer().render(Scene(size: size, nodes: [.group(GroupNode(children: fills, clip: clip))],
                                                         background: .white))
        #expect(plain.data == clipped.data)
        // A clip cutting a bar: nothing right of it.
        let cut = try SceneRasterizer().render(Scene(size: size, nodes: [.group(GroupNode(children: fills,
                                                     clip: Path(CGRect(x: 0, y: 0, width: 22, height: 30))))]))
        #expect(cut.pixel(x: 22, y: 10).alpha == 0)
        #expect(cut.pixel(x: 21, y: 10).alpha > 0)
    }
}
