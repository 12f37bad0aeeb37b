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

    /// Draws the x axis's ticks and labels as the view `content` makes of them, as Swift
    /// Charts' `chartXAxisStyle` (iOS 17): `.chartXAxisStyle { axis in axis.opacity(0.5) }`.
    /// The styled view's height is the room the axis takes below (or above) the plot:
    /// `axis.frame(height: 40)` reserves 40 points, `axis.padding(.top, 8)` moves the labels
    /// 8 points down and the room grows by as much. See ``ChartAxisContent``.
    public func chartXAxisStyle<Styled: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Styled) -> Chart {
        with { $0.xAxisStyle = { AnyView(content($0)) } }
    }

    /// Draws the y axis's ticks and labels as the view `content` makes of them, as Swift
    /// Charts' `chartYAxisStyle` (iOS 17). The styled view's width is the room the axis
    /// takes beside the plot. See ``chartXAxisStyle(content:)`` and ``ChartAxisContent``.
    public func chartYAxisStyle<Styled: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Styled) -> Chart {
        with { $0.yAxisStyle = { AnyView(content($0)) } }
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

    /// ``Chart/chartXAxisStyle(content:)`` for the charts in this view.
    public func chartXAxisStyle<Styled: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Styled) -> some View {
        chartModifier { $0.xAxisStyle = { AnyView(content($0)) } }
    }

    /// ``Chart/chartYAxisStyle(content:)`` for the charts in this view.
    public func chartYAxisStyle<Styled: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Styled) -> some View {
        chartModifier { $0.yAxisStyle = { AnyView(content($0)) } }
    }
}

/// The `AxisMarks` that `content` builds, in order.
private func axisMarks<Axes: AxisContent>(_ content: () -> Axes) -> [AxisMarksSpec] {
    var marks: [AxisMarksSpec] = []
    content().collectAxisMarks(into: &marks)
    return marks
}
