import Foundation
import OpenChartsCore

/// Scenes shared by the backend tests: each backend draws the same ones.
public enum TestScenes {
    /// Every node kind and attribute at least once: fills (both rules, gradient), strokes
    /// (caps, joins, dashes), text (anchors, weights, escaping), nested groups with
    /// transform, opacity, clip and roles.
    public static let kitchenSink: Scene = {
        var star = Path()
        star.addLines((0..<5).map { i in
            let angle = -Double.pi / 2 + Double(i * 2) * 2 * .pi / 5
            return CGPoint(x: 60 + 40 * cos(angle), y: 60 + 40 * sin(angle))
        })
        star.closeSubpath()

        var wave = Path()
        wave.move(to: CGPoint(x: 130, y: 60))
        wave.addQuadCurve(to: CGPoint(x: 190, y: 60), control: CGPoint(x: 160, y: 10))
        wave.addCurve(to: CGPoint(x: 270, y: 60), control1: CGPoint(x: 210, y: 110), control2: CGPoint(x: 250, y: 10))

        var slice = Path()
        slice.move(to: CGPoint(x: 340, y: 60))
        slice.addArc(center: CGPoint(x: 340, y: 60), radius: 45, startAngle: .degrees(-90), endAngle: .degrees(45), clockwise: false)
        slice.closeSubpath()

        let gradient = LinearGradientPaint(stops: LinearGradientPaint.evenStops([.blue, .purple, .red.opacity(0.5)]),
                                           start: CGPoint(x: 20, y: 0), end: CGPoint(x: 380, y: 0))
        let bars: [SceneNode] = (0..<4).map { i in
            let height = CGFloat(20 + 15 * i)
            return .group(GroupNode(
                children: [.fill(FillNode(path: Path(roundedRect: CGRect(x: 30 + 45 * CGFloat(i), y: 230 - height, width: 30, height: height), cornerRadius: 4),
                                          paint: .color(.blue)))],
                role: .symbol, accessibilityLabel: "Bar \(i + 1), \(Int(height))"))
        }
        return Scene(
            size: CGSize(width: 400, height: 300),
            nodes: [
                .fill(FillNode(path: star, paint: .color(.orange), rule: .evenOdd)),
                .stroke(StrokeNode(path: star, paint: .color(.black), style: StrokeStyle(lineWidth: 2, lineJoin: .round))),
                .stroke(StrokeNode(path: wave, paint: .color(.green),
                                   style: StrokeStyle(lineWidth: 3, lineCap: .round, dash: [8, 4], dashPhase: 2))),
                .fill(FillNode(path: slice, paint: .color(.teal.opacity(0.8)))),
                .fill(FillNode(path: Path(CGRect(x: 20, y: 120, width: 360, height: 16)), paint: .linearGradient(gradient))),
                .group(GroupNode(children: bars, role: .object, accessibilityLabel: "Bars")),
                .group(GroupNode(
                    children: [
                        .fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 60, height: 60)), paint: .color(.red))),
                        .fill(FillNode(path: Path(CGRect(x: 30, y: 30, width: 60, height: 60)), paint: .color(.blue))),
                    ],
                    transform: CGAffineTransform(translationX: 230, y: 150), opacity: 0.5,
                    clip: Path(ellipseIn: CGRect(x: 0, y: 0, width: 90, height: 90)))),
                .stroke(StrokeNode(path: Path { p in
                    p.move(to: CGPoint(x: 340, y: 160))
                    p.addLine(to: CGPoint(x: 390, y: 200))
                    p.addLine(to: CGPoint(x: 340, y: 240))
                }, paint: .color(.indigo), style: StrokeStyle(lineWidth: 6, lineCap: .square, lineJoin: .bevel))),
                .text(TextNode(text: "Pets & <friends> \"quoted\" 'single'", origin: CGPoint(x: 20, y: 280),
                               font: FontRequest(size: 14))),
                .text(TextNode(text: "Bold, centred", origin: CGPoint(x: 200, y: 262), anchor: .middle,
                               font: FontRequest(size: 12, weight: 700), paint: .color(.gray))),
                .group(GroupNode(
                    children: [.text(TextNode(text: "Rotated, end", origin: .zero, anchor: .end,
                                              font: FontRequest(families: ["DejaVu Sans"], size: 10, isItalic: true)))],
                    transform: CGAffineTransform(rotationAngle: -.pi / 2).concatenating(CGAffineTransform(translationX: 392, y: 100)))),
            ],
            title: "Kitchen sink", summary: "Every scene node kind, for backend tests.", background: .white)
    }()
}
