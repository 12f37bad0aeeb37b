import Foundation

extension Path {
    /// Adds a circular arc, with SwiftUI's semantics in a y-down space.
    ///
    /// Angles grow from the positive x axis towards positive y (clockwise on screen).
    /// `clockwise: false` sweeps towards growing angles, which looks clockwise on screen,
    /// as in SwiftUI (the flag is named for Core Graphics' y-up space). A line joins the
    /// current point to the arc's start; without a current point the arc starts a subpath.
    /// A sweep of more than a full turn draws one full circle.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite, radius.isFinite else { return }
        let fullTurn = 2 * Double.pi
        var sweep = end - start
        if clockwise {
            // Towards smaller angles: a sweep in (-2π, 0], or a full turn.
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if sweep < -fullTurn { sweep = -fullTurn }
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if sweep > fullTurn { sweep = fullTurn }
        }
        addArcSegments(center: center, radius: CGSize(width: radius, height: radius),
                       start: start, sweep: sweep)
    }

    /// Adds an arc of `delta` from `startAngle` (positive sweeps grow the angle), as SwiftUI's
    /// `addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle) {
        guard startAngle.radians.isFinite, delta.radians.isFinite, radius.isFinite else { return }
        addArcSegments(center: center, radius: CGSize(width: radius, height: radius),
                       start: startAngle.radians, sweep: delta.radians)
    }

    /// Adds an arc of `radius` tangent to the lines current point → `tangent1End` and
    /// `tangent1End` → `tangent2End`, as Core Graphics' `addArc(tangent1End:tangent2End:radius:)`.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
        guard let p0 = currentPoint else { return move(to: p1) }
        let v1 = p0 - p1, v2 = p2 - p1
        let l1 = v1.length, l2 = v2.length
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, radius > 0, abs(cross) > 1e-12 * l1 * l2 else { return addLine(to: p1) }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let tangentLength = radius / tan(angle / 2)
        let t1 = p1 + v1 * (tangentLength / l1)
        let t2 = p1 + v2 * (tangentLength / l2)
        // The centre lies along the bisector, at radius / sin(angle / 2) from p1.
        let bisector = (v1 * (1 / l1)) + (v2 * (1 / l2))
        let center = p1 + bisector * (radius / sin(angle / 2) / bisector.length)
        let a1 = atan2(t1.y - center.y, t1.x - center.x)
        let a2 = atan2(t2.y - center.y, t2.x - center.x)
        addLine(to: t1)
        var sweep = a2 - a1
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addArcSegments(center: center, radius: CGSize(width: radius, height: radius), start: a1, sweep: sweep)
    }

    /// Appends an elliptical arc as cubic Béziers of at most a quarter turn each.
    mutating func addArcSegments(center: CGPoint, radius: CGSize, start: Double, sweep: Double) {
        // A full turn from 0 (every ellipse, every scatter point) reuses its sines and cosines.
        let turns = start == 0 && sweep == 2 * .pi ? ArcTurns.full : ArcTurns(start: start, sweep: sweep)
        addArcSegments(center: center, radius: radius, turns: turns)
    }

    private mutating func addArcSegments(center: CGPoint, radius: CGSize, turns: ArcTurns) {
        @inline(__always) func point(_ i: Int) -> CGPoint {
            CGPoint(x: center.x + radius.width * turns.cos[i], y: center.y + radius.height * turns.sin[i])
        }
        let first = point(0)
        if let current = currentPoint {
            if current != first { addLine(to: first) }
        } else {
            move(to: first)
        }
        let k = turns.k
        for i in 1..<turns.cos.count {
            let (c0, s0, c1, s1) = (turns.cos[i - 1], turns.sin[i - 1], turns.cos[i], turns.sin[i])
            let control1 = CGPoint(x: center.x + radius.width * (c0 - k * s0), y: center.y + radius.height * (s0 + k * c0))
            let control2 = CGPoint(x: center.x + radius.width * (c1 + k * s1), y: center.y + radius.height * (s1 - k * c1))
            addCurve(to: point(i), control1: control1, control2: control2)
        }
    }
}

/// The angles an arc's Béziers join at (at most a quarter turn apart), with their cosines
/// and sines, and the control-point distance of one step.
private struct ArcTurns {
    var cos: [Double]
    var sin: [Double]
    var k: Double

    static let full = ArcTurns(start: 0, sweep: 2 * .pi)

    init(start: Double, sweep: Double) {
        let count = max(1, Int((abs(sweep) / (Double.pi / 2)).rounded(.up)))
        let step = sweep / Double(count)
        // Control-point distance for a circular arc of `step` radians.
        k = 4.0 / 3.0 * tan(step / 4)
        cos = []
        sin = []
        cos.reserveCapacity(count + 1)
        sin.reserveCapacity(count + 1)
        var angle = start
        for i in 0...count {
            // Each angle is the one before plus a step, so the arc ends where its steps lead.
            if i > 0 { angle += step }
            cos.append(Foundation.cos(angle))
            sin.append(Foundation.sin(angle))
        }
    }
}
