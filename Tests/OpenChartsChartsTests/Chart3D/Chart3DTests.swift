import Foundation
@testable import OpenChartsCharts
import OpenChartsCore
import OpenChartsRender
import OpenChartsViews
import Testing

/// The group of a 3D chart's surfaces and points.
private func content(_ scene: Scene) throws -> GroupNode {
    let groups = scene.nodes.compactMap { if case let .group(g) = $0, g.accessibilityLabel?.hasPrefix("3D chart") == true { g } else { nil } }
    return try #require(groups.first)
}

private func words(in nodes: [SceneNode]) -> [String] {
    nodes.flatMap { node -> [String] in
        switch node {
        case let .text(text): [text.text]
        case let .group(group): words(in: group.children)
        default: []
        }
    }
}

@Suite("Chart3D")
struct Chart3DTests {
    let saddle = Chart3D { SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * x - z * z } }

    @Test("A surface is drawn as a grid of cells: 39 × 39 for 40 samples each way, each filled and edged")
    func cells() throws {
        let group = try content(try saddle.makeScene(proposal: ProposedSize(width: 400, height: 300)))
        #expect(group.children.count == 2 * 39 * 39)
        #expect(group.accessibilityLabel == "3D chart, 1 surface")
    }

    @Test("Where the function is NaN or infinite, the cells touching that sample are left out")
    func holes() throws {
        let chart = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x > 0.99 ? .nan : (z < -0.99 ? .infinity : x + z) }
        }
        let group = try content(try chart.makeScene(proposal: ProposedSize(width: 400, height: 300)))
        // The last column of x samples and the first row of z samples are gone: 38 × 38 cells.
        #expect(group.children.count == 2 * 38 * 38)
        let empty = Chart3D { SurfacePlot(x: "x", y: "y", z: "z") { _, _ in .nan } }
        #expect(try content(try empty.makeScene(proposal: ProposedSize(width: 400, height: 300))).children.isEmpty)
    }

    @Test("Axes take the chart's x, y and z domains; without them, −1…1 and the heights rounded")
    func domains() throws {
        var collection = _Chart3DCollection()
        SurfacePlot(x: "a", y: "b", z: "c") { x, z in 3 * x + z }._collect3D(into: &collection)
        var configuration = ChartConfiguration()
        configuration.xScale.domain = DomainSpec(bounds: (.number(0), .number(4)))
        configuration.zScale.domain = DomainSpec(bounds: (.number(-2), .number(2)))
        let layout = Chart3DLayout(items: collection.items, configuration: configuration, size: CGSize(width: 400, height: 300),
                                   environment: EnvironmentValues())
        #expect((layout.x.lower, layout.x.upper) == (0, 4))
        #expect((layout.z.lower, layout.z.upper) == (-2, 2))
        // Heights 3x + z over those domains run from −2 to 14.
        #expect(layout.y.lower <= -2 && layout.y.upper >= 14 && layout.y.upper <= 16)
        #expect((layout.x.title, layout.y.title, layout.z.title) == ("a", "b", "c"))
        let plain = Chart3DLayout(items: [], configuration: ChartConfiguration(), size: CGSize(width: 400, height: 300),
                                  environment: EnvironmentValues())
        #expect((plain.x.lower, plain.x.upper, plain.y.lower, plain.y.upper) == (-1, 1, -1, 1))
    }

    @Test("From the front, x runs left to right and y bottom to top; z is seen end-on")
    func frontPose() {
        let p = Projector(pose: .front, perspective: false, fitting: CGSize(width: 400, height: 300), margin: (50, 10, 40))
        let left = p.project(SIMD3(-1, 0, 0)).point, right = p.project(SIMD3(1, 0, 0)).point
        let low = p.project(SIMD3(0, -1, 0)).point, high = p.project(SIMD3(0, 1, 0)).point
        let near = p.project(SIMD3(0, 0, 1)), far = p.project(SIMD3(0, 0, -1))
        #expect(left.x < right.x && abs(left.y - right.y) < 1e-9)
        #expect(high.y < low.y && abs(high.x - low.x) < 1e-9)
        #expect(abs(near.point.x - far.point.x) < 1e-9 && abs(near.point.y - far.point.y) < 1e-9)
        #expect(near.depth > far.depth)
    }

    @Test("From the top, the back of the box is at the top of the picture; from the right, +x is nearest")
    func otherPoses() {
        let top = Projector(pose: .top, perspective: false, fitting: CGSize(width: 400, height: 300), margin: (50, 10, 40))
        #expect(top.project(SIMD3(0, 0, -1)).point.y < top.project(SIMD3(0, 0, 1)).point.y)
        #expect(top.project(SIMD3(0, 1, 0)).depth > top.project(SIMD3(0, -1, 0)).depth)
        let right = Projector(pose: .right, perspective: false, fitting: CGSize(width: 400, height: 300), margin: (50, 10, 40))
        #expect(right.project(SIMD3(1, 0, 0)).depth > right.project(SIMD3(-1, 0, 0)).depth)
        #expect(right.project(SIMD3(0, 0, -1)).point.x > right.project(SIMD3(0, 0, 1)).point.x)
    }

    @Test("The box fits inside the picture, its margins left for labels")
    func fits() {
        for pose in [Chart3DPose.default, .front, .top, .left, Chart3DPose(azimuth: .degrees(-130), inclination: .degrees(-35))] {
            for perspective in [false, true] {
                let p = Projector(pose: pose, perspective: perspective, fitting: CGSize(width: 400, height: 300), margin: (56, 16, 44))
                for cx in [-1.0, 1] { for cy in [-1.0, 1] { for cz in [-1.0, 1] {
                    let point = p.project(SIMD3(cx, cy, cz)).point
                    #expect(point.x >= 56 - 1e-6 && point.x <= 344 + 1e-6 && point.y >= 16 - 1e-6 && point.y <= 256 + 1e-6)
                } } }
            }
        }
    }

    @Test("In perspective, the near end of the box is drawn larger than the far end")
    func perspective() {
        let p = Projector(pose: .front, perspective: true, fitting: CGSize(width: 400, height: 300), margin: (50, 10, 40))
        let nearWidth = p.project(SIMD3(1, 0, 1)).point.x - p.project(SIMD3(-1, 0, 1)).point.x
        let farWidth = p.project(SIMD3(1, 0, -1)).point.x - p.project(SIMD3(-1, 0, -1)).point.x
        #expect(nearWidth > farWidth * 1.2)
    }

    @Test("Height-based colour runs along the gradient from the lowest cells to the highest")
    func heightBased() {
        let shading = SurfaceShading(style: Chart3DStyle(surfaceStyle: .heightBased(Gradient(colors: [.black, .white]), yRange: nil)),
                                     heightRange: 0...10)
        // Lit the same way, a higher cell is lighter.
        let normal = SIMD3<Double>(0, 1, 0), camera = SIMD3<Double>(0, 0.7, 0.7)
        let low = shading.color(height: 1, normal: normal, camera: camera), high = shading.color(height: 9, normal: normal, camera: camera)
        #expect(high.red > low.red + 0.3)
        let ranged = SurfaceShading(style: Chart3DStyle(surfaceStyle: .heightBased(Gradient(colors: [.black, .white]), yRange: 0...2)),
                                    heightRange: 0...10)
        #expect(ranged.color(height: 5, normal: normal, camera: camera) == ranged.color(height: 9, normal: normal, camera: camera))
    }

    @Test("Points are discs in data colour, drawn back to front; points outside the domain or not finite are left out")
    func points() throws {
        struct P: Identifiable { var id: Int; var x, y, z: Double }
        let data = [P(id: 0, x: 0, y: 0, z: -1), P(id: 1, x: 0, y: 0, z: 1), P(id: 2, x: .nan, y: 0, z: 0), P(id: 3, x: 5, y: 0, z: 0)]
        let chart = Chart3D(data) { p in
            PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z)).foregroundStyle(p.z > 0 ? Color.red : Color.blue)
        }
        .chartXScale(domain: -1...1).chartYScale(domain: -1...1).chartZScale(domain: -1...1)
        let group = try content(try chart.makeScene(proposal: ProposedSize(width: 400, height: 300)))
        let discs = fills(group.children)
        #expect(discs.map(\.paint) == [.color(.blue), .color(.red)])
        #expect(abs(discs[0].path.boundingRect.width - ChartTheme.symbolSide) < 1e-6)
    }

    @Test("Tick labels and titles name the axes; an axis seen end-on has none")
    func labels() throws {
        let scene = try saddle.makeScene(proposal: ProposedSize(width: 400, height: 300))
        let labels = words(in: scene.nodes)
        #expect(labels.contains("x") && labels.contains("y") && labels.contains("z"))
        #expect(labels.contains("-0.5") || labels.contains("−0.5"))
        let front = try saddle.chart3DPose(.front).makeScene(proposal: ProposedSize(width: 400, height: 300))
        #expect(!words(in: front.nodes).contains("z"))
    }

    @Test("Tick labels of two axes meeting at a corner do not touch: the later one is left out")
    func cornerLabels() throws {
        let turned = saddle.chart3DPose(Chart3DPose(azimuth: .degrees(-40), inclination: .degrees(30))).chart3DCameraProjection(.perspective)
        let scene = try turned.makeScene(proposal: ProposedSize(width: 400, height: 300))
        /// Each text with its origin in the scene's coordinates.
        func texts(_ nodes: [SceneNode], _ transform: CGAffineTransform = .identity) -> [(String, CGPoint)] {
            nodes.flatMap { node -> [(String, CGPoint)] in
                switch node {
                case let .text(text): [(text.text, text.origin.applying(transform))]
                case let .group(group): texts(group.children, group.transform.concatenating(transform))
                default: []
                }
            }
        }
        let labels = texts(scene.nodes).filter { Double($0.0.replacingOccurrences(of: "−", with: "-")) != nil }
        #expect(labels.count >= 10)
        for (i, a) in labels.enumerated() {
            for b in labels[(i + 1)...] {
                #expect(!(abs(a.1.x - b.1.x) < 14 && abs(a.1.y - b.1.y) < 8), "\(a.0) at \(a.1) and \(b.0) at \(b.1) touch")
            }
        }
    }

    @Test("A 3D chart renders to PNG, SVG and PDF; a size too large draws nothing rather than failing")
    func formats() throws {
        let view = saddle.frame(width: 300, height: 200)
        #expect(try ImageRenderer(content: view).png().count > 1000)
        #expect(try ImageRenderer(content: view).svg().contains("<path"))
        #expect(try ImageRenderer(content: view).pdf().count > 1000)
        #expect(try saddle.makeScene(proposal: ProposedSize(width: 1e9, height: 300)).nodes.isEmpty)
    }
}
