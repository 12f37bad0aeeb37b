import Foundation
import OpenChartsCore
import OpenChartsViews

/// The legend from `foregroundStyle(by:)`, `symbol(by:)`, `lineStyle(by:)` and
/// `symbolSize(by:)`, laid out in rows: Swift Charts puts it below the plot, leading-aligned,
/// each entry a small symbol (a short line for line styles, a symbol of its size for sizes)
/// and its name.
struct LegendPlan {
    struct Entry {
        var text: String
        var color: Color
        var symbol: AnyChartSymbolShape
        /// The marks' `symbol { … }` view, drawn in place of the symbol.
        var view: SymbolView?
        /// A line style's stroke: the glyph is a short line drawn with it (and the symbol on
        /// it, with ``lineSymbol``).
        var line: StrokeStyle?
        /// Whether the symbol is drawn on the line: the lines show symbols by the same value.
        var lineSymbol = false
        /// The symbol's side: a symbol size's, else ``LegendPlan/glyphSize``.
        var side: CGFloat = LegendPlan.glyphSize
        /// The text's measured width, set when the legend is laid out.
        var width: CGFloat = 0

        /// The room the glyph takes before the text.
        var glyphWidth: CGFloat { line != nil ? LegendPlan.lineGlyphWidth : max(LegendPlan.glyphSize, side) }
    }

    let entries: [Entry]
    /// What stands for the entries there was no room for ("+4,993 more"), after the others.
    let more: String?
    /// Stops of a continuous color scale, with its extent's labels.
    let gradient: (stops: [GradientStop], low: String, high: String)?
    let position: AnnotationPosition
    let alignment: Alignment
    let spacing: CGFloat
    /// Each entry's offset within the legend box, and the box's size.
    private let offsets: [CGPoint]
    let boxSize: CGSize
    /// The height of a row: a line of text, or the largest symbol size shown.
    private let rowHeight: CGFloat
    /// Measures entry labels.
    let measurer: any TextMeasuring

    static let glyphSize: CGFloat = 8
    /// The length of a line style's glyph: room for a dash and a gap of the longest pattern.
    static let lineGlyphWidth: CGFloat = 18
    /// The side of the largest symbol size shown; larger sizes are shown at it.
    static let maxSymbolSide: CGFloat = 24
    static let glyphGap: CGFloat = 4
    static let entryGap: CGFloat = 12
    private static var font: FontRequest { ChartTheme.titleFont }

