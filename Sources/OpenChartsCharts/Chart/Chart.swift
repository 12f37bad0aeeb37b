import Foundation
import OpenChartsCore
import OpenChartsViews

/// A chart, as Swift Charts' `Chart`: marks built from data, drawn with axes, grid lines
/// and a legend in Swift Charts' default look. A chart is a `View`: frame it, pad it, put
/// it in stacks, give it a background or an overlay that reads its ``ChartProxy``.
///
/// ```swift
/// let chart = Chart(pets, id: \.name) { pet in
///     SectorMark(angle: .value("Count", pet.count), innerRadius: .ratio(0.618), angularInset: 1.5)
///         .cornerRadius(5)
///         .foregroundStyle(by: .value("Pet", pet.name))
/// }
/// .frame(width: 400, height: 300)
/// let svg = try ImageRenderer(content: chart).svg()
/// ```
///
/// A chart takes the size proposed to it; a side left unspecified (an ideal-size
/// proposal, as `fixedSize()` makes) is 400 × 300 points.
public struct Chart<Content: ChartContent>: View, PrimitiveView {
    let content: Content
    /// The chart modifiers applied to the chart itself, in order; they win over those
    /// set on enclosing views (see `EnvironmentValues.chartChanges`).
    var changes: [ChartChange] = []

    /// A chart of the marks in `content`.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart with the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ForEach(data, content: content)
    }

    /// A chart with the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ForEach<Data, ID, C> {
        self.content = ForEach(data, id: id, content: content)
    }

    public var body: Never { primitiveBody() }

    /// The chart laid out in `proposal` (400 × 300 for unspecified sides) and drawn.
    /// - Throws: ``ChartError/invalidSize(width:height:)`` for a size that is not finite
    ///   and positive or exceeds 100,000 points.
    public func makeScene(proposal: ProposedSize) throws -> Scene {
        let size = try Chart.validSize(proposal)
        return try makeViewScene(self, proposal: ProposedSize(size))
    }

    /// The pixel ↔ value mappings of the chart laid out in `proposal` (400 × 300 for
    /// unspecified sides), with the default text measurer.
    /// - Throws: ``ChartError/invalidSize(width:height:)`` as ``makeScene(proposal:)``.
    public func chartProxy(proposal: ProposedSize = .unspecified) throws -> ChartProxy {
        let size = try Chart.validSize(proposal)
        return ChartProxy(layout: layout(size: size, environment: EnvironmentValues()))
    }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        let chart = self
        return [HostedLayoutNode(
            sizing: ChartTheme.chartSize(for:),
            drawing: { rect, _, context in chart.render(in: rect, environment: environment, context: context) })]
    }

    /// The chart drawn in `rect`: backgrounds, the chart, overlays. A rectangle too small
    /// or too big to lay out in (see ``ChartError/invalidSize(width:height:)``) draws nothing.
    func render(in rect: CGRect, environment: EnvironmentValues, context: RenderContext) -> [SceneNode] {
        guard (try? Chart.validSize(ProposedSize(rect.size))) != nil else { return [] }
        let layout = layout(size: rect.size, environment: environment)
        // The chart modifiers of enclosing views are used up here, not passed to charts inside it.
        var environment = environment
        environment.chartChanges = []
        let origin = CGAffineTransform(translationX: rect.minX, y: rect.minY)
        let inner = RenderContext(toGlobal: origin.concatenating(context.toGlobal))
        let proxy = ChartProxy(layout: layout, toGlobal: inner.toGlobal)
        ChartElement.record(proxy)   // for the interactive HTML page, when one is being made
        func layers(inFront: Bool) -> [SceneNode] {
            layout.configuration.layers.filter { $0.inFront == inFront }.flatMap { $0.render(proxy, rect, environment, context) }
        }
        var chart = layout.scene(context: inner).nodes
        if rect.origin != .zero {
            chart = [.group(GroupNode(children: chart, transform: origin))]
        }
        return layers(inFront: false) + chart + layers(inFront: true)
    }

    /// The chart's marks laid out at `size` with the configuration its modifiers and the
    /// environment's chart modifiers set. Marks past the limit are left out and reported
    /// (``ChartError/tooManyMarks(count:limit:)``), which makes drawing the view throw.
    func layout(size: CGSize, environment: EnvironmentValues) -> ChartLayout {
        var configuration = ChartConfiguration()
        configuration.calendar = environment.explicitCalendar
        for change in environment.chartChanges + changes { change.apply(&configuration) }
        var collection = _ChartContentCollection(collector: ChartCollector(), style: MarkStyle())
        content._collect(into: &collection)
        let collector = collection.collector
        if collector.uncollectedMarks > 0 {
            let count = collector.marks.count + collector.uncollectedMarks
            DrawingProblems.report(ChartError.tooManyMarks(count: count, limit: collector.limit))
        }
        var environment = environment
        environment.chartChanges = []
        return ChartLayout(marks: collector.marks, plots: collector.plots,
                           configuration: configuration.showingVisibleWindows(of: collector.marks, plots: collector.plots), size: size,
                           environment: environment)
    }

    /// The size for `proposal`: 400 × 300 for unspecified sides.
    /// - Throws: ``ChartError/invalidSize(width:height:)`` when a side is not finite and positive or over 100,000.
    static func validSize(_ proposal: ProposedSize) throws -> CGSize {
        let width = proposal.width ?? ChartTheme.defaultSize.width
        let height = proposal.height ?? ChartTheme.defaultSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw ChartError.invalidSize(width: width, height: height)
        }
        return CGSize(width: width, height: height)
    }

    func with(_ change: @escaping (inout ChartConfiguration) -> Void) -> Chart {
        var copy = self
        copy.changes.append(ChartChange(apply: change))
        return copy
    }
}

/// Why a chart could not be drawn.
public enum ChartError: Error, Equatable, CustomStringConvertible {
    /// The chart's size must be finite, positive and at most 100,000 points a side.
    case invalidSize(width: CGFloat, height: CGFloat)
    /// The chart's content made more marks than a chart draws one by one (1,000,000).
    case tooManyMarks(count: Int, limit: Int)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "chart size \(width) × \(height) must be finite, positive and at most 100000 points a side"
        case let .tooManyMarks(count, limit):
            "the chart's content makes \(count) marks, more than the \(limit) a chart draws one by one; "
                + "draw large data with the vectorized plots (LinePlot, PointPlot, BarPlot, AreaPlot, RulePlot, "
                + "RectanglePlot), which read columns and reduce lines to the pixels"
        }
    }
}
