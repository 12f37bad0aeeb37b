import Foundation
import OpenChartsCore
import OpenChartsViews

/// A ``Chart3D`` laid out: its three axes' domains and ticks, the projection of its box
/// into the picture, and the nodes that draw it.
struct Chart3DLayout {
    /// One axis of the box: its domain (drawn from −1 to 1 across the box), ticks and title.
    struct Axis {
        var lower: Double
        var upper: Double
        var ticks: [Double]
        var title: String?

        /// `value` across the box, −1 at `lower` to 1 at `upper`.
        func unit(_ value: Double) -> Double { (value - lower) / (upper - lower) * 2 - 1 }
    }

    let size: CGSize
    let x: Axis, y: Axis, z: Axis
    let projector: Projector
    let items: [Chart3DItem]
    let environment: EnvironmentValues
    /// The surfaces sampled: heights by x then z, for each surface item in order.
    private let samples: [[Double]]
    /// Colors for `foregroundStyle(by:)` values, by first appearance.
    private let palette: [ChartPrimitive: Color]

    /// Room around the box for tick labels and titles.
    static let margin = (side: 56.0, top: 16.0, bottom: 44.0)
    /// The default domain of an axis with no data and no domain set.
    static let emptyDomain = (-1.0, 1.0)

    init(items: [Chart3DItem], configuration: ChartConfiguration, size: CGSize, environment: EnvironmentValues) {
        self.size = size
        self.items = items
        self.environment = environment
        var points: [(Double, Double, Double)] = []
        var titles: (x: String?, y: String?, z: String?) = (nil, nil, nil)
        for item in items {
            switch item {
            case let .surface(function, _):
                titles = (titles.x ?? function.labels.x, titles.y ?? function.labels.y, titles.z ?? function.labels.z)
            case let .point(px, py, pz, _):
                titles = (titles.x ?? px.label, titles.y ?? py.label, titles.z ?? pz.label)
                if let a = px.start.numeric, let b = py.start.numeric, let c = pz.start.numeric, a.isFinite, b.isFinite, c.isFinite {
                    points.append((a, b, c))
                }
            }
        }
        x = Self.axis(configuration.xScale, data: points.map(\.0), title: titles.x)
        z = Self.axis(configuration.zScale, data: points.map(\.2), title: titles.z)
        // Surfaces are sampled over the x and z domains; their heights join the y domain.
        let n = SurfaceFunction.gridSize
        var samples: [[Double]] = []
        for case let .surface(function, _) in items {
            var heights: [Double] = []
            heights.reserveCapacity(n * n)
            for i in 0..<n {
                let xv = x.lower + (x.upper - x.lower) * Double(i) / Double(n - 1)
                for j in 0..<n { heights.append(function.evaluate(xv, z.lower + (z.upper - z.lower) * Double(j) / Double(n - 1))) }
            }
            samples.append(heights)
        }
        self.samples = samples
        y = Self.axis(configuration.yScale, data: points.map(\.1) + samples.joined(), title: titles.y)
        var palette: [ChartPrimitive: Color] = [:]
        for case let .point(_, _, _, style) in items {
            if let value = style.foregroundBy?.start, palette[value] == nil {
                palette[value] = ChartTheme.palette[palette.count % ChartTheme.palette.count]
            }
        }
        self.palette = palette
        projector = Projector(pose: configuration.pose3D, perspective: configuration.projection3D == .perspective, fitting: size,
                              margin: Self.margin)
    }

    /// An axis over a fixed domain (as given) or the data's finite extent (rounded to nice
    /// values), −1…1 without either. A domain of one value is widened by one each way.
    private static func axis(_ spec: PositionScaleSpec, data: [Double], title: String?) -> Axis {
        var lower = emptyDomain.0, upper = emptyDomain.1
        if let bounds = spec.domain?.bounds, let lo = bounds.0.numeric, let hi = bounds.1.numeric, lo.isFinite, hi.isFinite {
            (lower, upper) = (min(lo, hi), max(lo, hi))
            if lower == upper { (lower, upper) = (lower - 1, upper + 1) }
        } else {
            let finite = data.filter(\.isFinite)
            if let lo = finite.min(), let hi = finite.max() {
                let (a, b) = lo == hi ? (lo - 1, hi + 1) : (lo, hi)
                let nice = niceDomain(a, b, count: 5)
                (lower, upper) = (nice.start, nice.stop)
            }
        }
        let ticks = LinearScale(domain: (lower, upper), range: (0, 1)).ticks(count: 5)
        return Axis(lower: lower, upper: upper, ticks: ticks, title: title)
    }

