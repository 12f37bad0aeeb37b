import Foundation
import OpenChartsViews

extension Chart {
    /// The calendar (and time zone) that date axes step through and label with, and that
    /// accessibility labels read dates in. Swift Charts reads the environment's calendar,
    /// which works here too: `.environment(\.calendar, …)`; this modifier wins over it.
    public func chartCalendar(_ calendar: Calendar) -> Chart {
        with { $0.calendar = calendar }
    }

    /// Shows or hides the x axis (`.hidden` removes its grid lines, ticks and labels).
    public func chartXAxis(_ visibility: Visibility) -> Chart {
        with { $0.xAxisVisibility = visibility }
    }

    /// Shows or hides the y axis.
    public func chartYAxis(_ visibility: Visibility) -> Chart {
        with { $0.yAxisVisibility = visibility }
    }

    /// Replaces the x axis's marks with `content`, one or more `AxisMarks`.
    public func chartXAxis<Axes: AxisContent>(@AxisContentBuilder content: () -> Axes) -> Chart {
        let marks = axisMarks(content)
        return with { $0.xAxisMarks = marks }
    }

    /// Replaces the y axis's marks with `content`, one or more `AxisMarks`.
    public func chartYAxis<Axes: AxisContent>(@AxisContentBuilder content: () -> Axes) -> Chart {
        let marks = axisMarks(content)
        return with { $0.yAxisMarks = marks }
    }

    /// Titles the x axis (below its labels, centred unless `alignment` says otherwise).
    public func chartXAxisLabel<Label: StringProtocol>(_ label: Label, position: AnnotationPosition = .automatic,
                                                       alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart {
        with { $0.xAxisLabel = AxisTitle(text: String(label), position: position, alignment: alignment, spacing: spacing) }
    }

    /// Titles the y axis (above the plot, on the axis's side).
    public func chartYAxisLabel<Label: StringProtocol>(_ label: Label, position: AnnotationPosition = .automatic,
                                                       alignment: Alignment? = nil, spacing: CGFloat? = nil) -> Chart {
        with { $0.yAxisLabel = AxisTitle(text: String(label), position: position, alignment: alignment, spacing: spacing) }
    }
}

// Chart modifiers after view modifiers: `Chart { … }.frame(height: 300).chartLegend(.hidden)`.
// They apply to every chart inside the view; the one nearest a chart wins.
extension View {
    /// ``Chart/chartCalendar`` for the charts in this view.
    public func chartCalendar(_ calendar: Calendar) -> some View {
        chartModifier { $0.calendar = calendar }
    }

    /// ``Chart/chartXAxis`` for the charts in this view.
    public func chartXAxis(_ visibility: Visibility) -> some View {
        chartModifier { $0.xAxisVisibility = visibility }
    }

    /// ``Chart/chartYAxis`` for the charts in this view.
    public func chartYAxis(_ visibility: Visibility) -> some View {
        chartModifier { $0.yAxisVisibility = visibility }
    }

    /// ``Chart/chartXAxis`` for the charts in this view.
    public func chartXAxis<Axes: AxisContent>(@AxisContentBuilder content: () -> Axes) -> some View {
        let marks = axisMarks(content)
        return chartModifier { $0.xAxisMarks = marks }
    }

    /// ``Chart/chartYAxis`` for the charts in this view.
    public func chartYAxis<Axes: AxisContent>(@AxisContentBuilder content: () -> Axes) -> some View {
        let marks = axisMarks(content)
        return chartModifier { $0.yAxisMarks = marks }
    }

    /// ``Chart/chartXAxisLabel`` for the charts in this view.
    public func chartXAxisLabel<Label: StringProtocol>(_ label: Label, position: AnnotationPosition = .automatic,
                                                       alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartModifier { $0.xAxisLabel = AxisTitle(text: String(label), position: position, alignment: alignment, spacing: spacing) }
    }

    /// ``Chart/chartYAxisLabel`` for the charts in this view.
    public func chartYAxisLabel<Label: StringProtocol>(_ label: Label, position: AnnotationPosition = .automatic,
                                                       alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartModifier { $0.yAxisLabel = AxisTitle(text: String(label), position: position, alignment: alignment, spacing: spacing) }
    }
}

/// The `AxisMarks` that `content` builds, in order.
private func axisMarks<Axes: AxisContent>(_ content: () -> Axes) -> [AxisMarksSpec] {
    var marks: [AxisMarksSpec] = []
    content().collectAxisMarks(into: &marks)
    return marks
}
