import Foundation
import OpenChartsCore
import OpenChartsExamples
import Testing
@testable import OpenChartsViews

// Seed 000's pie chart lives once, in OpenChartsExamples (Seed000PetsPie.swift); the gallery
// draws it, these tests measure it.
private typealias PieChart = Seed000.PieChart

@Suite("Seed 000: the hand-built pie chart")
struct PieChartSeedTests {
    let colors: [Color] = [.red, .green, .blue, .orange]

    func pie(_ data: [Double], _ labels: [String]) throws -> Scene {
        try render(PieChart(data: .constant(data), labels: .constant(labels), colors: colors, borderColor: .white)
            .frame(width: 300, height: 300))
    }

    func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("each slice is filled from the centre along the circle between its start and end angles")
    func sliceAngles() throws {
        let data = [1.3, 2.2, 0.9]
        let scene = try pie(data, ["A", "B", "C"])
        dumpSVG(scene, name: "seed000-pie")
        #expect(scene.size == CGSize(width: 300, height: 300))
        let slices = fills(scene)
        #expect(slices.map(\.paint) == [.color(.red), .color(.green), .color(.blue)])
        let center = CGPoint(x: 150, y: 150)
        let total = data.reduce(0, +)
        var start = -Double.pi / 2
        for (index, slice) in slices.enumerated() {
            let end = index == data.count - 1 ? -Double.pi / 2 + 2 * .pi : start + 2 * .pi * data[index] / total
            let points = slice.path.elements.compactMap { element -> CGPoint? in
                switch element {
                case .move(let p), .line(let p), .curve(let p, _, _), .quadCurve(let p, _): p
                case .closeSubpath: nil
                }
            }
            #expect(points.first == center)
            #expect(close(points[1], CGPoint(x: 150 + 150 * cos(start), y: 150 + 150 * sin(start))))
            let last = try #require(points.last)
            #expect(close(last, CGPoint(x: 150 + 150 * cos(end), y: 150 + 150 * sin(end))))
            // Every point after the centre lies on the circle of radius 150.
            for point in points.dropFirst() {
                #expect(abs(hypot(point.x - 150, point.y - 150) - 150) < 1e-9)
            }
            start = end
        }
        #expect(strokes(scene).count == 3)
        #expect(strokes(scene).allSatisfy { $0.paint == .color(.white) && $0.style.lineWidth == 1 })
    }

    @Test("labels sit at a third of the size from the centre, in the middle of their slice, above the slices")
    func labelOffsets() throws {
        let data = [1.3, 2.2, 0.9]
        let scene = try pie(data, ["A", "B", "C"])
        let nodes = texts(scene)
        #expect(nodes.map(\.text) == ["A", "1.30 million", "B", "2.20 million", "C", "0.90 million"])
        // Labels are drawn after every slice (zIndex 1).
        let order = leaves(scene).map { if case .text = $0.node { "t" } else { "s" } }.joined()
        #expect(order == "sssssstttttt")
        let total = data.reduce(0, +)
        var before = 0.0
        for index in data.indices {
            let angle = -Double.pi / 2 + 2 * .pi * (2 * before + data[index]) / (2 * total)
            before += data[index]
            // The description (body, 17 pt, 8.5 per character) starts the VStack's second line:
            // the stack is 42 tall (17 + 8 + 17), so its centre is 16.75 above that baseline.
            let description = nodes[2 * index + 1]
            let width = CGFloat(description.text.count) * 8.5
            let labelCenter = CGPoint(x: description.origin.x + width / 2, y: description.origin.y - 16.75)
            #expect(close(labelCenter, CGPoint(x: 150 + 100 * cos(angle), y: 150 + 100 * sin(angle))))
            #expect(nodes[2 * index].font.weight == 600)
        }
    }

    @Test("with more values than labels the extra value gets an empty label and nothing traps")
    func missingLabel() throws {
        let scene = try pie([1, 1, 1, 1], ["A", "B", "C"])
        #expect(fills(scene).count == 4)
        #expect(texts(scene).map(\.text) == ["A", "1.00 million", "B", "1.00 million", "C", "1.00 million", "1.00 million"])
    }

    @Test("a pie of all-zero data traps nowhere: its slices have no area (NaN angles are dropped), labels stay")
    func allZero() throws {
        let scene = try pie([0, 0, 0], ["A", "B", "C"])
        // 0/0 makes every angle NaN but the first slice's start: that slice is a line from
        // the centre to the top, the others have non-finite points and are not drawn.
        #expect(fills(scene).map { $0.path.boundingRect } == [CGRect(x: 150, y: 0, width: 0, height: 150)])
        #expect(texts(scene).count == 6)
    }

    @Test("a pie with no data draws nothing")
    func empty() throws {
        let scene = try pie([], [])
        #expect(scene.nodes.isEmpty)
    }
}
