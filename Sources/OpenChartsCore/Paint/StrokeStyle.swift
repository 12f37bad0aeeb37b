import Foundation

/// How the ends of open strokes are drawn.
public enum LineCap: String, Hashable, Sendable { case butt, round, square }

/// How stroke segments meet.
public enum LineJoin: String, Hashable, Sendable { case miter, round, bevel }

/// Which points are inside a self-intersecting fill.
public enum FillRule: String, Hashable, Sendable { case nonZero, evenOdd }

/// How a path is stroked, as SwiftUI's `StrokeStyle` (with its defaults).
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: CGFloat
    /// Lengths of alternating dashes and gaps; empty for a solid line.
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The dash pattern a renderer should use: empty (solid) when the pattern has a
    /// negative or non-finite length or sums to zero, doubled when its count is odd (as SVG does).
    public var effectiveDash: [CGFloat] {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }), dash.reduce(0, +) > 0 else { return [] }
        return dash.count % 2 == 1 ? dash + dash : dash
    }
}

/// Core Graphics' names, so SwiftUI code such as `StrokeStyle(lineCap: CGLineCap.round)` compiles.
public typealias CGLineCap = LineCap
public typealias CGLineJoin = LineJoin
