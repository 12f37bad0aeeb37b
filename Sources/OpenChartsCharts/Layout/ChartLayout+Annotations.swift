import Foundation
import OpenChartsCore

extension ChartLayout {
    /// The box an annotation is placed around, and the side `.automatic` means for it.
    func annotationTarget(_ mark: MarkRecord, thickness: (x: CGFloat, y: CGFloat), slots: [ChartPrimitive],
                          sectors: [Int: SectorGeometry]) -> (rect: CGRect, automatic: AnnotationPosition)? {
        switch mark.kind {
        case .bar, .rectangle:
            guard let r = rect(of: mark, thickness: thickness, slots: slots) else { return nil }
            if mark.kind == .rectangle { return (r, .overlay) }
            let negative = intervals[mark.order].map { $0.1 <= 0 && $0.0 < 0 } ?? false
            if orientations[mark.order] == .horizontal { return (r, negative ? .leading : .trailing) }
            return (r, negative ? .bottom : .top)
        case .point, .line, .area:
            guard let x = point(mark.x, .horizontal), let y = point(mark.y, .vertical) else { return nil }
            let side = mark.kind == .point ? (mark.style.symbolSize?.height ?? ChartTheme.symbolSide) : 0
            return (CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side), .top)
        case .rule:
            guard let path = rulePath(mark) else { return nil }
            return (path.boundingRect, .top)
        case .sector:
            guard let geometry = sectors[mark.order] else { return nil }
            let mid = (geometry.startAngle + geometry.endAngle) / 2
            let r = (geometry.innerRadius + geometry.outerRadius) / 2
            let p = CGPoint(x: geometry.center.x + r * CGFloat(cos(mid)), y: geometry.center.y + r * CGFloat(sin(mid)))
            return (CGRect(origin: p, size: .zero), .overlay)
        }
    }

    /// Annotation texts, above every mark.
    func annotationNodes() -> [SceneNode] {
        let measurer = chartTextMeasurer
        let font = ChartTheme.annotationFont
        let ascent = measurer.ascent(of: font), descent = measurer.descent(of: font)
        var nodes: [SceneNode] = []
        let annotated = marks.filter { !$0.style.annotations.isEmpty }
        guard !annotated.isEmpty else { return [] }
        // Shared by every annotation: computed once, not per mark.
        let thickness = (x: continuousThickness(.horizontal), y: continuousThickness(.vertical))
        let slots = positionSlots()
        var sectors: [Int: SectorGeometry] = [:]
        if isPolar { for (mark, geometry) in sectorGeometries() { sectors[mark.order] = geometry } }
        for mark in annotated {
            guard let (r, automatic) = annotationTarget(mark, thickness: thickness, slots: slots, sectors: sectors) else { continue }
            for annotation in mark.style.annotations {
                let position = annotation.position == .automatic ? automatic : annotation.position
                let s = annotation.spacing ?? 4
                let a = annotation.alignment
                let width = measurer.width(of: annotation.text, font: font)
                // Horizontal: x of the anchor and the text anchor.
                func alongX(_ minX: CGFloat, _ midX: CGFloat, _ maxX: CGFloat) -> (CGFloat, TextAnchor) {
                    switch a.horizontal {
                    case -1: (minX, .start)
                    case 1: (maxX, .end)
                    default: (midX, .middle)
                    }
                }
                func alongY(_ minY: CGFloat, _ maxY: CGFloat) -> CGFloat {
                    switch a.vertical {
                    case -1: minY + ascent
                    case 1: maxY - descent
                    default: (minY + maxY) / 2 + (ascent - descent) / 2
                    }
                }
                var x: CGFloat, y: CGFloat, anchor: TextAnchor
                switch position {
                case .top, .automatic:
                    (x, anchor) = alongX(r.minX, r.midX, r.maxX); y = r.minY - s - descent
                case .bottom:
                    (x, anchor) = alongX(r.minX, r.midX, r.maxX); y = r.maxY + s + ascent
                case .leading:
                    (x, anchor) = (r.minX - s, .end); y = alongY(r.minY, r.maxY)
                case .trailing:
                    (x, anchor) = (r.maxX + s, .start); y = alongY(r.minY, r.maxY)
                case .topLeading:
                    (x, anchor) = (r.minX - s, .end); y = r.minY - s - descent
                case .topTrailing:
                    (x, anchor) = (r.maxX + s, .start); y = r.minY - s - descent
                case .bottomLeading:
                    (x, anchor) = (r.minX - s, .end); y = r.maxY + s + ascent
                case .bottomTrailing:
                    (x, anchor) = (r.maxX + s, .start); y = r.maxY + s + ascent
                case .overlay:
                    (x, anchor) = alongX(r.minX + s, r.midX, r.maxX - s)
                    y = alongY(r.minY + s, r.maxY - s)
                }
                // Overflow: `.fit` keeps the label inside the plot (or the chart); `.automatic`
                // keeps it inside the chart horizontally.
                let bounds: CGRect? = switch annotation.overflowResolution.x {
                case .disabled, .padScale: nil
                case .automatic: CGRect(origin: .zero, size: size)
                case let .fit(boundary): boundary == .chart ? CGRect(origin: .zero, size: size) : plot
                }
                if let bounds {
                    let left: CGFloat = switch anchor {
                    case .start: x
                    case .middle: x - width / 2
                    case .end: x - width
                    }
                    if left < bounds.minX { x += bounds.minX - left } else if left + width > bounds.maxX { x -= left + width - bounds.maxX }
                }
                if case let .fit(boundary) = annotation.overflowResolution.y {
                    let bounds = boundary == .chart ? CGRect(origin: .zero, size: size) : plot
                    y = min(max(y, bounds.minY + ascent), bounds.maxY - descent)
                }
                nodes.append(.text(TextNode(text: annotation.text, origin: CGPoint(x: x, y: y), anchor: anchor, font: font,
                                            paint: .color(Color.primary))))
            }
        }
        return nodes
    }
}
