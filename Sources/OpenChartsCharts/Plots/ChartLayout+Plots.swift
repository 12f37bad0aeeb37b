import Foundation
import OpenChartsCore
import OpenChartsViews

/// Where one axis puts a plot column's values, in pixels: `a + b · value` for linear
/// and date scales (one multiply-add per value), the scale itself for the others, a
/// band's centre for categories.
struct PlotAxisMap {
    let scale: AxisScale
    /// Column values count dates from the reference date; the scale from 1970.
    let isDate: Bool
    let a: Double
    let b: Double
    let isAffine: Bool

    init(scale: AxisScale, kind: PlotColumn.Kind) {
        self.scale = scale
        isDate = kind == .date
        var affine: (Double, Double)?
        if case .continuous = scale.kind, scale.type == .linear,
           let p0 = scale.position(.number(0)), let p1 = scale.position(.number(1)) {
            affine = (Double(p0), Double(p1 - p0))
        } else if case .date = scale.kind, let p0 = scale.position(.date(Date(timeIntervalSince1970: 0))),
                  let p1 = scale.position(.date(Date(timeIntervalSince1970: 86_400))) {
            affine = (Double(p0), Double(p1 - p0) / 86_400)
        }
        if let (a, b) = affine, kind != .string {
            // Fold the reference-date offset into the intercept.
            self.a = a + (isDate ? b * referenceDateOffset : 0)
            self.b = b
            isAffine = true
        } else {
            a = 0
            b = 0
            isAffine = false
        }
    }

    /// The pixel position of a number or date value (NaN when it cannot be placed).
    @inline(__always)
    func position(_ value: Double) -> Double {
        if isAffine { return a + b * value }
        let primitive: ChartPrimitive = isDate ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        return scale.position(primitive).map(Double.init) ?? .nan
    }

    /// The pixel positions of every row of `column`.
    /// - Complexity: O(n).
    func positions(_ column: PlotColumn) -> [Double] {
        if column.kind == .string {
            let centers = column.categories.map { scale.position(.string($0)).map(Double.init) ?? .nan }
            return column.codes.map { centers[Int($0)] }
        }
        var result = [Double](repeating: .nan, count: column.count)
        column.withValues { values in
            let n = min(values.count, result.count)
            result.withUnsafeMutableBufferPointer { out in
                guard isAffine, let base = values.base, let target = out.baseAddress else {
                    for i in 0..<n { out[i] = position(values[i]) }
                    return
                }
                // One multiply-add a row, in a loop compiled for the column's storage type.
                switch values.scalar {
                case .double: Self.affine(n, base, values.stride, Double.self, a: a, b: b, into: target)
                case .float: Self.affine(n, base, values.stride, Float.self, a: a, b: b, into: target)
                case .int: for i in 0..<n { target[i] = a + b * values[i] }
                }
            }
        }
        return result
    }

    /// `a + b · value` of `n` values of type `T`, `stride` bytes apart from `base`.
    @inline(__always)
    private static func affine<T: BinaryFloatingPoint>(
        _ n: Int, _ base: UnsafeRawPointer, _ stride: Int, _: T.Type, a: Double, b: Double, into target: UnsafeMutablePointer<Double>
    ) {
        var offset = 0
        for i in 0..<n {
            target[i] = a + b * Double(base.load(fromByteOffset: offset, as: T.self))
            offset &+= stride
        }
    }
}

extension ChartLayout {
    // MARK: - Before layout

    /// Each distinct value of `channel`, in the order first seen, as a channel of that one value.
    private static func distinctValues(_ channel: PlotChannel?) -> [ChannelValue] {
        guard let channel else { return [] }
        let values: [ChartPrimitive]
        if channel.kind == .string {
            // Numbered when the column was made.
            values = channel.start.categories.map(ChartPrimitive.string)
        } else {
            var found = FirstAppearance<ChartPrimitive>()
            for index in 0..<channel.start.count { _ = found.code(of: channel.start.primitive(at: index)) }
            values = found.values
        }
        return values.map { ChannelValue(label: channel.label, start: $0, end: nil, isBin: false) }
    }

    /// One mark per distinct `foregroundStyle(by:)` and `symbolSize(by:)` value of the plots
    /// (for numbers, the lowest and highest) and per `symbol(by:)` and `lineStyle(by:)` value,
    /// so that the color, symbol, dash and size scales and the legend count the plots' values.
    static func legendStandIns(_ plots: [PlotRecord]) -> [MarkRecord] {
        var result: [MarkRecord] = []
        for plot in plots {
            // Modifiers with plain values (`foregroundStyle(by: .value("City", "A"))`) hold
            // one value for the whole plot: the plot's own style stands in.
            if plot.style.foregroundBy != nil || plot.style.symbolBy != nil || plot.style.lineStyleBy != nil
                || plot.style.symbolSizeBy != nil {
                result.append(MarkRecord(kind: plot.kind, style: plot.style))
            }
            for value in distinctValues(plot.lineStyleBy) {
                var mark = MarkRecord(kind: plot.kind, style: plot.style)
                mark.style.lineStyleBy = value
                result.append(mark)
            }
            for value in distinctValues(plot.symbolBy) {
                var mark = MarkRecord(kind: plot.kind, style: plot.style)
                mark.style.symbolBy = value
                if plot.foregroundBy?.label == value.label { mark.style.foregroundBy = value }
                result.append(mark)
            }
            // Sizes of numbers are continuous (their extent is enough); of dates, categories.
            let sizes = plot.symbolSizeBy?.kind == .number ? extremes(plot.symbolSizeBy) : distinctValues(plot.symbolSizeBy)
            for value in sizes {
                var mark = MarkRecord(kind: plot.kind, style: plot.style)
                mark.style.symbolSizeBy = value
                result.append(mark)
            }
            for value in extremes(plot.foregroundBy) {
                var mark = MarkRecord(kind: plot.kind, style: plot.style)
                mark.style.foregroundBy = value
                result.append(mark)
            }
        }
        return result
    }

    /// The categories of `channel`, or its lowest and highest finite number or date: what a
    /// continuous style scale needs of it.
    private static func extremes(_ channel: PlotChannel?) -> [ChannelValue] {
        guard let channel else { return [] }
        var values: [ChartPrimitive] = []
        if channel.kind == .string {
            values = channel.start.categories.map(ChartPrimitive.string)
        } else {
            let numbers = channel.start.numbers.filter(\.isFinite)
            if let low = numbers.min(), let high = numbers.max() {
                values = channel.kind == .date
                    ? [.date(Date(timeIntervalSinceReferenceDate: low)), .date(Date(timeIntervalSinceReferenceDate: high))]
                    : [.number(low), .number(high)]
            }
        }
        return values.map { ChannelValue(label: channel.label, start: $0, end: nil, isBin: false) }
    }