    // MARK: - Drawing

    /// A shape to draw and how far it is from the viewer (larger is nearer).
    private struct Drawn {
        var depth: Double
        var nodes: [SceneNode]
    }

    /// The chart: the box's far panes and grid lines, surfaces and points back to front, then
    /// the tick labels and axis titles.
    func nodes() -> [SceneNode] {
        var drawn: [Drawn] = []
        var surfaces = samples.makeIterator()
        for item in items {
            switch item {
            case let .surface(_, style):
                // `samples` holds the surfaces' heights in the items' order.
                if let heights = surfaces.next() { drawn += surface(heights, style: style) }
            case let .point(px, py, pz, style):
                if let point = point(px, py, pz, style: style) { drawn.append(point) }
            }
        }
        drawn.sort { $0.depth < $1.depth }
        var nodes = panes()
        nodes.append(.group(GroupNode(children: drawn.flatMap(\.nodes), role: .object, accessibilityLabel: description)))
        nodes += labels()
        return nodes
    }

    /// What assistive technology reads for the chart.
    private var description: String {
        let surfaces = items.filter { if case .surface = $0 { true } else { false } }.count
        let points = items.count - surfaces
        var parts: [String] = []
        if surfaces > 0 { parts.append("\(surfaces) surface\(surfaces == 1 ? "" : "s")") }
        if points > 0 { parts.append("\(points) point\(points == 1 ? "" : "s")") }
        return "3D chart" + (parts.isEmpty ? "" : ", " + parts.joined(separator: ", "))
    }

    /// The three faces of the box turned away from the viewer, each a pane with the grid
    /// lines of the two axes across it.
    private func panes() -> [SceneNode] {
        var nodes: [SceneNode] = []
        let axes = [x, y, z]
        for axis in 0..<3 {
            for side in [-1.0, 1.0] {
                var normal = SIMD3<Double>(0, 0, 0)
                normal[axis] = side
                // Only faces turned away: a face seen edge-on, or from its front, is not drawn.
                guard projector.camera(normal).z < -1e-9 else { continue }
                let (u, v) = ((axis + 1) % 3, (axis + 2) % 3)
                func corner(_ a: Double, _ b: Double) -> CGPoint {
                    var p = SIMD3<Double>(0, 0, 0)
                    p[axis] = side; p[u] = a; p[v] = b
                    return projector.project(p).point
                }
                var outline = Path()
                outline.move(to: corner(-1, -1)); outline.addLine(to: corner(1, -1))
                outline.addLine(to: corner(1, 1)); outline.addLine(to: corner(-1, 1)); outline.closeSubpath()
                nodes.append(.fill(FillNode(path: outline, paint: .color(Color(white: 0.5, opacity: 0.06)))))
                var grid = Path()
                for tick in axes[u].ticks {
                    let a = axes[u].unit(tick)
                    grid.move(to: corner(a, -1)); grid.addLine(to: corner(a, 1))
                }
                for tick in axes[v].ticks {
                    let b = axes[v].unit(tick)
                    grid.move(to: corner(-1, b)); grid.addLine(to: corner(1, b))
                }
                nodes.append(.stroke(StrokeNode(path: grid, paint: .color(ChartTheme.gridColor), style: ChartTheme.gridStyle)))
                nodes.append(.stroke(StrokeNode(path: outline, paint: .color(ChartTheme.gridColor), style: StrokeStyle(lineWidth: 1))))
            }
        }
        return nodes
    }

