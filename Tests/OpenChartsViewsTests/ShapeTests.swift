import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("Shapes, colors and gradients")
struct ShapeTests {
    @Test("a shape on its own fills its frame with the foreground style")
    func shapeDefaultsToForeground() throws {
        let scene = try render(Rectangle().frame(width: 20, height: 10))
        #expect(fills(scene).map(\.paint) == [.color(.primary)])
        #expect(fills(try render(Rectangle().foregroundColor(.green))).first?.paint == .color(.green))
    }

    @Test("a circle is centred in its frame, as wide as the shorter side")
    func circleFits() throws {
        let scene = try render(Circle().fill(Color.red).frame(width: 100, height: 50))
        #expect(fillRects(scene).first?.rounded == CGRect(x: 25, y: 0, width: 50, height: 50))
    }

    @Test("an ellipse and a capsule fill their frame")
    func ellipseCapsule() throws {
        #expect(fillRects(try render(Ellipse().frame(width: 60, height: 20))).first?.rounded == CGRect(x: 0, y: 0, width: 60, height: 20))
        let capsule = Capsule().path(in: CGRect(x: 0, y: 0, width: 60, height: 20))
        #expect(capsule == Path(roundedRect: CGRect(x: 0, y: 0, width: 60, height: 20), cornerRadius: 10))
    }

