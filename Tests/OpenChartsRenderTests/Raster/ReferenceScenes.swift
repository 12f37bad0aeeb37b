import Foundation
import OpenChartsCore
import OpenChartsTestSupport

/// Scenes without text that the rasterizer is checked on against librsvg
/// (`scripts/check_raster.py`). Coordinates have at most two decimals, as the SVG writer
/// writes them, so both renderers draw the same geometry.
enum ReferenceScenes {
    static let all: [(name: String, scene: Scene, scale: CGFloat)] = [
        ("bars", bars, 1), ("bars@2x", bars, 2), ("joins", joins, 1), ("pies", pies, 1),
        ("dashes", dashes, 1), ("gradients", gradients, 1), ("clips", clips, 1),
        ("opacity", opacity, 1), ("kitchen-sink", kitchenSinkWithoutText, 1), ("random-walk", randomWalk(points: 10_000), 1),
        ("gaussian-walk", gaussianWalk(points: 100_000), 1),
        ("transforms", transforms, 1),
    ]

    /// A bar chart: 12 rounded bars, horizontal grid lines on pixel centres, axes.
    static let bars: Scene = {
        var nodes: [SceneNode] = []
        for i in 0...5 {
            let y = 550.5 - CGFloat(i) * 100
            nodes.append(.stroke(StrokeNode(path: Path { $0.move(to: CGPoint(x: 60, y: y)); $0.addLine(to: CGPoint(x: 780, y: y)) },
                                            paint: .color(Color(white: 0.85)), style: StrokeStyle(lineWidth: 1))))
        }
        let heights: [CGFloat] = [120, 340, 275.5, 410, 88.25, 190, 505, 360, 233.75, 150, 470, 300]
        for (i, h) in heights.enumerated() {
            let rect = CGRect(x: 70 + CGFloat(i) * 59.5, y: 550 - h, width: 41.25, height: h)
            nodes.append(.fill(FillNode(path: Path(roundedRect: rect, cornerRadius: 4),
                                        paint: .color([Color.blue, .green, .orange][i % 3]))))
        }
        nodes.append(.stroke(StrokeNode(path: Path { $0.move(to: CGPoint(x: 60, y: 40)); $0.addLine(to: CGPoint(x: 60, y: 551)); $0.addLine(to: CGPoint(x: 780, y: 551)) },
                                        paint: .color(.black), style: StrokeStyle(lineWidth: 2))))
        return Scene(size: CGSize(width: 800, height: 600), nodes: nodes, background: .white)
    }()

    /// Polylines with every join and cap, at several widths.
    static let joins: Scene = {
        var nodes: [SceneNode] = []
        let joins: [LineJoin] = [.miter, .round, .bevel]
        let caps: [LineCap] = [.butt, .round, .square]
        for (row, width) in [1, 2.5, 9, 17.25].enumerated() {
            for (column, join) in joins.enumerated() {
                let x0 = 30 + CGFloat(column) * 130, y0 = 30 + CGFloat(row) * 95
                let zigzag = Path { p in
                    p.move(to: CGPoint(x: x0, y: y0 + 60))
                    p.addLine(to: CGPoint(x: x0 + 30, y: y0))
                    p.addLine(to: CGPoint(x: x0 + 55, y: y0 + 60))
                    p.addLine(to: CGPoint(x: x0 + 100, y: y0 + 10.5))
                    p.addLine(to: CGPoint(x: x0 + 75.25, y: y0 + 70))
                }
                nodes.append(.stroke(StrokeNode(path: zigzag, paint: .color(.indigo),
                                                style: StrokeStyle(lineWidth: width, lineCap: caps[column], lineJoin: join))))
            }
        }
        let curve = Path { p in
            p.move(to: CGPoint(x: 420, y: 40))
            p.addCurve(to: CGPoint(x: 580, y: 200), control1: CGPoint(x: 600, y: 10), control2: CGPoint(x: 400, y: 260))
            p.addQuadCurve(to: CGPoint(x: 420, y: 380), control: CGPoint(x: 600, y: 330))
        }
        nodes.append(.stroke(StrokeNode(path: curve, paint: .color(.red.opacity(0.8)),
                                        style: StrokeStyle(lineWidth: 7, lineCap: .round, lineJoin: .round))))
        nodes.append(.stroke(StrokeNode(path: Path(roundedRect: CGRect(x: 440, y: 250, width: 140, height: 100), cornerRadius: 20),
                                        paint: .color(.teal), style: StrokeStyle(lineWidth: 3))))
        nodes.append(.stroke(StrokeNode(path: Path { p in
            p.move(to: CGPoint(x: 450, y: 395)); p.addLine(to: CGPoint(x: 590, y: 395))
        }, paint: .color(.black), style: StrokeStyle(lineWidth: 0.5))))
        return Scene(size: CGSize(width: 600, height: 420), nodes: nodes, background: .white)
    }()

