import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// A mark's fill or stroke: its own `foregroundStyle`, else its `foregroundStyle(by:)`
    /// color, else the accent color.
    func style(of mark: MarkRecord) -> any ShapeStyle {
        if let style = mark.style.foreground { return style }
        if let value = mark.style.foregroundBy { return foreground.color(for: value.start) }
        return ChartTheme.markColor
    }

    /// A mark's symbol: its own, else the `symbol(by:)` one, else a circle.
    func symbol(of mark: MarkRecord) -> BasicChartSymbolShape {
        if let symbol = mark.style.symbol { return symbol }
        if let value = mark.style.symbolBy { return symbols.symbol(for: value.start) }
        return .circle
    }

    /// The automatic accessibility label of a mark, in the style of Swift Charts' VoiceOver
    /// text: its x and y values (or a sector's category and value), then its series.
    func accessibilityLabel(of mark: MarkRecord) -> String? {
        if mark.style.accessibilityHidden { return nil }
        var parts: [String] = []
        if let label = mark.style.accessibilityLabel {
            parts.append(label)
        } else {
            if mark.kind == .sector {
                if let name = mark.style.foregroundBy { parts.append(text(name.start)) }
                if let angle = mark.angle { parts.append(describe(angle)) }
            } else {
                if let x = mark.x.channel { parts.append(describe(x)) }
                if let y = mark.y.channel { parts.append(describe(y)) }
                // Each series-like channel once, and not when it repeats a value already read.
                for channel in [mark.series, mark.style.foregroundBy, mark.style.symbolBy, mark.style.lineStyleBy] {
                    guard let channel else { continue }
                    let name = text(channel.start)
                    if !parts.contains(name) { parts.append(name) }
                }
            }
        }
        if let value = mark.style.accessibilityValue { parts.append(value) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
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

    /// A `.symbol` group for one mark.
    func markGroup(_ children: [SceneNode], mark: MarkRecord) -> SceneNode {
        let label = accessibilityLabel(of: mark)
        return .group(GroupNode(children: children, opacity: mark.style.opacity,
                                role: label == nil ? nil : .symbol, accessibilityLabel: label))
    }
}
