import Foundation
import OpenChartsViews

extension ChartLayout {
    /// The axis that carries a bar's, area's or rectangle's value: the quantitative one, or y
    /// when both or neither are.
    static func orientation(of mark: MarkRecord) -> Orientation {
        switch (mark.x, mark.y) {
        case let (.data(x), .data(y)):
            if y.end != nil && !y.isBin && (x.end == nil || x.isBin) { return .vertical }
            if x.end != nil && !x.isBin && (y.end == nil || y.isBin) { return .horizontal }
            if x.isBin { return .vertical }
            if y.isBin { return .horizontal }
            if x.kind == .number && y.kind != .number { return .horizontal }
            return .vertical
        case let (.data(x), _):
            return x.kind == .number && !x.isBin ? .horizontal : .vertical
        case let (_, .data(y)):
            return y.kind == .number && !y.isBin ? .vertical : .horizontal
        default:
            return .vertical
        }
    }

    /// The value channel of a bar, area or rectangle, given its orientation.
    static func valueChannel(of mark: MarkRecord, _ orientation: Orientation) -> ChannelValue? {
        (orientation == .vertical ? mark.y : mark.x).channel
    }

    /// The base channel (where the mark stands) of a bar, area or rectangle.
    static func baseChannel(of mark: MarkRecord, _ orientation: Orientation) -> ChannelValue? {
        (orientation == .vertical ? mark.x : mark.y).channel
    }

    /// Stacks bars and areas as Swift Charts does: marks of the same kind that share a base
    /// value (and `position(by:)` slot) pile up in data order, positive values upward from
    /// zero and negative values downward, then `.normalized` scales each stack to 0…1 and
    /// `.center` centres it on zero. `.unstacked` marks start at zero. Ranged marks keep
    /// their own interval.
    ///
    /// Returns each bar and area's interval on its value axis, by `order` (in a table as
    /// large as `orientations`).
    /// - Complexity: O(n) in the number of marks.
    static func stack(_ marks: [MarkRecord], orientations: OrderTable<Orientation>) -> OrderTable<(Double, Double)> {
        struct Key: Hashable {
            var kind: MarkKind
            var orientation: Orientation
            var base: ChartPrimitive?
            var slot: ChartPrimitive?
        }
        // Stacks in order of their first member; one hash per mark finds its stack. Members
        // are kept in one flat list in data order rather than an array per stack: a chart of
        // a thousand bars has a thousand stacks of one.
        var stackIndex: [Key: Int] = [:]
        var methods: [MarkStackingMethod] = []
        var members: [(stack: Int, order: Int, value: Double)] = []
        var result = OrderTable<(Double, Double)>(count: orientations.count)
        // By index, not `for mark in marks`: a mark record is large, and copying each one
        // (its strings and styles retained and released) cost more than the stacking.
        for index in marks.indices where marks[index].kind == .bar || marks[index].kind == .area {
            let order = marks[index].order
            guard let orientation = orientations[order],
                  let value = valueChannel(of: marks[index], orientation) else { continue }
            if let end = value.end {
                // A ranged mark: its own interval, never stacked.
                if let a = value.start.numeric, let b = end.numeric { result[order] = (a, b) }
                continue
            }
            guard value.kind == .number, let v = value.start.numeric else { continue }
            guard let method = marks[index].stacking, method != .unstacked else {
                result[order] = (0, v)
                continue
            }
            let key = Key(kind: marks[index].kind, orientation: orientation,
                          base: baseChannel(of: marks[index], orientation)?.start,
                          slot: marks[index].style.positionBy?.value.start)
            // One lookup that inserts the next stack's number when the key is new.
            let next = methods.count
            func find(_ slot: inout Int) -> Int {
                if slot < 0 { slot = next }
                return slot
            }
            let position = find(&stackIndex[key, default: -1])
            if position == next { methods.append(method) }
            members.append((position, order, v))
        }
        // Each stack piles its members up in data order: positive values from zero upward,
        // negative ones downward.
        var positive = [Double](repeating: 0, count: methods.count)
        var negative = [Double](repeating: 0, count: methods.count)
        var spans: [(Double, Double)] = []
        spans.reserveCapacity(members.count)
        for member in members {
            let s = member.stack
            if member.value >= 0 {
                spans.append((positive[s], positive[s] + member.value))
                positive[s] += member.value
            } else {
                spans.append((negative[s] + member.value, negative[s]))
                negative[s] += member.value
            }
        }
        for (member, (lo, hi)) in zip(members, spans) {
            let s = member.stack
            switch methods[s] {
            case .normalized:
                // An all-zero stack has no share to show: it stays at zero.
                let total = positive[s] - negative[s]
                result[member.order] = total > 0 ? ((lo - negative[s]) / total, (hi - negative[s]) / total) : (0, 0)
            case .center:
                let shift = -(positive[s] + negative[s]) / 2
                result[member.order] = (lo + shift, hi + shift)
            case .standard, .unstacked:
                result[member.order] = (lo, hi)
            }
        }
        return result
    }
}
