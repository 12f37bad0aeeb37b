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
                if let name = mark.style.foregroundBy { parts.append(name.start.text(in: calendar)) }
                if let angle = mark.angle { parts.append(describe(angle)) }
            } else {
                if let x = mark.x.channel { parts.append(describe(x)) }
                if let y = mark.y.channel { parts.append(describe(y)) }
                var seen = Set(parts)
                for channel in [mark.series, mark.style.foregroundBy, mark.style.symbolBy, mark.style.lineStyleBy].compactMap({ $0 })
                where seen.insert(channel.start.text(in: calendar)).inserted {
                    parts.append(channel.start.text(in: calendar))
                }
            }
        }
        if let value = mark.style.accessibilityValue { parts.append(value) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private func describe(_ channel: ChannelValue) -> String {
        guard let end = channel.end else { return channel.start.text(in: calendar) }
        if channel.isBin { return channel.start.text(in: calendar) }
        return "\(channel.start.text(in: calendar)) to \(end.text(in: calendar))"
    }

    /// A `.symbol` group for one mark.
    func markGroup(_ children: [SceneNode], mark: MarkRecord) -> SceneNode {
        let label = accessibilityLabel(of: mark)
        return .group(GroupNode(children: children, opacity: mark.style.opacity,
                                role: label == nil ? nil : .symbol, accessibilityLabel: label))
    }
}
