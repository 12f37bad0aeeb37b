import Foundation
import OpenChartsCore

/// A chart, as Swift Charts' `Chart`: marks built from data, drawn with axes, grid lines
/// and a legend in Swift Charts' default look.
///
/// ```swift
/// let chart = Chart(pets, id: \.name) { pet in
///     SectorMark(angle: .value("Count", pet.count), innerRadius: .ratio(0.618), angularInset: 1.5)
///         .cornerRadius(5)
///         .foregroundStyle(by: .value("Pet", pet.name))
/// }
/// let svg = try ImageRenderer(content: chart).svg()
/// ```
///
/// Until the views layer makes it a `View`, a chart draws itself as a scene; an
/// unspecified proposal (or side) gives 400 × 300 points.
public struct Chart<Content: ChartContent>: SceneRepresentable {
    let content: Content
    var configuration = ChartConfiguration()

    /// A chart of the marks in `content`.
    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    /// A chart with the marks `content` makes for each element of `data`.
    public init<Data: RandomAccessCollection, C: ChartContent>(
        _ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ChartDataContent<Data, Data.Element.ID, C>, Data.Element: Identifiable {
        self.content = ChartDataContent(data, id: \.id, content: content)
    }

    /// A chart with the marks `content` makes for each element of `data`, identified by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, C: ChartContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> C
    ) where Content == ChartDataContent<Data, ID, C> {
        self.content = ChartDataContent(data, id: id, content: content)
    }

    /// The chart laid out in `proposal` (400 × 300 for unspecified sides) and drawn.
    /// - Throws: ``ChartError/invalidSize(width:height:)`` for a size that is not finite
    ///   and positive or exceeds 100,000 points.
    public func makeScene(proposal: ProposedSize) throws -> Scene {
        try layout(proposal: proposal).scene()
    }

    /// The pixel ↔ value mappings of the chart laid out in `proposal`.
    public func chartProxy(proposal: ProposedSize = .unspecified) throws -> ChartProxy {
        ChartProxy(layout: try layout(proposal: proposal))
    }

    func layout(proposal: ProposedSize) throws -> ChartLayout {
        let width = configuration.size?.width ?? proposal.width ?? ChartTheme.defaultSize.width
        let height = configuration.size?.height ?? proposal.height ?? ChartTheme.defaultSize.height
        guard width.isFinite, height.isFinite, width > 0, height > 0, width <= 100_000, height <= 100_000 else {
            throw ChartError.invalidSize(width: width, height: height)
        }
        var collector = ChartCollector()
        content.collectContent(into: &collector, style: MarkStyle())
        return ChartLayout(marks: collector.marks, configuration: configuration, size: CGSize(width: width, height: height))
    }

    func with(_ change: (inout ChartConfiguration) -> Void) -> Chart {
        var copy = self
        change(&copy.configuration)
        return copy
    }
}

/// Why a chart could not be drawn.
public enum ChartError: Error, Equatable, CustomStringConvertible {
    /// The chart's size must be finite, positive and at most 100,000 points a side.
    case invalidSize(width: CGFloat, height: CGFloat)

    public var description: String {
        switch self {
        case let .invalidSize(width, height):
            "chart size \(width) × \(height) must be finite, positive and at most 100000 points a side"
        }
    }
}
