import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing

/// The seed's selection popover chart (6:20), with room above for the popover.
func popoverChart(_ selection: Binding<Date?>) -> some View {
    SelectionPopoverChart(data: cities, rawSelectedDate: selection)
        .frame(height: 230).padding(.top, 70).environment(\.calendar, utc)
}

/// The seed's donut (7:31) with the selected name read from the cumulative angle value.
struct SelectableDonut: View {
    @Binding var selectedAngle: Int?

    var selectedName: String? {
        guard let selectedAngle else { return nil }
        var total = 0
        for element in data {
            total += element.sales
            if selectedAngle < total { return element.name }
        }
        return nil
    }

    var body: some View {
        Chart(data, id: \.name) { element in
            SectorMark(angle: .value("Sales", element.sales), innerRadius: .ratio(0.618), angularInset: 1.5)
                .cornerRadius(5)
                .foregroundStyle(by: .value("Name", element.name))
                .opacity(selectedName == nil || element.name == selectedName ? 1.0 : 0.3)
        }
        .chartAngleSelection(value: $selectedAngle)
    }
}

/// A year of daily bars (7:54) with value selection and a rule on the selected day.
struct SelectableDailySales: View {
    @Binding var selectedDay: Date?

    var body: some View {
        Chart {
            ForEach(SalesData.last365Days, id: \.day) {
                BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
            }
            .foregroundStyle(.blue)
            if let selectedDay {
                RuleMark(x: .value("Selected", selectedDay, unit: .day))
                    .foregroundStyle(Color.gray.opacity(0.5))
            }
        }
        .chartXSelection(value: $selectedDay)
    }
}

/// Category names that would run script if they reached the page unescaped.
let hostileNames = ["</script><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)"]

/// Bars named with ``hostileNames``, whose selection shows the name in a popover.
struct HostileBars: View {
    @Binding var selected: String?

    var body: some View {
        Chart {
            ForEach(Array(hostileNames.enumerated()), id: \.offset) { index, name in
                BarMark(x: .value("Name", name), y: .value("Count", index + 2))
                    .foregroundStyle(by: .value("Name", name))
            }
            if let selected {
                RuleMark(x: .value("Selected", selected))
                    .foregroundStyle(Color.gray.opacity(0.4))
                    .annotation(position: .top, spacing: 0, overflowResolution: .init(x: .fit(to: .chart), y: .fit(to: .chart))) {
                        Text(selected).font(.caption)
                    }
            }
        }
        .chartXSelection(value: $selected)
    }
}

@Suite("Interactive scenes: one state per selectable value")
struct InteractiveSceneTests {
    @Test("The seed's two-city line chart has one state per day, each with the rule and its popover")
    func lineChartStates() throws {
        @State var raw: Date?
        let interactive = try popoverChart($raw).makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        #expect(interactive.states.count == 7)
        #expect(interactive.states.map(\.key) == (1...7).map { "2023-05-0\($0)T12:00:00.000Z" })
        for (index, state) in interactive.states.enumerated() {
            let added = state.changes.flatMap(\.nodes)
            let rule = firstStroke(added) { $0.accessibilityLabel?.hasPrefix("May \(index + 1)") ?? false }
            #expect(rule != nil, "state \(state.key) has no rule")
            #expect(texts(added).contains { $0.text == "Average daily sales" }, "state \(state.key) has no popover")
            #expect(state.changes.allSatisfy { $0.replaced.isEmpty }, "a selection only adds nodes")
        }
        guard case let .x(mapping) = interactive.selectionAxis else {
            Issue.record("no x selection axis")
            return
        }
        #expect(mapping.type == "date")
        #expect(mapping.positions == interactive.states.map(\.position))
        #expect(mapping.positions == mapping.positions.sorted())
        #expect(mapping.positions.allSatisfy { $0 > mapping.plotFrame.minX && $0 < mapping.plotFrame.maxX })
        #expect(mapping.plotFrame.minY > 70, "the padding above moves the plot down in scene coordinates")
    }

    @Test("The base of an interactive scene is the view's own scene, and the binding keeps its value")
    func baseIsTheScene() throws {
        @State var raw: Date?
        let interactive = try popoverChart($raw).makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        #expect(interactive.base == (try scene(popoverChart($raw))))
        #expect(raw == nil)
    }

    @Test("A chart offered no size draws its 400 × 300 scene as the base")
    func chartBase() throws {
        @State var angle: Int?
        let chart = Chart(data, id: \.name) { SectorMark(angle: .value("Sales", $0.sales)) }.chartAngleSelection(value: $angle)
        let interactive = try chart.makeInteractiveScene(proposal: .unspecified)
        #expect(interactive.base == (try chart.makeScene(proposal: .unspecified)))
        #expect(interactive.states.count == 6)
    }

