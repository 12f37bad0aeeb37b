import Foundation
import OpenChartsCore
import OpenChartsViews

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
            let side = mark.kind == .point ? (mark.style.symbolSize?.height ?? symbolSide(of: mark.style) ?? 0) : 0
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

    /// Annotation views, above every mark: each offered no size (so it takes its ideal
    /// size), placed on its side of the mark and kept inside the plot or chart as its
    /// overflow resolution says. `context` maps the chart's coordinates to the scene's.
    func annotationNodes(context: RenderContext) -> [SceneNode] {
        // By index: `filter` would copy every mark record to test it.
        let annotated = marks.indices.filter { !marks[$0].style.annotations.isEmpty }.map { marks[$0] }
        guard !annotated.isEmpty else { return [] }
        var environment = environment
        environment.font = environment.font ?? ChartTheme.annotationFont
        // Shared by every annotation: computed once, not per mark.
        let thickness = (x: continuousThickness(.horizontal), y: continuousThickness(.vertical))
        let slots = positionSlots()
        var sectors: [Int: SectorGeometry] = [:]
        if isPolar { for (i, geometry) in sectorGeometries() { sectors[marks[i].order] = geometry } }
        let chart = CGRect(origin: .zero, size: size)
        var nodes: [SceneNode] = []
        for mark in annotated {
            guard let (r, automatic) = annotationTarget(mark, thickness: thickness, slots: slots, sectors: sectors) else { continue }
            for annotation in mark.style.annotations {
                let view = annotation.content(AnnotationContext(targetSize: r.size))
                let size = sizeOfView(view, proposal: .unspecified, environment: environment)
                let position = annotation.position == .automatic ? automatic : annotation.position
                var frame = annotationFrame(size: size, around: r, position: position,
                                            alignment: annotation.alignment, spacing: annotation.spacing ?? 4)
                // `.fit` keeps the view inside the plot (or the chart); `.automatic` keeps it
                // inside the chart horizontally.
                let xBounds: CGRect? = switch annotation.overflowResolution.x {
                case .disabled, .padScale: nil
                case .automatic: chart
                case let .fit(boundary): boundary == .chart ? chart : plot
                }
                if let xBounds { frame.origin.x = fit(frame.minX, frame.width, xBounds.minX, xBounds.maxX) }
                if case let .fit(boundary) = annotation.overflowResolution.y {
                    let bounds = boundary == .chart ? chart : plot
                    frame.origin.y = fit(frame.minY, frame.height, bounds.minY, bounds.maxY)
                }
                nodes += renderView(view, in: frame, environment: environment, context: context)
            }
        }
        return nodes
    }

    /// Where a view of `size` goes on `position`'s side of `r`, `spacing` away, aligned by `alignment`.
    private func annotationFrame(size: CGSize, around r: CGRect, position: AnnotationPosition,
                                 alignment: Alignment, spacing s: CGFloat) -> CGRect {
        // Along a side: leading, centred or trailing (top, centred, bottom) within `low…high`.
        func along(_ sign: Int, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
            switch sign {
            case -1: low
            case 1: high - length
            default: (low + high - length) / 2
            }
        }
        let h = alignment.horizontalSign, v = alignment.verticalSign
        let above = r.minY - s - size.height, below = r.maxY + s
        let before = r.minX - s - size.width, after = r.maxX + s
        let origin: CGPoint = switch position {
        case .top, .automatic: CGPoint(x: along(h, r.minX, r.maxX, size.width), y: above)
        case .bottom: CGPoint(x: along(h, r.minX, r.maxX, size.width), y: below)
        case .leading: CGPoint(x: before, y: along(v, r.minY, r.maxY, size.height))
        case .trailing: CGPoint(x: after, y: along(v, r.minY, r.maxY, size.height))
        case .topLeading: CGPoint(x: before, y: above)
        case .topTrailing: CGPoint(x: after, y: above)
        case .bottomLeading: CGPoint(x: before, y: below)
        case .bottomTrailing: CGPoint(x: after, y: below)
        case .overlay: CGPoint(x: along(h, r.minX + s, r.maxX - s, size.width), y: along(v, r.minY + s, r.maxY - s, size.height))
        }
        return CGRect(origin: origin, size: size)
    }

    /// `start` moved so that `start…start + length` lies within `low…high` (at `low` when it cannot).
    private func fit(_ start: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat) -> CGFloat {
        max(low, min(start, high - length))
    }
}
