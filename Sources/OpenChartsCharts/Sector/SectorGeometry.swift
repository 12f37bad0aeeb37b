import Foundation
import OpenChartsCore
import OpenChartsViews

/// One pie or donut slice in pixels: angles in radians in a y-down space, measured from
/// the positive x axis and growing clockwise on screen (12 o'clock is −π/2).
struct SectorGeometry: Hashable, Sendable {
    var center: CGPoint
    var innerRadius: CGFloat
    var outerRadius: CGFloat
    var startAngle: Double
    var endAngle: Double
    /// Points of linear gap on each side of the slice (half the gap between two slices).
    var angularInset: CGFloat
    var cornerRadius: CGFloat

    /// The slice's outline, or an empty path when insets leave nothing of it.
    ///
    /// The sides are the radii at the start and end angles moved `angularInset` points into
    /// the slice, so that neighbours are `2 × angularInset` apart along their whole length
    /// (as Swift Charts' `angularInset`). Corners are rounded with circles tangent to a side
    /// and an arc, as d3-shape's `arc.cornerRadius`; a radius that does not fit is dropped.
    func path() -> Path {
        let span = endAngle - startAngle
        guard span > 0, outerRadius > innerRadius, outerRadius > 0 else { return Path() }
        var path = Path()
        if span >= 2 * Double.pi - 1e-9 {
            // A full turn has no sides: a disc or a ring.
            path.addEllipse(in: CGRect(x: center.x - outerRadius, y: center.y - outerRadius, width: 2 * outerRadius, height: 2 * outerRadius))
            if innerRadius > 0 {
                path.addArc(center: center, radius: innerRadius, startAngle: .radians(0), endAngle: .radians(-2 * Double.pi), clockwise: true)
                path.closeSubpath()
            }
            return path
        }
        let inset = max(0, angularInset)
        let corner = min(max(0, cornerRadius), (outerRadius - innerRadius) / 2)
        if let outline = outline(inset: inset, corner: corner) { return outline }
        // A corner radius that does not fit is dropped.
        return corner > 0 ? outline(inset: inset, corner: 0) ?? Path() : Path()
    }

    private struct Corner {
        var lineTangent: CGPoint
        var arcTangent: CGPoint
        var arcAngle: Double
        var circleCenter: CGPoint
    }

    /// The corner where the side at `angle` (its inward normal `n`) meets the circle of
    /// `radius`; `outer` says which side of the circle the corner circle lies on.
    private func corner(angle: Double, normalSign: Double, radius: CGFloat, inset: CGFloat, rc: CGFloat, outer: Bool) -> Corner? {
        let u = (x: cos(angle), y: sin(angle))
        let n = (x: -sin(angle) * normalSign, y: cos(angle) * normalSign)
        let distance = Double(outer ? radius - rc : radius + rc)
        let offset = Double(inset + rc)
        let t2 = distance * distance - offset * offset
        guard t2 >= 0 else { return nil }
        let t = t2.squareRoot()
        let c = CGPoint(x: center.x + CGFloat(offset * n.x + t * u.x), y: center.y + CGFloat(offset * n.y + t * u.y))
        let lineTangent = CGPoint(x: center.x + CGFloat(Double(inset) * n.x + t * u.x), y: center.y + CGFloat(Double(inset) * n.y + t * u.y))
        let scale = distance > 0 ? Double(radius) / distance : 0
        let arcTangent = CGPoint(x: center.x + CGFloat(Double(c.x - center.x) * scale), y: center.y + CGFloat(Double(c.y - center.y) * scale))
        let arcAngle = atan2(Double(arcTangent.y - center.y), Double(arcTangent.x - center.x))
        return Corner(lineTangent: lineTangent, arcTangent: arcTangent, arcAngle: arcAngle, circleCenter: c)
    }

    /// The angle of `angle` unwrapped to lie within a turn after `reference`.
    private func unwrap(_ angle: Double, near reference: Double) -> Double {
        var a = angle
        while a < reference - Double.pi { a += 2 * Double.pi }
        while a > reference + Double.pi { a -= 2 * Double.pi }
        return a
    }

    private func addCornerArc(_ path: inout Path, _ c: Corner, from: CGPoint, to: CGPoint, rc: CGFloat) {
        guard rc > 0 else { path.addLine(to: to); return }
        let a0 = atan2(Double(from.y - c.circleCenter.y), Double(from.x - c.circleCenter.x))
        let a1 = atan2(Double(to.y - c.circleCenter.y), Double(to.x - c.circleCenter.x))
        var delta = a1 - a0
        while delta > Double.pi { delta -= 2 * Double.pi }
        while delta < -Double.pi { delta += 2 * Double.pi }
        path.addRelativeArc(center: c.circleCenter, radius: rc, startAngle: .radians(a0), delta: .radians(delta))
    }

    private func outline(inset: CGFloat, corner rc: CGFloat) -> Path? {
        guard let os = corner(angle: startAngle, normalSign: 1, radius: outerRadius, inset: inset, rc: rc, outer: true),
              let oe = corner(angle: endAngle, normalSign: -1, radius: outerRadius, inset: inset, rc: rc, outer: true) else { return nil }
        let outerStart = unwrap(os.arcAngle, near: startAngle)
        let outerEnd = unwrap(oe.arcAngle, near: endAngle)
        guard outerEnd > outerStart else { return nil }
        var path = Path()
        // Room for both arcs (four curves each at most) and rounded corners: grown once.
        path.reserveCapacity(verbs: 16, points: 40)
        path.move(to: os.lineTangent)
        addCornerArc(&path, os, from: os.lineTangent, to: os.arcTangent, rc: rc)
        path.addArc(center: center, radius: outerRadius, startAngle: .radians(outerStart), endAngle: .radians(outerEnd), clockwise: false)
        addCornerArc(&path, oe, from: oe.arcTangent, to: oe.lineTangent, rc: rc)
        if innerRadius > 0,
           let ie = corner(angle: endAngle, normalSign: -1, radius: innerRadius, inset: inset, rc: rc, outer: false),
           let istart = corner(angle: startAngle, normalSign: 1, radius: innerRadius, inset: inset, rc: rc, outer: false) {
            let innerEnd = unwrap(ie.arcAngle, near: endAngle)
            let innerStart = unwrap(istart.arcAngle, near: startAngle)
            if innerEnd > innerStart {
                path.addLine(to: ie.lineTangent)
                addCornerArc(&path, ie, from: ie.lineTangent, to: ie.arcTangent, rc: rc)
                path.addArc(center: center, radius: innerRadius, startAngle: .radians(innerEnd), endAngle: .radians(innerStart), clockwise: true)
                addCornerArc(&path, istart, from: istart.arcTangent, to: istart.lineTangent, rc: rc)
                path.closeSubpath()
                return path
            }
        }
        // A pie slice (or a donut slice whose inner edge the insets consumed): the sides
        // meet at the apex, `inset / sin(half the span)` from the centre along the bisector.
        let half = (endAngle - startAngle) / 2
        let reach = Double(inset) / max(sin(half), 1e-9)
        guard reach < Double(outerRadius) else { return nil }
        let bisector = startAngle + half
        path.addLine(to: CGPoint(x: center.x + CGFloat(reach * cos(bisector)), y: center.y + CGFloat(reach * sin(bisector))))
        path.closeSubpath()
        return path
    }
}