    /// The legend, or nil when there is nothing to show or it is hidden.
    init?(foreground: ForegroundScale, symbols: SymbolScale, lineStyles: LineStyleScale, sizes: SymbolSizeScale, spec: LegendSpec,
          width: CGFloat, height: CGFloat, marks: [MarkRecord], calendar: Calendar, measurer: any TextMeasuring) {
        self.measurer = measurer
        guard spec.visibility != .hidden else { return nil }
        var entries: [Entry] = []
        let symbolsFollowColor = symbols.label != nil && symbols.label == foreground.label
        let linesFollowColor = lineStyles.label != nil && lineStyles.label == foreground.label
        let sizesFollowColor = sizes.label != nil && sizes.label == foreground.label && !foreground.domain.isEmpty
        if !foreground.domain.isEmpty {
            let views = LegendPlan.symbolViews(marks)
            for value in foreground.domain {
                var entry = Entry(text: value.text(in: calendar), color: foreground.color(for: value),
                                  symbol: symbolsFollowColor ? symbols.symbol(for: value) : .circle, view: views[value],
                                  line: linesFollowColor ? lineStyles.style(for: value, default: ChartTheme.lineStroke) : nil,
                                  lineSymbol: symbolsFollowColor)
                if sizesFollowColor { entry.side = min(sizes.side(for: value) ?? 0, LegendPlan.maxSymbolSide) }
                entries.append(entry)
            }
        }
        // Symbols, line styles and sizes by a field of their own (or with no colours): their
        // entries in grey, after the colours', as Swift Charts shows a legend for each.
        if !symbolsFollowColor && !symbols.domain.isEmpty {
            for value in symbols.domain {
                entries.append(Entry(text: value.text(in: calendar), color: .gray, symbol: symbols.symbol(for: value)))
            }
        }
        if !linesFollowColor {
            for value in lineStyles.domain {
                entries.append(Entry(text: value.text(in: calendar), color: .gray, symbol: .circle,
                                     line: lineStyles.style(for: value, default: ChartTheme.lineStroke)))
            }
        }
        // Sizes smallest first for numbers, each a circle of the size its marks have (a size
        // the scale cannot give, none).
        for value in sizesFollowColor ? [] : sizes.legendValues {
            guard let side = sizes.side(for: value) else { continue }
            let text = sizes.isContinuous ? value.numeric.map(ChartNumberFormat.describe) ?? "" : value.text(in: calendar)
            entries.append(Entry(text: text, color: .gray, symbol: .circle, side: min(side, LegendPlan.maxSymbolSide)))
        }
        if foreground.isContinuous {
            gradient = (foreground.gradientStops, ChartNumberFormat.describe(foreground.extent.0),
                        ChartNumberFormat.describe(foreground.extent.1))
        } else {
            gradient = nil
        }
        guard !entries.isEmpty || gradient != nil else { return nil }
        position = spec.position == .automatic ? .bottom : spec.position
        alignment = spec.alignment ?? .leading
        spacing = spec.spacing ?? ChartTheme.legendSpacing

        // Rows are as tall as a line of text, or the largest symbol size shown.
        let lineHeight = max(measurer.lineHeight(of: LegendPlan.font), entries.map(\.side).max() ?? 0)
        let vertical = position == .leading || position == .trailing
        let maxWidth = vertical ? min(width / 3, 160) : width
        // A legend beside the plot may be as tall as the chart; one above or below it takes
        // at most a third of the chart's height, so the plot keeps its room.
        let maxHeight = max(lineHeight, vertical ? height : height / 3)
        var gradientWidth: CGFloat = 0
        if let gradient {
            let low = measurer.width(gradient.low, font: LegendPlan.font)
            let high = measurer.width(gradient.high, font: LegendPlan.font)
            gradientWidth = low + 4 + 80 + 4 + high
        }
        let empty = Layout(lineHeight: lineHeight, maxWidth: maxWidth, maxHeight: maxHeight, vertical: vertical,
                           gradientWidth: gradientWidth)
        var layout = empty
        // Entries are measured as they are placed: a legend of a million values measures only
        // those that fit.
        var widths: [CGFloat] = []
        for index in entries.indices {
            entries[index].width = measurer.width(entries[index].text, font: LegendPlan.font)
            let glyphWidth = entries[index].glyphWidth
            let textWidth = min(entries[index].width, maxWidth - glyphWidth - LegendPlan.glyphGap)
            let entryWidth = glyphWidth + LegendPlan.glyphGap + max(0, textWidth)
            guard layout.place(entryWidth) else { break }
            widths.append(entryWidth)
        }
        // Entries past the room end in one that counts them ("+4,993 more"), as Vega's
        // `symbolLimit` does: the last entries placed give way until it fits.
        var more: String?
        if widths.count < entries.count {
            var kept = widths.count
            while true {
                let text = "+\(ChartNumberFormat.describe(Double(entries.count - kept))) more"
                var trial = empty
                for width in widths.prefix(kept) { _ = trial.place(width) }
                if trial.place(measurer.width(text, font: LegendPlan.font)) {
                    more = text
                    layout = trial
                    break
                }
                if kept == 0 {
                    layout = trial
                    break
                }
                kept -= 1
            }
            entries.removeSubrange(kept...)
        }
        self.entries = entries
        self.more = more
        offsets = layout.offsets
        boxSize = CGSize(width: layout.widest, height: layout.y + lineHeight)
        rowHeight = lineHeight
    }

    /// The first `symbol { … }` view of the marks of each `foregroundStyle(by:)` value, so
    /// that an entry shows what its marks show.
    /// - Complexity: O(n) in the marks.
    private static func symbolViews(_ marks: [MarkRecord]) -> [ChartPrimitive: SymbolView] {
        var views: [ChartPrimitive: SymbolView] = [:]
        for mark in marks {
            guard let view = mark.style.symbolView, let value = mark.style.foregroundBy?.start, views[value] == nil else { continue }
            views[value] = view
        }
        return views
    }

    /// Entries placed in rows (or one column beside the plot), left to right and top to
    /// bottom, within the legend's greatest width and height.
    private struct Layout {
        let lineHeight: CGFloat, maxWidth: CGFloat, maxHeight: CGFloat, vertical: Bool
        var offsets: [CGPoint] = []
        var x: CGFloat, y: CGFloat = 0, widest: CGFloat

