import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("Quadratic contours to paths")
struct GlyphContoursTests {
    @Test("An off-curve point between on-curve points becomes one quadratic curve; close draws the last line")
    func oneCurve() {
        let contours = GlyphContours(contours: [[
            OutlinePoint(x: 0, y: 0, onCurve: true), OutlinePoint(x: 50, y: 100, onCurve: false),
            OutlinePoint(x: 100, y: 0, onCurve: true),
        ]])
        #expect(contours.path.elements == [
            .move(to: CGPoint(x: 0, y: 0)),
            .quadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100)),
            .closeSubpath,
        ])
    }

    @Test("Two off-curve points in a row imply an on-curve point midway")
    func impliedPoint() {
        let contours = GlyphContours(contours: [[
            OutlinePoint(x: 0, y: 0, onCurve: true), OutlinePoint(x: 0, y: 100, onCurve: false),
            OutlinePoint(x: 100, y: 100, onCurve: false),
        ]])
        #expect(contours.path.elements == [
            .move(to: CGPoint(x: 0, y: 0)),
            .quadCurve(to: CGPoint(x: 50, y: 100), control: CGPoint(x: 0, y: 100)),
            .quadCurve(to: CGPoint(x: 0, y: 0), control: CGPoint(x: 100, y: 100)),
            .closeSubpath,
        ])
    }

    @Test("A contour with no on-curve point starts midway between its last and first points")
    func allOffCurve() {
        let contours = GlyphContours(contours: [[
            OutlinePoint(x: 0, y: 0, onCurve: false), OutlinePoint(x: 100, y: 0, onCurve: false),
            OutlinePoint(x: 100, y: 100, onCurve: false), OutlinePoint(x: 0, y: 100, onCurve: false),
        ]])
        let elements = contours.path.elements
        #expect(elements.first == .move(to: CGPoint(x: 0, y: 50)))
        #expect(elements.filter { if case .quadCurve = $0 { true } else { false } }.count == 4)
        #expect(elements.dropLast().last == .quadCurve(to: CGPoint(x: 0, y: 50), control: CGPoint(x: 0, y: 100)))
    }
}