    /// Pie slices, a donut and circles.
    static let pies: Scene = {
        var nodes: [SceneNode] = []
        let values: [Double] = [35, 20, 15, 12, 10, 8]
        let colors: [Color] = [.blue, .green, .orange, .purple, .red, .teal]
        var angle = -90.0
        for (value, color) in zip(values, colors) {
            let sweep = value / 100 * 360
            let slice = Path { p in
                p.move(to: CGPoint(x: 150, y: 150))
                p.addArc(center: CGPoint(x: 150, y: 150), radius: 120, startAngle: .degrees(angle),
                         endAngle: .degrees(angle + sweep), clockwise: false)
                p.closeSubpath()
            }
            nodes.append(.fill(FillNode(path: slice, paint: .color(color))))
            nodes.append(.stroke(StrokeNode(path: slice, paint: .color(.white), style: StrokeStyle(lineWidth: 2, lineJoin: .round))))
            angle += sweep
        }
        var donut = Path(ellipseIn: CGRect(x: 330, y: 30, width: 240, height: 240))
        donut.addEllipse(in: CGRect(x: 400.5, y: 100.5, width: 99, height: 99))
        nodes.append(.fill(FillNode(path: donut, paint: .color(.indigo), rule: .evenOdd)))
        for i in 0..<8 {
            let r = CGFloat(i) * 2.5 + 1.5
            nodes.append(.fill(FillNode(path: Path(ellipseIn: CGRect(x: 30 + CGFloat(i) * 65 - r, y: 330 - r, width: 2 * r, height: 2 * r)),
                                        paint: .color(.black.opacity(0.7)))))
        }
        return Scene(size: CGSize(width: 600, height: 380), nodes: nodes, background: .white)
    }()

    /// Dashed lines with phases and caps, on straight lines, a circle and a polyline.
    static let dashes: Scene = {
        var nodes: [SceneNode] = []
        let styles: [StrokeStyle] = [
            StrokeStyle(lineWidth: 1, dash: [5, 3]),
            StrokeStyle(lineWidth: 2, dash: [8, 4], dashPhase: 3),
            StrokeStyle(lineWidth: 3, lineCap: .round, dash: [0.01, 8]),
            StrokeStyle(lineWidth: 4, lineCap: .square, dash: [10, 5, 2, 5], dashPhase: -4),
            StrokeStyle(lineWidth: 1.5, dash: [3]),
        ]
        for (i, style) in styles.enumerated() {
            let y = 20.5 + CGFloat(i) * 25
            nodes.append(.stroke(StrokeNode(path: Path { $0.move(to: CGPoint(x: 20, y: y)); $0.addLine(to: CGPoint(x: 380, y: y + CGFloat(i) * 3)) },
                                            paint: .color(.black), style: style)))
        }
        nodes.append(.stroke(StrokeNode(path: Path(ellipseIn: CGRect(x: 40, y: 150, width: 120, height: 120)),
                                        paint: .color(.blue), style: StrokeStyle(lineWidth: 2, dash: [6, 4], dashPhase: 2))))
        nodes.append(.stroke(StrokeNode(path: Path { p in
            p.move(to: CGPoint(x: 200, y: 270)); p.addLine(to: CGPoint(x: 250, y: 160)); p.addLine(to: CGPoint(x: 300, y: 250))
            p.addLine(to: CGPoint(x: 370, y: 170))
        }, paint: .color(.red), style: StrokeStyle(lineWidth: 3, lineJoin: .round, dash: [12, 6], dashPhase: 5))))
        return Scene(size: CGSize(width: 400, height: 290), nodes: nodes, background: .white)
    }()

