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

    /// Adds this content's marks to `collection`. An implementation detail of the library:
    /// its own content gathers its marks directly, and your types keep the default, which
    /// reads `body`.
    func _collect(into collection: inout _ChartContentCollection)
}

/// The marks gathered while a chart reads its content, and the modifiers of the content
/// around the piece being read. An implementation detail of ``ChartContent``.
public struct _ChartContentCollection {
    var collector: ChartCollector
    var style: MarkStyle
    /// The styles the modifiers made last, for the next mark under the same modifiers.
    var memo = StyleMemo()
}

extension Never: ChartContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Never.self) }
}

/// Content the library draws directly instead of through `body` that does not implement
/// `_collect` itself (the vectorized plots).
protocol PrimitiveChartContent {
    func collect(into collector: inout ChartCollector, style: MarkStyle)
}

extension ChartContent {
    /// Reads `body`, or for the library's content drawn directly (vectorized plots) its
    /// own collection. Marks and containers implement `_collect` themselves: a call through
    /// the witness table instead of a dynamic cast for every mark.
    public func _collect(into collection: inout _ChartContentCollection) {
        if Body.self == Never.self, let primitive = self as? any PrimitiveChartContent {
            primitive.collect(into: &collection.collector, style: collection.style)
        } else {
            body._collect(into: &collection)
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
    /// How many marks a chart draws one by one. Each mark costs a few hundred bytes while
    /// the chart is laid out and about half a microsecond (a million line marks: 0.49 s and
    /// 390 MB over the program, to PNG), so a million is most of a second and a few hundred
    /// megabytes; past it, the chart is refused (``ChartError/tooManyMarks(count:limit:)``)
    /// and large data belongs in vectorized plots, which take columns and reduce lines to
    /// the pixels. A task-local so that tests can lower it.
    @TaskLocal static var markLimit = 1_000_000

    var marks: [MarkRecord] = []
    /// Marks past ``markLimit``, counted but not kept.
    var uncollectedMarks = 0
    /// The next identifier for a `Plot` group.
    var nextGroup = 1
    /// The next number for a `mask(content:)` or `compositingLayer`.
    var nextLayer = 1

    /// ``markLimit`` when collection began (a task-local read once, not per mark).
    let limit = ChartCollector.markLimit

    /// Adds `mark` with the modifiers in `style`, numbered in data order. The record is
    /// copied once, into the array, and finished there.
    mutating func add(_ mark: MarkRecord, style: MarkStyle) {
        let order = marks.count
        guard order < limit else {
            uncollectedMarks += 1
            return
        }
        marks.append(mark)
        marks[order].style = style
        marks[order].order = order
    }

    /// Makes room for `count` more marks, as a `ForEach` of one mark an element makes: an
    /// array growing as it goes would copy (and retain) every record about twice over.
    /// Grows at least twice over, so that the many small `ForEach`s of nested content do
    /// not each copy the whole array.
    mutating func expectMarks(_ count: Int) {
        let wanted = min(marks.count + count, limit)
        guard wanted > marks.capacity else { return }
        marks.reserveCapacity(max(wanted, 2 * marks.capacity))
    }

    /// Adds `mark` as it is styled.
    mutating func add(_ mark: MarkRecord) {
        add(mark, style: mark.style)
    }

    /// Vectorized plots, in data order.
    var plots: [PlotRecord] = []

    mutating func add(_ plot: PlotRecord) {
        var plot = plot
        plot.order = marks.count
        plots.append(plot)
    }
}
