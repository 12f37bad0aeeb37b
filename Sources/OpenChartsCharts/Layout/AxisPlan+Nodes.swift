import Foundation
import OpenChartsCore
import OpenChartsViews

extension AxisPlan {
    /// A label placed along the axis, before thinning.
    private struct PlacedLabel {
        var index: Int
        var text: String
        var anchor: CGFloat
        var width: CGFloat
        var textAnchor: TextAnchor
        var color: Color?
        var resolution: AxisValueLabelCollisionResolution
        /// A label view's size; nil for text.
        var viewSize: CGSize?

        /// The label's extent along a horizontal axis.
        var span: (CGFloat, CGFloat) {
            switch textAnchor {
            case .start: (anchor, anchor + width)
            case .middle: (anchor - width / 2, anchor + width / 2)
            case .end: (anchor - width, anchor)
            }
        }
    }

    /// Where value `index` of `group` sits, and for `centered` marks the middle of its interval.
    private func position(_ group: AxisGroup, _ index: Int, scale: AxisScale, centered: Bool) -> CGFloat? {
        guard let p = scale.position(group.values[index]) else { return nil }
        guard centered, !scale.isBand else { return p }
        if index + 1 < group.values.count, let next = scale.position(group.values[index + 1]) { return (p + next) / 2 }
        if index > 0, let previous = scale.position(group.values[index - 1]) { return p + (p - previous) / 2 }
        return p
    }

    /// Grid lines, drawn under the marks.
    func gridNodes(scale: AxisScale, plot: CGRect) -> [SceneNode] {
        var nodes: [SceneNode] = []
        for group in groups {
            var byStyle: [(StrokeStyle, Color, Path)] = []
            for (index, items) in group.items.enumerated() {
                for case let .gridLine(centered, stroke, color) in items {
                    guard let p = position(group, index, scale: scale, centered: centered ?? false), p.isFinite else { continue }
                    let style = stroke ?? group.stroke ?? ChartTheme.gridStyle
                    let paint = color ?? ChartTheme.gridColor
                    var path = Path()
                    if axis == .horizontal {
                        path.move(to: CGPoint(x: p, y: plot.minY))
                        path.addLine(to: CGPoint(x: p, y: plot.maxY))
                    } else {
                        path.move(to: CGPoint(x: plot.minX, y: p))
                        path.addLine(to: CGPoint(x: plot.maxX, y: p))
                    }
                    if let i = byStyle.firstIndex(where: { $0.0 == style && $0.1 == paint }) {
                        byStyle[i].2.addPath(path)
                    } else {
                        byStyle.append((style, paint, path))
                    }
                }
            }
            for (style, paint, path) in byStyle {
                nodes.append(.stroke(StrokeNode(path: path, paint: .color(paint), style: style)))
            }
        }
        return nodes
    }

    /// Ticks, labels and the title: one `.object` group. `context` draws label views. An x
    /// axis's title sits at the bottom of `axesFrame`, above a legend below the chart.
    func axisNode(scale: AxisScale, plot: CGRect, chart: CGSize, axesFrame: CGRect, context: RenderContext) -> SceneNode {
        var children = markNodes(on: nil, scale: scale, plot: plot, chart: chart, context: context)
        if let title = titleNode(plot: plot, axesFrame: axesFrame) { children.append(title) }
        return group(children)
    }

    /// The axis's `.object` group of `children`, labelled with the axis and its title.
    func group(_ children: [SceneNode]) -> SceneNode {
        .group(GroupNode(children: children, role: .object,
                         accessibilityLabel: (axis == .horizontal ? "X axis" : "Y axis") + (title.map { ", \($0.text)" } ?? "")))
    }

