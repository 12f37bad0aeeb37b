import Foundation
import OpenChartsViews

/// Something a chart draws: a mark, a group of marks, or your own type built from marks,
/// as Swift Charts' `ChartContent`.
///
/// ```swift
/// struct CandleStickMark: ChartContent {
///     var low, high, open, close: Double
///     var day: String
///     var body: some ChartContent {
///         RuleMark(x: .value("Day", day), yStart: .value("Low", low), yEnd: .value("High", high))
///         RectangleMark(x: .value("Day", day), yStart: .value("Open", open), yEnd: .value("Close", close), width: 8)
///     }
/// }
/// ```
/// Marks and the library's own containers are primitive: their `body` is `Never`.
public protocol ChartContent {
    associatedtype Body: ChartContent
    /// The content this content is made of.
    @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Never.self) }
}

/// Content the library draws directly instead of through `body`.
protocol PrimitiveChartContent {
    func collect(into collector: inout ChartCollector, style: MarkStyle)
}

extension ChartContent {
    /// Adds this content's marks to `collector`, each carrying the modifiers in `style`.
    func collectContent(into collector: inout ChartCollector, style: MarkStyle) {
        if let primitive = self as? any PrimitiveChartContent {
            primitive.collect(into: &collector, style: style)
        } else {
            body.collectContent(into: &collector, style: style)
        }
    }
}

/// The body of primitive content, which the library never asks for.
func primitiveBody(_ type: Any.Type) -> Never {
    // Reached only when user code reads `body` of a mark directly, as in SwiftUI.
    fatalError("\(type) is primitive chart content and has no body")
}

/// Marks and vectorized plots gathered from a chart's content, in data order.
struct ChartCollector {
    /// How many marks a chart draws one by one. Each mark costs about 2 KB and 10 µs, so a
    /// million is seconds and gigabytes; past it, the chart is refused
    /// (``ChartError/tooManyMarks(count:limit:)``) and large data belongs in vectorized
    /// plots, which take columns and reduce lines to the pixels. A task-local so that tests
    /// can lower it.
    @TaskLocal static var markLimit = 1_000_000

    var marks: [MarkRecord] = []
    /// Marks past ``markLimit``, counted but not kept.
    var uncollectedMarks = 0
    /// The next identifier for a `Plot` group.
    var nextGroup = 1

    mutating func add(_ mark: MarkRecord) {
        guard marks.count < Self.markLimit else {
            uncollectedMarks += 1
            return
        }
        var mark = mark
        mark.order = marks.count
        marks.append(mark)
    }

    /// Vectorized plots, in data order.
    var plots: [PlotRecord] = []

    mutating func add(_ plot: PlotRecord) {
        var plot = plot
        plot.order = marks.count
        plots.append(plot)
    }
}
