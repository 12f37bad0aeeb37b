import Foundation
import OpenChartsCore
import OpenChartsViews

/// How an axis's marks are arranged, as Swift Charts' `AxisMarkPreset`.
public enum AxisMarkPreset: Hashable, Sendable { case automatic, aligned, extended, inset }

/// Which side of the plot an axis's labels go, as Swift Charts' `AxisMarkPosition`.
public enum AxisMarkPosition: Hashable, Sendable { case automatic, leading, trailing, top, bottom }

/// Grid lines, ticks and labels at a set of axis values, as Swift Charts' `AxisMarks`.
///
/// ```swift
/// .chartYAxis {
///     AxisMarks(position: .leading, values: .automatic(desiredCount: 4)) { value in
///         AxisGridLine()
///         AxisValueLabel()
///     }
/// }
/// ```
/// `AxisMarks()` alone draws grid line, tick and label at automatic values.
public struct AxisMarks<Content: AxisMark>: AxisContent, AxisContentPrimitive {
    let spec: AxisMarksSpec

    /// Marks drawn by `content` at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values.storage, stroke: nil, format: nil) { value in
            var items: [AxisMarkItem] = []
            content(value).collectItems(into: &items)
            return items
        }
    }

    /// Marks drawn by `content` (the same at every value) at `values`.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values) { _ in return content() }
    }

    /// Marks drawn by `content` at exactly `values`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position,
                  values: AxisMarkValues(storage: .explicit(values.map(\.chartPrimitive))), content: content)
    }
}

extension AxisMarks where Content == AutomaticAxisMark {
    /// Grid line, tick and label at `values`, drawn with `stroke` when given.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(preset: preset, position: position, values: values.storage, stroke: stroke, format: nil, content: nil)
    }

    /// Grid line, tick and label at exactly `values`.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                  values: [Value], stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: AxisMarkValues(storage: .explicit(values.map(\.chartPrimitive))), stroke: stroke)
    }

    /// Grid line, tick and a label formatted with `format`.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String, Format: Sendable {
        let formatter: @Sendable (ChartPrimitive) -> String? = { primitive in
            Format.FormatInput(chartPrimitive: primitive).map { format.format($0) }
        }
        spec = AxisMarksSpec(preset: preset, position: position, values: values.storage, stroke: stroke, format: formatter, content: nil)
    }

    func collect(into marks: inout [AxisMarksSpec]) { marks.append(spec) }
}

extension AxisMarks {
    func collect(into marks: inout [AxisMarksSpec]) { marks.append(spec) }
}

/// The content of `AxisMarks()` without a closure: grid line, tick and label.
public struct AutomaticAxisMark: AxisMark {}

/// One `AxisMarks` after its Swift types are erased.
struct AxisMarksSpec: @unchecked Sendable {
    var preset: AxisMarkPreset
    var position: AxisMarkPosition
    var values: AxisMarkValues.Storage
    var stroke: StrokeStyle?
    var format: (@Sendable (ChartPrimitive) -> String?)?
    /// The marks at a value; nil draws the automatic grid line, tick and label.
    var content: ((AxisValue) -> [AxisMarkItem])?
    /// Whether this stands for an axis nobody configured (category axes then show labels only).
    var isImplicit = false

    /// The axis a chart draws when `chartXAxis`/`chartYAxis` are not used.
    static let automatic = AxisMarksSpec(preset: .automatic, position: .automatic, values: .automatic(
        desiredCount: nil, minimumStride: nil, roundLowerBound: nil, roundUpperBound: nil),
        stroke: nil, format: nil, content: nil, isImplicit: true)
}