    /// The ticks and labels of the marks on `side` (nil: on every side).
    func markNodes(on side: AxisMarkPosition?, scale: AxisScale, plot: CGRect, chart: CGSize,
                   context: RenderContext) -> [SceneNode] {
        var children: [SceneNode] = []
        for group in groups where side.map({ group.side == $0 }) ?? true {
            let font = group.font
            let ascent = measurer.ascent(of: font)
            let descent = measurer.descent(of: font)
            var ticks = Path()
            var tickPaint = ChartTheme.gridColor
            var tickStyle = group.stroke ?? ChartTheme.gridStyle
            var tickReach: CGFloat = 0
            for (index, items) in group.items.enumerated() {
                for case let .tick(centered, length, stroke, color) in items {
                    guard let p = position(group, index, scale: scale, centered: centered ?? false) else { continue }
                    let l = length ?? ChartTheme.tickLength
                    tickReach = max(tickReach, ChartTheme.tickLength)
                    if let color { tickPaint = color }
                    if let stroke { tickStyle = stroke }
                    switch group.side {
                    case .top: ticks.move(to: CGPoint(x: p, y: plot.minY)); ticks.addLine(to: CGPoint(x: p, y: plot.minY - l))
                    case .leading: ticks.move(to: CGPoint(x: plot.minX, y: p)); ticks.addLine(to: CGPoint(x: plot.minX - l, y: p))
                    case .trailing: ticks.move(to: CGPoint(x: plot.maxX, y: p)); ticks.addLine(to: CGPoint(x: plot.maxX + l, y: p))
                    default: ticks.move(to: CGPoint(x: p, y: plot.maxY)); ticks.addLine(to: CGPoint(x: p, y: plot.maxY + l))
                    }
                }
            }
            if !ticks.isEmpty { children.append(.stroke(StrokeNode(path: ticks, paint: .color(tickPaint), style: tickStyle))) }

            // Labels: place, thin, then draw.
            let step = scale.isBand ? scale.step : 0
            // Far more labels than the axis can show (a million categories): widths are
            // measured only for the labels thinning looks at, not for every one.
            let lazy = axis == .horizontal && step > 0 && step < AxisPlan.denseBandStep
                && placedResolution(group) == .automatic
            var placed: [PlacedLabel] = []
            for (index, items) in group.items.enumerated() {
                guard let text = group.labels[index] else { continue }
                for case let .label(spec) in items {
                    let centered = spec.centered ?? false
                    guard let p = position(group, index, scale: scale, centered: centered) else { continue }
                    // A label centred in the interval after the last value would sit past the plot.
                    if centered && !scale.isBand {
                        let (lo, hi) = axis == .horizontal ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
                        if p < lo - 0.5 || p > hi + 0.5 { continue }
                    }
                    // Dates label the interval that starts at the tick, as Swift Charts does.
                    var textAnchor: TextAnchor = axis == .vertical
                        ? (group.side == .leading ? .end : .start)
                        : (group.isDate && !centered ? .start : .middle)
                    // A view is centred on its tick along the axis (as Swift Charts does), unless anchored.
                    let viewSize = group.labelViews[index]?.size
                    if viewSize != nil && axis == .horizontal { textAnchor = .middle }
                    // An explicit anchor's x (0 leading … 1 trailing) picks the label's side of the tick.
                    if axis == .horizontal, let anchor = spec.anchor, anchor.x.isFinite {
                        textAnchor = anchor.x < 0.25 ? .start : (anchor.x > 0.75 ? .end : .middle)
                    }
                    let anchor = axis == .horizontal && textAnchor == .start ? p + 2 : p
                    let label = PlacedLabel(index: index, text: text, anchor: anchor,
                                            width: .nan, textAnchor: textAnchor,
                                            color: spec.color, resolution: spec.collisionResolution, viewSize: viewSize)
                    placed.append(lazy ? label : measured(label, chartWidth: chart.width, font: font))
                }
            }
            let lineHeight = ascent + descent
            let kept = lazy ? thinDense(placed, bandStep: step, chartWidth: chart.width, font: font)
                : thin(placed, axis: axis, bandStep: step, lineHeight: lineHeight, font: font)
            let gap = tickReach + ChartTheme.labelGap
            for var label in kept {
                if let (view, size) = group.labelViews[label.index] {
                    let frame = viewFrame(label, size: size, side: group.side, plot: plot, gap: gap, chart: chart)
                    children += renderView(view, in: frame.offsetBy(dx: group.labelOffset.width, dy: group.labelOffset.height),
                                           environment: labelEnvironment, context: context)
                    continue
                }
                let paint = Paint.color(label.color ?? ChartTheme.labelColor)
                var origin: CGPoint
                switch group.side {
                case .top: origin = CGPoint(x: label.anchor, y: plot.minY - gap - descent)
                case .leading: origin = CGPoint(x: plot.minX - gap, y: label.anchor + (ascent - descent) / 2)
                case .trailing: origin = CGPoint(x: plot.maxX + gap, y: label.anchor + (ascent - descent) / 2)
                default: origin = CGPoint(x: label.anchor, y: plot.maxY + gap + ascent)
                }
                if axis == .horizontal {
                    // Keep labels at the ends inside the chart.
                    let (lo, hi) = label.span
                    if lo < 0 { origin.x -= lo }
                    if hi > chart.width { origin.x -= hi - chart.width }
                } else {
                    let room = group.side == .leading ? plot.minX - gap : chart.width - plot.maxX - gap
                    // Text that fits comes back unchanged (`TextMeasuring.truncated`): measured already.
                    if !(label.width <= max(0, room)) {
                        label.text = measurer.truncated(label.text, font: font, maxWidth: max(0, room), mode: .tail)
                    }
                }
                origin.x += group.labelOffset.width
                origin.y += group.labelOffset.height
                children.append(.text(TextNode(text: label.text, origin: origin, anchor: label.textAnchor, font: font, paint: paint)))
            }
        }
        return children
    }