        /// A gradient, when there is one, stands first on the first row.
        init(lineHeight: CGFloat, maxWidth: CGFloat, maxHeight: CGFloat, vertical: Bool, gradientWidth: CGFloat) {
            self.lineHeight = lineHeight
            self.maxWidth = maxWidth
            self.maxHeight = maxHeight
            self.vertical = vertical
            x = gradientWidth
            widest = gradientWidth
        }

        /// Places an entry `width` wide after the others; false, placing nothing, when it
        /// would need a row below the legend's greatest height.
        mutating func place(_ width: CGFloat) -> Bool {
            var (nextX, nextY) = (x, y)
            if vertical {
                if !offsets.isEmpty || x > 0 { nextY += lineHeight + 2 }
                nextX = 0
            } else if nextX > 0 && nextX + LegendPlan.entryGap + width > maxWidth {
                nextX = 0
                nextY += lineHeight + 2
            }
            guard nextY + lineHeight <= maxHeight else { return false }
            let start = !vertical && nextX > 0 ? nextX + LegendPlan.entryGap : 0
            offsets.append(CGPoint(x: start, y: nextY))
            x = vertical ? width : start + width
            y = nextY
            widest = max(widest, x)
            return true
        }
    }

    /// The frame left for the plot and axes once the legend has its room.
    func remainingFrame(in frame: CGRect) -> CGRect {
        let need = spacing + (position == .leading || position == .trailing ? boxSize.width : boxSize.height)
        var rest = frame
        switch position {
        case .top, .topLeading, .topTrailing:
            rest.origin.y += need
            rest.size.height = max(0, rest.height - need)
        case .leading:
            rest.origin.x += need
            rest.size.width = max(0, rest.width - need)
        case .trailing:
            rest.size.width = max(0, rest.width - need)
        case .overlay:
            break
        default:
            rest.size.height = max(0, rest.height - need)
        }
        return rest
    }

