import Foundation
import Testing
import OpenChartsCore
import OpenChartsTestSupport
@testable import OpenChartsRender

@Suite("Convex shapes filled without the scan converter's per-pixel sums")
struct ConvexFillTests {
    /// A pie sector around `center` from `start` through `sweep` radians.
    static func sector(_ center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> Path {
        var path = Path()
        path.move(to: center)
        path.addArc(center: center, radius: radius, startAngle: .radians(start), endAngle: .radians(start + sweep),
                    clockwise: false)
        path.closeSubpath()
        return path
    }

    /// A regular polygon of `sides` (or a star, stepping `step` corners at a time).
    static func polygon(_ center: CGPoint, radius: CGFloat, sides: Int, step: Int = 1, phase: CGFloat = 0) -> Path {
        polygon(center, sides: sides, step: step, phase: phase) { _ in radius }
    }

    /// A closed polygon of `sides` vertices around `center`, vertex i at angle
    /// `phase + 2π·i·step/sides` and distance `radius(i)`.
    static func polygon(_ center: CGPoint, sides: Int, step: Int = 1, phase: CGFloat = 0,
                        radius: (Int) -> CGFloat) -> Path {
        var path = Path()
        path.addLines((0..<sides).map { i in
            let angle = phase + 2 * .pi * CGFloat(i * step) / CGFloat(sides)
            let r = radius(i)
            return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        })
        path.closeSubpath()
        return path
    }

    @Test("random sectors, discs and polygons, on and off the canvas, match the scan converter within 1/255")
    func randomConvexShapes() throws {
        var random = SplitMix64(seed: 0xC0FE)
        for round in 0..<40 {
            var nodes: [SceneNode] = []
            for _ in 0..<8 {
                let center = CGPoint(x: .random(in: -10...74, using: &random), y: .random(in: -10...58, using: &random))
                let radius = CGFloat.random(in: 0.3...40, using: &random)
                let path: Path
                switch Int.random(in: 0..<3, using: &random) {
                case 0: path = Self.sector(center, radius: radius, start: .random(in: 0...6.3, using: &random),
                                           sweep: .random(in: 0.05...3.1, using: &random))
                case 1: path = Path(ellipseIn: CGRect(x: center.x, y: center.y, width: radius, height: radius * 0.7))
                default: path = Self.polygon(center, radius: radius, sides: Int.random(in: 3...9, using: &random),
                                             phase: .random(in: 0...1, using: &random))
                }
                nodes.append(.fill(FillNode(path: path, paint: .color(FastPathTests.randomColor(&random)),
                                            rule: round % 3 == 0 ? .evenOdd : .nonZero)))
            }
            let worst = try FastPathTests.worstDifference(nodes, background: round % 2 == 0 ? .white : nil,
                                                          scale: round % 4 == 1 ? 1.5 : 1)
            #expect(worst <= 1, "round \(round): \(worst)")
        }
    }

    @Test("small discs, ellipses and polygons (a scatter's points, up to just past 32 px across), at sub-pixel positions and across the canvas's edges, match the scan converter within 1/255")
    func smallShapes() throws {
        var random = SplitMix64(seed: 0x5A11)
        for round in 0..<30 {
            var nodes: [SceneNode] = []
            for _ in 0..<24 {
                // Corners of the 64 × 48 canvas and its edges are reached as often as its middle.
                let center = CGPoint(x: .random(in: -3...67, using: &random), y: .random(in: -3...51, using: &random))
                // Mostly a few pixels; sometimes either side of the 32-pixel block.
                let width: CGFloat = Int.random(in: 0..<4, using: &random) == 0
                    ? .random(in: 30...35, using: &random) : .random(in: 0.2...6, using: &random)
                let height: CGFloat = Bool.random(using: &random) ? width : .random(in: 0.2...35, using: &random)
                let path: Path = switch Int.random(in: 0..<3, using: &random) {
                case 0: Path(ellipseIn: CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height))
                case 1: Self.polygon(center, radius: width / 2, sides: Int.random(in: 3...7, using: &random),
                                     phase: .random(in: 0...1, using: &random))
                default: Self.sector(center, radius: width / 2, start: .random(in: 0...6.3, using: &random),
                                     sweep: .random(in: 0.2...3.1, using: &random))
                }
                nodes.append(.fill(FillNode(path: path, paint: .color(FastPathTests.randomColor(&random)),
                                            rule: round % 3 == 0 ? .evenOdd : .nonZero)))
            }
            let worst = try FastPathTests.worstDifference(nodes, background: round % 2 == 0 ? .white : nil,
                                                          scale: round % 5 == 2 ? 2 : 1)
            #expect(worst <= 1, "round \(round): \(worst)")
        }
    }

