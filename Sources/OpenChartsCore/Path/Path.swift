import Foundation

/// The outline of a 2-D shape, with SwiftUI's `Path` API.
///
/// Stored as two flat arrays, verbs and points, so that a path with a million
/// vertices is two buffers and no object per point. Arcs, ellipses and rounded
/// rectangles become cubic Bézier curves as they are added, as Core Graphics does.
public struct Path: Hashable, Sendable {
    /// One drawing command; each consumes a fixed number of points.
    public enum Verb: UInt8, Hashable, Sendable {
        case move, line, quadCurve, curve, close

        /// How many points the verb reads from ``Path/points``.
        public var pointCount: Int {
            switch self {
            case .move, .line: 1
            case .quadCurve: 2
            case .curve: 3
            case .close: 0
            }
        }
    }

    /// One element of a path, with its points, as SwiftUI's `Path.Element`.
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    public private(set) var verbs: [Verb] = []
    public private(set) var points: [CGPoint] = []
    /// Where the open subpath started, for `closeSubpath` and for arcs.
    private var subpathStart: CGPoint?

    /// An empty path.
    public init() {}

    /// A path built by a closure, as `Path { p in p.move(to: …) }`.
    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    /// A rectangle.
    public init(_ rect: CGRect) {
        // Built from literals, as `addRect` would: charts build thousands of these (a bar,
        // a cell each), and the constant verbs are one shared array, not an allocation.
        let r = rect.standardized
        verbs = Path.rectVerbs
        points = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                  CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        subpathStart = points[0]
    }

    private static let rectVerbs: [Verb] = [.move, .line, .line, .line, .close]

    /// One straight segment, as `move(to: start)` then `addLine(to: end)` make it. Charts
    /// draw a rule a row this way (heat_365, 365 of them): the verbs are one shared array.
    package init(segmentFrom start: CGPoint, to end: CGPoint) {
        verbs = Path.segmentVerbs
        points = [start, end]
        subpathStart = start
    }

    private static let segmentVerbs: [Verb] = [.move, .line]

    /// Makes room for `verbs` more verbs and `points` more points, so that a path built
    /// element by element grows its arrays once. Call it once, before building: like
    /// `Array.reserveCapacity`, it allocates exactly what it is asked for.
    public mutating func reserveCapacity(verbs verbCount: Int, points pointCount: Int) {
        verbs.reserveCapacity(verbs.count + verbCount)
        points.reserveCapacity(points.count + pointCount)
    }

    /// A rounded rectangle with circular corners; the radius is clamped to half the
    /// shorter side, so an oversized radius gives a capsule.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = rect.standardized
        let radius = min(cornerRadius, r.width / 2, r.height / 2)
        addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius))
    }

    /// A rounded rectangle with elliptical corners.
    public init(roundedRect rect: CGRect, cornerSize: CGSize) {
        addRoundedRect(in: rect, cornerSize: cornerSize)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    public var isEmpty: Bool { verbs.isEmpty }

    /// Where the next segment starts: the last point, or the subpath's start after a close.
    public var currentPoint: CGPoint? { verbs.last == .close ? subpathStart : points.last }

    // MARK: - Building

    public mutating func move(to point: CGPoint) {
        verbs.append(.move)
        points.append(point)
        subpathStart = point
    }

    public mutating func addLine(to point: CGPoint) {
        startSubpathIfNeeded(at: point)
        verbs.append(.line)
        points.append(point)
    }

    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
        startSubpathIfNeeded(at: control)
        verbs.append(.quadCurve)
        points.append(control)
        points.append(point)
    }

    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        startSubpathIfNeeded(at: control1)
        verbs.append(.curve)
        points.append(control1)
        points.append(control2)
        points.append(point)
    }

    /// Closes the current subpath with a straight line to its start.
    public mutating func closeSubpath() {
        guard subpathStart != nil, verbs.last != .close else { return }
        verbs.append(.close)
    }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Appends every subpath of `other`, transformed.
    public mutating func addPath(_ other: Path, transform: CGAffineTransform = .identity) {
        for element in other.elements {
            switch element {
            case .move(let p): move(to: p.applying(transform))
            case .line(let p): addLine(to: p.applying(transform))
            case .quadCurve(let p, let c): addQuadCurve(to: p.applying(transform), control: c.applying(transform))
            case .curve(let p, let c1, let c2):
                addCurve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform))
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// Segments need a subpath: with none, one starts at `point`; after a close, a new
    /// one starts where the closed one did (as in Core Graphics).
    private mutating func startSubpathIfNeeded(at point: CGPoint) {
        guard let start = subpathStart else { return move(to: point) }
        if verbs.last == .close { move(to: start) }
    }

    // MARK: - Reading

    /// The elements in order.
    public var elements: [Element] {
        var result: [Element] = []
        result.reserveCapacity(verbs.count)
        forEach { result.append($0) }
        return result
    }

    /// Calls `body` with each element, as SwiftUI's `Path.forEach(_:)`.
    /// - Complexity: O(n) in the number of verbs.
    public func forEach(_ body: (Element) -> Void) {
        var index = 0
        for verb in verbs {
            switch verb {
            case .move: body(.move(to: points[index]))
            case .line: body(.line(to: points[index]))
            case .quadCurve: body(.quadCurve(to: points[index + 1], control: points[index]))
            case .curve: body(.curve(to: points[index + 2], control1: points[index], control2: points[index + 1]))
            case .close: body(.closeSubpath)
            }
            index += verb.pointCount
        }
    }

    /// The path with every point transformed.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var copy = self
        for i in copy.points.indices { copy.points[i] = copy.points[i].applying(transform) }
        copy.subpathStart = subpathStart?.applying(transform)
        return copy
    }

    /// The path moved by `dx`, `dy`.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// Whether every point of the path is finite.
    public var isFinite: Bool { points.allSatisfy(\.isFinite) }

    /// Paths are equal when their elements are: the same verbs and points (not where an
    /// open subpath started). Compared and hashed as the two arrays, with no array of
    /// elements made; paths sharing storage (a chart's symbols) compare at once.
    public static func == (lhs: Path, rhs: Path) -> Bool {
        lhs.verbs == rhs.verbs && lhs.points == rhs.points
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(verbs)
        hasher.combine(points)
    }
}
