import Foundation
import OpenChartsTestSupport
import Testing
import OpenChartsCore
@testable import OpenChartsRender

@Suite("Raster random scenes")
struct RandomSceneTests {
    /// Coordinates from everywhere: on the canvas, just off it, far away, huge, tiny, NaN.
    static func coordinate(_ generator: inout SplitMix64) -> CGFloat {
        let choices: [CGFloat] = [0, 0.5, 1e-9, -3, 33.3, 64, 64.0001, 1e6, -1e9, 1e300, -1e300, .nan, .infinity]
        let pick = generator.next() % 20
        if pick < UInt64(choices.count) { return choices[Int(pick)] }
        return CGFloat(generator.next() % 9000) / 100 - 10
    }

    static func randomPath(_ generator: inout SplitMix64) -> Path {
        var path = Path()
        for _ in 0..<(1 + Int(generator.next() % 12)) {
            let p = CGPoint(x: coordinate(&generator), y: coordinate(&generator))
            switch generator.next() % 6 {
            case 0: path.move(to: p)
            case 1: path.addQuadCurve(to: p, control: CGPoint(x: coordinate(&generator), y: coordinate(&generator)))
            case 2: path.addCurve(to: p, control1: CGPoint(x: coordinate(&generator), y: coordinate(&generator)),
                                  control2: CGPoint(x: coordinate(&generator), y: coordinate(&generator)))
            case 3: path.closeSubpath()
            default: path.addLine(to: p)
            }
        }
        return path
    }

    /// Whether no colour byte exceeds its pixel's alpha.
    static func isPremultiplied(_ pixmap: Pixmap) -> Bool {
        let data = pixmap.data
        for i in stride(from: 0, to: data.count, by: 4) {
            let alpha = data[i + 3]
            if data[i] > alpha || data[i + 1] > alpha || data[i + 2] > alpha { return false }
        }
        return true
    }

    @Test("random paths, styles, clips and transforms draw without trapping and leave pixels premultiplied")
    func randomScenes() throws {
        var generator = SplitMix64(seed: 2024)
        for round in 0..<(ProcessInfo.processInfo.environment["OPENCHARTS_RANDOM_ROUNDS"].flatMap { Int($0) } ?? 40) {
            let scene = Scene(size: CGSize(width: 64, height: 48), nodes: RandomSceneTests.randomNodes(&generator))
            let pixmap = try SceneRasterizer(scale: round % 5 == 0 ? 2 : 1).render(scene)
            #expect(RandomSceneTests.isPremultiplied(pixmap), "round \(round)")
        }
    }

    @Test("a clip of whole rows draws the rows it keeps exactly as the unclipped scene does, for random paths and styles")
    func clippedRowsUnchanged() throws {
        var generator = SplitMix64(seed: 77)
        for round in 0..<30 {
            let nodes = RandomSceneTests.randomNodes(&generator)
            let size = CGSize(width: 64, height: 48)
            let whole = try SceneRasterizer().render(Scene(size: size, nodes: nodes))
            for top in [1, 9, 24, 37] {
                // The clip's rows start at `top`; so does every fill under it, with the edges
                // that began above carried in, summed in the order the whole fill sums them.
                let clip = Path(CGRect(x: 0, y: CGFloat(top), width: size.width, height: size.height))
                let clipped = try SceneRasterizer().render(Scene(size: size, nodes: [.group(GroupNode(children: nodes, clip: clip))]))
                let kept = (4 * 64 * top)..<whole.data.count
                let differing = kept.filter { whole.data[$0] != clipped.data[$0] }.count
                #expect(differing == 0, "round \(round), rows from \(top): \(differing) bytes differ")
            }
        }
    }

    /// Four random paths, filled or stroked in random styles and paints, each in a group of
    /// random transform, opacity and clip, over a 64 × 48 canvas.
    static func randomNodes(_ generator: inout SplitMix64) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for _ in 0..<4 {
            let path = RandomSceneTests.randomPath(&generator)
            let widths: [CGFloat] = [0.3, 1, 2.5, 9, 40]
            let style = StrokeStyle(lineWidth: widths[Int(generator.next() % 5)],
                                    lineCap: [.butt, .round, .square][Int(generator.next() % 3)],
                                    lineJoin: [.miter, .round, .bevel][Int(generator.next() % 3)],
                                    miterLimit: [1, 4, 10, 1e9][Int(generator.next() % 4)],
                                    dash: generator.next() % 2 == 0 ? [] : [3, 1.5, 0, 2],
                                    dashPhase: RandomSceneTests.coordinate(&generator))
            let paint: Paint = generator.next() % 3 == 0
                ? .linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops([.red, .blue.opacity(0.4)]),
                                                      start: CGPoint(x: RandomSceneTests.coordinate(&generator), y: 0),
                                                      end: CGPoint(x: 64, y: RandomSceneTests.coordinate(&generator))))
                : .color(Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.7))
            let leaf: SceneNode = generator.next() % 2 == 0
                ? .fill(FillNode(path: path, paint: paint, rule: generator.next() % 2 == 0 ? .nonZero : .evenOdd))
                : .stroke(StrokeNode(path: path, paint: paint, style: style))
            let transforms = [CGAffineTransform.identity, CGAffineTransform(rotationAngle: 0.7),
                              CGAffineTransform(scaleX: 3, y: 0.2), CGAffineTransform(a: 1, b: 0.5, c: 0.2, d: -1, tx: 10, ty: 60)]
            nodes.append(.group(GroupNode(children: [leaf], transform: transforms[Int(generator.next() % 4)],
                                          opacity: generator.next() % 2 == 0 ? 1 : 0.6,
                                          clip: generator.next() % 3 == 0 ? RandomSceneTests.randomPath(&generator) : nil)))
        }
        return nodes
    }
}