    @Test("stars, concave shapes, sectors past a half turn and shapes of two contours are drawn as the scan converter draws them")
    func nonConvexShapes() throws {
        let center = CGPoint(x: 32, y: 24)
        var two = Path(ellipseIn: CGRect(x: 5, y: 5, width: 20, height: 20))
        two.addEllipse(in: CGRect(x: 30, y: 10, width: 20, height: 20))
        var notch = Path()
        notch.addLines([CGPoint(x: 5, y: 5), CGPoint(x: 50, y: 5), CGPoint(x: 30, y: 20), CGPoint(x: 50, y: 40),
                        CGPoint(x: 5, y: 40)])
        notch.closeSubpath()
        for path in [Self.polygon(center, radius: 20, sides: 5, step: 2), Self.sector(center, radius: 20, start: 0, sweep: 4.5),
                     two, notch] {
            for rule in [FillRule.nonZero, .evenOdd] {
                let node = SceneNode.fill(FillNode(path: path, paint: .color(Color(red: 0.9, green: 0.3, blue: 0.1, opacity: 0.8)),
                                                   rule: rule))
                #expect(try FastPathTests.worstDifference([node]) == 0)
            }
        }
    }

    static func points(_ path: Path) -> ArraySlice<CGPoint> {
        var all: [CGPoint] = []
        path.forEachPolyline(tolerance: 0.02, transform: .identity) { points, _ in all += points }
        return all[...]
    }

