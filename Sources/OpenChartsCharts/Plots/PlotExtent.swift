import Foundation

/// What one plot puts on one axis: a numeric or date extent (seconds since 1970, as
/// continuous axes count), or categories in order of first appearance. Rows with a NaN
/// or infinite value on any channel are left out, as marks with one are
/// (docs/bad-input.md).
struct PlotExtent: Sendable {
    var kind: ChartPrimitiveKind
    var lower = Double.infinity
    var upper = -Double.infinity
    var categories: [ChartPrimitive] = []

    /// The least value, as the axis's kind of value; nil for categories or an empty extent.
    var lowest: ChartPrimitive? {
        lower <= upper ? ChartPrimitive(lower, kind: kind) : nil
    }

    /// Widens the extent to `value` when it is finite.
    @inline(__always)
    mutating func include(_ value: Double) {
        if value < lower { lower = value }
        if value > upper { upper = value }
    }
}

/// Seconds from 1970 to the reference date: plot columns count dates from the latter.
let referenceDateOffset = Date.timeIntervalBetween1970AndReferenceDate

/// Runs `body` with strided views of every number column in `columns`, in order.
func withStrided(_ columns: [PlotColumn], _ body: ([StridedDoubles]) -> Void) {
    var views: [StridedDoubles] = []
    views.reserveCapacity(columns.count)
    func next(_ index: Int) {
        guard index < columns.count else { return body(views) }
        columns[index].withValues { view in
            views.append(view)
            next(index + 1)
        }
    }
    next(0)
}

extension PlotRecord {
    /// Every column of the plot that holds numbers or dates.
    var numberColumns: [PlotColumn] {
        [x?.start, x?.end, y?.start, y?.end].compactMap { $0 }.filter { $0.kind != .string }
    }

    /// Whether row `index` of `views` (the plot's number columns) is all finite.
    @inline(__always)
    static func isFiniteRow(_ views: [StridedDoubles], _ index: Int) -> Bool {
        for view in views where !view[index].isFinite { return false }
        return true
    }

    /// The plot's extents on x and y, with `stack` (lower and upper value per row) in
    /// place of the value channel when the plot is stacked.
    /// - Complexity: O(n) in the rows.
    func extents(stack: PlotStack?) -> (x: PlotExtent?, y: PlotExtent?) {
        let bars = kind == .bar || kind == .area
        let valueAxis = orientation
        if let x, let y, x.end == nil, y.end == nil, x.kind != .string, y.kind != .string {
            // A line, scatter, or bars and areas over two number columns: both extents in one
            // pass over the columns; a stacked value axis then spans the stack's intervals,
            // which are NaN on the rows that are not all finite.
            var result: (x: (Double, Double), y: (Double, Double)) = ((.infinity, -.infinity), (.infinity, -.infinity))
            x.start.withValues { xv in
                y.start.withValues { yv in result = PlotScan.extents(xv, yv, count: count) }
            }
            func extent(_ channel: PlotChannel, _ bounds: (Double, Double)) -> PlotExtent {
                let shift = channel.kind == .date ? referenceDateOffset : 0
                var extent = PlotExtent(kind: channel.start.primitiveKind)
                if bounds.0 <= bounds.1 { (extent.lower, extent.upper) = (bounds.0 + shift, bounds.1 + shift) }
                return extent
            }
            var (xExtent, yExtent) = (extent(x, result.x), extent(y, result.y))
            if bars, let stack {
                var stacked = PlotExtent(kind: (valueAxis == .vertical ? y : x).start.primitiveKind)
                for i in 0..<min(count, stack.lower.count, stack.upper.count) {
                    stacked.include(stack.lower[i])
                    stacked.include(stack.upper[i])
                }
                if valueAxis == .vertical { yExtent = stacked } else { xExtent = stacked }
            }
            return (xExtent, yExtent)
        }
        func channelExtent(_ channel: PlotChannel?, isValueAxis: Bool) -> PlotExtent? {
            guard let channel else { return nil }
            var extent = PlotExtent(kind: channel.start.primitiveKind)
            let rows = min(count, channel.start.count)
            if channel.kind == .string {
                // The column's categories in order of first appearance among the finite rows.
                let codes = channel.start.codes, categories = channel.start.categories
                var seen = [Bool](repeating: false, count: categories.count)
                withStrided(numberColumns) { views in
                    for i in 0..<min(rows, codes.count) where PlotRecord.isFiniteRow(views, i) && !seen[Int(codes[i])] {
                        seen[Int(codes[i])] = true
                        extent.categories.append(.string(categories[Int(codes[i])]))
                    }
                }
                return extent
            }
            let shift = channel.kind == .date ? referenceDateOffset : 0
            if isValueAxis, let stack {
                withStrided(numberColumns) { views in
                    for i in 0..<rows where PlotRecord.isFiniteRow(views, i) {
                        extent.include(stack.lower[i])
                        extent.include(stack.upper[i])
                    }
                }
            } else {
                withStrided(numberColumns + [channel.start] + (channel.end.map { [$0] } ?? [])) { views in
                    let start = views[views.count - (channel.end == nil ? 1 : 2)]
                    let end = channel.end == nil ? nil : views[views.count - 1]
                    let all = Array(views.dropLast(channel.end == nil ? 1 : 2))
                    for i in 0..<rows where PlotRecord.isFiniteRow(all, i) {
                        extent.include(start[i])
                        if let end { extent.include(end[i]) }
                    }
                }
            }
            if extent.lower <= extent.upper {
                extent.lower += shift
                extent.upper += shift
            }
            return extent
        }
        return (channelExtent(x, isValueAxis: bars && valueAxis == .horizontal),
                channelExtent(y, isValueAxis: bars && valueAxis == .vertical))
    }
}

