import Foundation
import OpenChartsCore

/// A linear gradient as an axial shading (ISO 32000-1 §8.7.4.5.3): a Type 2 (linear
/// interpolation) function for two colors, a Type 3 stitching function of them for more,
/// extended past both ends as SVG pads.
enum PDFGradient {
    /// The shading dictionary for the gradient's colors (DeviceRGB) or, with `alpha`,
    /// for its opacities (DeviceGray, for a soft mask).
    static func shading(_ gradient: LinearGradientPaint, alpha: Bool) -> String {
        let values: (GradientStop) -> [Double] = alpha
            ? { [$0.color.alpha] }
            : { [$0.color.red, $0.color.green, $0.color.blue] }
        let coords = [gradient.start.x, gradient.start.y, gradient.end.x, gradient.end.y]
            .map { PDFNumber.string($0) }.joined(separator: " ")
        return "<< /ShadingType 2 /ColorSpace /\(alpha ? "DeviceGray" : "DeviceRGB") /Coords [\(coords)] "
            + "/Function \(function(gradient.stops.map { ($0.location, values($0)) })) /Extend [true true] >>"
    }

    /// A function over 0…1 through `stops` (sorted locations in 0…1), constant before the
    /// first and after the last; stops at one location make a hard edge.
    static func function(_ stops: [(location: Double, values: [Double])]) -> String {
        guard let first = stops.first, let last = stops.last else { return interpolation([0], [0]) }
        var points = stops
        if first.location > 0 { points.insert((0, first.values), at: 0) }
        if last.location < 1 { points.append((1, last.values)) }
        // Zero-width pieces are dropped: a stitching function's bounds must increase.
        let pieces = zip(points, points.dropFirst()).filter { $0.1.location > $0.0.location }
        guard pieces.count > 1 else {
            return interpolation(pieces.first?.0.values ?? first.values, pieces.first?.1.values ?? last.values)
        }
        let functions = pieces.map { interpolation($0.0.values, $0.1.values) }.joined(separator: " ")
        let bounds = pieces.dropFirst().map { PDFNumber.string($0.0.location, decimals: 6) }.joined(separator: " ")
        let encode = pieces.map { _ in "0 1" }.joined(separator: " ")
        return "<< /FunctionType 3 /Domain [0 1] /Functions [\(functions)] /Bounds [\(bounds)] /Encode [\(encode)] >>"
    }

    /// A Type 2 function from `c0` at 0 to `c1` at 1, linearly.
    static func interpolation(_ c0: [Double], _ c1: [Double]) -> String {
        let format: ([Double]) -> String = { $0.map { PDFNumber.string($0, decimals: 4) }.joined(separator: " ") }
        return "<< /FunctionType 2 /Domain [0 1] /C0 [\(format(c0))] /C1 [\(format(c1))] /N 1 >>"
    }
}