    /// Linear gradients: horizontal, vertical, diagonal, many stops, translucent stops.
    static let gradients: Scene = {
        func gradient(_ colors: [Color], _ start: CGPoint, _ end: CGPoint) -> Paint {
            .linearGradient(LinearGradientPaint(stops: LinearGradientPaint.evenStops(colors), start: start, end: end))
        }
        let heat: [Color] = [.blue, .cyan, .green, .yellow, .orange, .red, .pink, .purple, .indigo, .mint, .teal, .brown]
        return Scene(size: CGSize(width: 400, height: 300), nodes: [
            .fill(FillNode(path: Path(CGRect(x: 10, y: 10, width: 380, height: 40)),
                           paint: gradient([.black, .white], CGPoint(x: 10, y: 0), CGPoint(x: 390, y: 0)))),
            .fill(FillNode(path: Path(CGRect(x: 10, y: 60, width: 80, height: 230)),
                           paint: gradient([.red, .blue], CGPoint(x: 0, y: 60), CGPoint(x: 0, y: 290)))),
            .fill(FillNode(path: Path(ellipseIn: CGRect(x: 100, y: 60, width: 140, height: 140)),
                           paint: gradient([.orange, .purple, .green], CGPoint(x: 100, y: 60), CGPoint(x: 240, y: 200)))),
            .fill(FillNode(path: Path(CGRect(x: 250, y: 60, width: 140, height: 100)),
                           paint: gradient(heat, CGPoint(x: 260, y: 0), CGPoint(x: 380, y: 0)))),
            .fill(FillNode(path: Path(roundedRect: CGRect(x: 100, y: 210, width: 290, height: 80), cornerRadius: 12),
                           paint: gradient([.blue.opacity(0.1), .red.opacity(0.9)], CGPoint(x: 100, y: 210), CGPoint(x: 390, y: 290)))),
            .stroke(StrokeNode(path: Path { $0.move(to: CGPoint(x: 260, y: 180)); $0.addLine(to: CGPoint(x: 380, y: 195)) },
                               paint: gradient([.green, .black], CGPoint(x: 260, y: 0), CGPoint(x: 380, y: 0)),
                               style: StrokeStyle(lineWidth: 8, lineCap: .round))),
        ], background: .white)
    }()

    /// Clips: a circle, nested rectangles under transforms, a clipped stroke.
    static let clips: Scene = {
        let stripes: [SceneNode] = (0..<10).map { i in
            .fill(FillNode(path: Path(CGRect(x: CGFloat(i) * 20, y: 0, width: 10, height: 200)), paint: .color(.blue)))
        }
        let inner = GroupNode(children: stripes, transform: CGAffineTransform(rotationAngle: 0.3),
                              clip: Path(CGRect(x: 20, y: 10, width: 150, height: 120)))
        return Scene(size: CGSize(width: 400, height: 260), nodes: [
            .group(GroupNode(children: stripes, clip: Path(ellipseIn: CGRect(x: 20, y: 20, width: 160, height: 160)))),
            .group(GroupNode(children: [.group(inner)], transform: CGAffineTransform(translationX: 200, y: 20),
                             clip: Path(ellipseIn: CGRect(x: 0, y: 0, width: 190, height: 220)))),
            .group(GroupNode(children: [.stroke(StrokeNode(path: Path { p in
                p.move(to: CGPoint(x: 10, y: 250)); p.addLine(to: CGPoint(x: 390, y: 190))
            }, paint: .color(.red), style: StrokeStyle(lineWidth: 6)))],
                             clip: Path(CGRect(x: 100.5, y: 180, width: 200, height: 80)))),
        ], background: .white)
    }()

    /// Group opacity: overlapping squares in a translucent group, nested opacities.
    static let opacity: Scene = {
        func square(_ x: CGFloat, _ y: CGFloat, _ color: Color) -> SceneNode {
            .fill(FillNode(path: Path(CGRect(x: x, y: y, width: 80, height: 80)), paint: .color(color)))
        }
        return Scene(size: CGSize(width: 320, height: 200), nodes: [
            .group(GroupNode(children: [square(20, 20, .red), square(60, 60, .blue)], opacity: 0.5)),
            .group(GroupNode(children: [
                square(170, 20, .green),
                .group(GroupNode(children: [square(210, 60, .purple), square(190, 90, .orange.opacity(0.5))], opacity: 0.6)),
            ], opacity: 0.7)),
        ], background: Color(white: 0.95))
    }()