    @Test("Angle selection on the donut: one state per sector, clockwise, each fading the other five")
    func donutStates() throws {
        @State var angle: Int?
        let interactive = try SelectableDonut(selectedAngle: $angle).makeInteractiveScene(proposal: ProposedSize(width: 400, height: 300))
        #expect(interactive.states.count == 6)
        let total = Double(data.map(\.sales).reduce(0, +))
        #expect(interactive.states.first?.key == String(Int64(916.0 / 2)))
        for (index, state) in interactive.states.enumerated() {
            let sectors = symbolGroups(state.changes.flatMap(\.nodes))
            // The selected sector keeps the base's full opacity; the other five change.
            #expect(sectors.count == 5, "state \(index)")
            #expect(sectors.allSatisfy { $0.opacity == 0.3 })
            #expect(!sectors.contains { $0.accessibilityLabel?.hasPrefix(data[index].name) ?? false })
            let angles = try #require(state.angles)
            let before = Double(data.prefix(index).map(\.sales).reduce(0, +))
            #expect(abs(angles.lowerBound - before / total * 2 * Double.pi) < 1e-9)
        }
        guard case let .angle(center, radius) = interactive.selectionAxis else {
            Issue.record("no angle selection axis")
            return
        }
        #expect(radius > 100)
        #expect(center.x > 150 && center.x < 250)
        #expect(angle == nil)
    }

    @Test("A view without a selection has no states")
    func noSelection() throws {
        let chart = Chart(data, id: \.name) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.sales)) }
        let interactive = try chart.makeInteractiveScene(proposal: .unspecified)
        #expect(interactive.states.isEmpty)
        #expect(interactive.selectionAxis == nil)
    }

    @Test("A year of daily bars has a state per day when each day is at least a point wide")
    func yearOfBars() throws {
        @State var selected: Date?
        let interactive = try SelectableDailySales(selectedDay: $selected).environment(\.calendar, utc)
            .makeInteractiveScene(proposal: ProposedSize(width: 800, height: 300))
        #expect(interactive.states.count == 365)
        // Each state adds the rule alone: the bars are shared with the base.
        #expect(interactive.states.allSatisfy { $0.changes.count == 1 && $0.changes[0].nodes.count == 1 })
    }

    @Test("Values closer than one point share a state: a year of bars 200 points wide gets fewer states")
    func statesBoundedByWidth() throws {
        @State var selected: Date?
        let interactive = try SelectableDailySales(selectedDay: $selected).environment(\.calendar, utc)
            .makeInteractiveScene(proposal: ProposedSize(width: 200, height: 300))
        guard case let .x(mapping) = interactive.selectionAxis else {
            Issue.record("no x selection axis")
            return
        }
        #expect(interactive.states.count <= Int(mapping.plotFrame.width) + 1)
        #expect(zip(mapping.positions, mapping.positions.dropFirst()).allSatisfy { $1 - $0 >= 1 })
    }

    @Test("States stop once their changes hold 20,000 nodes: a selection that fades every other bar of a year")
    func changedNodesBudget() throws {
        @State var selected: Date?
        let chart = Chart {
            ForEach(SalesData.last365Days, id: \.day) { element in
                BarMark(x: .value("Day", element.day, unit: .day), y: .value("Sales", element.sales))
                    .opacity(selected == nil || selected.map { abs($0.timeIntervalSince(element.day)) < 86_400 } == true ? 1 : 0.3)
            }
        }
        .chartXSelection(value: $selected)
        let interactive = try chart.environment(\.calendar, utc).makeInteractiveScene(proposal: ProposedSize(width: 800, height: 300))
        let nodes = interactive.states.flatMap(\.changes).map(\.nodes.count).reduce(0, +)
        #expect(interactive.states.count > 10 && interactive.states.count < 365)
        #expect(nodes <= InteractiveSceneLimits.maximumChangedNodes)
    }
}

/// Bars named with ``hostileNames`` whose range selection dims the bars outside it and
/// writes the range's ends in a popover.
struct HostileRange: View {
    @Binding var range: ClosedRange<String>?

    var body: some View {
        Chart {
            ForEach(Array(hostileNames.enumerated()), id: \.offset) { index, name in
                BarMark(x: .value("Name", name), y: .value("Count", index + 2))
                    .opacity(range.map { $0.contains(name) } ?? true ? 1 : 0.3)
            }
            if let range {
                RuleMark(y: .value("Top", 3))
                    .foregroundStyle(Color.gray.opacity(0.4))
                    .annotation(position: .top, alignment: .leading) {
                        Text("\(range.lowerBound) – \(range.upperBound)").font(.caption)
                    }
            }
        }
        .chartXSelection(range: $range)
    }
}
