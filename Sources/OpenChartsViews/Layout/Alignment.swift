import Foundation
import OpenChartsCore

/// A horizontal or vertical dimension, as SwiftUI's `Axis`.
public enum Axis: Hashable, Sendable, CaseIterable {
    case horizontal, vertical

    /// The other axis.
    var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// A set of axes, as SwiftUI's `Axis.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Names an alignment guide and gives its value for views that set none, as SwiftUI's
/// `AlignmentID`.
///
/// ```swift
/// private enum MidAccount: AlignmentID {
///     static func defaultValue(in d: ViewDimensions) -> CGFloat { d[VerticalAlignment.center] }
/// }
/// extension VerticalAlignment { static let midAccount = VerticalAlignment(MidAccount.self) }
/// ```
public protocol AlignmentID {
    /// The guide's value in a view that has no explicit value for it.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// Which axis and which guide an explicit alignment value is for.
enum GuideKey: Hashable, Sendable {
    case horizontal(ObjectIdentifier)
    case vertical(ObjectIdentifier)
}

/// An alignment guide of either axis, as layout uses it.
struct Guide: @unchecked Sendable {
    // The closure captures only an `AlignmentID` metatype, which nothing mutates.
    let key: GuideKey
    let defaultValue: (ViewDimensions) -> CGFloat

    /// The guide's value in `node` under `proposal`: its explicit value, else the default.
    func value(in node: LayoutNode, _ proposal: ProposedSize) -> CGFloat {
        node.dimensions(proposal)[self]
    }

    /// The guide's default value in a box of `size` (which has no explicit guides).
    func value(in size: CGSize) -> CGFloat {
        defaultValue(ViewDimensions(width: size.width, height: size.height) { _ in nil })
    }
}

/// Where views line up horizontally, as SwiftUI's `HorizontalAlignment`.
public struct HorizontalAlignment: Hashable, Sendable {
    let guide: Guide

    /// An alignment named by `id`.
    public init(_ id: any AlignmentID.Type) {
        guide = Guide(key: .horizontal(ObjectIdentifier(id)), defaultValue: { id.defaultValue(in: $0) })
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.guide.key == rhs.guide.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(guide.key) }

    private enum Leading: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
    private enum Trailing: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }

    public static let leading = HorizontalAlignment(Leading.self)
    public static let center = HorizontalAlignment(Center.self)
    public static let trailing = HorizontalAlignment(Trailing.self)
}

/// Where views line up vertically, as SwiftUI's `VerticalAlignment`. Text baselines
/// are those of a view's first or last line of text, or its bottom when it has none.
public struct VerticalAlignment: Hashable, Sendable {
    let guide: Guide

    /// An alignment named by `id`.
    public init(_ id: any AlignmentID.Type) {
        guide = Guide(key: .vertical(ObjectIdentifier(id)), defaultValue: { id.defaultValue(in: $0) })
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.guide.key == rhs.guide.key }
    public func hash(into hasher: inout Hasher) { hasher.combine(guide.key) }

    private enum Top: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
    private enum Center: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
    private enum Bottom: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum FirstTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
    private enum LastTextBaseline: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

    public static let top = VerticalAlignment(Top.self)
    public static let center = VerticalAlignment(Center.self)
    public static let bottom = VerticalAlignment(Bottom.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaseline.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaseline.self)
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`.
public struct ViewDimensions {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat
    let explicit: (GuideKey) -> CGFloat?

    init(width: CGFloat, height: CGFloat, explicit: @escaping (GuideKey) -> CGFloat?) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    subscript(guide: Guide) -> CGFloat {
        explicit(guide.key) ?? guide.defaultValue(self)
    }

    /// The guide's value: the view's explicit value, else the guide's default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { self[guide.guide] }
    public subscript(guide: VerticalAlignment) -> CGFloat { self[guide.guide] }

    /// The view's explicit value for the guide, if it has one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicit(guide.guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicit(guide.guide.key) }
}

/// Horizontal and vertical alignment together, as SwiftUI's `Alignment`.
public struct Alignment: Hashable, Sendable {
    /// How views line up across a row.
    public var horizontal: HorizontalAlignment
    /// How views line up down a column.
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// The origin of a box of `size` with no guides of its own aligned this way in `rect`.
    func origin(of size: CGSize, in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + horizontal.guide.value(in: rect.size) - horizontal.guide.value(in: size),
                y: rect.minY + vertical.guide.value(in: rect.size) - vertical.guide.value(in: size))
    }

    /// Where `child`, answering `proposal`, goes in `rect` so that its guides meet the
    /// rect's: the frame's default guide values against the child's own.
    func origin(of child: LayoutNode, _ proposal: ProposedSize, in rect: CGRect) -> CGPoint {
        let dimensions = child.dimensions(proposal)
        return CGPoint(x: rect.minX + horizontal.guide.value(in: rect.size) - dimensions[horizontal.guide],
                       y: rect.minY + vertical.guide.value(in: rect.size) - dimensions[vertical.guide])
    }
}

/// A point in a view's frame in units of its size, as SwiftUI's `UnitPoint`:
/// (0, 0) is the top-leading corner, (1, 1) the bottom-trailing one.
public struct UnitPoint: Hashable, Sendable {
    /// The fraction of the width from the leading edge.
    public var x: CGFloat
    /// The fraction of the height from the top.
    public var y: CGFloat

    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    /// The point this unit point names in `rect`.
    func point(in rect: CGRect) -> CGPoint {
        CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
    }
}

/// An edge of a rectangle, as SwiftUI's `Edge`.
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}

/// Insets on each edge, as SwiftUI's `EdgeInsets`.
public struct EdgeInsets: Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `length` on each edge in `edges`, zero elsewhere.
    init(_ edges: Edge.Set, _ length: CGFloat) {
        self.init(top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
    }
}

/// How content fills a frame of another aspect ratio, as SwiftUI's `ContentMode`.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// Scale to fit inside the frame.
    case fit
    /// Scale to fill the frame, overflowing it on one axis.
    case fill
}