    /// The plots with every function plot sampled over its domain (else the x domain of
    /// the rest of the chart, else 0…1) at about the resolution of `frame`.
    static func sampleFunctions(_ plots: [PlotRecord], marks: [MarkRecord], intervals: [Int: (Double, Double)],
                                orientations: [Int: Orientation], configuration: ChartConfiguration,
                                frame: CGRect) -> [PlotRecord] {
        guard plots.contains(where: { $0.function != nil }) else { return plots }
        let others = plots.filter { $0.function == nil }
        // The data's own extent: zero is not added for a function's sake.
        var spec = configuration.xScale
        var domainSpec = spec.domain ?? DomainSpec()
        if domainSpec.includesZero == nil { domainSpec.includesZero = false }
        spec.domain = domainSpec
        let xDomain = AxisDomain(axis: .horizontal, marks: marks, intervals: intervals, orientations: orientations,
                                 spec: spec, forceNumeric: true,
                                 plots: others.compactMap { $0.extents(stack: PlotStack($0)).x })
        let chartX = xDomain.map { $0.lower...$0.upper } ?? 0...1
        var yBounds: ClosedRange<Double>?
        if let bounds = configuration.yScale.domain?.bounds, let a = bounds.0.numeric, let b = bounds.1.numeric,
           a.isFinite, b.isFinite, a != b {
            yBounds = min(a, b)...max(a, b)
        }
        // Typical margins: the samples only need to be about as dense as the pixels.
        let width = max(Double(frame.width) - 50, 50), height = max(Double(frame.height) - 40, 50)
        return plots.map { plot in
            guard let function = plot.function else { return plot }
            return plot.sampled(function, over: function.domain ?? chartX, yBounds: yBounds, width: width, height: height)
        }
    }

    // MARK: - Selection

    /// The x values of the plots' rows that x selection can pick: the first in each pixel
    /// column, with its position (a pointer cannot choose between closer values).
    /// - Complexity: O(n) in the rows.
    func plotXValues(scale: AxisScale) -> [(ChartPrimitive, CGFloat)] {
        var result: [(ChartPrimitive, CGFloat)] = []
        var columns = Set<Int>()
        for plot in plots {
            guard let column = plot.x?.start else { continue }
            let positions = PlotAxisMap(scale: scale, kind: column.kind).positions(column)
            let numbers = column.kind == .string ? [] : column.numbers
            for (index, x) in positions.enumerated() where x.isFinite && abs(x) < 1e9 {
                guard columns.insert(Int(x.rounded(.down))).inserted else { continue }
                let value: ChartPrimitive = switch column.kind {
                case .string: .string(column.category(at: index))
                case .date: .date(Date(timeIntervalSinceReferenceDate: numbers[index]))
                case .number: .number(numbers[index])
                }
                result.append((value, CGFloat(x)))
            }
        }
        return result
    }

    // MARK: - Nodes

    /// Every plot's node (one group each), with its z-order keys.
    func plotNodes() -> [OrderedNode] {
        var result: [OrderedNode] = []
        for (index, plot) in plots.enumerated() {
            if plot.kind == .rule, plot.x == nil || plot.y == nil {
                // A rule across the plot: only its one channel needs a scale.
                result += wrap(plot, spanningRuleNodes(plot))
                continue
            }
            guard let xScale, let yScale, let x = plot.x, let y = plot.y else { continue }
            let xMap = PlotAxisMap(scale: xScale, kind: x.kind)
            let yMap = PlotAxisMap(scale: yScale, kind: y.kind)
            let children: [SceneNode]
            switch plot.kind {
            case .line:
                // Symbols at a line's points, as a line mark's, when a modifier asks for them.
                children = lineNodes(plot, x: xMap, y: yMap) + (plot.style.showsSymbols ? pointNodes(plot, x: xMap, y: yMap) : [])
            case .point: children = pointNodes(plot, x: xMap, y: yMap)
            case .bar, .rectangle: children = rectangleNodes(plot, stack: plotStacks[index], x: xMap, y: yMap)
            case .area: children = areaNodes(plot, stack: plotStacks[index], x: xMap, y: yMap)
            case .rule: children = ruleNodes(plot, x: xMap, y: yMap)
            case .sector: children = []
            }
            result += wrap(plot, children)
        }
        return result
    }

    /// The plot's group of `children` (none when there are none), with its z-order keys.
    private func wrap(_ plot: PlotRecord, _ children: [SceneNode]) -> [OrderedNode] {
        guard !children.isEmpty else { return [] }
        let hidden = plot.style.accessibilityHidden || plot.rowAccessibility?.hidesEvery(plot.count) == true
        let label = hidden ? nil : plotLabel(plot)
        return [OrderedNode(node: .group(GroupNode(children: shadowed(children, by: plot.style.foreground),
                                                   opacity: plot.style.opacity, effect: plot.style.effect,
                                                   role: label == nil ? nil : .object, accessibilityLabel: label,
                                                   accessibilityIdentifier: plot.style.accessibilityIdentifier)),
                            z: plot.style.zIndex, order: plot.order, layer: plot.style.layer)]
    }

    /// Rules at each value of their one channel, across the plot between the points given
    /// (from the plot's leading or top edge; its far edge when nil).
    private func spanningRuleNodes(_ plot: PlotRecord) -> [SceneNode] {
        let vertical = plot.x != nil
        guard let channel = plot.x ?? plot.y, let scale = vertical ? xScale : yScale else { return [] }
        let across = PlotAxisMap(scale: scale, kind: channel.kind).positions(channel.start)
        let (lo, hi) = plotExtent(vertical ? .vertical : .horizontal)
        let a = lo + (plot.pixelSpan.start ?? 0), b = plot.pixelSpan.end.map { lo + $0 } ?? hi
        let from = [Double](repeating: a, count: across.count), to = [Double](repeating: b, count: across.count)
        return ruleNodes(plot, across: across, from: from, to: to, vertical: vertical, offset: MarkOffset())
    }

    /// "Line, 1000000 points".
    private func plotLabel(_ plot: PlotRecord) -> String {
        if let label = plot.style.accessibilityLabel { return label }
        let kind: String = switch plot.kind {
        case .line: "Line"
        case .point: "Points"
        case .bar: "Bars"
        case .area: "Area"
        case .rule: "Rules"
        case .rectangle: "Rectangles"
        case .sector: "Sectors"
        }
        return "\(kind), \(plot.count) \(plot.kind == .line || plot.kind == .area ? "point" : "mark")\(plot.count == 1 ? "" : "s")"
    }

    /// The fill or stroke of a plot's rows of `category` (nil: no `foregroundStyle(by:)`).
    private func plotStyle(_ plot: PlotRecord, _ category: ChartPrimitive?, row: Int? = nil) -> any ShapeStyle {
        // A key-path style is applied closest to the plot, so it wins.
        if let styles = plot.rowStyles, let row, row < styles.count { return aligned(styles[row], plot.style) }
        if let style = plot.style.foreground { return aligned(style, plot.style) }
        if let category { return foreground.color(for: category) }
        // `foregroundStyle(by: .value("City", "A"))`: one value for the whole plot.
        if let by = plot.style.foregroundBy { return foreground.color(for: by.start) }
        return ChartTheme.markColor
    }

