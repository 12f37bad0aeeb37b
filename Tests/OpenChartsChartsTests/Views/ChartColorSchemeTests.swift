import Foundation
import OpenCharts
import Testing

@Suite("Charts in dark appearance")
struct ChartColorSchemeTests {
    struct Sale { var month: String; var city: String; var value: Double }
    static let sales = [Sale(month: "Jan", city: "Cupertino", value: 5), Sale(month: "Feb", city: "Cupertino", value: 8),
                        Sale(month: "Jan", city: "Paris", value: 3), Sale(month: "Feb", city: "Paris", value: 4)]

    static var chart: some View {
        Chart(sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.value))
                .foregroundStyle(by: .value("City", sale.city))
        }
    }

    @Test("a chart in dark appearance draws its series in the palette's dark values")
    func darkPalette() throws {
        let dark = try scene(Self.chart.environment(\.colorScheme, .dark))
        let colors = fillColors(dark.nodes)
        #expect(colors.contains(Color.blue.resolved(in: .dark)) && colors.contains(Color.green.resolved(in: .dark)))
        #expect(!colors.contains(Color.blue.resolved(in: .light)) && !colors.contains(.blue))
    }

    @Test("axis labels are the secondary label color on dark, grid lines the quaternary")
    func darkAxes() throws {
        let dark = try scene(Self.chart.environment(\.colorScheme, .dark))
        let labels = texts(dark.nodes).filter { ["Jan", "Feb", "0", "5", "10"].contains($0.text) }
        #expect(labels.count >= 4)
        for label in labels {
            #expect(label.paint == .color(Color.secondary.resolved(in: .dark)), "\(label.text)")
        }
        #expect(strokeColors(dark.nodes).contains(Color.quaternary.resolved(in: .dark)))
        #expect(!strokeColors(dark.nodes).contains(Color.quaternary.resolved(in: .light)))
    }

    @Test("light and dark differ only in color: the same marks in the same places")
    func sameGeometry() throws {
        let light = try scene(Self.chart)
        let dark = try scene(Self.chart.environment(\.colorScheme, .dark))
        #expect(texts(light.nodes).map(\.origin) == texts(dark.nodes).map(\.origin))
        #expect(light.resolvingColors(in: .dark).nodes == dark.nodes, "a dark scene is the light one resolved")
    }

    @Test("a color given as components is the same in both appearances")
    func fixedColors() throws {
        let orange = Color(red: 1, green: 0.5, blue: 0)
        let chart = Chart(Self.sales, id: \.month) { sale in
            BarMark(x: .value("Month", sale.month), y: .value("Sales", sale.value)).foregroundStyle(orange)
        }
        #expect(fillColors(try scene(chart.environment(\.colorScheme, .dark)).nodes) == [orange])
    }

    @Test("a dark chart on the system background, as an app in dark mode shows it")
    func darkSnapshot() throws {
        let chart = Self.chart
            .chartXAxisLabel("Month")
            .padding(12)
            .background(.background)
            .preferredColorScheme(.dark)
        try assertChartSnapshot(chart, named: "dark-appearance-bars")
    }

    /// The distinct colors that fills and rectangles in `nodes` paint with.
    private func fillColors(_ nodes: [SceneNode]) -> Set<Color> {
        var colors = Set<Color>()
        for node in nodes {
            switch node {
            case .fill(let fill): if case .color(let color) = fill.paint { colors.insert(color) }
            case .rectangles(let rects):
                for paint in [rects.paint] + (rects.paints?.paints ?? []) { if case .color(let color) = paint { colors.insert(color) } }
            case .group(let group): colors.formUnion(fillColors(group.children))
            default: break
            }
        }
        return colors
    }

    /// The colors of every stroke in `nodes`, depth first.
    private func strokeColors(_ nodes: [SceneNode]) -> [Color] {
        nodes.flatMap { node -> [Color] in
            switch node {
            case .stroke(let stroke): if case .color(let color) = stroke.paint { [color] } else { [] }
            case .group(let group): strokeColors(group.children)
            default: []
            }
        }
    }
}
