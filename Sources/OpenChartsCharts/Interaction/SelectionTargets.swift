import Foundation
import OpenChartsCore
import OpenChartsViews

/// One value a selection can take: what the binding is set to and where the pointer finds it.
struct SelectionTarget {
    var value: ChartPrimitive
    /// The value as text, unique within the chart.
    var key: String
    /// Scene x for x selection; the sector's middle angle (radians from 12 o'clock) for angles.
    var position: CGFloat
    var angles: ClosedRange<Double>? = nil
}

/// The values a chart's selection can take.
enum SelectionTargets {
    /// Every distinct x a mark sits at (a bin's middle, as a pointer over it reads), and the
    /// first x of each plot in each pixel column, left to right; values within one point of
    /// an earlier one are dropped, and at most ``InteractiveSceneLimits/maximumStates`` are
    /// kept.
    /// - Complexity: O(n log n) in the number of marks.
    static func x(_ layout: ChartLayout, scale: AxisScale, toGlobal: CGAffineTransform) -> [SelectionTarget] {
        var seen = Set<ChartPrimitive>()
        var candidates: [SelectionTarget] = []
        for mark in layout.marks where mark.kind != .sector {
            guard let channel = mark.x.channel else { continue }
            let value = channel.center
            guard seen.insert(value).inserted, let x = scale.position(value), x.isFinite else { continue }
            let global = CGPoint(x: x, y: layout.plot.midY).applying(toGlobal).x
            candidates.append(SelectionTarget(value: value, key: key(value), position: global))
        }
        for (value, x) in layout.plotXValues(scale: scale) where seen.insert(value).inserted {
            let global = CGPoint(x: x, y: layout.plot.midY).applying(toGlobal).x
            candidates.append(SelectionTarget(value: value, key: key(value), position: global))
        }
        candidates.sort { $0.position < $1.position }
        var kept: [SelectionTarget] = []
        for candidate in candidates where kept.count < InteractiveSceneLimits.maximumStates {
            if let last = kept.last, candidate.position - last.position < 1 { continue }
            kept.append(candidate)
        }
        return kept
    }

    /// The middle value of every sector, clockwise from 12 o'clock, as Swift Charts' angle
    /// selection reports for a pointer there (the cumulative value).
    static func sectors(_ layout: ChartLayout) -> [SelectionTarget] {
        let total = layout.sectorTotal
        return layout.sectorGeometries().prefix(InteractiveSceneLimits.maximumStates).map { _, geometry in
            // Geometry angles start at 3 o'clock (−π/2 is 12 o'clock).
            let start = geometry.startAngle + Double.pi / 2, end = geometry.endAngle + Double.pi / 2
            let middle = (start + end) / 2
            let value = ChartPrimitive.number(middle / (2 * Double.pi) * total)
            return SelectionTarget(value: value, key: key(value), position: CGFloat(middle), angles: start...end)
        }
    }

    /// The x scale in scene coordinates.
    static func mapping(_ layout: ChartLayout, scale: AxisScale, toGlobal: CGAffineTransform, positions: [CGFloat]) -> AxisMapping {
        let frame = layout.plot.boundingBox(applying: toGlobal)
        let a = CGPoint(x: scale.range.0, y: 0).applying(toGlobal).x
        let b = CGPoint(x: scale.range.1, y: 0).applying(toGlobal).x
        var domain: [Double] = []
        if !scale.isBand, let lo = scale.value(at: scale.range.0)?.numeric, let hi = scale.value(at: scale.range.1)?.numeric {
            domain = [lo, hi]
        }
        return AxisMapping(plotFrame: frame, type: typeName(scale.type), domain: domain, range: [a, b], positions: positions)
    }

    private static func typeName(_ type: ScaleType) -> String {
        switch type {
        case .linear: "linear"
        case .log: "log"
        case .date: "date"
        case .category: "category"
        case .squareRoot: "sqrt"
        case .symmetricLog: "symlog"
        case .power: "pow"
        }
    }

    /// A value as text: dates in ISO 8601 (UTC, with milliseconds when not whole seconds).
    static func key(_ value: ChartPrimitive) -> String {
        switch value {
        case let .string(text): return text
        case let .number(number):
            // Six decimals at most, so that a computed middle reads 458, not 458.00000000000006.
            let rounded = (number * 1e6).rounded() / 1e6
            return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int64(rounded)) : String(rounded)
        case let .date(date):
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.string(from: date)
        }
    }
}