    /// A surface's cells, each a quadrilateral in its lit colour; cells touching a sample
    /// that is not finite are left out.
    private func surface(_ heights: [Double], style: Chart3DStyle) -> [Drawn] {
        let n = SurfaceFunction.gridSize
        func unitPoint(_ i: Int, _ j: Int) -> SIMD3<Double>? {
            let h = heights[i * n + j]
            guard h.isFinite else { return nil }
            let clamped = min(max(h, y.lower), y.upper)
            return SIMD3(Double(i) / Double(n - 1) * 2 - 1, y.unit(clamped), Double(j) / Double(n - 1) * 2 - 1)
        }
        let shading = SurfaceShading(style: style, heightRange: y.lower...y.upper)
        var cells: [Drawn] = []
        cells.reserveCapacity((n - 1) * (n - 1))
        for i in 0..<(n - 1) {
            for j in 0..<(n - 1) {
                guard let p00 = unitPoint(i, j), let p10 = unitPoint(i + 1, j), let p11 = unitPoint(i + 1, j + 1),
                      let p01 = unitPoint(i, j + 1) else { continue }
                var normal = cross(p11 - p00, p01 - p10)
                let length = dot(normal, normal).squareRoot()
                guard length > 0 else { continue }
                normal /= length
                if normal.y < 0 { normal = -normal }
                let meanHeight = y.lower + ((p00.y + p10.y + p11.y + p01.y) / 4 + 1) / 2 * (y.upper - y.lower)
                let color = shading.color(height: meanHeight, normal: normal, camera: projector.camera(normal))
                let corners = [p00, p10, p11, p01].map(projector.project)
                // A height field hides itself in the order of its grid: cells sort by the depth
                // of their place on the floor, not of their heights, which would interleave
                // the near and far sides of a steep fold.
                let depth = projector.camera(SIMD3((p00.x + p11.x) / 2, 0, (p00.z + p11.z) / 2)).z
                let outline = Self.sealed(corners.map(\.point))
                cells.append(Drawn(depth: depth, nodes: [.fill(FillNode(path: outline, paint: .color(color))),
                                                         .stroke(StrokeNode(path: outline, paint: .color(color), style: StrokeStyle(lineWidth: 0.5, lineJoin: .round)))]))
            }
        }
        return cells
    }

    /// The polygon through `points`, each corner moved a quarter pixel across and as much up
    /// or down, away from the centre. With the cell's outline stroked in its own colour, this
    /// makes neighbouring cells overlap, so no background shows along their shared edges,
    /// even where a fold of the surface makes cells thinner than a pixel.
    private static func sealed(_ points: [CGPoint]) -> Path {
        let cx = points.reduce(0) { $0 + $1.x } / CGFloat(points.count), cy = points.reduce(0) { $0 + $1.y } / CGFloat(points.count)
        func away(_ d: CGFloat) -> CGFloat { d > 0 ? 0.25 : d < 0 ? -0.25 : 0 }
        var path = Path()
        for (k, p) in points.enumerated() {
            let q = CGPoint(x: p.x + away(p.x - cx), y: p.y + away(p.y - cy))
            if k == 0 { path.move(to: q) } else { path.addLine(to: q) }
        }
        path.closeSubpath()
        return path
    }

