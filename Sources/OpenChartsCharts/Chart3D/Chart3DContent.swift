import Foundation
import OpenChartsCore
import OpenChartsViews

/// Something a ``Chart3D`` draws: a surface, a point, or your own type built from them, as
/// Swift Charts' `Chart3DContent` (iOS 26).
public protocol Chart3DContent {
    associatedtype Body: Chart3DContent
    /// The content this content is made of.
    @Chart3DContentBuilder var body: Body { get }

    /// Adds this content's items to `collection`. An implementation detail of the library:
    /// its own content gathers itself directly, and your types keep the default, which reads `body`.
    func _collect3D(into collection: inout _Chart3DCollection)
}

extension Chart3DContent {
    public func _collect3D(into collection: inout _Chart3DCollection) {
        body._collect3D(into: &collection)
    }
}

extension Never: Chart3DContent {}

/// The items gathered while a 3D chart reads its content, and the modifiers around the
/// piece being read. An implementation detail of ``Chart3DContent``.
public struct _Chart3DCollection {
    var items: [Chart3DItem] = []
    var style = Chart3DStyle()
}

/// What the modifiers of 3D content set; the modifier closest to the content wins.
struct Chart3DStyle: @unchecked Sendable {
    var foreground: (any ShapeStyle)?
    var surfaceStyle: Chart3DSurfaceStyleKind?
    var foregroundBy: ChannelValue?
    /// A point's area in square points, as ``PointMark``'s `symbolSize`.
    var symbolSize: CGFloat?
    /// 0 (a mirror's highlight) … 1 (no highlight); nil is 0.5.
    var roughness: Double?
    /// 0 (a white highlight) … 1 (the highlight in the surface's own colour).
    var metalness: Double?
}

/// One thing a 3D chart draws, with its style.
enum Chart3DItem {
    case surface(SurfaceFunction, Chart3DStyle)
    case point(x: ChannelValue, y: ChannelValue, z: ChannelValue, Chart3DStyle)
}

/// Builds 3D chart content from the statements in a `Chart3D { }` or `body`: any number of
/// pieces, `if`, `if … else`, `switch`.
@resultBuilder
public enum Chart3DContentBuilder {
    public static func buildExpression<Content: Chart3DContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Chart3DContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Chart3DContent>(_ content: repeat each Content) -> TupleChart3DContent<repeat each Content> {
        TupleChart3DContent(repeat each content)
    }
    public static func buildOptional<Content: Chart3DContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<First: Chart3DContent, Second: Chart3DContent>(first: First) -> Chart3DConditional<First, Second> {
        Chart3DConditional(storage: .first(first))
    }
    public static func buildEither<First: Chart3DContent, Second: Chart3DContent>(second: Second) -> Chart3DConditional<First, Second> {
        Chart3DConditional(storage: .second(second))
    }
}

/// Several pieces of 3D content in a row: what a builder block makes.
public struct TupleChart3DContent<each Content: Chart3DContent>: Chart3DContent {
    let content: (repeat each Content)

    init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        for piece in repeat each content {
            piece._collect3D(into: &collection)
        }
    }
}

/// One of two pieces of 3D content: what `if … else` and `switch` make.
public struct Chart3DConditional<First: Chart3DContent, Second: Chart3DContent>: Chart3DContent {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        switch storage {
        case let .first(content): content._collect3D(into: &collection)
        case let .second(content): content._collect3D(into: &collection)
        }
    }
}

extension Optional: Chart3DContent where Wrapped: Chart3DContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        self?._collect3D(into: &collection)
    }
}

/// `ForEach` makes 3D content as it makes marks: `ForEach(points) { PointMark(x:y:z:) }`.
extension ForEach: Chart3DContent where Content: Chart3DContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        for element in data {
            content(element)._collect3D(into: &collection)
        }
    }
}

extension ForEach where Content: Chart3DContent {
    /// The 3D content `content` makes for each element of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: Chart3DContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The 3D content `content` makes for each element of `data`, whose elements identify themselves.
    public init(_ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension PointMark: Chart3DContent {
    /// A point at (`x`, `y`, `z`) in a ``Chart3D``; `y` is the height. In a 2D chart the
    /// point is drawn at (`x`, `y`).
    public init<X: Plottable, Y: Plottable, Z: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, z: PlottableValue<Z>) {
        self.init(x: .data(x.channel), y: .data(y.channel))
        self.z = z.channel
    }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        guard case let .data(x) = record.x, case let .data(y) = record.y, let z else { return }
        collection.items.append(.point(x: x, y: y, z: z, collection.style))
    }
}

/// 3D content with a modifier's change to its style.
public struct ModifiedChart3DContent<Content: Chart3DContent>: Chart3DContent {
    let content: Content
    let change: (inout Chart3DStyle) -> Void

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect3D(into collection: inout _Chart3DCollection) {
        let outer = collection.style
        change(&collection.style)
        content._collect3D(into: &collection)
        collection.style = outer
    }
}

extension Chart3DContent {
    /// Colours surfaces and points with `style` (a colour; a gradient reads as its first colour).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some Chart3DContent {
        ModifiedChart3DContent(content: self) { $0.foreground = style; $0.surfaceStyle = nil }
    }

    /// Colours a surface by its height (``Chart3DSurfaceStyle/heightBased``) or its facing
    /// (``Chart3DSurfaceStyle/normalBased``).
    public func foregroundStyle<S: Chart3DSurfaceStyle>(_ style: S) -> some Chart3DContent {
        let kind = style.kind
        return ModifiedChart3DContent(content: self) { $0.surfaceStyle = kind; $0.foreground = nil }
    }

    /// Colours points by `value`, with the palette 2D charts use.
    public func foregroundStyle<Value: Plottable>(by value: PlottableValue<Value>) -> some Chart3DContent {
        let channel = value.channel
        return ModifiedChart3DContent(content: self) { $0.foregroundBy = channel }
    }

    /// A point's area in square points.
    public func symbolSize(_ area: CGFloat) -> some Chart3DContent {
        ModifiedChart3DContent(content: self) { $0.symbolSize = area.isFinite && area > 0 ? area : 0 }
    }

    /// How rough the surface is, 0…1: the smoother, the smaller and brighter its highlight.
    public func roughness(_ roughness: Double) -> some Chart3DContent {
        ModifiedChart3DContent(content: self) { $0.roughness = roughness.isFinite ? min(max(roughness, 0), 1) : nil }
    }

    /// How metallic the surface is, 0…1: a metal's highlight takes the surface's colour.
    public func metalness(_ metalness: Double) -> some Chart3DContent {
        ModifiedChart3DContent(content: self) { $0.metalness = metalness.isFinite ? min(max(metalness, 0), 1) : nil }
    }
}