    /// The paint of a plot's rows of `category` for a shape in `rect`, at row `row`'s opacity
    /// (``PlotRecord/rowOpacity(_:)``).
    private func plotPaint(_ plot: PlotRecord, _ category: ChartPrimitive?, row: Int?, in rect: CGRect) -> Paint {
        plotStyle(plot, category, row: row).resolvedPaint(in: rect).fading(by: plot.rowOpacity(row))
    }

    /// Whether `plot`'s rows are elements of their own for assistive technology: they read
    /// labels or values (the accessibility modifiers with key paths) in an output that reads
    /// labels (SVG, HTML).
    private func readsRows(_ plot: PlotRecord) -> Bool {
        environment.readsAccessibilityLabels && !plot.style.accessibilityHidden && plot.rowAccessibility?.labelsRows == true
    }

    /// `node`, drawn for row `row`, as the element assistive technology reads for the row
    /// (a `.symbol` group with its label and value) when `reads`; as it is otherwise, or when
    /// the row is hidden or reads nothing.
    private func accessible(_ node: SceneNode, _ plot: PlotRecord, row: Int?, reads: Bool) -> SceneNode {
        guard reads, let row, let label = plot.rowAccessibility?.label(row) else { return node }
        return .group(GroupNode(children: [node], role: .symbol, accessibilityLabel: label))
    }

    /// Rows of a plot drawn together: those sharing their `series:`, `foregroundStyle(by:)`
    /// and `symbol(by:)` values.
    struct PlotGroup {
        var color: ChartPrimitive?
        var symbol: ChartPrimitive?
        var dash: ChartPrimitive?
        var rows: [Int]
    }

    /// The rows of a plot split by its `series:`, `foregroundStyle(by:)`, `symbol(by:)` and
    /// `lineStyle(by:)` values, in order of first appearance; nil when nothing splits it.
    private func plotGroups(_ plot: PlotRecord) -> [PlotGroup]? {
        guard plot.series != nil || plot.foregroundBy != nil || plot.symbolBy != nil || plot.lineStyleBy != nil else {
            return nil
        }
        /// Each row's value as a small integer, equal values equal (numbers by their bits).
        func codes(_ channel: PlotChannel?) -> [Int32]? {
            guard let channel else { return nil }
            if channel.kind == .string { return channel.start.codes }
            var found = FirstAppearance<UInt64>()
            return channel.start.numbers.map { found.code(of: $0.bitPattern) }
        }
        struct Key: Hashable { var series, color, symbol, dash: Int32 }
        let series = codes(plot.series), colors = codes(plot.foregroundBy), symbols = codes(plot.symbolBy)
        let dashes = codes(plot.lineStyleBy)
        func code(_ column: [Int32]?, _ i: Int) -> Int32 { column.map { i < $0.count ? $0[i] : -1 } ?? -1 }
        var keys = FirstAppearance<Key>()
        var groups: [PlotGroup] = []
        for i in 0..<plot.count {
            let key = Key(series: code(series, i), color: code(colors, i), symbol: code(symbols, i), dash: code(dashes, i))
            let g = Int(keys.code(of: key))
            if g < groups.count {
                groups[g].rows.append(i)
            } else {
                groups.append(PlotGroup(color: plot.foregroundBy?.start.primitive(at: i),
                                        symbol: plot.symbolBy?.start.primitive(at: i),
                                        dash: plot.lineStyleBy?.start.primitive(at: i), rows: [i]))
            }
        }
        return groups
    }

    // MARK: Lines

    private func lineNodes(_ plot: PlotRecord, x: PlotAxisMap, y: PlotAxisMap) -> [SceneNode] {
        guard let xs = plot.x?.start, let ys = plot.y?.start else { return [] }
        let method = plot.style.interpolation ?? .linear
        let gaps = plot.function != nil
        var strokeStyle = plot.style.lineStyle ?? ChartTheme.lineStroke
        if strokeStyle.lineWidth.isNaN { strokeStyle.lineWidth = ChartTheme.lineWidth }
        var nodes: [SceneNode] = []
        let reads = readsRows(plot)
        func stroke(_ points: [CGPoint], _ category: ChartPrimitive?, dash: ChartPrimitive? = nil, row: Int? = 0) {
            let path = method.linePath(points)
            guard !path.isEmpty else { return }
            // A key-path stroke is applied closest to the plot, so it wins over `lineStyle(by:)`.
            var style = plot.rowLineStyle(row, fallback: strokeStyle) ?? strokeStyle
            if let dash, plot.style.lineStyle == nil, plot.rowLineStyles == nil { style = lineStyles.style(for: dash, default: style) }
            let node = SceneNode.stroke(StrokeNode(path: path, paint: plotPaint(plot, category, row: row, in: path.boundingRect),
                                                   style: style))
            nodes.append(accessible(node, plot, row: row, reads: reads))
        }
        if let groups = plotGroups(plot) {
            let px = x.positions(xs), py = y.positions(ys)
            for group in groups {
                var points: [CGPoint] = []
                points.reserveCapacity(group.rows.count)
                for i in group.rows {
                    let p = CGPoint(x: px[i], y: py[i])
                    if p.x.isFinite && p.y.isFinite { points.append(p) } else if gaps { points.append(CGPoint(x: CGFloat.nan, y: .nan)) }
                }
                stroke(method == .linear ? (m4Decimate(points, scale: environment.displayScale) ?? points) : points, group.color, dash: group.dash,
                       row: group.rows.first)
            }
            return nodes
        }
        if method == .linear, x.isAffine, y.isAffine, xs.kind != .string, ys.kind != .string {
            // The hot path: one pass over the columns in place, straight into M4.
            // At most four points per pixel column are kept.
            let scale = environment.displayScale
            let columns = plotColumns ?? 0
            var parts: [(points: [CGPoint], isMonotonic: Bool)] = []
            xs.withValues { xv in
                ys.withValues { yv in
                    let (ax, bx, ay, by) = (x.a, x.b, y.a, y.b)
                    let n = min(plot.count, xv.count, yv.count)
                    // Large lines are reduced in parts, in parallel; M4 of the parts' M4 is
                    // the M4 of the whole.
                    parts = PlotScan.parallelMap(PlotScan.chunks(n)) { range in
                        var reducer = M4Reducer(capacity: min(range.count, 4 * columns), scale: scale)
                        PlotScan.reduce(xv.slice(range), yv.slice(range), count: range.count, into: &reducer,
                                        x: (ax, bx), y: (ay, by), gaps: gaps)
                        let isMonotonic = reducer.isMonotonic
                        return (reducer.finish(), isMonotonic)
                    }
                }
            }
            var reducer = M4Reducer(capacity: 4 * columns, scale: scale)
            for part in parts {
                for p in part.points { reducer.add(p) }
            }
            if reducer.isMonotonic && parts.allSatisfy(\.isMonotonic) {
                stroke(reducer.finish(), nil)
                return nodes
            }
        }
        // Curves, scales that are not linear, categories, or x running backwards: every point.
        let px = x.positions(xs), py = y.positions(ys)
        var points: [CGPoint] = []
        points.reserveCapacity(plot.count)
        for i in 0..<min(px.count, py.count) {
            let p = CGPoint(x: px[i], y: py[i])
            if p.x.isFinite && p.y.isFinite { points.append(p) } else if gaps { points.append(CGPoint(x: CGFloat.nan, y: .nan)) }
        }
        stroke(method == .linear ? (m4Decimate(points, scale: environment.displayScale) ?? points) : points, nil)
        return nodes
    }