    /// The axis's title: an x axis's at the bottom of `axesFrame`, a y axis's above the plot.
    func titleNode(plot: CGRect, axesFrame: CGRect) -> SceneNode? {
        guard let title else { return nil }
        let titleFont = ChartTheme.titleFont
        let spacing = title.spacing ?? 4
        if axis == .horizontal {
            let baseline = axesFrame.maxY - measurer.descent(of: titleFont) - 1
            let (x, anchor): (CGFloat, TextAnchor) = switch title.alignment?.horizontalSign ?? 0 {
            case -1: (plot.minX, .start)
            case 1: (plot.maxX, .end)
            default: (plot.midX, .middle)
            }
            return .text(TextNode(text: title.text, origin: CGPoint(x: x, y: baseline), anchor: anchor,
                                  font: titleFont, paint: .color(ChartTheme.labelColor)))
        }
        let trailing = groups.first?.side != .leading
        return .text(TextNode(text: title.text,
                              origin: CGPoint(x: trailing ? plot.maxX : plot.minX, y: plot.minY - spacing - measurer.descent(of: titleFont)),
                              anchor: trailing ? .end : .start, font: titleFont, paint: .color(ChartTheme.labelColor)))
    }

    /// Band steps below this (more than four labels a point) count as dense: see ``thinDense``.
    static let denseBandStep: CGFloat = 0.25

    /// The collision resolution of a group's first label mark (the one thinning uses).
    private func placedResolution(_ group: AxisGroup) -> AxisValueLabelCollisionResolution? {
        for items in group.items {
            for case let .label(spec) in items { return spec.collisionResolution }
        }
        return nil
    }

    /// Where a label view goes: beside the plot past the ticks, centred on its tick along the
    /// axis (or on the side its anchor picks), kept inside the chart along a horizontal axis.
    private func viewFrame(_ label: PlacedLabel, size: CGSize, side: AxisMarkPosition, plot: CGRect, gap: CGFloat,
                           chart: CGSize) -> CGRect {
        switch side {
        case .top:
            return CGRect(x: label.span.0, y: plot.minY - gap - size.height, width: size.width, height: size.height)
        case .leading:
            return CGRect(x: plot.minX - gap - size.width, y: label.anchor - size.height / 2, width: size.width, height: size.height)
        case .trailing:
            return CGRect(x: plot.maxX + gap, y: label.anchor - size.height / 2, width: size.width, height: size.height)
        default:
            return CGRect(x: label.span.0, y: plot.maxY + gap, width: size.width, height: size.height)
        }
    }

    /// `label` with its width measured, moved inside the chart if an end sticks out, so that
    /// thinning sees where it will be drawn.
    private func measured(_ label: PlacedLabel, chartWidth: CGFloat, font: FontRequest) -> PlacedLabel {
        var label = label
        label.width = label.viewSize?.width ?? measurer.width(label.text, font: font)
        if axis == .horizontal {
            let (lo, hi) = label.span
            if lo < 0 { label.anchor -= lo } else if hi > chartWidth { label.anchor -= hi - chartWidth }
        }
        return label
    }

