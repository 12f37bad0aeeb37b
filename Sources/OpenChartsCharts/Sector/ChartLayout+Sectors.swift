import Foundation
import OpenChartsCore
import OpenChartsViews

extension ChartLayout {
    /// The pie's centre and the radius available to it.
    var pieFrame: (center: CGPoint, radius: CGFloat) {
        (CGPoint(x: plot.midX, y: plot.midY), max(0, min(plot.width, plot.height) / 2))
    }

    /// The value a full turn stands for: the sum of the sectors' positive values, or the
    /// furthest end of a ranged sector when that is larger. Zero, negative and non-finite
    /// values draw no sector and take no share of the turn.
    var sectorTotal: Double { sectorTotal(unit: 1) }

    /// The total with every value divided by `unit`.
    private func sectorTotal(unit: Double) -> Double {
        var sum = 0.0, furthestEnd = 0.0
        // By index: iterating the marks would copy every record.
        for i in marks.indices where marks[i].kind == .sector {
            guard let angle = marks[i].angle, let a = angle.start.numeric else { continue }
            if let b = angle.end?.numeric {
                furthestEnd = max(furthestEnd, b / unit)
            } else if a > 0, a.isFinite {
                sum += a / unit
            }
        }
        return max(sum, furthestEnd)
    }

    /// What the sector values are divided by before their angles are computed: 1, or the
    /// largest finite value when the sum of finite values overflows to +∞ (values near
    /// `greatestFiniteMagnitude`), so that such a pie still draws its shares.
    private var sectorUnit: Double {
        let total = sectorTotal
        guard total.isInfinite else { return 1 }
        var largest = 0.0
        for i in marks.indices where marks[i].kind == .sector {
            guard let angle = marks[i].angle else { continue }
            for value in [angle.start.numeric, angle.end?.numeric] {
                if let value, value.isFinite { largest = max(largest, abs(value)) }
            }
        }
        return largest > 0 ? largest : 1
    }

    /// Each drawable sector, by its index in `marks`, with its geometry, in data order.
    ///
    /// Angles are proportional to each value over the total, from 12 o'clock clockwise; a
    /// ranged `angle` takes explicit start and end values on the same scale. A total that is
    /// zero, negative or not finite gives no sectors.
    func sectorGeometries() -> [(mark: Int, geometry: SectorGeometry)] {
        let unit = sectorUnit
        let total = sectorTotal(unit: unit)
        guard total > 0, total.isFinite else { return [] }
        let (center, available) = pieFrame
        var cumulative = 0.0
        var result: [(mark: Int, geometry: SectorGeometry)] = []
        // By index: iterating the marks would copy every record.
        for i in marks.indices where marks[i].kind == .sector {
            guard let angle = marks[i].angle, let a = angle.start.numeric.map({ $0 / unit }) else { continue }
            let lo: Double, hi: Double
            if let b = angle.end?.numeric.map({ $0 / unit }) {
                (lo, hi) = (a, b)
            } else {
                guard a > 0, a.isFinite else { continue }
                (lo, hi) = (cumulative, cumulative + a)
                cumulative += a
            }
            let outer = marks[i].outerRadius.resolve(automatic: available, step: available)
            let inner = min(outer, marks[i].innerRadius.resolve(automatic: 0, step: outer))
            let start = -Double.pi / 2 + lo / total * 2 * Double.pi
            let end = -Double.pi / 2 + hi / total * 2 * Double.pi
            result.append((i, SectorGeometry(center: center, innerRadius: inner, outerRadius: outer,
                                             startAngle: start, endAngle: end,
                                             angularInset: marks[i].angularInset ?? 0,
                                             cornerRadius: marks[i].style.cornerRadius ?? 0)))
        }
        return result
    }

    /// Each sector as a `.symbol` group.
    func sectorNodes() -> [OrderedNode] {
        let sectors = sectorGeometries()
        var nodes: [OrderedNode] = []
        nodes.reserveCapacity(sectors.count)
        // Through a buffer, whose records are lent to the calls below where an array's
        // would be copied.
        marks.withUnsafeBufferPointer { marks in
            for (i, geometry) in sectors {
                let path = geometry.path()
                guard !path.isEmpty else { continue }
                let node = SceneNode.fill(FillNode(path: path, paint: paint(of: marks[i], in: path.boundingRect)))
                if let node = markGroup([node], mark: marks[i]) {
                    nodes.append(OrderedNode(node: node, z: marks[i].style.zIndex, order: marks[i].order, layer: marks[i].style.layer))
                }
            }
        }
        return nodes
    }
}
