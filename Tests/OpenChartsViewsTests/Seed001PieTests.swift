import Foundation
import OpenChartsCore
import OpenChartsExamples
import Testing
@testable import OpenChartsViews

// Seed 001's pets pie lives once, in OpenChartsExamples (Seed001PetsCities.swift); the
// gallery draws it, these tests measure it.
private typealias ContentView = Seed001.ContentView
private typealias PieSlice = Seed001.PieSlice

@Suite("Seed 001: the pets pie chart built with strokeBorder")
struct Seed001PieTests {
    @Test("the content view draws a title, a segmented picker on Dublin, a legend and six slices")
    func contentView() throws {
        let scene = try render(ContentView().frame(width: 400, height: 800))
        dumpSVG(scene, name: "seed001-content")
        let labels = texts(scene).map(\.text)
        #expect(labels.first == "Most Popular Pets")
        #expect(labels.contains("Dublin") && labels.contains("London"))
        #expect(labels.contains("Cat: 30.81 %"))
        // One wide stroke per slice, each as wide as half its square frame.
        let slices = strokes(scene)
        #expect(slices.count == 6)
        #expect(Set(slices.map(\.style.lineWidth)).count == 1)
        #expect(slices.map(\.paint) == [.color(.red), .color(.blue), .color(.green), .color(.gray), .color(.orange), .color(.purple)])
    }

    @Test("selecting another city through the state draws its slices")
    func otherCity() throws {
        let view = ContentView()
        view.selectedCity = 1
        let scene = try render(view.frame(width: 400, height: 800))
        #expect(strokes(scene).map(\.paint).contains(.color(.yellow)))
    }

    @Test("a slice's stroke fills the slice: inset by a quarter of the width, half the width wide, turned back a quarter")
    func sliceGeometry() throws {
        let scene = try render(PieSlice(percent: 0.25, degrees: 0, color: .red).frame(width: 100, height: 100))
        let stroke = try #require(strokes(scene).first)
        #expect(stroke.style.lineWidth == 50)
        // The arc has radius 50 - 25 = 25 about the centre, drawn from angle 0 to 90°…
        let points = stroke.path.elements.compactMap { if case .curve(let p, _, _) = $0 { p } else { nil } }
        #expect(points.last.map { abs($0.x - 50) < 1e-9 && abs($0.y - 75) < 1e-9 } == true)
        // …and the view is rotated -90° about its centre, so the slice starts at the top.
        guard case .group(let group) = scene.nodes.first else { Issue.record("no rotation group"); return }
        let start = CGPoint(x: 75, y: 50).applying(group.transform)
        #expect(abs(start.x - 50) < 1e-9 && abs(start.y - 25) < 1e-9)
    }
}