    /// A point as a disc of its symbol size (larger when nearer, in perspective), or nil
    /// when a value is not a finite number or lies outside its axis's domain.
    private func point(_ px: ChannelValue, _ py: ChannelValue, _ pz: ChannelValue, style: Chart3DStyle) -> Drawn? {
        guard let a = px.start.numeric, let b = py.start.numeric, let c = pz.start.numeric else { return nil }
        let unit = SIMD3(x.unit(a), y.unit(b), z.unit(c))
        guard unit.x.isFinite, unit.y.isFinite, unit.z.isFinite, abs(unit.x) <= 1 + 1e-9, abs(unit.y) <= 1 + 1e-9,
              abs(unit.z) <= 1 + 1e-9 else { return nil }
        let (center, depth, scale) = projector.projectWithScale(unit)
        let area = style.symbolSize ?? ChartTheme.symbolSide * ChartTheme.symbolSide
        let radius = area.squareRoot() / 2 * scale
        guard radius > 0 else { return nil }
        let color = (style.foreground?.representativeColor) ?? style.foregroundBy.flatMap { palette[$0.start] } ?? ChartTheme.markColor
        let disc = Path(ellipseIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        return Drawn(depth: depth, nodes: [
            .fill(FillNode(path: disc, paint: .color(color))),
            .stroke(StrokeNode(path: disc, paint: .color(color.mixed(with: .black, by: 0.3)), style: StrokeStyle(lineWidth: 0.75))),
        ])
    }

    // MARK: - Labels

    /// Tick labels along one edge of each axis (the near bottom edges for x and z, the
    /// leftmost upright edge for y), and each axis's title beyond them. An edge seen end-on
    /// (shorter than 24 points in the picture) gets none, and a tick label that would touch
    /// one placed before it (at a corner two labelled edges share) is left out.
    private func labels() -> [SceneNode] {
        var nodes: [SceneNode] = []
        let center = projector.project(SIMD3(0, 0, 0)).point
        let floor = projector.pose.inclination.radians >= 0 ? -1.0 : 1.0
        func edge(along axis: Int, candidates: [SIMD3<Double>]) -> (SIMD3<Double>, SIMD3<Double>)? {
            let ends = candidates.map { base -> (SIMD3<Double>, SIMD3<Double>) in
                var a = base, b = base
                a[axis] = -1; b[axis] = 1
                return (a, b)
            }
            return axis == 1
                ? ends.min { projector.project($0.0).point.x < projector.project($1.0).point.x }
                : ends.max { projector.camera(($0.0 + $0.1) / 2).z < projector.camera(($1.0 + $1.1) / 2).z }
        }
        let edges: [(Int, Axis, (SIMD3<Double>, SIMD3<Double>)?)] = [
            (0, x, edge(along: 0, candidates: [SIMD3(0, floor, -1), SIMD3(0, floor, 1)])),
            (1, y, edge(along: 1, candidates: [SIMD3(-1, 0, -1), SIMD3(-1, 0, 1), SIMD3(1, 0, -1), SIMD3(1, 0, 1)])),
            (2, z, edge(along: 2, candidates: [SIMD3(-1, floor, 0), SIMD3(1, floor, 0)])),
        ]
        var placed: [CGPoint] = []
        for (index, axis, ends) in edges {
            guard let (start, end) = ends else { continue }
            let a = projector.project(start).point, b = projector.project(end).point
            guard hypot(b.x - a.x, b.y - a.y) >= 24 else { continue }
            let middle = CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
            let length = hypot(middle.x - center.x, middle.y - center.y)
            let away = length > 0 ? (dx: (middle.x - center.x) / length, dy: (middle.y - center.y) / length) : (dx: 0.0, dy: 1.0)
            for tick in axis.ticks {
                var p = start
                p[index] = axis.unit(tick)
                let at = projector.project(p).point
                let place = CGPoint(x: at.x + away.dx * 14, y: at.y + away.dy * 14)
                // Where two axes' edges meet, their end labels would touch: the first placed stays.
                guard !placed.contains(where: { abs($0.x - place.x) < 18 && abs($0.y - place.y) < 11 }) else { continue }
                placed.append(place)
                nodes += text(ChartNumberFormat.describe(tick), at: place, font: .system(size: 10))
            }
            if let title = axis.title, !title.isEmpty {
                nodes += text(title, at: CGPoint(x: middle.x + away.dx * 34, y: middle.y + away.dy * 34), font: .system(size: 11, weight: .medium))
            }
        }
        return nodes
    }

    /// `string` centred at `point`, in the axis labels' colour.
    private func text(_ string: String, at point: CGPoint, font: Font) -> [SceneNode] {
        let box = CGRect(x: point.x - 100, y: point.y - 10, width: 200, height: 20)
        return renderView(Text(verbatim: string).font(font).foregroundStyle(ChartTheme.labelColor).fixedSize(),
                          in: box, environment: environment, context: RenderContext())
    }
}

/// How a ``Chart3D``'s box is turned and projected into the picture.
struct Projector {
    let pose: Chart3DPose
    let perspective: Bool
    /// The camera's distance from the box's centre, in half-widths of the box.
    static let distance = 5.0
    private let cosA: Double, sinA: Double, cosI: Double, sinI: Double
    private var scale = 1.0
    private var origin = CGPoint.zero

    init(pose: Chart3DPose, perspective: Bool, fitting size: CGSize, margin: (side: Double, top: Double, bottom: Double)) {
        self.pose = pose
        self.perspective = perspective
        let a = pose.azimuth.radians.isFinite ? pose.azimuth.radians : 0
        let i = pose.inclination.radians.isFinite ? min(max(pose.inclination.radians, -.pi / 2), .pi / 2) : 0
        (cosA, sinA, cosI, sinI) = (cos(a), sin(a), cos(i), sin(i))
        // The box's eight corners at unit scale, then the scale that fits them in the room left.
        var minX = Double.infinity, maxX = -Double.infinity, minY = Double.infinity, maxY = -Double.infinity
        for cx in [-1.0, 1] {
            for cy in [-1.0, 1] {
                for cz in [-1.0, 1] {
                    let p = project(SIMD3(cx, cy, cz)).point
                    minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
                }
            }
        }
        let room = CGSize(width: max(size.width - 2 * margin.side, 1), height: max(size.height - margin.top - margin.bottom, 1))
        scale = min(room.width / max(maxX - minX, 1e-9), room.height / max(maxY - minY, 1e-9))
        origin = CGPoint(x: margin.side + (room.width - (maxX - minX) * scale) / 2 - minX * scale,
                         y: margin.top + (room.height - (maxY - minY) * scale) / 2 - minY * scale)
    }

