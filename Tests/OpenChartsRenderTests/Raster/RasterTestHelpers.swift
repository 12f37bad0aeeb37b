import Foundation
import OpenChartsCore
@testable import OpenChartsRender

/// Draws `nodes` on a transparent canvas of `width × height` points.
func rasterize(_ nodes: [SceneNode], width: CGFloat, height: CGFloat, scale: CGFloat = 1) throws -> Pixmap {
    try SceneRasterizer(scale: scale).render(Scene(size: CGSize(width: width, height: height), nodes: nodes))
}

/// A black fill of `path`.
func blackFill(_ path: Path, rule: FillRule = .nonZero) -> SceneNode {
    .fill(FillNode(path: path, paint: .color(.black), rule: rule))
}

/// A black stroke of `path`.
func blackStroke(_ path: Path, _ style: StrokeStyle) -> SceneNode {
    .stroke(StrokeNode(path: path, paint: .color(.black), style: style))
}

extension Pixmap {
    /// The alpha byte at (x, y): the coverage of an opaque paint on a transparent canvas.
    func alpha(_ x: Int, _ y: Int) -> UInt8 { data[(y * width + x) * 4 + 3] }

    /// The alpha bytes of row `y`.
    func alphaRow(_ y: Int) -> [UInt8] { (0..<width).map { alpha($0, y) } }

    /// The area covered, in pixels: the sum of alpha / 255.
    var coveredArea: Double {
        stride(from: 3, to: data.count, by: 4).reduce(0.0) { $0 + Double(data[$1]) } / 255
    }
}

/// The coverage (0–1, row by row) of `points` stroked by `stroker` into a `width × height`
/// canvas with the non-zero rule, and how many edges the outline has.
func strokeCoverage(_ points: [CGPoint], _ stroker: Stroker, width: Int, height: Int,
                    closed: Bool = false) -> (coverage: [Double], edges: Int) {
    var edges = EdgeList(width: width, height: height)
    stroker.stroke(points[...], closed: closed, into: &edges)
    var coverage = [Double](repeating: 0, count: width * height)
    ScanConverter(width: width, height: height).fill(edges, rule: .nonZero, rows: 0..<height) { y, columns, row in
        for x in columns { coverage[y * width + x] = Double(row[x]) / 255 }
    }
    return (coverage, edges.count)
}

/// A polyline path through `points`.
func polyline(_ points: [(CGFloat, CGFloat)], closed: Bool = false) -> Path {
    var path = Path()
    path.addLines(points.map { CGPoint(x: $0.0, y: $0.1) })
    if closed { path.closeSubpath() }
    return path
}
