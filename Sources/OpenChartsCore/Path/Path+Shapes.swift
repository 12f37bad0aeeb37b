import Foundation

extension Path {
    /// Adds a closed rectangle, starting at its minimum corner and going clockwise on screen.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY))
        addLine(to: CGPoint(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a rectangle with elliptical corners; the corner size is clamped to half the
    /// rectangle's sides so that corners never overlap.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let r = rect.standardized
        let rx = min(max(cornerSize.width, 0), r.width / 2)
        let ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r) }
        let radius = CGSize(width: rx, height: ry)
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addArcSegments(center: CGPoint(x: r.maxX - rx, y: r.minY + ry), radius: radius, start: -.pi / 2, sweep: .pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addArcSegments(center: CGPoint(x: r.maxX - rx, y: r.maxY - ry), radius: radius, start: 0, sweep: .pi / 2)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addArcSegments(center: CGPoint(x: r.minX + rx, y: r.maxY - ry), radius: radius, start: .pi / 2, sweep: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addArcSegments(center: CGPoint(x: r.minX + rx, y: r.minY + ry), radius: radius, start: .pi, sweep: .pi / 2)
        closeSubpath()
    }

    /// Adds a rectangle whose corners each have their own circular radius
    /// (top-leading, top-trailing, bottom-trailing, bottom-leading), each clamped to
    /// half the shorter side.
    public mutating func addRoundedRect(in rect: CGRect, topLeading: CGFloat, topTrailing: CGFloat,
                                        bottomTrailing: CGFloat, bottomLeading: CGFloat) {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), limit) }
        let (tl, tr, br, bl) = (clamp(topLeading), clamp(topTrailing), clamp(bottomTrailing), clamp(bottomLeading))
        func corner(_ center: CGPoint, _ radius: CGFloat, _ start: Double) {
            if radius > 0 {
                addArcSegments(center: center, radius: CGSize(width: radius, height: radius), start: start, sweep: .pi / 2)
            } else {
                addLine(to: center)
            }
        }
        move(to: CGPoint(x: r.minX + tl, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
        corner(CGPoint(x: r.maxX - tr, y: r.minY + tr), tr, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
        corner(CGPoint(x: r.maxX - br, y: r.maxY - br), br, 0)
        addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
        corner(CGPoint(x: r.minX + bl, y: r.maxY - bl), bl, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
        corner(CGPoint(x: r.minX + tl, y: r.minY + tl), tl, .pi)
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect`, starting at its rightmost point, clockwise on screen.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        move(to: CGPoint(x: r.maxX, y: r.midY))
        addArcSegments(center: center, radius: CGSize(width: r.width / 2, height: r.height / 2), start: 0, sweep: 2 * .pi)
        closeSubpath()
    }
}
