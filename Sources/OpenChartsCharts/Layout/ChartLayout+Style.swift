import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// A mark's fill or stroke: its own `foregroundStyle`, else its `foregroundStyle(by:)`
    /// color, else the accent color.
    func style(of mark: MarkRecord) -> any ShapeStyle {
        if let style = mark.style.foreground { return aligned(style, mark.style) }
        if let value = mark.style.foregroundBy { return foreground.color(for: value.start) }
        return ChartTheme.markColor
    }

    /// The paint of ``style(of:)`` in `rect`: a scale's or the accent color directly, without
    /// asking an erased style how it paints (a dynamic cast per mark).
    func paint(of mark: MarkRecord, in rect: @autoclosure () -> CGRect) -> Paint {
        if let style = mark.style.foreground { return style.resolvedPaint(in: mark.style.alignsWithPlot ? plot : rect()) }
        if let value = mark.style.foregroundBy { return .color(foreground.color(for: value.start)) }
        return .color(ChartTheme.markColor)
    }

    /// `style` painted over the plot when the marks ask for it
    /// (`alignsMarkStylesWithPlotArea()`), else over each shape's own bounds.
    func aligned(_ style: any ShapeStyle, _ markStyle: MarkStyle) -> any ShapeStyle {
        markStyle.alignsWithPlot ? PlotAlignedStyle.aligning(style, to: plot) : style
    }

    /// A mark's symbol: its own, else the `symbol(by:)` one, else a circle.
    func symbol(of mark: MarkRecord) -> AnyChartSymbolShape {
        if let symbol = mark.style.symbol { return symbol }
        if let value = mark.style.symbolBy { return symbols.symbol(for: value.start) }
        return .circle
    }

    /// The side of a mark's symbol in points: its `symbolSize(_:)` (the greater side), else its
    /// `symbolSize(by:)` value's, else the default; nil when the size scale gives its value no
    /// area, or cannot size it (the mark is then not drawn, as a value that is not finite is not).
    func symbolSide(of style: MarkStyle) -> CGFloat? {
        if let size = style.symbolSize { return max(size.width, size.height) }
        if let value = style.symbolSizeBy { return symbolSizes.side(for: value.start).flatMap { $0 > 0 ? $0 : nil } }
        return ChartTheme.symbolSide
    }

    /// The automatic accessibility label of a mark, in the style of Swift Charts' VoiceOver
    /// text: its x and y values (or a sector's category and value), then its series.
    ///
    /// Written into one string, part by part: one per mark, so no array of parts is made
    /// unless a series-like channel needs the parts read so far to skip a repeat.
    func accessibilityLabel(of mark: MarkRecord) -> String? {
        let style = mark.style
        if style.accessibilityHidden { return nil }
        var label = ""
        var parts = 0
        func append(_ part: String) {
            if parts > 0 { label += ", " }
            label += part
            parts += 1
        }
        if let custom = style.accessibilityLabel {
            append(custom)
        } else if mark.kind == .sector {
            if let name = style.foregroundBy { append(text(name.start)) }
            if let angle = mark.angle { append(describe(angle)) }
        } else {
            // Not `channel.map(describe)`: a method reference would copy the whole layout.
            var x: String?, y: String?
            if case let .data(channel) = mark.x {
                let text = describe(channel)
                x = text
                append(text)
            }
            if case let .data(channel) = mark.y {
                let text = describe(channel)
                y = text
                append(text)
            }
            if mark.series != nil || style.foregroundBy != nil || style.symbolBy != nil || style.lineStyleBy != nil {
                // Each series-like channel once, and not when it repeats a value already read.
                var read = [x, y].compactMap { $0 }
                for channel in [mark.series, style.foregroundBy, style.symbolBy, style.lineStyleBy] {
                    guard let channel else { continue }
                    let name = text(channel.start)
                    if !read.contains(name) {
                        read.append(name)
                        append(name)
                    }
                }
            }
        }
        if let value = style.accessibilityValue { append(value) }
        return parts == 0 ? nil : label
    }

    private func describe(_ channel: ChannelValue) -> String {
        guard let end = channel.end else { return text(channel.start) }
        if channel.isBin { return text(channel.start) }
        return text(channel.start) + " to " + text(end)
    }

    /// A value as ``ChartPrimitive/text(in:)`` reads it, dates by arithmetic where that
    /// gives the same text.
    private func text(_ value: ChartPrimitive) -> String {
        guard case .date(let date) = value, let civil = CivilDate(date, calendar: calendar) else {
            return value.text(in: calendar)
        }
        let month = DateTickFormat.monthAbbreviations[civil.month - 1]
        var text = month + " " + String(civil.day) + ", " + String(civil.year)
        if civil.hour != 0 || civil.minute != 0 {
            text += " " + String(civil.hour) + (civil.minute < 10 ? ":0" : ":") + String(civil.minute)
        }
        return text
    }

    /// A `.symbol` group for one mark, with its opacity and effect (and its foreground
    /// style's shadows around its children). For an output that reads no labels (PNG, PDF),
    /// where making the label was most of a point mark's cost, only what the group draws:
    /// its one child when it neither fades nor changes it, nothing when it has no children.
    func markGroup(_ children: [SceneNode], mark: MarkRecord) -> SceneNode? {
        let children = shadowed(children, by: mark.style.foreground)
        let effect = mark.style.effect
        guard environment.readsAccessibilityLabels else {
            let opacity = mark.style.opacity
            if children.count == 1 && opacity >= 1 && effect == nil { return children[0] }
            return children.isEmpty ? nil : .group(GroupNode(children: children, opacity: opacity, effect: effect))
        }
        let label = accessibilityLabel(of: mark)
        return .group(GroupNode(children: children, opacity: mark.style.opacity, effect: effect,
                                role: label == nil ? nil : .symbol, accessibilityLabel: label,
                                accessibilityIdentifier: mark.style.accessibilityIdentifier))
    }

    /// Whether `style` draws marks as they are: no effect, no shadow in their foreground
    /// style (a run of point marks may then share one node).
    func drawsPlain(_ style: MarkStyle) -> Bool {
        style.effect == nil && !(style.foreground is any ShadowedShapeStyle)
    }
}