    @Test("convexity: polygons turning one way once are convex; stars, notches and repeated or non-finite points are handled")
    func convexity() {
        let center = CGPoint(x: 10, y: 10)
        #expect(ConvexFiller.isConvex(Self.points(Self.polygon(center, radius: 5, sides: 3))))
        #expect(ConvexFiller.isConvex(Self.points(Path(ellipseIn: CGRect(x: 0, y: 0, width: 9, height: 4)))))
        #expect(ConvexFiller.isConvex(Self.points(Self.sector(center, radius: 8, start: 1, sweep: 3))))
        #expect(!ConvexFiller.isConvex(Self.points(Self.sector(center, radius: 8, start: 1, sweep: 3.3))))
        #expect(!ConvexFiller.isConvex(Self.points(Self.polygon(center, radius: 5, sides: 5, step: 2))))
        #expect(!ConvexFiller.isConvex(Self.points(Self.polygon(center, radius: 5, sides: 7, step: 3))))
        // A square drawn twice around turns one way but goes down and up twice.
        var twice = Path()
        twice.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4),
                        CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)])
        #expect(!ConvexFiller.isConvex(Self.points(twice)))
        // Where a curve meets a line, rounding leaves a side of 10⁻¹³ px pointing anywhere.
        let rounded: ArraySlice<CGPoint> = [CGPoint(x: 119.35494541845873, y: 218.14728295204654),
                                            CGPoint(x: 119.35494541845873, y: 218.14728295204668),
                                            CGPoint(x: 152.0262180592422, y: 89.820016482975),
                                            CGPoint(x: 267.579082560977, y: 5.684341886080802e-14),
                                            CGPoint(x: 399.99999999999994, y: 0), CGPoint(x: 400, y: 289.59765625)]
        #expect(ConvexFiller.isConvex(rounded))
        let line: ArraySlice<CGPoint> = [CGPoint(x: 0, y: 0), CGPoint(x: 3, y: 3), CGPoint(x: 6, y: 6)]
        #expect(!ConvexFiller.isConvex(line))
        let withNaN: ArraySlice<CGPoint> = [CGPoint(x: 0, y: 0), CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 4, y: 0),
                                            CGPoint(x: 4, y: 0), CGPoint(x: 2, y: 3)]
        #expect(ConvexFiller.isConvex(withNaN))
    }

    /// A donut's sector: an outer arc out and an inner arc back.
    static func annularSector(_ center: CGPoint, outer: CGFloat, inner: CGFloat, start: CGFloat, sweep: CGFloat) -> Path {
        var path = Path()
        path.addArc(center: center, radius: outer, startAngle: .radians(start), endAngle: .radians(start + sweep),
                    clockwise: false)
        path.addArc(center: center, radius: inner, startAngle: .radians(start + sweep), endAngle: .radians(start),
                    clockwise: true)
        path.closeSubpath()
        return path
    }

    /// A star-shaped polygon: corners at random distances around a centre (simple).
    static func starShaped(_ center: CGPoint, _ random: inout SplitMix64) -> Path {
        let sides = Int.random(in: 5...30, using: &random)
        return polygon(center, sides: sides) { _ in CGFloat.random(in: 2...30, using: &random) }
    }

    @Test("donut sectors and star-shaped polygons (simple, not convex) match the scan converter within 1/255")
    func simpleShapes() throws {
        var random = SplitMix64(seed: 0xD0)
        for round in 0..<120 {
            // Within the canvas in x: a shape clamped onto x = 0 has rows the converter
            // samples in y, where the integral stays exact (see `axisAlignedStrokes`).
            let center = CGPoint(x: .random(in: 31...33, using: &random), y: .random(in: -10...58, using: &random))
            let path = round % 2 == 0
                ? Self.annularSector(center, outer: .random(in: 10...30, using: &random), inner: .random(in: 2...9, using: &random),
                                     start: .random(in: 0...6.3, using: &random), sweep: .random(in: 0.1...6, using: &random))
                : Self.starShaped(center, &random)
            #expect(ConvexFiller.isSimple(Self.points(path)))
            let node = SceneNode.fill(FillNode(path: path, paint: .color(FastPathTests.randomColor(&random)),
                                               rule: round % 4 < 2 ? .evenOdd : .nonZero))
            let worst = try FastPathTests.worstDifference([node], background: round % 3 == 0 ? nil : .white)
            #expect(worst <= 1, "round \(round): \(worst)")
        }
    }

    @Test("crossing, self-touching and folded outlines are not simple")
    func notSimple() {
        let center = CGPoint(x: 10, y: 10)
        #expect(!ConvexFiller.isSimple(Self.points(Self.polygon(center, radius: 5, sides: 5, step: 2))))
        let bowtie: ArraySlice<CGPoint> = [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 4, y: 0), CGPoint(x: 0, y: 4)]
        #expect(!ConvexFiller.isSimple(bowtie))
        // Two squares meeting at one corner, drawn as one outline.
        let eight: ArraySlice<CGPoint> = [CGPoint(x: 0, y: 0), CGPoint(x: 2, y: 0), CGPoint(x: 2, y: 2), CGPoint(x: 4, y: 2),
                                          CGPoint(x: 4, y: 4), CGPoint(x: 2, y: 4), CGPoint(x: 2, y: 2), CGPoint(x: 0, y: 2)]
        #expect(!ConvexFiller.isSimple(eight))
        let folded: ArraySlice<CGPoint> = [CGPoint(x: 0, y: 0), CGPoint(x: 6, y: 0), CGPoint(x: 3, y: 0), CGPoint(x: 3, y: 5)]
        #expect(!ConvexFiller.isSimple(folded))
        let square: ArraySlice<CGPoint> = [CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)]
        #expect(ConvexFiller.isSimple(square))
        var twice = Path()
        twice.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4),
                        CGPoint(x: 0, y: 0), CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 4), CGPoint(x: 0, y: 4)])
        #expect(!ConvexFiller.isSimple(Self.points(twice)))
    }
}

@Suite("Simplicity checks stay cheap")
struct SimpleCheckCostTests {
    @Test("a long zigzag whose sides all share the same rows is left to the scan converter, and drawn as it draws it")
    func zigzagIsLeftToTheConverter() throws {
        // Down and up across the whole height, 3000 times: every side overlaps every other in y.
        var points: [CGPoint] = []
        for i in 0..<3000 { points.append(CGPoint(x: 2 + CGFloat(i) * 0.02, y: i % 2 == 0 ? 2 : 46)) }
        points.append(CGPoint(x: 62, y: 47))
        points.append(CGPoint(x: 2, y: 47))
        #expect(!ConvexFiller.isSimple(points[...]))
        var path = Path()
        path.addLines(points)
        path.closeSubpath()
        #expect(try FastPathTests.worstDifference([blackFill(path)]) == 0)
    }
}
