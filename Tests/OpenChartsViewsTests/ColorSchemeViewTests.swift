import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

/// Says which appearance it is drawn in.
private struct Badge: View {
    @Environment(\.colorScheme) var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

@Suite("Views in dark appearance")
struct ColorSchemeViewTests {
    @Test("environment(\\.colorScheme, .dark) draws text white and system colors in their dark values")
    func darkEnvironment() throws {
        let view = VStack {
            Text("Hello")
            Rectangle().fill(Color.blue).frame(width: 10, height: 10)
            Rectangle().fill(Color(red: 0.5, green: 0.5, blue: 0.5)).frame(width: 10, height: 10)
        }
        let light = try render(view)
        let dark = try render(view.environment(\.colorScheme, .dark))
        #expect(texts(light).map(\.paint) == [.color(.primary)])
        #expect(texts(dark).map(\.paint) == [.color(.white)])
        #expect(fills(dark).map(\.paint) == [.color(Color.blue.resolved(in: .dark)), .color(Color(red: 0.5, green: 0.5, blue: 0.5))])
        #expect(fillRects(dark) == fillRects(light), "the appearance changes colors, not layout")
    }

    @Test("a subtree set back to light stays light inside a dark one")
    func nestedLight() throws {
        let view = VStack {
            Text("outer")
            Text("inner").environment(\.colorScheme, .light)
        }.environment(\.colorScheme, .dark)
        #expect(texts(try render(view)).map(\.paint) == [.color(.white), .color(.black)])
    }

    @Test("@Environment(\\.colorScheme) reads the appearance a view is drawn in")
    func readsScheme() throws {
        #expect(texts(try render(Badge())).map(\.text) == ["light"])
        #expect(texts(try render(Badge().environment(\.colorScheme, .dark))).map(\.text) == ["dark"])
    }

    @Test("preferredColorScheme darkens the whole picture, views beside it too")
    func preferred() throws {
        let view = VStack {
            Text("beside")
            Text("asked").preferredColorScheme(.dark)
        }
        #expect(texts(try render(view)).map(\.paint) == [.color(.white), .color(.white)])
        let none = VStack { Text("a"); Text("b").preferredColorScheme(nil) }
        #expect(texts(try render(none)).map(\.paint) == [.color(.primary), .color(.primary)])
    }

    @Test("the outermost preferredColorScheme wins for the whole picture; an environment inside still sets its subtree")
    func outermostPreference() throws {
        let view = VStack {
            Text("a").preferredColorScheme(.light)
            Text("b")
        }.preferredColorScheme(.dark)
        #expect(texts(try render(view)).map(\.paint) == [.color(.white), .color(.white)])
        let inner = VStack { Text("c"); Text("d").environment(\.colorScheme, .light) }.preferredColorScheme(.dark)
        #expect(texts(try render(inner)).map(\.paint) == [.color(.white), .color(.black)])
    }

    @Test("a view beside the one that prefers dark reads dark from its environment")
    func preferenceReachesSiblings() throws {
        let scene = try render(VStack { Badge(); Color.red.frame(width: 4, height: 4).preferredColorScheme(.dark) })
        #expect(texts(scene).map(\.text) == ["dark"])
        #expect(scene.colorScheme == .dark)
        #expect(try render(Badge()).colorScheme == nil)
    }

    @Test("the background style, separators and materials have dark values")
    func semanticStyles() throws {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.background).frame(width: 10, height: 10)
            Divider()
            Rectangle().fill(.thickMaterial).frame(width: 10, height: 10)
        }.frame(width: 10)
        let dark = try render(view.environment(\.colorScheme, .dark))
        let colors = fills(dark).compactMap { if case .color(let c) = $0.paint { c.rgba8 } else { nil } }
        #expect(colors.count == 3)
        #expect(colors.map { [$0.red, $0.green, $0.blue] } == [[0, 0, 0], [84, 84, 88], [28, 28, 30]])
        #expect(colors.map(\.alpha) == [255, 153, 217])
    }

    @Test("a color's gradient lightens its dark value in dark")
    func gradient() throws {
        let scene = try render(Rectangle().fill(Color.blue.gradient).frame(width: 10, height: 10)
            .environment(\.colorScheme, .dark))
        guard case .linearGradient(let gradient)? = fills(scene).first?.paint else {
            Issue.record("expected a gradient fill")
            return
        }
        let dark = Color.blue.resolved(in: .dark)
        #expect(gradient.stops.last?.color == dark)
        #expect(abs((gradient.stops.first?.color.red ?? 0) - (dark.red + (1 - dark.red) * 0.2)) < 1e-12)
    }

    @Test("UIKit's semantic colors compile as SwiftUI code writes them, with both appearances")
    func uiKitColors() {
        #expect(Color(.label).resolved(in: .light) == .black)
        #expect(Color(.label).resolved(in: .dark) == .white)
        let fill = Color(.systemFill)
        #expect(fill.resolved(in: .light).rgba8.alpha == 51)
        #expect(fill.resolved(in: .dark).rgba8.alpha == 92)
        let grouped = Color(uiColor: .secondarySystemBackground).resolved(in: .dark).rgba8
        #expect([grouped.red, grouped.green, grouped.blue] == [28, 28, 30])
        #expect(Color(.systemBlue) == .blue)
        let faded = Color(UIColor.systemBackground.withAlphaComponent(0.5))
        #expect(faded.resolved(in: .dark) == Color.black.opacity(0.5))
        #expect(faded.resolved(in: .light) == Color.white.opacity(0.5))
        #expect(Color(UIColor(red: 1, green: 0, blue: 0, alpha: 1)) == Color(red: 1, green: 0, blue: 0))
    }
}