    // MARK: Points

    private func pointNodes(_ plot: PlotRecord, x: PlotAxisMap, y: PlotAxisMap) -> [SceneNode] {
        guard let xs = plot.x?.start, let ys = plot.y?.start, let side = symbolSide(of: plot.style) else { return [] }
        /// The symbol of a group whose `symbol(by:)` value is `value`, around the origin.
        func symbol(_ value: ChartPrimitive?, side: CGFloat = side) -> SymbolOutlines.Outline {
            let shape = plot.style.symbol ?? (value ?? plot.style.symbolBy?.start).map { symbols.symbol(for: $0) } ?? .circle
            return outlines.outline(shape, side: side)
        }
        let px = x.positions(xs), py = y.positions(ys)
        let o = plot.style.offset
        if let view = plot.style.symbolView {
            // One drawing of the view, placed at every point.
            return Self.finitePoints(px, py, offset: (o.xStart, o.yStart)).compactMap { view.node(at: $0) }
        }
        let sides = pointSides(plot)
        // A hollow symbol with no width, or no size, draws nothing.
        if plot.symbolBy == nil, sides == nil, symbol(nil).shape.isEmpty { return [] }
        if readsRows(plot) {
            // Each point an element of its own, in row order: a symbols node of one copy each.
            let groups = plotGroups(plot) ?? []
            let groupOf = Self.groupOfRows(groups, count: plot.count)
            let all = pointsInOrder(plot, px: px, py: py, rows: 0..<plot.count, groups: groups, outline: symbol(nil))
            let paints = all.node.paints?.paints ?? [all.node.paint]
            return all.rows.enumerated().compactMap { copy, row in
                let rowSide = sides.map { row < $0.count ? $0[row] : 0 } ?? side
                guard rowSide > 0 else { return nil }
                let value = groupOf.isEmpty ? groups.first?.symbol : groups[groupOf[row]].symbol
                let outline = symbol(value, side: rowSide)
                guard !outline.shape.isEmpty else { return nil }
                let node = SymbolsNode(shape: outline.shape, positions: [all.node.positions[copy]],
                                       paint: paints[all.node.paintIndex(ofCopy: copy)], stroke: outline.stroke,
                                       circleDiameter: outline.circleDiameter)
                return accessible(.symbols(node), plot, row: row, reads: true)
            }
        }
        let split = plotGroups(plot)
        if split == nil, sides == nil {
            let outline = symbol(nil)
            if plot.hasRowPaints {
                return Self.nonEmpty(pointsInOrder(plot, px: px, py: py, rows: 0..<plot.count, groups: [], outline: outline).node)
            }
            // One paint for every row: no paint per point.
            let points = Self.finitePoints(px, py, offset: (o.xStart, o.yStart))
            guard !points.isEmpty else { return [] }
            return [.symbols(SymbolsNode(shape: outline.shape, positions: points, paint: plotStyle(plot, nil).resolvedPaint(in: self.plot),
                                         stroke: outline.stroke, circleDiameter: outline.circleDiameter))]
        }
        // Rows stay in order across paints, as marks are drawn: where colours overlap, the
        // later row lies on top, not a whole group over the groups before it.
        let all = pointsInOrder(plot, px: px, py: py, rows: 0..<plot.count, groups: split ?? [], outline: symbol(nil))
        guard plot.symbolBy != nil || sides != nil else { return Self.nonEmpty(all.node) }
        // Rows of different symbols (`symbol(by:)`) or sizes too: a node for each symbol and
        // size of each of the layers in which copies of different ones that may touch keep
        // their order.
        var symbolValues: [ChartPrimitive?] = [nil]
        var symbolOfRow: [Int32] = []
        if let split, plot.symbolBy != nil {
            var symbolSlots: [ChartPrimitive?: Int32] = [:]
            symbolValues = []
            let slotOfGroup = split.map { group -> Int32 in
                if let slot = symbolSlots[group.symbol] { return slot }
                symbolSlots[group.symbol] = Int32(symbolValues.count)
                symbolValues.append(group.symbol)
                return Int32(symbolValues.count - 1)
            }
            symbolOfRow = [Int32](repeating: 0, count: plot.count)
            for (g, group) in split.enumerated() { for i in group.rows where i < plot.count { symbolOfRow[i] = slotOfGroup[g] } }
        }
        var kinds = all.rows.map { symbolOfRow.isEmpty ? 0 : symbolOfRow[$0] }
        var shapes = symbolValues.map { symbol($0) }
        // Kinds whose copies draw nothing: a hollow symbol with no width, or no size.
        var blank = shapes.map(\.shape.isEmpty)
        if let sides {
            // A kind per symbol and side, in order of first appearance.
            struct Kind: Hashable { var symbol: Int32, side: CGFloat }
            var found = FirstAppearance<Kind>()
            kinds = zip(all.rows, kinds).map { row, symbol in found.code(of: Kind(symbol: symbol, side: row < sides.count ? sides[row] : 0)) }
            shapes = found.values.map { symbol(symbolValues[Int($0.symbol)], side: $0.side) }
            blank = zip(found.values, shapes).map { kind, outline in !(kind.side > 0) || outline.shape.isEmpty }
        }
        let node = all.node, paintOf = node.paints?.indices ?? []
        /// The copies `copies` of `node` (in its paints) as copies of `outline`.
        func copy(_ outline: SymbolOutlines.Outline, _ copies: [Int]) -> SymbolsNode {
            SymbolsNode(shape: outline.shape, positions: copies.map { node.positions[$0] }, paints: node.paints?.paints ?? [node.paint],
                        indices: copies.map { $0 < paintOf.count ? paintOf[$0] : 0 }, stroke: outline.stroke,
                        circleDiameter: outline.circleDiameter)
        }
        let half = shapes.map { copy($0, []).copyHalfWidth }.max() ?? 0
        guard let layers = CopyLayers.groups(positions: node.positions, half: half, kind: kinds, kinds: shapes.count,
                                             ordered: node.paints != nil, element: { $0 }) else {
            // Copies spread over too many cells to layer: a node a kind, its rows in order.
            var copiesOfKind = [[Int]](repeating: [], count: shapes.count)
            for (i, k) in kinds.enumerated() { copiesOfKind[Int(k)].append(i) }
            return shapes.indices.flatMap { k in blank[k] ? [] : Self.nonEmpty(copy(shapes[k], copiesOfKind[k])) }
        }
        return layers.compactMap { blank[$0.kind] ? nil : .symbols(copy(shapes[$0.kind], $0.elements)) }
    }