/// The stacked interval of each row of a bar or area plot on its value axis.
struct PlotStack: Sendable {
    var lower: [Double]
    var upper: [Double]

    /// Stacks the rows of `plot` as marks stack (``ChartLayout/stack(_:orientations:)``):
    /// rows sharing a base value (and `position(by:)` slot) pile up in order, positive
    /// values up from zero, negative ones down; `.normalized` scales each pile to 0…1 and
    /// `.center` centres it on zero. A row with no slot (a non-finite `position(by:)` value)
    /// is not stacked. Nil when the plot is not stacked (`.unstacked`, or a value interval).
    /// - Complexity: O(n) expected (one hash per row; none when the bases are in order).
    init?(_ plot: PlotRecord) {
        guard plot.kind == .bar || plot.kind == .area else { return nil }
        let vertical = plot.orientation == .vertical
        guard let value = vertical ? plot.y : plot.x, value.end == nil, value.kind == .number else { return nil }
        let base = vertical ? plot.x : plot.y
        let rows = plot.count
        var lower = [Double](repeating: .nan, count: rows), upper = lower
        let unstacked = plot.stacking == .unstacked
        typealias Pile = (up: Double, down: Double)
        var piles: [Double: Pile] = [:]
        // `position(by:)`: a pile per base value and slot.
        let slots = plot.kind == .bar ? plot.positionBy?.slots() : nil
        let slotCount = slots.map { max(1, $0.count) } ?? 1
        var slotPiles: [SlotKey: Pile] = [:]
        // Categories' piles by their codes (numbered when the column was made), times the slots.
        let baseCodes = base?.kind == .string ? base?.start.codes : nil
        var categoryPiles = [Pile](repeating: (0, 0), count: baseCodes == nil ? 0 : (base?.start.categories.count ?? 0) * slotCount)
        let baseNumbers = base?.kind == .string ? nil : base?.start.numbers
        // Bases in order (a time series, an index) keep each pile in one run of rows, so
        // the running pile is the only one open: no hash per row.
        let inOrder = !unstacked && slots == nil && baseCodes == nil && baseNumbers.map(Self.isNondecreasing) ?? true
        if !unstacked && !inOrder && baseCodes == nil { piles.reserveCapacity(rows) }
        var running: Pile = (0, 0), runningBase = Double.nan, hasRun = false
        // With ordered bases, the pile each row ended up in, for normalizing and centering.
        var runOfRow: [Int] = [], runs: [Pile] = []
        let reshaped = plot.stacking == .normalized || plot.stacking == .center
        if inOrder && reshaped { runOfRow = [Int](repeating: -1, count: rows) }
        // The values of the rows that stack (every channel finite; NaN otherwise), read
        // once, so that the loop below runs outside closures over captured arrays.
        var values = [Double](repeating: .nan, count: rows)
        withStrided(plot.numberColumns) { views in
            value.start.withValues { column in
                values.withUnsafeMutableBufferPointer { out in
                    for i in 0..<min(rows, column.count) where PlotRecord.isFiniteRow(views, i) { out[i] = column[i] }
                }
            }
        }
        if let slots {
            // A row without a slot is not drawn: it takes no place in a pile.
            for i in 0..<rows where i >= slots.codes.count || slots.codes[i] < 0 { values[i] = .nan }
        }
        for i in 0..<rows where !values[i].isNaN {
            let v = values[i]
            if unstacked {
                (lower[i], upper[i]) = (min(0, v), max(0, v))
                continue
            }
            if inOrder {
                let key = baseNumbers?[i] ?? 0
                if !hasRun || key != runningBase {
                    if reshaped && hasRun { runs.append(running) }
                    (running, runningBase, hasRun) = ((0, 0), key, true)
                }
                (lower[i], upper[i]) = Self.add(v, to: &running)
                if reshaped { runOfRow[i] = runs.count }
            } else if let baseCodes {
                let slot = slots.map { Int($0.codes[i]) } ?? 0
                (lower[i], upper[i]) = Self.add(v, to: &categoryPiles[Int(baseCodes[i]) * slotCount + slot])
            } else if let slots {
                let key = SlotKey(base: baseNumbers?[i] ?? 0, slot: slots.codes[i])
                (lower[i], upper[i]) = Self.add(v, to: &slotPiles[key, default: (0, 0)])
            } else {
                // One hash per row: the pile is updated in place.
                (lower[i], upper[i]) = Self.add(v, to: &piles[baseNumbers?[i] ?? 0, default: (0, 0)])
            }
        }
        if reshaped {
            if inOrder && hasRun { runs.append(running) }
            for i in 0..<rows where lower[i].isFinite {
                let slot = slots.map { $0.codes[i] } ?? 0
                let pile: Pile? = inOrder ? runs[runOfRow[i]]
                    : baseCodes.map { categoryPiles[Int($0[i]) * slotCount + Int(slot)] }
                    ?? (slots == nil ? piles[baseNumbers?[i] ?? 0] : slotPiles[SlotKey(base: baseNumbers?[i] ?? 0, slot: slot)])
                guard let pile else { continue }
                let total = pile.up - pile.down
                if plot.stacking == .normalized {
                    guard total > 0 else { continue }
                    lower[i] = (lower[i] - pile.down) / total
                    upper[i] = (upper[i] - pile.down) / total
                } else {
                    lower[i] -= pile.down + total / 2
                    upper[i] -= pile.down + total / 2
                }
            }
        }
        self.lower = lower
        self.upper = upper
    }

    /// A pile's key when bars are placed by `position(by:)`: base value and slot.
    private struct SlotKey: Hashable {
        var base: Double
        var slot: Int32
    }

    /// Puts `value` on `pile` (up from its top when positive, down from its bottom when
    /// negative) and returns the value's own span.
    @inline(__always)
    private static func add(_ value: Double, to pile: inout (up: Double, down: Double)) -> (Double, Double) {
        if value >= 0 {
            defer { pile.up += value }
            return (pile.up, pile.up + value)
        }
        defer { pile.down += value }
        return (pile.down + value, pile.down)
    }

    /// Whether the finite values never decrease (non-finite rows are never stacked).
    private static func isNondecreasing(_ values: [Double]) -> Bool {
        var last = -Double.infinity
        for value in values where value.isFinite {
            if value < last { return false }
            last = value
        }
        return true
    }
}
