import Foundation
import OpenCharts

/// The pets pie of seed 000 drawn straight into a scene with `Path`: the lowest layer
/// of OpenCharts, before views and charts. Slices start at 12 o'clock and go clockwise;
/// each label sits at two-thirds of the radius.
enum PetsPieScene {
    static let example = GalleryExample(
        id: "pets-pie-scene", title: "Pets, as a pie drawn with paths", seed: "000",
        sourceFile: "Sources/OpenChartsCLI/Gallery/Examples/PetsPieScene.swift", content: { scene() })

    static let pets: [(name: String, count: Double)] = [("Cats", 1.3), ("Dogs", 2.2), ("Fish", 0.9), ("Birds", 0.6)]
    static let colors: [Color] = [.blue, .green, .orange, .purple]

    static func scene() -> Scene {
        let size = CGSize(width: 400, height: 400)
        let center = CGPoint(x: size.width / 2, y: size.height / 2)
        let radius = min(size.width, size.height) / 2 - 20
        let total = pets.reduce(0) { $0 + $1.count }
        var nodes: [SceneNode] = []
        var start = Angle.degrees(-90)
        for (index, pet) in pets.enumerated() {
            let end = start + .degrees(360 * pet.count / total)
            var slice = Path()
            slice.move(to: center)
            slice.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            slice.closeSubpath()
            let middle = (start + end) / 2
            let label = CGPoint(x: center.x + radius * 2 / 3 * cos(middle.radians),
                                y: center.y + radius * 2 / 3 * sin(middle.radians))
            nodes.append(.group(GroupNode(children: [
                .fill(FillNode(path: slice, paint: .color(colors[index % colors.count]))),
                .stroke(StrokeNode(path: slice, paint: .color(.white), style: StrokeStyle(lineWidth: 2))),
                .text(TextNode(text: pet.name, origin: CGPoint(x: label.x, y: label.y - 2), anchor: .middle,
                               font: FontRequest(size: 16, weight: 700), paint: .color(.white))),
                .text(TextNode(text: String(format: "%.1f million", pet.count), origin: CGPoint(x: label.x, y: label.y + 16),
                               anchor: .middle, font: FontRequest(size: 13), paint: .color(.white))),
            ], role: .symbol, accessibilityLabel: "\(pet.name), \(pet.count) million")))
            start = end
        }
        return Scene(size: size, nodes: [.group(GroupNode(children: nodes, role: .object, accessibilityLabel: "Pets"))],
                     title: "Pets", summary: "Pets owned, in millions, as a pie.", background: .white)
    }
}