    /// Each row's symbol side, in points, when a point plot's points vary in size: its
    /// `symbolSize(_:)` key path's, else its `symbolSize(by:)` value's from the size scale (0
    /// for a value the scale cannot size); nil when every point has one size.
    /// - Complexity: O(n).
    private func pointSides(_ plot: PlotRecord) -> [CGFloat]? {
        if let sides = plot.rowSides { return sides }
        guard let by = plot.symbolSizeBy else { return nil }
        if by.kind == .string {
            let sideOfCategory = by.start.categories.map { symbolSizes.side(for: .string($0)) ?? 0 }
            return by.start.codes.map { Int($0) < sideOfCategory.count ? sideOfCategory[Int($0)] : 0 }
        }
        return (0..<by.start.count).map { symbolSizes.side(for: by.start.primitive(at: $0)) ?? 0 }
    }

    /// `node` as a scene node, or none when it has no copies.
    private static func nonEmpty(_ node: SymbolsNode) -> [SceneNode] {
        node.positions.isEmpty ? [] : [.symbols(node)]
    }

    /// The finite ones of `rows` of a point plot, in order, as one symbols node: each copy
    /// in its group's paint, or its key-path style's, so that the copies may vary in paint;
    /// and the row of each copy. `groups` names each row's group (every row of `rows` is in
    /// one); empty: no groups.
    private func pointsInOrder(_ plot: PlotRecord, px: [Double], py: [Double], rows: some Collection<Int>,
                               groups: [PlotGroup], outline: SymbolOutlines.Outline) -> (node: SymbolsNode, rows: [Int]) {
        let o = plot.style.offset
        let count = min(plot.count, px.count, py.count)
        // Each row's group (rows of a key-path style take their own paint).
        var groupOfRow: [Int32] = []
        if groups.count > 1 {
            groupOfRow = [Int32](repeating: 0, count: count)
            for (g, group) in groups.enumerated() {
                for row in group.rows where row < count { groupOfRow[row] = Int32(g) }
            }
        }
        var palette = PaintPalette()
        let groupSlots = (groups.isEmpty ? [nil] : groups.map(\.color)).map { palette.index(of: plotStyle(plot, $0).resolvedPaint(in: self.plot)) }
        var positions: [CGPoint] = []
        var indices: [Int32] = []
        var kept: [Int] = []
        positions.reserveCapacity(rows.count)
        indices.reserveCapacity(rows.count)
        kept.reserveCapacity(rows.count)
        for i in rows where i < count {
            let p = CGPoint(x: px[i] + o.xStart, y: py[i] + o.yStart)
            guard p.x.isFinite && p.y.isFinite else { continue }
            positions.append(p)
            kept.append(i)
            let group = groupOfRow.isEmpty ? 0 : Int(groupOfRow[i])
            if plot.hasRowPaints {
                indices.append(palette.index(of: plotPaint(plot, groups.isEmpty ? nil : groups[group].color, row: i, in: self.plot)))
            } else {
                indices.append(groupSlots[group])
            }
        }
        return (SymbolsNode(shape: outline.shape, positions: positions, paints: palette.paints, indices: indices,
                            stroke: outline.stroke, circleDiameter: outline.circleDiameter), kept)
    }

