import Foundation
import Testing
@testable import OpenChartsCore

@Suite("Geometry and paint")
struct GeometryAndPaintTests {
    @Test("degrees and radians convert both ways")
    func angles() {
        #expect(Angle(degrees: 180).radians == .pi)
        #expect(Angle.radians(.pi / 2).degrees == 90)
        #expect(Angle.degrees(30) + .degrees(60) == .degrees(90))
    }

    @Test("concatenating applies the receiver first, then the argument")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        #expect(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)) == CGPoint(x: 12, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test("a rotation by 90° maps +x onto +y (clockwise on screen)")
    func rotation() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
    }

    @Test("the inverse undoes the transform; a singular transform inverts to itself")
    func inverse() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        let p = CGPoint(x: 3, y: 4).applying(t).applying(t.inverted())
        #expect(abs(p.x - 3) < 1e-12 && abs(p.y - 4) < 1e-12)
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("named colors carry SwiftUI's light-mode sRGB values")
    func namedColors() {
        #expect(Color.blue.hexString == "#007aff")
        #expect(Color.red.hexString == "#ff3b30")
        #expect(Color.green.hexString == "#34c759")
        #expect(Color.orange.hexString == "#ff9500")
        #expect(Color.purple.hexString == "#af52de")
    }

    @Test("opacity multiplies alpha; components are clamped and NaN reads as 0")
    func colorOpacity() {
        #expect(Color.red.opacity(0.5).alpha == 0.5)
        #expect(Color.red.opacity(0.5).opacity(0.5).alpha == 0.25)
        let odd = Color(red: 2, green: -1, blue: .nan)
        #expect(odd.rgba8 == (255, 0, 0, 255))
    }

    @Test("channels round to the nearest byte, halves away from zero, for every value near each step")
    func channelRounding() {
        for step in 0...510 {
            let exact = Double(step) / 2 / 255
            for value in [exact.nextDown, exact, exact.nextUp, exact.nextDown.nextDown] {
                #expect(Color.byte(value) == UInt8((min(max(value, 0), 1) * 255).rounded()), "\(value)")
            }
        }
        #expect(Color.byte(.infinity) == 255 && Color.byte(-.infinity) == 0 && Color.byte(.nan) == 0)
    }

    @Test("hue, saturation and brightness convert as SwiftUI's does")
    func hsb() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1).hexString == "#ff0000")
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).hexString == "#00ff00")
        #expect(Color(hue: 0.5, saturation: 0.5, brightness: 1).hexString == "#80ffff")
    }

    @Test("a gradient interpolates between stops and pads beyond its ends")
    func gradient() {
        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.black, .white]),
                                           start: .zero, end: CGPoint(x: 1, y: 0))
        #expect(gradient.color(at: 0.5).rgba8 == (128, 128, 128, 255))
        #expect(gradient.color(at: -1) == .black)
        #expect(gradient.color(at: 2) == .white)
    }

    @Test("gradient stops are sorted by location, stably, and clamped to 0…1")
    func gradientStops() {
        let stops = [GradientStop(color: .red, location: 0.8), GradientStop(color: .blue, location: -1),
                     GradientStop(color: .green, location: 0.8), GradientStop(color: .white, location: .nan)]
        let gradient = LinearGradientPaint(stops: stops, start: .zero, end: .zero)
        #expect(gradient.stops.map(\.color) == [.blue, .red, .green])
        #expect(gradient.stops.map(\.location) == [0, 0.8, 0.8])
    }

    @Test("an odd dash pattern repeats twice; a zero or negative one draws solid")
    func dashes() {
        #expect(StrokeStyle(dash: [4, 2, 1]).effectiveDash == [4, 2, 1, 4, 2, 1])
        #expect(StrokeStyle(dash: [0, 0]).effectiveDash.isEmpty)
        #expect(StrokeStyle(dash: [3, -1]).effectiveDash.isEmpty)
        #expect(StrokeStyle(dash: [.infinity]).effectiveDash.isEmpty)
    }

    @Test("group opacity is clamped, NaN reads as fully opaque")
    func groupOpacity() {
        #expect(GroupNode(children: [], opacity: 3).opacity == 1)
        #expect(GroupNode(children: [], opacity: -1).opacity == 0)
        #expect(GroupNode(children: [], opacity: .nan).opacity == 1)
    }
}