    @Test("a rounded rectangle has the corner radius asked for")
    func roundedRectangle() {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        #expect(RoundedRectangle(cornerRadius: 5).path(in: rect) == Path(roundedRect: rect, cornerRadius: 5))
        #expect(RoundedRectangle(cornerSize: CGSize(width: 4, height: 6)).path(in: rect)
            == Path(roundedRect: rect, cornerSize: CGSize(width: 4, height: 6)))
    }

    @Test("the leading-dot shapes are the built-in ones: .rect, .rect(cornerRadius:), .capsule, .circle, .ellipse")
    func staticShapeMembers() throws {
        let rect = CGRect(x: 0, y: 0, width: 40, height: 30)
        func path(_ shape: some Shape) -> Path { shape.path(in: rect) }
        #expect(path(.rect) == Rectangle().path(in: rect))
        #expect(path(.rect(cornerRadius: 8)) == RoundedRectangle(cornerRadius: 8).path(in: rect))
        #expect(path(.rect(cornerSize: CGSize(width: 4, height: 6))) == RoundedRectangle(cornerSize: CGSize(width: 4, height: 6)).path(in: rect))
        #expect(path(.capsule) == Capsule().path(in: rect))
        #expect(path(.circle) == Circle().path(in: rect))
        #expect(path(.ellipse) == Ellipse().path(in: rect))
        // As a background's shape: the style fills a rounded rectangle the size of the view.
        let scene = try render(Color.clear.frame(width: 40, height: 30).background(.red, in: .rect(cornerRadius: 8)))
        let fill = try #require(leaves(scene).compactMap { leaf -> FillNode? in if case let .fill(f) = leaf.node { f } else { nil } }.first)
        #expect(fill.path == Path(roundedRect: rect, cornerRadius: 8) && fill.paint == .color(.red))
    }

    @Test("Color.mix: 0 gives the colour, 1 the other, device mixes sRGB components, perceptual mixes in Oklab")
    func colorMix() {
        #expect(Color.green.mix(with: .blue, by: 0) == .green)
        #expect(Color.green.mix(with: .blue, by: 1) == .blue)
        #expect(Color.green.mix(with: .blue, by: -3) == .green, "clamped")
        #expect(Color.green.mix(with: .blue, by: .nan) == .green)
        let device = Color.black.mix(with: .white, by: 0.5, in: .device)
        #expect(abs(device.red - 0.5) < 1e-12 && abs(device.green - 0.5) < 1e-12 && abs(device.blue - 0.5) < 1e-12)
        // Oklab lightness 0.5 is linear light 0.125, sRGB 0.3885: perceptual grey is darker.
        let perceptual = Color.black.mix(with: .white, by: 0.5)
        #expect(abs(perceptual.red - 0.3885) < 1e-3 && abs(perceptual.green - perceptual.red) < 1e-6)
        // Alpha mixes linearly, and both appearances of system colours are mixed.
        #expect(abs(Color.red.mix(with: .clear, by: 0.25).alpha - 0.75) < 1e-12)
        #expect(Color.green.mix(with: .blue, by: 0.5).resolved(in: .dark) != Color.green.mix(with: .blue, by: 0.5).resolved(in: .light))
    }

    @Test("stroke draws the outline with the colour and line width given")
    func strokeStyle() throws {
        let scene = try render(Rectangle().stroke(Color.blue, lineWidth: 3).frame(width: 10, height: 10))
        let stroke = try #require(strokes(scene).first)
        #expect(stroke.paint == .color(.blue))
        #expect(stroke.style.lineWidth == 3)
        #expect(stroke.path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        let dashed = try render(Rectangle().stroke(style: StrokeStyle(lineWidth: 2, dash: [4, 2])))
        #expect(strokes(dashed).first?.style.dash == [4, 2])
        #expect(strokes(dashed).first?.paint == .color(.primary))
    }

    @Test("strokeBorder insets the shape by half the line width so the stroke stays inside")
    func strokeBorderInsets() throws {
        let scene = try render(Circle().strokeBorder(Color.red, lineWidth: 10).frame(width: 100, height: 100))
        #expect(strokes(scene).first?.path.boundingRect.rounded == CGRect(x: 5, y: 5, width: 90, height: 90))
    }

    @Test("trim keeps the fraction of the outline asked for")
    func trim() throws {
        let half = Rectangle().trim(from: 0, to: 0.5).path(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(half.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10))])
        #expect(Rectangle().trim(from: 0.6, to: 0.2).path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test("a linear gradient's unit points map to the shape's frame")
    func gradientPoints() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)
        let scene = try render(Rectangle().fill(gradient).frame(width: 10, height: 20).padding(5))
        guard case .linearGradient(let paint) = fills(scene).first?.paint else { Issue.record("not a gradient"); return }
        #expect(paint.start == CGPoint(x: 10, y: 5))
        #expect(paint.end == CGPoint(x: 10, y: 25))
        #expect(paint.stops == [GradientStop(color: .red, location: 0), GradientStop(color: .blue, location: 1)])
    }

    @Test("Gradient(stops:) keeps the locations given")
    func gradientStops() {
        let gradient = Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.9)])
        #expect(gradient.stops.map(\.location) == [0.2, 0.9])
    }

    @Test("a path is a shape drawn where its points are")
    func pathAsView() throws {
        let path = Path { p in
            p.move(to: CGPoint(x: 5, y: 5))
            p.addLine(to: CGPoint(x: 15, y: 5))
        }
        let scene = try render(path.stroke().padding(10))
        #expect(strokes(scene).first?.path.boundingRect == CGRect(x: 15, y: 15, width: 10, height: 0))
    }

    @Test("styles can be written with a leading dot, as in SwiftUI")
    func dotStyles() throws {
        #expect(fills(try render(Circle().fill(.red))).first?.paint == .color(.red))
        #expect(strokes(try render(Capsule().stroke(.blue, lineWidth: 2))).first?.paint == .color(.blue))
        #expect(texts(try render(Text("a").foregroundStyle(.secondary))).first?.paint == .color(.secondary))
    }

    @Test("colour literals and colour spaces make the colours they name")
    func colorInits() {
        #expect(Color(#colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
        #expect(Color(.sRGB, red: 0, green: 0, blue: 1, opacity: 0.5) == Color(red: 0, green: 0, blue: 1, opacity: 0.5))
        #expect(Color.red.opacity(0.5).alpha == 0.5)
    }

    @Test("background with a colour fills the view's frame behind it")
    func backgroundColor() throws {
        let scene = try render(Text("ab").font(.system(size: 10)).background(Color.yellow))
        #expect(fills(scene).map(\.paint) == [.color(.yellow)])
        #expect(fillRects(scene) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }
}