    /// The points (`xs[i] + offset.x`, `ys[i] + offset.y`) that are finite, in order of row.
    static func finitePoints(_ xs: [Double], _ ys: [Double], offset: (x: CGFloat, y: CGFloat)) -> [CGPoint] {
        let n = min(xs.count, ys.count)
        // Written into the array's storage: an append per point costs a uniqueness check
        // and a capacity check wherever the optimizer does not see through it.
        return [CGPoint](unsafeUninitializedCapacity: n) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            xs.withUnsafeBufferPointer { xs in
                ys.withUnsafeBufferPointer { ys in
                    var kept = 0
                    for i in 0..<n {
                        let p = CGPoint(x: xs[i] + offset.x, y: ys[i] + offset.y)
                        if p.x.isFinite && p.y.isFinite {
                            (base + kept).initialize(to: p)
                            kept += 1
                        }
                    }
                    count = kept
                }
            }
        }
    }

    // MARK: Bars and rectangles

    /// Where each row stands across `axis`: a band, an interval, or a value ± half the
    /// thickness (`dimension`, else 70 % of the smallest gap between positions, 2…40 pt).
    /// With `dodge` (`position(by:)`), a value's group of `span` is divided into a slot a
    /// value and each row stands in its slot, as marks do (``span(of:along:dimension:thickness:slots:)``);
    /// a row with no slot (-1) has no span (NaN).
    private func plotSpans(_ channel: PlotChannel, map: PlotAxisMap, dimension: MarkDimension,
                           dodge: (slots: (codes: [Int32], count: Int), span: MarkDimension)? = nil) -> (lo: [Double], hi: [Double]) {
        let starts = map.positions(channel.start)
        if let end = channel.end {
            let ends = map.positions(end)
            return (zip(starts, ends).map { min($0, $1) }, zip(starts, ends).map { max($0, $1) })
        }
        let width: Double, step: CGFloat
        if map.scale.isBand {
            step = map.scale.step
            width = Double(dimension.resolve(automatic: map.scale.bandwidth, step: step))
        } else {
            step = CGFloat(ChartLayout.automaticBarThickness(starts))
            width = Double(dimension.resolve(automatic: step, step: step))
        }
        guard let dodge, dodge.slots.count > 0 else { return (starts.map { $0 - width / 2 }, starts.map { $0 + width / 2 }) }
        let group = Double(dodge.span.resolve(automatic: CGFloat(width), step: step))
        let slotWidth = group / Double(dodge.slots.count)
        let inner = dimension == .automatic ? slotWidth : min(slotWidth, width)
        var lo = [Double](repeating: .nan, count: starts.count), hi = lo
        for (i, slot) in dodge.slots.codes.enumerated() where slot >= 0 && i < starts.count {
            lo[i] = starts[i] - group / 2 + Double(slot) * slotWidth + (slotWidth - inner) / 2
            hi[i] = lo[i] + inner
        }
        return (lo, hi)
    }

    /// The thickness of bars standing on a continuous axis at `positions`: 70 % of the
    /// smallest gap of more than half a pixel between them, within 2…40 points. Bars with no
    /// such gap but spread over more than half a pixel are denser than pixels: they take the
    /// least thickness, so that each pixel column shows its own bars' extent (the default's 12
    /// points would widen every peak by 6 points a side). One position takes the default.
    static func automaticBarThickness(_ positions: [Double]) -> Double {
        let gap = smallestGap(positions)
        if gap.isFinite { return min(40, max(2, gap * 0.7)) }
        var low = Double.infinity, high = -Double.infinity
        for p in positions where p.isFinite {
            low = min(low, p)
            high = max(high, p)
        }
        return high - low > 0.5 ? 2 : Double(ChartTheme.continuousBarThickness)
    }

    /// The smallest distance of more than half a pixel between two neighbouring finite
    /// positions, in order of position (infinity when there is none). Positions already in
    /// order (an index, a time series) are not sorted.
    static func smallestGap(_ positions: [Double]) -> Double {
        var gap = Double.infinity
        var previous = -Double.infinity
        for p in positions where p.isFinite {
            guard p >= previous else {
                let sorted = positions.filter(\.isFinite).sorted()
                gap = .infinity
                for (a, b) in zip(sorted, sorted.dropFirst()) where b - a > 0.5 { gap = min(gap, b - a) }
                return gap
            }
            if p - previous > 0.5 { gap = min(gap, p - previous) }
            previous = p
        }
        return gap
    }

    /// A row's value interval in pixels, from the stack, else the channel's interval.
    private func valueSpans(_ channel: PlotChannel, map: PlotAxisMap, stack: PlotStack?) -> (lo: [Double], hi: [Double]) {
        guard let stack else { return plotSpans(channel, map: map, dimension: .automatic) }
        let a = stack.lower.map { map.position($0) }, b = stack.upper.map { map.position($0) }
        return (zip(a, b).map { min($0, $1) }, zip(a, b).map { max($0, $1) })
    }

    private func rectangleNodes(_ plot: PlotRecord, stack: PlotStack?, x: PlotAxisMap, y: PlotAxisMap) -> [SceneNode] {
        guard let xc = plot.x, let yc = plot.y else { return [] }
        let xs: (lo: [Double], hi: [Double]), ys: (lo: [Double], hi: [Double])
        if plot.kind == .bar {
            // `position(by:)` divides the base axis's band (or the axis it names, when that is the base).
            let base: Axis = plot.orientation == .vertical ? .horizontal : .vertical
            let dodge = plot.positionBy.flatMap { by in
                by.axis.map { $0 == base } ?? true ? (slots: by.slots(), span: by.span) : nil
            }
            if plot.orientation == .vertical {
                xs = plotSpans(xc, map: x, dimension: plot.width, dodge: dodge)
                ys = valueSpans(yc, map: y, stack: stack)
            } else {
                xs = valueSpans(xc, map: x, stack: stack)
                ys = plotSpans(yc, map: y, dimension: plot.height, dodge: dodge)
            }
        } else {
            xs = plotSpans(xc, map: x, dimension: plot.width)
            ys = plotSpans(yc, map: y, dimension: plot.height)
        }
        let groups = plotGroups(plot) ?? [PlotGroup(rows: Array(0..<plot.count))]
        let o = plot.style.offset
        let radius = plot.style.cornerRadius ?? 0
        /// Row `i`'s rectangle, nil when it is not drawn.
        @inline(__always) func rectangle(_ i: Int) -> CGRect? {
            guard i < xs.lo.count && i < ys.lo.count else { return nil }
            let x0 = xs.lo[i] + o.xStart, x1 = xs.hi[i] + o.xEnd, y0 = ys.lo[i] + o.yStart, y1 = ys.hi[i] + o.yEnd
            let r = CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
            return RectanglesNode.isDrawn(r) ? r : nil
        }
        // Rectangles with square corners in solid colours: one node of many rectangles, their
        // paints varying as their rows' do, no path or node each (backends draw it as those
        // fills). Otherwise a fill per rectangle, not one path of them all: scan conversion is
        // fastest with few edges per row (a thousand merged bars put thousands on each row).
        var builder = RectangleNodes(capacity: plot.count)
        let shared = groups.map { plotStyle(plot, $0.color) }
        // A clip shape fitted to each rectangle: a group each, no shared node of rectangles.
        let clip = plot.style.clip
        // Rows read by assistive technology are a node each, never joined.
        let reads = readsRows(plot)
        let joins = radius <= 0 && clip == nil && !reads
        let groupColors: [Int32?] = shared.map { style in
            joins && !plot.hasRowPaints ? (style as? Color).map { builder.index(of: $0) } : nil
        }
        let groupOf = Self.groupOfRows(groups, count: plot.count)
        func add(_ i: Int) {
            let g = groupOf.isEmpty ? 0 : i < groupOf.count ? groupOf[i] : -1
            guard g >= 0, let r = rectangle(i) else { return }
            if let color = groupColors[g] { return builder.add(r, color: color) }
            let style = plot.hasRowPaints ? plotStyle(plot, groups[g].color, row: i) : shared[g]
            let opacity = plot.rowOpacity(i)
            if joins, let color = style as? Color { return builder.add(r, color: builder.index(of: color.fading(by: opacity))) }
            let corner = min(radius, min(r.width, r.height) / 2)
            let path = corner > 0 ? Path(roundedRect: r, cornerRadius: corner) : Path(r)
            let node = SceneNode.fill(FillNode(path: path, paint: style.resolvedPaint(in: r).fading(by: opacity)))
            builder.add(accessible(clip.map { $0.clip(node, to: r) } ?? node, plot, row: i, reads: reads))
        }
        // Rows in order, as a mark a row draws them, so that where rectangles of several
        // colours overlap the later row lies on top. Bars go group by group (the same
        // picture where they do not overlap, with fewer changes of paint); bars of several
        // groups closer than their thickness (denser than pixels) by position instead: each
        // place then shows the bars that stand there.
        if plot.kind == .bar && groups.count > 1 {
            let base = plot.orientation == .horizontal ? ys : xs
            if let order = ChartLayout.overlapOrder(lo: base.lo, hi: base.hi) {
                order.forEach(add)
            } else {
                for group in groups { group.rows.forEach(add) }
            }
        } else {
            (0..<plot.count).forEach(add)
        }
        return builder.finish()
    }

    /// Each row's index in `groups` (-1 for a row in none); empty when there is one group.
    static func groupOfRows(_ groups: [PlotGroup], count: Int) -> [Int] {
        guard groups.count > 1 else { return [] }
        var groupOf = [Int](repeating: -1, count: count)
        for (g, group) in groups.enumerated() { for i in group.rows where i < count { groupOf[i] = g } }
        return groupOf
    }

    /// The rows of bars spanning `lo…hi` along their base axis, by position (rows at one
    /// position in order), when two at different positions overlap; nil when none do.
    /// Rows with a non-finite span are left out (they are not drawn).
    static func overlapOrder(lo: [Double], hi: [Double]) -> [Int]? {
        var order = lo.indices.filter { lo[$0].isFinite && hi[$0].isFinite }
        if zip(order, order.dropFirst()).contains(where: { lo[$0] > lo[$1] }) {
            order.sort { lo[$0] != lo[$1] ? lo[$0] < lo[$1] : $0 < $1 }
        }
        // Bars share a thickness: one overlaps another when it starts before the end of the
        // nearest bar at an earlier position.
        var previous: Int?
        for i in order {
            if let p = previous, lo[i] > lo[p], lo[i] < hi[p] { return order }
            if previous.map({ lo[i] > lo[$0] }) ?? true { previous = i }
        }
        return nil
    }

    // MARK: Areas and rules

    private func areaNodes(_ plot: PlotRecord, stack: PlotStack?, x: PlotAxisMap, y: PlotAxisMap) -> [SceneNode] {
        guard let xc = plot.x, let yc = plot.y else { return [] }
        let vertical = plot.orientation == .vertical
        let base = vertical ? xc : yc
        let value = vertical ? yc : xc
        let baseMap = vertical ? x : y, valueMap = vertical ? y : x
        let method = plot.style.interpolation ?? .linear
        let gaps = plot.function != nil
        let groups = plotGroups(plot) ?? [PlotGroup(rows: Array(0..<plot.count))]
        // Every row's position and span, made when a group is drawn from every row.
        var rowPositions: (along: [Double], spans: (lo: [Double], hi: [Double]))?
        var nodes: [SceneNode] = []
        let reads = readsRows(plot)
        func fill(_ path: Path, _ group: PlotGroup) {
            guard !path.isEmpty else { return }
            let node = SceneNode.fill(FillNode(path: path, paint: plotPaint(plot, group.color, row: group.rows.first, in: path.boundingRect)))
            nodes.append(accessible(node, plot, row: group.rows.first, reads: reads))
        }
        for group in groups {
            if method == .linear && vertical && !gaps, let stack,
               let edges = streamedAreaEdges(group.rows, base: base.start, stack: stack, x: baseMap, y: valueMap) {
                fill(method.areaPath(top: edges.top, bottom: edges.bottom, rowsPaired: false), group)
                continue
            }
            if rowPositions == nil { rowPositions = (baseMap.positions(base.start), valueSpans(value, map: valueMap, stack: stack)) }
            guard let (along, spans) = rowPositions else { continue }
            var top: [CGPoint] = [], bottom: [CGPoint] = []
            for i in group.rows where i < along.count && i < spans.lo.count {
                let b = along[i], lo = spans.lo[i], hi = spans.hi[i]
                guard b.isFinite, lo.isFinite, hi.isFinite else {
                    if gaps {
                        top.append(CGPoint(x: CGFloat.nan, y: .nan))
                        bottom.append(CGPoint(x: CGFloat.nan, y: .nan))
                    }
                    continue
                }
                // Vertical areas: the value's top edge is its smaller y; horizontal: its larger x.
                top.append(vertical ? CGPoint(x: b, y: lo) : CGPoint(x: hi, y: b))
                bottom.append(vertical ? CGPoint(x: b, y: hi) : CGPoint(x: lo, y: b))
            }
            // Straight edges over more points than pixel columns: each edge's M4 extremes, as
            // a line's (both or neither; a horizontal area is drawn from every point).
            var rowsPaired = true
            if method == .linear && vertical, let t = m4Decimate(top, scale: environment.displayScale),
               let b = m4Decimate(bottom, scale: environment.displayScale) {
                (top, bottom, rowsPaired) = (t, b, false)
            }
            fill(method.areaPath(top: top, bottom: bottom, rowsPaired: rowsPaired), group)
        }
        return nodes
    }

    /// The device pixel columns the plot area spans, with one to spare on each side (at most
    /// 100,002): M4 keeps at most four points of each. Nil when the width or the display
    /// scale is not finite.
    private var plotColumns: Int? {
        let scale = environment.displayScale
        guard plot.width.isFinite, scale.isFinite else { return nil }
        return Int(max(min(plot.width * scale, 100_000), 0)) + 2
    }

    /// The M4 extremes of a stacked vertical area's two edges over `rows`, each row's
    /// position and span read from the columns and the stack as they stream into M4: the
    /// points ``m4Decimate(_:scale:)`` keeps from the edges' arrays, without the arrays.
    /// Nil (the caller builds the arrays) where those arrays would not be reduced: maps that
    /// are not affine, x running backwards, four points a pixel column or fewer.
    private func streamedAreaEdges(_ rows: [Int], base: PlotColumn, stack: PlotStack, x: PlotAxisMap, y: PlotAxisMap)
        -> (top: [CGPoint], bottom: [CGPoint])? {
        let scale = environment.displayScale
        guard x.isAffine, y.isAffine, base.kind != .string, scale > 0, let columns = plotColumns, rows.count > 4 * columns else {
            return nil
        }
        var top = M4Reducer(capacity: 4 * columns, scale: scale), bottom = top
        var points = 0
        // Columns this far off the canvas are clamped, which the streaming reducer does not do.
        let farOff = 1e15 / scale
        base.withValues { along in
            stack.lower.withUnsafeBufferPointer { lower in
                stack.upper.withUnsafeBufferPointer { upper in
                    for i in rows where i < along.count && i < lower.count && i < upper.count {
                        let b = x.a + x.b * along[i]
                        let p = y.a + y.b * lower[i], q = y.a + y.b * upper[i]
                        let lo = min(p, q), hi = max(p, q)
                        guard b.isFinite, lo.isFinite, hi.isFinite else { continue }
                        guard abs(b) < farOff else { points = -1; return }
                        top.add(CGPoint(x: b, y: lo))
                        bottom.add(CGPoint(x: b, y: hi))
                        points += 1
                    }
                }
            }
        }
        guard m4Reduces(points, columns: top.columnCount), top.isMonotonic else { return nil }
        return (top.finish(), bottom.finish())
    }

    private func ruleNodes(_ plot: PlotRecord, x: PlotAxisMap, y: PlotAxisMap) -> [SceneNode] {
        guard let xc = plot.x, let yc = plot.y else { return [] }
        let vertical = yc.end != nil || xc.end == nil
        let across = vertical ? x.positions(xc.start) : y.positions(yc.start)
        let span = vertical ? yc : xc
        let from = (vertical ? y : x).positions(span.start)
        let to = span.end.map { (vertical ? y : x).positions($0) } ?? from
        return ruleNodes(plot, across: across, from: from, to: to, vertical: vertical, offset: plot.style.offset)
    }

    /// The rules of `plot`, row `i` at `across[i]` from `from[i]` to `to[i]` (in pixels),
    /// moved by `o`.
    private func ruleNodes(_ plot: PlotRecord, across: [Double], from: [Double], to: [Double], vertical: Bool,
                           offset o: MarkOffset) -> [SceneNode] {
        let strokeStyle = plot.style.lineStyle ?? StrokeStyle(lineWidth: ChartTheme.ruleWidth)
        let groups = plotGroups(plot) ?? [PlotGroup(rows: Array(0..<plot.count))]
        let groupOf = Self.groupOfRows(groups, count: plot.count)
        let shared = groups.map { plotStyle(plot, $0.color) }
        let reads = readsRows(plot)
        // Past `rulesAsRectangles` rules, each a pen-wide rectangle, those in solid colours
        // are rectangles of one node (their paints varying as their rows' do); not when each
        // rule has its own stroke or is read as an element of its own.
        let asRectangles = plot.count > Self.rulesAsRectangles && plot.rowLineStyles == nil && !reads
            ? RuleRectangles(vertical: vertical, offset: o, style: strokeStyle) : nil
        var builder = RectangleNodes(capacity: asRectangles == nil ? 0 : plot.count)
        let groupColors: [Int32?] = shared.map { style in
            asRectangles != nil && !plot.hasRowPaints ? (style as? Color).map { builder.index(of: $0) } : nil
        }
        // Rows in order, as a mark a row draws them: where rules of several colours overlap,
        // the later row lies on top.
        for i in 0..<min(plot.count, across.count, from.count, to.count) {
            let g = groupOf.isEmpty ? 0 : groupOf[i]
            let c = across[i], a = from[i], b = to[i]
            guard g >= 0, c.isFinite, a.isFinite, b.isFinite else { continue }
            let style = plot.hasRowPaints ? plotStyle(plot, groups[g].color, row: i) : shared[g]
            let opacity = plot.rowOpacity(i)
            if let asRectangles {
                let color = groupColors[g] ?? (style as? Color).map { builder.index(of: $0.fading(by: opacity)) }
                if let color {
                    // A rule of no length with butt caps draws nothing.
                    if let rect = asRectangles.rect(across: c, from: a, to: b) { builder.add(rect, color: color) }
                    continue
                }
            }
            // A stroke per rule, not one path of them all: scan conversion is fastest with
            // few edges per row.
            let path = vertical
                ? Path(segmentFrom: CGPoint(x: c + o.xStart, y: a + o.yStart), to: CGPoint(x: c + o.xEnd, y: b + o.yEnd))
                : Path(segmentFrom: CGPoint(x: a + o.xStart, y: c + o.yStart), to: CGPoint(x: b + o.xEnd, y: c + o.yEnd))
            let paint = (style as? Color).map { Paint.color($0.fading(by: opacity)) } ?? style.resolvedPaint(in: path.boundingRect).fading(by: opacity)
            let node = SceneNode.stroke(StrokeNode(path: path, paint: paint, style: plot.rowLineStyle(i, fallback: strokeStyle) ?? strokeStyle))
            builder.add(accessible(node, plot, row: i, reads: reads))
        }
        return builder.finish()
    }

    /// Above this many rules a plot draws those in solid colours as one ``RectanglesNode``,
    /// as it draws bars (a stroke node each costs more to build and draw than the rule;
    /// fewer keep their strokes, and their SVG its stroke lines).
    static let rulesAsRectangles = 1_000

    /// The rectangles rules cover, when each is a pen-wide rectangle: a vertical or
    /// horizontal segment stroked with butt or square caps, undashed, with a pen of a point
    /// or more (thinner strokes are drawn as hairlines), its offset moving both ends alike.
    struct RuleRectangles {
        let vertical: Bool
        let offset: MarkOffset
        let half: CGFloat, cap: CGFloat

        /// Nil when the style or offset makes a rule anything but a pen-wide rectangle.
        init?(vertical: Bool, offset o: MarkOffset, style: StrokeStyle) {
            guard style.dash.isEmpty, style.lineCap != .round, style.lineWidth >= 1, style.lineWidth.isFinite,
                  vertical ? o.xStart == o.xEnd : o.yStart == o.yEnd else { return nil }
            (self.vertical, offset, half) = (vertical, o, style.lineWidth / 2)
            cap = style.lineCap == .square ? half : 0
        }

        /// The rectangle of the rule at `across` from `from` to `to` (finite); nil for a rule
        /// of no length with butt caps, which draws nothing (with square caps it is a
        /// pen-wide square).
        func rect(across c: CGFloat, from a: CGFloat, to b: CGFloat) -> CGRect? {
            let o = offset
            // Along the rule and across it, as the stroke's path runs.
            let start = a + (vertical ? o.yStart : o.xStart), end = b + (vertical ? o.yEnd : o.xEnd)
            let line = c + (vertical ? o.xStart : o.yStart)
            if start == end && cap == 0 { return nil }
            let low = min(start, end) - cap, high = max(start, end) + cap
            return vertical ? CGRect(x: line - half, y: low, width: 2 * half, height: high - low)
                            : CGRect(x: low, y: line - half, width: high - low, height: 2 * half)
        }
    }
}

