import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// The scale of `axis`.
    func scale(_ axis: Axis) -> AxisScale? { axis == .horizontal ? xScale : yScale }

    /// The plot's extent along `axis`, in pixels.
    func plotExtent(_ axis: Axis) -> (CGFloat, CGFloat) {
        axis == .horizontal ? (plot.minX, plot.maxX) : (plot.minY, plot.maxY)
    }

    /// Where a point-like mark sits along `axis`: a value (a bin's middle), a fixed point
    /// from the plot's leading or top edge, or the plot's middle.
    func point(_ spec: PositionSpec, _ axis: Axis) -> CGFloat? {
        let (lo, hi) = plotExtent(axis)
        switch spec {
        case let .data(channel):
            return scale(axis)?.position(channel.center)
        case let .pixels(start, _):
            return start.map { lo + $0 } ?? (lo + hi) / 2
        case .absent:
            return (lo + hi) / 2
        }
    }

    /// The thickness of bars standing on a continuous axis (`automaticBarThickness`).
    func continuousThickness(_ axis: Axis) -> CGFloat {
        guard let scale = scale(axis), !scale.isBand else { return ChartTheme.continuousBarThickness }
        var positions: [Double] = []
        // By index: copying each mark record out of the array costs more than the rest.
        for i in marks.indices where marks[i].kind == .bar || marks[i].kind == .rectangle {
            if case let .data(channel) = axis == .horizontal ? marks[i].x : marks[i].y, channel.end == nil,
               let p = scale.position(channel.start) { positions.append(Double(p)) }
        }
        return CGFloat(ChartLayout.automaticBarThickness(positions))
    }

    /// The slots `position(by:)` divides a band into, in order of first appearance.
    func positionSlots() -> [ChartPrimitive] {
        var seen = Set<ChartPrimitive>()
        var slots: [ChartPrimitive] = []
        for i in marks.indices {
            if let value = marks[i].style.positionBy?.value.start, seen.insert(value).inserted { slots.append(value) }
        }
        return slots
    }

    /// A mark's extent across `axis` where it stands (a band, a bin, a value ± half its
    /// thickness, a range, or points), after `position(by:)`; in pixels, low to high.
    func span(of mark: MarkRecord, along axis: Axis, dimension: MarkDimension, thickness: CGFloat,
              slots: [ChartPrimitive]) -> (CGFloat, CGFloat)? {
        let spec = axis == .horizontal ? mark.x : mark.y
        let (plotLo, plotHi) = plotExtent(axis)
        var center: CGFloat
        var width: CGFloat
        var step: CGFloat
        switch spec {
        case .absent:
            return (plotLo, plotHi)
        case let .pixels(start, end):
            let a = plotLo + (start ?? 0), b = end.map { plotLo + $0 } ?? plotHi
            return (min(a, b), max(a, b))
        case let .data(channel):
            guard let scale = scale(axis) else { return nil }
            if scale.isBand {
                guard let c = scale.position(channel.start) else { return nil }
                center = c
                step = scale.step
                width = dimension.resolve(automatic: scale.bandwidth, step: step)
            } else if let end = channel.end {
                guard let a = scale.position(channel.start), let b = scale.position(end) else { return nil }
                let full = abs(b - a)
                if !channel.isBin && dimension == .automatic { return (min(a, b), max(a, b)) }
                center = (a + b) / 2
                step = full
                // Bars in a calendar bin leave a fifth of it as the gap to the next.
                width = dimension.resolve(automatic: full * (channel.isBin ? 0.8 : 1), step: full)
            } else {
                guard let c = scale.position(channel.start) else { return nil }
                center = c
                step = thickness
                width = dimension.resolve(automatic: thickness, step: thickness)
            }
        }
        if let positionBy = mark.style.positionBy, positionBy.axis.map({ $0 == axis }) ?? true,
           let slot = slots.firstIndex(of: positionBy.value.start), !slots.isEmpty {
            let group = positionBy.span.resolve(automatic: width, step: step)
            let slotWidth = group / CGFloat(slots.count)
            let slotStart = center - group / 2 + CGFloat(slot) * slotWidth
            let inner = dimension == .automatic ? slotWidth : min(slotWidth, width)
            center = slotStart + slotWidth / 2
            width = inner
        }
        return (center - width / 2, center + width / 2)
    }

    /// The value extent of a bar along its value axis, in pixels, low to high.
    func valueSpan(of mark: MarkRecord, along axis: Axis) -> (CGFloat, CGFloat)? {
        let spec = axis == .horizontal ? mark.x : mark.y
        guard case let .data(channel) = spec, let scale = scale(axis) else {
            return span(of: mark, along: axis, dimension: .automatic, thickness: 0, slots: [])
        }
        let interval = intervals[mark.order]
        let lo: ChartPrimitive = interval.map { .number($0.0) } ?? channel.start
        let hi: ChartPrimitive = interval.map { .number($0.1) } ?? (channel.end ?? channel.start)
        guard let a = scale.position(lo), let b = scale.position(hi) else { return nil }
        return (min(a, b), max(a, b))
    }

    /// A bar's or rectangle's rectangle, with its offsets applied.
    func rect(of mark: MarkRecord, thickness: (x: CGFloat, y: CGFloat), slots: [ChartPrimitive]) -> CGRect? {
        var xSpan: (CGFloat, CGFloat)?
        var ySpan: (CGFloat, CGFloat)?
        if mark.kind == .bar, let orientation = orientations[mark.order] {
            if orientation == .vertical {
                xSpan = span(of: mark, along: .horizontal, dimension: mark.width, thickness: thickness.x, slots: slots)
                ySpan = valueSpan(of: mark, along: .vertical)
            } else {
                xSpan = valueSpan(of: mark, along: .horizontal)
                ySpan = span(of: mark, along: .vertical, dimension: mark.height, thickness: thickness.y, slots: slots)
            }
        } else {
            xSpan = span(of: mark, along: .horizontal, dimension: mark.width, thickness: thickness.x, slots: slots)
            ySpan = span(of: mark, along: .vertical, dimension: mark.height, thickness: thickness.y, slots: slots)
        }
        guard let x = xSpan, let y = ySpan else { return nil }
        let o = mark.style.offset
        let x0 = x.0 + o.xStart, x1 = x.1 + o.xEnd, y0 = y.0 + o.yStart, y1 = y.1 + o.yEnd
        let r = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        return r.origin.x.isFinite && r.origin.y.isFinite && r.width.isFinite && r.height.isFinite ? r : nil
    }

    /// Every mark's and plot's nodes, each with its z-order keys.
    func markNodes() -> [OrderedNode] {
        // Plots first: a plot shares its `order` with the mark collected after it, and the
        // stable sort by (z, order) then keeps it beneath that mark.
        var result: [OrderedNode] = plotNodes()
        let thickness = (x: continuousThickness(.horizontal), y: continuousThickness(.vertical))
        let slots = positionSlots()
        result.reserveCapacity(result.count + marks.count)
        // Where no labels are read, point marks that follow one another and draw alike are
        // one symbols node, as a point plot's rows are, rather than a node each.
        let joinsPoints = !environment.readsAccessibilityLabels
        let plotOrders = Set(plots.map(\.order))
        var run: PointRun?
        // Through a buffer: its elements are lent to the call, an array's would be copied.
        marks.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                if joinsPoints, buffer[i].kind == .point {
                    addPoint(buffer[i], to: &run, plotOrders: plotOrders, into: &result)
                    continue
                }
                PointRun.end(&run, into: &result)
                markNode(buffer[i], thickness: thickness, slots: slots, into: &result)
            }
        }
        PointRun.end(&run, into: &result)
        result += seriesNodes()
        return result
    }

    /// Point marks drawn as one symbols node: consecutive in data order, of one z, of one
    /// symbol; their paints may vary (a category's colours whose rows interleave).
    private struct PointRun {
        var symbols: SymbolsNode
        let z: Double
        /// The side of a mask the run is drawn in.
        let layer: MarkLayer?
        /// The first mark's order, which places the run.
        let order: Int
        var lastOrder: Int
        /// Once a copy paints otherwise than the first: each copy's paint, as an index into
        /// `palette`. Empty while every copy paints as the first.
        var palette = PaintPalette()
        var indices: [Int32] = []

        init(symbols: SymbolsNode, z: Double, order: Int, layer: MarkLayer?) {
            self.symbols = symbols
            self.z = z
            self.layer = layer
            self.order = order
            lastOrder = order
        }

        /// Whether a copy of `symbols` at `z` in `layer` is the mark right after the run's last.
        func isFollowed(by symbols: SymbolsNode, z: Double, order: Int, layer: MarkLayer?) -> Bool {
            self.z == z && self.layer === layer && lastOrder + 1 == order && symbols.paints == nil && self.symbols.hasSymbol(of: symbols)
        }

        /// Adds the copy of a mark at `center` in `paint`.
        mutating func append(_ center: CGPoint, paint: Paint, order: Int) {
            lastOrder = order
            symbols.positions.append(center)
            if indices.isEmpty {
                if paint == symbols.paint { return }
                // The first copy in another paint: the copies so far all paint as the first.
                _ = palette.index(of: symbols.paint)
                indices = [Int32](repeating: 0, count: symbols.positions.count - 1)
            }
            if let last = indices.last, palette.paints[Int(last)] == paint { return indices.append(last) }
            indices.append(palette.index(of: paint))
        }

        /// Adds `run`'s node to `result`, if there is a run, and ends it.
        static func end(_ run: inout PointRun?, into result: inout [OrderedNode]) {
            guard let finished = run else { return }
            run = nil
            var node = finished.symbols
            if !finished.indices.isEmpty {
                node = SymbolsNode(shape: node.shape, positions: node.positions, paints: finished.palette.paints, indices: finished.indices,
                                   stroke: node.stroke, circleDiameter: node.circleDiameter)
            }
            result.append(OrderedNode(node: .symbols(node), z: finished.z, order: finished.order, layer: finished.layer))
        }
    }

    /// Adds point `mark` to `run` when it is the run's next copy, else ends the run and
    /// starts one with it; a mark no run can hold (faded, a gradient, a custom symbol) gets
    /// a node of its own.
    private func addPoint(_ mark: MarkRecord, to run: inout PointRun?, plotOrders: Set<Int>,
                          into result: inout [OrderedNode]) {
        // An unplaceable mark draws nothing and leaves the run as it is.
        guard let center = pointCenter(mark) else { return }
        let node = symbolNode(for: mark, at: center)
        let z = mark.style.zIndex, order = mark.order
        guard mark.style.opacity >= 1, drawsPlain(mark.style), case let .symbols(symbols) = node else {
            PointRun.end(&run, into: &result)
            if let group = markGroup(node.map { [$0] } ?? [], mark: mark) { result.append(OrderedNode(node: group, z: z, order: order, layer: mark.style.layer)) }
            return
        }
        // The mark right after the run's last, with no plot drawn before it (a plot shares
        // its order with the mark after it). Asked of the run in place: a copy of it bound
        // here would share its positions, and every append would then copy them.
        if run?.isFollowed(by: symbols, z: z, order: order, layer: mark.style.layer) == true, !plotOrders.contains(order) {
            run?.append(center, paint: symbols.paint, order: order)
            return
        }
        PointRun.end(&run, into: &result)
        run = PointRun(symbols: symbols, z: z, order: order, layer: mark.style.layer)
    }

    /// Where a point mark's symbol is centred, with its offsets; nil when it cannot be placed.
    private func pointCenter(_ mark: MarkRecord) -> CGPoint? {
        guard let x = point(mark.x, .horizontal), let y = point(mark.y, .vertical) else { return nil }
        let o = mark.style.offset
        return CGPoint(x: x + o.xStart, y: y + o.yStart)
    }

    /// The node of a bar, rectangle, point or rule, if it can be placed.
    private func markNode(_ mark: MarkRecord, thickness: (x: CGFloat, y: CGFloat), slots: [ChartPrimitive],
                          into result: inout [OrderedNode]) {
        switch mark.kind {
        case .bar, .rectangle:
            guard let r = rect(of: mark, thickness: thickness, slots: slots) else { return }
            let radius = min(mark.style.cornerRadius ?? 0, min(r.width, r.height) / 2)
            let path = radius > 0 ? Path(roundedRect: r, cornerRadius: radius) : Path(r)
            var node = SceneNode.fill(FillNode(path: path, paint: paint(of: mark, in: r)))
            if let clip = mark.style.clip { node = clip.clip(node, to: r) }
            if let node = markGroup([node], mark: mark) {
                result.append(OrderedNode(node: node, z: mark.style.zIndex, order: mark.order, layer: mark.style.layer))
            }
        case .point:
            guard let center = pointCenter(mark) else { return }
            if let node = markGroup(symbolNode(for: mark, at: center).map { [$0] } ?? [], mark: mark) {
                result.append(OrderedNode(node: node, z: mark.style.zIndex, order: mark.order, layer: mark.style.layer))
            }
        case .rule:
            guard let path = rulePath(mark) else { return }
            let width = mark.style.lineStyle?.lineWidth ?? ChartTheme.ruleWidth
            let strokeStyle = mark.style.lineStyle ?? StrokeStyle(lineWidth: width)
            var node = SceneNode.stroke(StrokeNode(path: path, paint: paint(of: mark, in: path.boundingRect), style: strokeStyle))
            if let clip = mark.style.clip { node = clip.clip(node, stroking: path, style: strokeStyle) }
            if let node = markGroup([node], mark: mark) {
                result.append(OrderedNode(node: node, z: mark.style.zIndex, order: mark.order, layer: mark.style.layer))
            }
        case .line, .area, .sector:
            return
        }
    }

    /// A point symbol for `mark` centred at `center`: in one colour, a symbols node of one
    /// copy (stamped in raster, a dot in SVG, a shared form in PDF), as a plot's points are;
    /// or the mark's symbol view placed there. Nil when there is nothing to draw.
    func symbolNode(for mark: MarkRecord, at center: CGPoint) -> SceneNode? {
        guard let clip = mark.style.clip else { return unclippedSymbolNode(for: mark, at: center) }
        guard let side = symbolSide(of: mark.style) else { return nil }
        // The symbol's box: the view's frame, or a square of the symbol's size.
        let size = mark.style.symbolView.map { $0.scene?.size ?? .zero } ?? CGSize(width: side, height: side)
        let box = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        return unclippedSymbolNode(for: mark, at: center).map { clip.clip($0, to: box) }
    }

    private func unclippedSymbolNode(for mark: MarkRecord, at center: CGPoint) -> SceneNode? {
        if let view = mark.style.symbolView { return view.node(at: center) }
        guard let side = symbolSide(of: mark.style) else { return nil }
        let symbol = outlines.outline(symbol(of: mark), side: side)
        guard !symbol.shape.isEmpty else { return nil }
        let paint = self.paint(of: mark, in: symbol.shape.boundingRect.offsetBy(dx: center.x, dy: center.y))
        if case .color = paint {
            return .symbols(SymbolsNode(shape: symbol.shape, positions: [center], paint: paint, stroke: symbol.stroke,
                                        circleDiameter: symbol.circleDiameter))
        }
        // A gradient is fitted to the mark's own box, in every backend.
        let path = symbol.shape.offsetBy(dx: center.x, dy: center.y)
        if let stroke = symbol.stroke { return .stroke(StrokeNode(path: path, paint: paint, style: stroke)) }
        return .fill(FillNode(path: path, paint: paint))
    }

    /// A rule's line, with its offsets applied.
    func rulePath(_ mark: MarkRecord) -> Path? {
        let o = mark.style.offset
        let path: Path
        // A rule stands across the axis that holds a single value; otherwise along a range.
        let vertical: Bool = switch (mark.x, mark.y) {
        case (.data(let x), _) where x.end == nil || x.isBin: true
        case (_, .data(let y)) where y.end == nil || y.isBin: false
        case (_, .data): true
        default: false
        }
        if vertical {
            guard let x = point(mark.x, .horizontal),
                  let ys = mark.y.channel.flatMap({ _ in valueSpan(of: mark, along: .vertical) })
                    ?? span(of: mark, along: .vertical, dimension: .automatic, thickness: 0, slots: []) else { return nil }
            path = Path(segmentFrom: CGPoint(x: x + o.xStart, y: ys.0 + o.yStart), to: CGPoint(x: x + o.xEnd, y: ys.1 + o.yEnd))
        } else {
            guard let y = point(mark.y, .vertical),
                  let xs = mark.x.channel.flatMap({ _ in valueSpan(of: mark, along: .horizontal) })
                    ?? span(of: mark, along: .horizontal, dimension: .automatic, thickness: 0, slots: []) else { return nil }
            path = Path(segmentFrom: CGPoint(x: xs.0 + o.xStart, y: y + o.yStart), to: CGPoint(x: xs.1 + o.xEnd, y: y + o.yEnd))
        }
        return path.isFinite ? path : nil
    }
}