    /// `p` in the camera's frame: x to the right, y up, z towards the viewer.
    func camera(_ p: SIMD3<Double>) -> SIMD3<Double> {
        let right = p.x * cosA - p.z * sinA
        let depth = p.x * sinA + p.z * cosA
        return SIMD3(right, p.y * cosI - depth * sinI, p.y * sinI + depth * cosI)
    }

    /// Where `p` (in the box, −1…1 each way) lands in the picture, and its depth (larger is nearer).
    func project(_ p: SIMD3<Double>) -> (point: CGPoint, depth: Double) {
        let projected = projectWithScale(p)
        return (projected.point, projected.depth)
    }

    /// As ``project(_:)``, with how much nearer things are enlarged there (1 orthographically).
    func projectWithScale(_ p: SIMD3<Double>) -> (point: CGPoint, depth: Double, scale: Double) {
        let c = camera(p)
        let factor = perspective ? Self.distance / (Self.distance - c.z) : 1
        return (CGPoint(x: origin.x + c.x * factor * scale, y: origin.y - c.y * factor * scale), c.z, factor)
    }
}

/// The colour of a surface cell: its base colour (one colour, its height along a gradient,
/// or its normal), lit from the upper left with a highlight as sharp as the surface is smooth.
struct SurfaceShading {
    /// Where a cell's colour comes from, decided once for every cell.
    private enum Base {
        /// Its height, along a gradient across `heights`.
        case height(LinearGradientPaint, heights: ClosedRange<Double>)
        /// Its normal, as red, green and blue.
        case normal
        case color(Color)
    }

    private let base: Base
    let style: Chart3DStyle
    /// Towards the light, in the camera's frame: up, left and towards the viewer.
    static let light: SIMD3<Double> = {
        let l = SIMD3<Double>(-0.35, 0.8, 0.5)
        return l / dot(l, l).squareRoot()
    }()
    /// Halfway between the light and the viewer: where the highlight is brightest.
    static let halfway: SIMD3<Double> = {
        let h = light + SIMD3(0, 0, 1)
        return h / dot(h, h).squareRoot()
    }()

    /// The shading of a surface in `style`; a height-based style without a `yRange` spans `heightRange`.
    init(style: Chart3DStyle, heightRange: ClosedRange<Double>) {
        self.style = style
        switch style.surfaceStyle {
        case let .heightBased(gradient, range)?:
            let ramp = LinearGradientPaint(stops: (gradient ?? Chart3DSurfaceStyleKind.defaultGradient).paintStops, start: .zero, end: .zero)
            base = .height(ramp, heights: range ?? heightRange)
        case .normalBased?:
            base = .normal
        case nil:
            base = .color(style.foreground?.representativeColor ?? ChartTheme.markColor)
        }
    }

    func color(height: Double, normal: SIMD3<Double>, camera: SIMD3<Double>) -> Color {
        let base: Color
        switch self.base {
        case let .height(ramp, range):
            let t = range.upperBound > range.lowerBound ? (height - range.lowerBound) / (range.upperBound - range.lowerBound) : 0.5
            base = ramp.color(at: min(max(t, 0), 1))
        case .normal:
            base = Color(red: normal.x * 0.5 + 0.5, green: normal.y * 0.5 + 0.5, blue: normal.z * 0.5 + 0.5)
        case let .color(color):
            base = color
        }
        // Two-sided: the side seen is lit, its normal turned towards the viewer.
        let seen = camera.z < 0 ? -camera : camera
        let diffuse = max(0, dot(seen, Self.light))
        let roughness = style.roughness ?? 0.5
        let specular = pow(max(0, dot(seen, Self.halfway)), 4 + 60 * (1 - roughness) * (1 - roughness)) * 0.35 * (1 - roughness)
        let highlight = Color.white.mixed(with: base, by: style.metalness ?? 0)
        let shade = 0.45 + 0.55 * diffuse
        return Color(red: base.red * shade + highlight.red * specular,
                     green: base.green * shade + highlight.green * specular,
                     blue: base.blue * shade + highlight.blue * specular,
                     opacity: base.alpha)
    }
}

/// The dot product of two vectors.
func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }

/// The cross product of two vectors: perpendicular to both, by the right-hand rule.
func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
    SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
}