extension PlotRecord {
    /// The plot with its function sampled over `range` into its x and y columns.
    func sampled(_ function: PlotFunction, over range: ClosedRange<Double>, yBounds: ClosedRange<Double>?,
                 width: Double, height: Double) -> PlotRecord {
        // Pixels per unit: y from the given domain, else from a first, even look at the function.
        func yScale(_ values: [Double]) -> Double {
            if let yBounds { return height / (yBounds.upperBound - yBounds.lowerBound) }
            let finite = values.filter(\.isFinite)
            guard let lo = finite.min(), let hi = finite.max(), hi > lo else { return height }
            return height / (hi - lo)
        }
        let probe = (0...64).map { range.lowerBound + (range.upperBound - range.lowerBound) * Double($0) / 64 }
        let xScale = range.upperBound > range.lowerBound ? width / (range.upperBound - range.lowerBound) : width
        var copy = self
        let columns: [[Double]]
        switch function.body {
        case let .curve(f):
            let sampler = FunctionSampler(scales: [xScale, yScale(probe.map(f))], jumpLimit: height)
            columns = sampler.sample(range) { t in [t, f(t)] }
            copy.y?.start = PlotColumn(kind: .number, values: columns[1])
        case let .band(f):
            let sampler = FunctionSampler(scales: [xScale, yScale(probe.flatMap { [f($0).yStart, f($0).yEnd] }),
                                                   yScale(probe.flatMap { [f($0).yStart, f($0).yEnd] })],
                                          jumpLimit: height)
            columns = sampler.sample(range) { t in let v = f(t); return [t, v.yStart, v.yEnd] }
            copy.y?.start = PlotColumn(kind: .number, values: columns[1])
            copy.y?.end = PlotColumn(kind: .number, values: columns[2])
        case let .parametric(f):
            let points = probe.map(f)
            let xs = points.map(\.x).filter(\.isFinite)
            let xSpan = (xs.max() ?? 1) - (xs.min() ?? 0)
            let sampler = FunctionSampler(scales: [xSpan > 0 ? width / xSpan : width, yScale(points.map(\.y))],
                                          jumpLimit: height)
            columns = sampler.sample(range) { t in let p = f(t); return [p.x, p.y] }
            copy.y?.start = PlotColumn(kind: .number, values: columns[1])
        }
        copy.x?.start = PlotColumn(kind: .number, values: columns[0])
        copy.count = columns[0].count
        copy.function = function
        return copy
    }
}