    /// The legend's nodes, placed around `plot` inside `frame` (the whole chart).
    func node(plot: CGRect, frame: CGRect) -> SceneNode {
        let origin: CGPoint
        func alignedX(_ minX: CGFloat, _ maxX: CGFloat) -> CGFloat {
            switch alignment.horizontalSign {
            case -1: minX
            case 1: maxX - boxSize.width
            default: (minX + maxX - boxSize.width) / 2
            }
        }
        func alignedY(_ minY: CGFloat, _ maxY: CGFloat) -> CGFloat {
            switch alignment.verticalSign {
            case -1: minY
            case 1: maxY - boxSize.height
            default: (minY + maxY - boxSize.height) / 2
            }
        }
        // Rows are as wide as the chart at most: aligned along the plot, a full row moves back
        // inside the chart rather than cutting its last entry short.
        func rowX(_ minX: CGFloat, _ maxX: CGFloat) -> CGFloat {
            max(frame.minX, min(alignedX(minX, maxX), frame.maxX - boxSize.width))
        }
        switch position {
        case .top, .topLeading, .topTrailing:
            origin = CGPoint(x: rowX(plot.minX, plot.maxX), y: frame.minY)
        case .leading:
            origin = CGPoint(x: frame.minX, y: alignedY(plot.minY, plot.maxY))
        case .trailing:
            origin = CGPoint(x: frame.maxX - boxSize.width, y: alignedY(plot.minY, plot.maxY))
        case .overlay:
            origin = CGPoint(x: rowX(plot.minX + 4, plot.maxX - 4), y: plot.minY + 4)
        default:
            origin = CGPoint(x: rowX(plot.minX, plot.maxX), y: frame.maxY - boxSize.height)
        }
        let font = LegendPlan.font
        let ascent = measurer.ascent(of: font)
        let lineHeight = measurer.lineHeight(of: font)
        var children: [SceneNode] = []
        if let gradient {
            let lowWidth = measurer.width(gradient.low, font: font)
            let bar = CGRect(x: origin.x + lowWidth + 4, y: origin.y + lineHeight / 2 - 4, width: 80, height: 8)
            children.append(.text(TextNode(text: gradient.low, origin: CGPoint(x: origin.x, y: origin.y + ascent),
                                           font: font, paint: .color(ChartTheme.labelColor))))
            children.append(.fill(FillNode(path: Path(roundedRect: bar, cornerRadius: 2), paint: .linearGradient(LinearGradientPaint(
                stops: gradient.stops, start: CGPoint(x: bar.minX, y: bar.midY), end: CGPoint(x: bar.maxX, y: bar.midY))))))
            children.append(.text(TextNode(text: gradient.high, origin: CGPoint(x: bar.maxX + 4, y: origin.y + ascent),
                                           font: font, paint: .color(ChartTheme.labelColor))))
        }
        for (entry, offset) in zip(entries, offsets) {
            let glyphWidth = entry.glyphWidth
            let center = CGPoint(x: origin.x + offset.x + glyphWidth / 2, y: origin.y + offset.y + rowHeight / 2)
            let glyphNode = LegendPlan.glyph(entry, at: center)
            let textX = origin.x + offset.x + glyphWidth + LegendPlan.glyphGap
            // Text sits in the middle of a row made taller by a symbol size.
            let textY = origin.y + offset.y + (rowHeight - lineHeight) / 2 + ascent
            let room = frame.maxX - textX
            // Text that fits comes back unchanged (`TextMeasuring.truncated`): measured already.
            let text = entry.width <= max(0, room) ? entry.text
                : measurer.truncated(entry.text, font: font, maxWidth: max(0, room), mode: .tail)
            children.append(.group(GroupNode(children: (glyphNode.map { [$0] } ?? []) + [
                .text(TextNode(text: text, origin: CGPoint(x: textX, y: textY),
                               font: font, paint: .color(ChartTheme.labelColor))),
            ], accessibilityLabel: entry.text)))
        }
        if let more, offsets.count > entries.count, let offset = offsets.last {
            children.append(.text(TextNode(text: more, origin: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y + ascent),
                                           font: font, paint: .color(ChartTheme.labelColor))))
        }
        return .group(GroupNode(children: children, role: .object, accessibilityLabel: "Legend"))
    }

    /// An entry's glyph centred at `center`: its marks' symbol view, shrunk to fit; a line
    /// style's short line; else its symbol in its colour and size, hollow symbols stroked as
    /// the marks are.
    private static func glyph(_ entry: Entry, at center: CGPoint) -> SceneNode? {
        if let view = entry.view { return view.node(fitting: glyphSize, at: center) }
        let paint = Paint.color(entry.color)
        if var stroke = entry.line {
            // As wide as the line, up to 3 points, so the dashes read at legend size.
            stroke.lineWidth = min(stroke.lineWidth, 3)
            var path = Path()
            path.move(to: CGPoint(x: center.x - lineGlyphWidth / 2, y: center.y))
            path.addLine(to: CGPoint(x: center.x + lineGlyphWidth / 2, y: center.y))
            let line = SceneNode.stroke(StrokeNode(path: path, paint: paint, style: stroke))
            guard entry.lineSymbol, let symbol = symbolGlyph(entry, at: center) else { return line }
            return .group(GroupNode(children: [line, symbol]))
        }
        return symbolGlyph(entry, at: center)
    }

    /// An entry's symbol in its colour and size, centred at `center`.
    private static func symbolGlyph(_ entry: Entry, at center: CGPoint) -> SceneNode? {
        let paint = Paint.color(entry.color)
        if let basic = entry.symbol.basic, entry.symbol.border == nil {
            let glyph = basic.path(center: center, size: entry.side)
            return basic.isStroked
                ? .stroke(StrokeNode(path: glyph, paint: paint, style: StrokeStyle(lineWidth: 1.5)))
                : .fill(FillNode(path: glyph, paint: paint))
        }
        // A symbol drawn larger than its perceptual rect still fits the glyph's box.
        let unit = entry.symbol.perceptualUnitRect
        let fraction = min(1, max(unit.width, unit.height))
        let outline = SymbolOutlines.make(entry.symbol, side: entry.side * (fraction > 0 ? fraction : 1))
        guard !outline.shape.isEmpty else { return nil }
        let path = outline.shape.offsetBy(dx: center.x, dy: center.y)
        if let stroke = outline.stroke { return .stroke(StrokeNode(path: path, paint: paint, style: stroke)) }
        return .fill(FillNode(path: path, paint: paint))
    }
}