    /// The shared kitchen-sink scene with its text nodes removed.
    static let kitchenSinkWithoutText: Scene = {
        func withoutText(_ nodes: [SceneNode]) -> [SceneNode] {
            nodes.compactMap { node in
                switch node {
                case .text: return nil
                case .group(var group):
                    group.children = withoutText(group.children)
                    return .group(group)
                default: return node
                }
            }
        }
        var scene = TestScenes.kitchenSink
        scene.nodes = withoutText(scene.nodes)
        return scene
    }()

    /// A random walk of `points` points across an 800 × 600 canvas, stroked 1 px wide.
    static func randomWalk(points: Int) -> Scene {
        var generator = SplitMix64(seed: 42)
        var y = 300.0
        var walk: [CGPoint] = []
        walk.reserveCapacity(points)
        for i in 0..<points {
            y += Double(generator.next() % 2001) / 100 - 10
            y = min(max(y, 20), 580)
            walk.append(CGPoint(x: (10 + 780 * Double(i) / Double(points - 1) * 100).rounded() / 100, y: (y * 100).rounded() / 100))
        }
        var path = Path()
        path.addLines(walk)
        return Scene(size: CGSize(width: 800, height: 600),
                     nodes: [.stroke(StrokeNode(path: path, paint: .color(.blue), style: StrokeStyle(lineWidth: 1)))],
                     background: .white)
    }

    /// The benchmark's line_1e5: a random walk of 1e5 N(0, 1) steps scaled to fill an
    /// 800 × 600 canvas, stroked 1 px wide.
    static func gaussianWalk(points: Int) -> Scene {
        var generator = SplitMix64(seed: 7)
        func uniform() -> Double { (Double(generator.next() >> 11) + 0.5) / Double(1 << 53) }
        var values: [Double] = []
        values.reserveCapacity(points)
        var y = 0.0
        for _ in 0..<points {
            y += (-2 * log(uniform())).squareRoot() * cos(2 * .pi * uniform())
            values.append(y)
        }
        let low = values.min() ?? 0, high = values.max() ?? 1
        var path = Path()
        path.addLines(values.enumerated().map { i, v in
            CGPoint(x: ((10 + 780 * Double(i) / Double(points - 1)) * 100).rounded() / 100,
                    y: ((580 - 560 * (v - low) / (high - low)) * 100).rounded() / 100)
        })
        return Scene(size: CGSize(width: 800, height: 600),
                     nodes: [.stroke(StrokeNode(path: path, paint: .color(.blue), style: StrokeStyle(lineWidth: 1)))],
                     background: .white)
    }

    /// Rotation, a non-uniform scale (the pen stretches) and a reflection.
    static let transforms: Scene = {
        let star = Path { p in
            p.addLines((0..<5).map { i in
                let a = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
                return CGPoint(x: (40 * cos(a) * 100).rounded() / 100, y: (40 * sin(a) * 100).rounded() / 100)
            })
            p.closeSubpath()
        }
        return Scene(size: CGSize(width: 400, height: 200), nodes: [
            .group(GroupNode(children: [
                .fill(FillNode(path: star, paint: .color(.yellow))),
                .stroke(StrokeNode(path: star, paint: .color(.black), style: StrokeStyle(lineWidth: 2, lineJoin: .round))),
            ], transform: CGAffineTransform(a: 0.866, b: 0.5, c: -0.5, d: 0.866, tx: 80, ty: 100))),
            .group(GroupNode(children: [
                .stroke(StrokeNode(path: Path(ellipseIn: CGRect(x: -30, y: -30, width: 60, height: 60)), paint: .color(.blue),
                                   style: StrokeStyle(lineWidth: 4))),
            ], transform: CGAffineTransform(a: 2, b: 0, c: 0, d: 0.8, tx: 220, ty: 100))),
            .group(GroupNode(children: [
                .stroke(StrokeNode(path: star, paint: .color(.red), style: StrokeStyle(lineWidth: 3, lineJoin: .miter))),
            ], transform: CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 340, ty: 100))),
        ], background: .white)
    }()
}
