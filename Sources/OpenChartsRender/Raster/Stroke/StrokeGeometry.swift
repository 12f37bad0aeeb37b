import Foundation
import OpenChartsCore

/// Where and how wide one stroke is outlined.
///
/// Under a similarity (translation, rotation, uniform scale — what charts use) the path
/// is outlined in device space, so widths, dashes and round joins are measured in
/// pixels. Under any other transform it is outlined in its own space and the outline is
/// transformed afterwards, which makes a non-uniform scale stretch the pen as SVG does.
/// A stroke thinner than one device pixel is drawn one pixel wide with its opacity
/// scaled by its width (a hairline), so that it stays visible and keeps its weight.
struct StrokeGeometry {
    /// Maps the path into stroke space.
    let pathTransform: CGAffineTransform
    /// Maps the outline from stroke space to the device.
    let outlineTransform: CGAffineTransform
    /// Half the drawn width, in stroke space.
    let halfWidth: Double
    /// How much the paint's opacity is multiplied by: the width of a hairline, the dashes'
    /// share of a pattern too fine to draw, else 1.
    let opacity: Double
    /// The dash pattern in stroke space; empty for a solid line.
    let dash: [Double]
    /// The dash phase in stroke space.
    let dashPhase: Double
    /// The most dashes drawn: about a million pixel rows of dashes in all, so that a
    /// wide pen with a fine pattern cannot take unbounded time.
    let maximumDashes: Int
    /// Flattening tolerance in stroke space.
    let tolerance: Double
    /// The canvas in stroke space, grown by how far a stroke reaches: drawing outside it
    /// cannot touch a pixel.
    let visible: CGRect

    /// Largest distance, in device pixels, of a flattened curve from the true one.
    static let deviceTolerance = 0.02

    /// `nil` when the stroke draws nothing (a zero, negative or non-finite width, or a
    /// non-finite or singular transform).
    init?(style: StrokeStyle, transform t: CGAffineTransform, canvas: CGSize) {
        let width = style.lineWidth
        let determinant = t.a * t.d - t.b * t.c
        guard width.isFinite, width > 0, determinant.isFinite, determinant != 0,
              t.tx.isFinite, t.ty.isFinite else { return nil }
        let scale = abs(determinant).squareRoot()
        let norm = max(abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let epsilon = 1e-9 * norm
        let isSimilarity = (abs(t.a - t.d) <= epsilon && abs(t.b + t.c) <= epsilon)
            || (abs(t.a + t.d) <= epsilon && abs(t.b - t.c) <= epsilon)
        let deviceWidth = width * scale
        // A pattern repeating within half a pixel cannot be seen as dashes: draw it solid
        // at the dashes' share of the length, which is what its pixels average to.
        var dash = style.effectiveDash.map { Double($0) }
        var dashShare = 1.0
        let patternLength = dash.reduce(0, +)
        if !dash.isEmpty, patternLength * scale < 0.5 {
            dashShare = stride(from: 0, to: dash.count, by: 2).reduce(0) { $0 + dash[$1] } / patternLength
            dash = []
        }
        // A pen wider than a million pixels covers the canvas from dashes any distance
        // away; rather than walk them all, such a stroke is drawn solid.
        if deviceWidth > 1e6 { dash = [] }
        opacity = min(deviceWidth, 1) * dashShare
        let rowsPerDash = min(max(deviceWidth, 1), max(canvas.height, 1))
        maximumDashes = min(1 << 17, max(1024, Int((Double(1 << 20) / rowsPerDash).rounded(.down))))
        let miter = style.miterLimit.isNaN ? 10 : max(style.miterLimit, 1)
        let canvasRect = CGRect(origin: .zero, size: canvas)
        if isSimilarity {
            pathTransform = t
            outlineTransform = .identity
            halfWidth = max(deviceWidth, 1) / 2
            self.dash = dash.map { $0 * scale }
            dashPhase = style.dashPhase * scale
            tolerance = StrokeGeometry.deviceTolerance
            // A miter reaches at most miterLimit half-widths; past 100 the spike is drawn
            // only where it starts near the canvas, which keeps dash work bounded.
            let reach = min(halfWidth * min(max(miter, 1.5), 100) + 2, 1e12)
            visible = canvasRect.insetBy(dx: -reach, dy: -reach)
        } else {
            pathTransform = .identity
            outlineTransform = t
            halfWidth = max(width, 1 / scale) / 2
            self.dash = dash
            dashPhase = style.dashPhase
            let largest = t.maximumScale
            tolerance = StrokeGeometry.deviceTolerance / largest
            // The canvas corners mapped back into the path's space.
            let inverse = t.inverted()
            let corners = [CGPoint(x: 0, y: 0), CGPoint(x: canvas.width, y: 0),
                           CGPoint(x: 0, y: canvas.height), CGPoint(x: canvas.width, y: canvas.height)]
                .map { $0.applying(inverse) }
            let xs = corners.map(\.x), ys = corners.map(\.y)
            let reach = min(halfWidth * min(max(miter, 1.5), 100) + 2 / scale, 1e12)
            visible = CGRect(x: (xs.min() ?? 0) - reach, y: (ys.min() ?? 0) - reach,
                             width: (xs.max() ?? 0) - (xs.min() ?? 0) + 2 * reach,
                             height: (ys.max() ?? 0) - (ys.min() ?? 0) + 2 * reach)
        }
    }

    /// Adds the outline of `path` stroked with `style` to `outline`, mapped from stroke
    /// space to the device.
    /// - Complexity: O(n + d): the flattened points and the dashes.
    func outline(of path: Path, style: StrokeStyle, into outline: inout EdgeList, buffers: StrokeBuffers? = nil) {
        outline.contourTransform = outlineTransform
        defer { outline.contourTransform = .identity }
        let stroker = Stroker(halfWidth: halfWidth, cap: style.lineCap, join: style.lineJoin,
                              miterLimit: style.miterLimit, tolerance: tolerance, buffers: buffers,
                              levelsReversals: outlineTransform.isIdentity)
        guard !dash.isEmpty else {
            path.forEachPolyline(tolerance: tolerance, transform: pathTransform) { points, isClosed in
                stroker.stroke(points, closed: isClosed, into: &outline)
            }
            return
        }
        let dasher = Dasher(pattern: dash, phase: dashPhase, visible: visible, maximumDashes: maximumDashes)
        path.forEachPolyline(tolerance: tolerance, transform: pathTransform) { points, isClosed in
            dasher.dash(points, closed: isClosed) { piece in
                stroker.stroke(piece, closed: false, into: &outline)
            }
        }
    }
}