    /// `.automatic` thinning of a dense band axis, measuring only the labels it keeps a look
    /// at. Every k-th label for the smallest k without overlaps, as ``thin`` does, starting
    /// from the first k whose labels are at least the gap apart (closer anchors always
    /// overlap: a label's extent contains its anchor) and jumping, after a failed k, to the
    /// stride the widest label seen so far needs. Labels of a band axis are spaced evenly,
    /// so this finds the k that measuring all of them would, but for that jump's estimate.
    private func thinDense(_ labels: [PlacedLabel], bandStep: CGFloat, chartWidth: CGFloat,
                           font: FontRequest) -> [PlacedLabel] {
        guard labels.count > 1 else { return labels.map { measured($0, chartWidth: chartWidth, font: font) } }
        let gap: CGFloat = 4
        var measuredLabels: [Int: PlacedLabel] = [:]
        func label(_ position: Int) -> PlacedLabel {
            if let known = measuredLabels[position] { return known }
            let label = measured(labels[position], chartWidth: chartWidth, font: font)
            measuredLabels[position] = label
            return label
        }
        var k = max(1, Int((gap / bandStep).rounded(.up)))
        while k < labels.count {
            let kept = stride(from: 0, to: labels.count, by: k).map(label)
            let overlapping = zip(kept, kept.dropFirst()).contains { a, b in
                min(a.span.1, b.span.1) + gap > max(a.span.0, b.span.0)
            }
            if !overlapping { return kept }
            let widest = kept.map(\.width).max() ?? 0
            k = max(k + 1, Int(((widest + gap) / bandStep).rounded(.up)))
        }
        return [label(0)]
    }

    /// Labels that do not overlap, per their collision resolution: `.automatic` keeps every
    /// k-th label for the smallest k that leaves a gap (cutting long category names to their
    /// band first when that is enough), `.greedy` drops any label overlapping a kept one,
    /// `.truncate` cuts labels to their slot, `.disabled` keeps all.
    /// - Complexity: O(n · k) label comparisons.
    private func thin(_ labels: [PlacedLabel], axis: Axis, bandStep: CGFloat, lineHeight: CGFloat,
                             font: FontRequest) -> [PlacedLabel] {
        guard labels.count > 1 else { return labels }
        let gap: CGFloat = 4
        let resolution = labels[0].resolution
        func extent(_ label: PlacedLabel) -> (CGFloat, CGFloat) {
            let height = label.viewSize?.height ?? lineHeight
            return axis == .horizontal ? label.span : (label.anchor - height / 2, label.anchor + height / 2)
        }
        func overlaps(_ a: PlacedLabel, _ b: PlacedLabel) -> Bool {
            let (a0, a1) = extent(a), (b0, b1) = extent(b)
            return min(a1, b1) + gap > max(a0, b0)
        }
        func truncated(_ labels: [PlacedLabel], to width: CGFloat) -> [PlacedLabel] {
            labels.map { label in
                guard label.viewSize == nil else { return label }
                var copy = label
                copy.text = measurer.truncated(label.text, font: font, maxWidth: width, mode: .tail)
                copy.width = measurer.width(copy.text, font: font)
                return copy
            }
        }
        switch resolution {
        case .disabled:
            return labels
        case .truncate:
            return axis == .horizontal && bandStep > 0 ? truncated(labels, to: bandStep - gap) : labels
        case .greedy:
            var kept: [PlacedLabel] = []
            for label in labels where kept.last.map({ !overlaps($0, label) }) ?? true { kept.append(label) }
            return kept
        case .automatic:
            var candidates = labels
            if axis == .horizontal && bandStep > 0 {
                let widest = labels.map(\.width).max() ?? 0
                // Cut names to their band when at least a few characters stay readable.
                let minimum = measurer.width("Abc…", font: font)
                if widest + gap > bandStep && bandStep - gap >= minimum {
                    return truncated(labels, to: bandStep - gap)
                }
                candidates = labels
            }
            // Every k-th label, for the smallest k without overlaps.
            for k in 1...candidates.count {
                let kept = stride(from: 0, to: candidates.count, by: k).map { candidates[$0] }
                if !zip(kept, kept.dropFirst()).contains(where: { overlaps($0, $1) }) { return kept }
                // Labels of equal width on equal steps: jump straight to the stride that fits.
                if k == 1, axis == .horizontal, bandStep > 0 {
                    let widest = candidates.map(\.width).max() ?? 0
                    let jump = Int(((widest + gap) / bandStep).rounded(.up))
                    if jump > 2 {
                        let kept = stride(from: 0, to: candidates.count, by: jump).map { candidates[$0] }
                        if !zip(kept, kept.dropFirst()).contains(where: { overlaps($0, $1) }) { return kept }
                    }
                }
            }
            return candidates.isEmpty ? [] : [candidates[0]]
        }
    }
}
