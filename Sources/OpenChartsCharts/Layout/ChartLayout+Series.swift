import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// What separates lines and areas into series: `series:`, the `…(by:)` encodings and `Plot`.
    /// Stored fields, not an array: one key is made per mark, and an array would allocate.
    struct SeriesKey: Hashable {
        var kind: MarkKind
        var series: ChartPrimitive?
        var foreground: ChartPrimitive?
        var lineStyle: ChartPrimitive?
        var symbol: ChartPrimitive?
        var group: Int?
        /// The side of a mask: a line in a mask is not joined to one outside it.
        var layer: ObjectIdentifier?
    }

    static func seriesKey(_ mark: MarkRecord) -> SeriesKey {
        SeriesKey(kind: mark.kind, series: mark.series?.start, foreground: mark.style.foregroundBy?.start,
                  lineStyle: mark.style.lineStyleBy?.start, symbol: mark.style.symbolBy?.start,
                  group: mark.style.plotGroup, layer: mark.style.layer.map(ObjectIdentifier.init))
    }

    /// Lines and areas: one path per series through its marks in data order, plus a
    /// `.symbol` group per vertex (holding its symbol, when the line shows symbols).
    func seriesNodes() -> [OrderedNode] {
        var keys: [SeriesKey] = []
        // Each series' marks by index in `marks` (a mark record is large to copy), in the
        // order of `keys`. A series' marks usually come together, so a mark's key is compared
        // with the last one before it is hashed.
        var members: [[Int]] = []
        var slots: [SeriesKey: Int] = [:]
        var last: (key: SeriesKey, slot: Int)?
        for i in marks.indices where marks[i].kind == .line || marks[i].kind == .area {
            let key = ChartLayout.seriesKey(marks[i])
            let slot: Int
            if let last, last.key == key {
                slot = last.slot
            } else if let known = slots[key] {
                slot = known
            } else {
                slot = keys.count
                slots[key] = slot
                keys.append(key)
                members.append([])
            }
            members[slot].append(i)
            last = (key, slot)
        }
        var result: [OrderedNode] = []
        for (key, series) in zip(keys, members) {
            guard let firstIndex = series.first else { continue }
            let first = marks[firstIndex]
            let z = first.style.zIndex
            let paintStyle = style(of: first)
            if key.kind == .line {
                let points = series.map { i -> CGPoint in
                    let o = marks[i].style.offset
                    guard let x = point(marks[i].x, .horizontal), let y = point(marks[i].y, .vertical) else { return CGPoint(x: CGFloat.nan, y: .nan) }
                    return CGPoint(x: x + o.xStart, y: y + o.yStart)
                }
                let method = first.style.interpolation ?? .linear
                // Straight lines over more points than pixels are drawn from their M4 extremes.
                let decimated = method == .linear ? m4Decimate(points, scale: environment.displayScale) : nil
                let path = method.linePath(decimated ?? points)
                var strokeStyle = first.style.lineStyle ?? ChartTheme.lineStroke
                if let by = first.style.lineStyleBy, first.style.lineStyle == nil {
                    strokeStyle = lineStyles.style(for: by.start, default: strokeStyle)
                }
                let label = first.style.accessibilityHidden ? nil : seriesLabel(first, count: series.count)
                var line = SceneNode.stroke(StrokeNode(path: path, paint: paintStyle.resolvedPaint(in: path.boundingRect), style: strokeStyle))
                if let clip = first.style.clip { line = clip.clip(line, stroking: path, style: strokeStyle) }
                result.append(OrderedNode(node: .group(GroupNode(
                    children: shadowed([line], by: first.style.foreground), opacity: first.style.opacity,
                    effect: first.style.effect, role: label == nil ? nil : .object, accessibilityLabel: label,
                    accessibilityIdentifier: first.style.accessibilityIdentifier)),
                    z: z, order: first.order, layer: first.style.layer))
                let showsSymbols = first.style.showsSymbols
                // A decimated line has more points than pixels: its series group speaks for it.
                if decimated != nil && !showsSymbols { continue }
                for (i, p) in zip(series, points) where p.isFinite {
                    let children = showsSymbols ? symbolNode(for: marks[i], at: p).map { [$0] } ?? [] : []
                    if let node = markGroup(children, mark: marks[i]) {
                        result.append(OrderedNode(node: node, z: z, order: marks[i].order, layer: marks[i].style.layer))
                    }
                }
            } else {
                var top: [CGPoint] = []
                var bottom: [CGPoint] = []
                for i in series {
                    let mark = marks[i]
                    let orientation = orientations[mark.order] ?? .vertical
                    let o = mark.style.offset
                    if orientation == .vertical {
                        guard let x = point(mark.x, .horizontal), let ys = valueSpan(of: mark, along: .vertical) else {
                            top.append(CGPoint(x: CGFloat.nan, y: .nan)); bottom.append(CGPoint(x: CGFloat.nan, y: .nan)); continue
                        }
                        top.append(CGPoint(x: x + o.xStart, y: ys.0 + o.yEnd))
                        bottom.append(CGPoint(x: x + o.xStart, y: ys.1 + o.yStart))
                    } else {
                        guard let y = point(mark.y, .vertical), let xs = valueSpan(of: mark, along: .horizontal) else {
                            top.append(CGPoint(x: CGFloat.nan, y: .nan)); bottom.append(CGPoint(x: CGFloat.nan, y: .nan)); continue
                        }
                        top.append(CGPoint(x: xs.1 + o.xEnd, y: y + o.yStart))
                        bottom.append(CGPoint(x: xs.0 + o.xStart, y: y + o.yStart))
                    }
                }
                let method = first.style.interpolation ?? .linear
                let path = method.areaPath(top: top, bottom: bottom)
                let label = first.style.accessibilityHidden ? nil : seriesLabel(first, count: series.count)
                var area = SceneNode.fill(FillNode(path: path, paint: paintStyle.resolvedPaint(in: path.boundingRect)))
                if let clip = first.style.clip { area = clip.clip(area, to: path.boundingRect) }
                result.append(OrderedNode(node: .group(GroupNode(
                    children: shadowed([area], by: first.style.foreground), opacity: first.style.opacity,
                    effect: first.style.effect, role: label == nil ? nil : .object, accessibilityLabel: label,
                    accessibilityIdentifier: first.style.accessibilityIdentifier)),
                    z: z, order: first.order, layer: first.style.layer))
                for i in series {
                    if let node = markGroup([], mark: marks[i]) {
                        result.append(OrderedNode(node: node, z: z, order: marks[i].order, layer: marks[i].style.layer))
                    }
                }
            }
        }
        return result
    }

    /// "Cupertino, line, 7 points".
    private func seriesLabel(_ mark: MarkRecord, count: Int) -> String {
        let name = [mark.series, mark.style.foregroundBy, mark.style.lineStyleBy, mark.style.symbolBy]
            .compactMap { $0?.start.text(in: calendar) }.first
        let kind = mark.kind == .line ? "Line" : "Area"
        return [name, kind + ", \(count) point\(count == 1 ? "" : "s")"].compactMap { $0 }.joined(separator: ", ")
    }
}
