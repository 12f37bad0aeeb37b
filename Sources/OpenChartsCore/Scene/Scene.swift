import Foundation

/// A drawing in pixel space: an ordered display list that every backend (SVG, PNG,
/// PDF, HTML) draws the same way. Views and charts produce scenes; backends consume them.
public struct Scene: Hashable, Sendable {
    /// The canvas size in points; nodes outside it are clipped by the backends.
    public var size: CGSize
    /// Nodes in painting order: later nodes draw over earlier ones.
    public var nodes: [SceneNode]
    /// A short title for the document (SVG `<title>`), if any.
    public var title: String?
    /// A longer description for assistive technology (SVG `<desc>`), if any.
    public var summary: String?
    /// The color under everything; `nil` leaves the canvas transparent.
    public var background: Color?
    /// The appearance the content asked the whole picture to take (SwiftUI's
    /// `preferredColorScheme`), its colors already resolved in it; `nil` when it asked none.
    /// Whoever puts a background behind the content (the CLI's white) picks it by this.
    public var colorScheme: ColorScheme?

    public init(size: CGSize, nodes: [SceneNode] = [], title: String? = nil,
                summary: String? = nil, background: Color? = nil) {
        self.size = size
        self.nodes = nodes
        self.title = title
        self.summary = summary
        self.background = background
    }
}

/// One entry of a scene's display list.
public enum SceneNode: Hashable, Sendable {
    case fill(FillNode)
    case stroke(StrokeNode)
    case text(TextNode)
    case group(GroupNode)
    /// One shape drawn at many positions (see ``SymbolsNode``).
    case symbols(SymbolsNode)
    /// Many rectangles, each in its paint (see ``RectanglesNode``).
    case rectangles(RectanglesNode)
}

/// Paints the inside of a path.
public struct FillNode: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    public var rule: FillRule

    public init(path: Path, paint: Paint, rule: FillRule = .nonZero) {
        self.path = path
        self.paint = paint
        self.rule = rule
    }
}

/// Paints along a path.
public struct StrokeNode: Hashable, Sendable {
    public var path: Path
    public var paint: Paint
    public var style: StrokeStyle

    public init(path: Path, paint: Paint, style: StrokeStyle = StrokeStyle()) {
        self.path = path
        self.paint = paint
        self.style = style
    }
}

/// One line of text, drawn from its baseline origin.
public struct TextNode: Hashable, Sendable {
    public var text: String
    /// The baseline point that `anchor` refers to.
    public var origin: CGPoint
    public var anchor: TextAnchor
    public var font: FontRequest
    public var paint: Paint

    public init(text: String, origin: CGPoint, anchor: TextAnchor = .start,
                font: FontRequest = FontRequest(), paint: Paint = .color(.black)) {
        self.text = text
        self.origin = origin
        self.anchor = anchor
        self.font = font
        self.paint = paint
    }
}

/// A semantic role for assistive technology, written as ARIA graphics roles.
public enum SceneRole: String, Hashable, Sendable {
    /// A meaningful part made of several pieces: a chart's plot, an axis, a legend.
    case object = "graphics-object"
    /// One mark standing for one datum.
    case symbol = "graphics-symbol"
}

/// A group of nodes drawn together, with a transform, opacity, clip, mask, effect and role.
public struct GroupNode: Hashable, Sendable {
    public var children: [SceneNode]
    /// Maps the children's coordinates into the parent's.
    public var transform: CGAffineTransform
    /// Applied to the group as a whole, after its children are composited together.
    public var opacity: Double
    /// A clip in the group's own (transformed) coordinates; `nil` clips nothing.
    public var clip: Path?
    /// An alpha mask in the group's own coordinates, as SwiftUI's `mask`: the children show
    /// where the mask's drawing is opaque, and as much as it is; `nil` masks nothing.
    public var mask: [SceneNode]?
    /// A blur and a shadow of the group as drawn (after its clip, mask and opacity), in its
    /// parent's coordinates (see ``GroupEffect``); `nil` draws the group as it is.
    public var effect: GroupEffect? {
        get { effectBox?.effect }
        set { effectBox = newValue.map(GroupEffectBox.init) }
    }
    /// The effect, boxed: a group without one costs a word, not the effect's 73 bytes in
    /// every scene node (a node is as large as its largest case).
    private var effectBox: GroupEffectBox?
    public var role: SceneRole?
    /// What assistive technology reads for this group.
    public var accessibilityLabel: String?
    /// The name tests find the group by (SwiftUI's `accessibilityIdentifier`), never read to
    /// the user; SVG and HTML write it as `data-testid`.
    public var accessibilityIdentifier: String?

    public init(children: [SceneNode], transform: CGAffineTransform = .identity, opacity: Double = 1,
                clip: Path? = nil, mask: [SceneNode]? = nil, effect: GroupEffect? = nil, role: SceneRole? = nil,
                accessibilityLabel: String? = nil, accessibilityIdentifier: String? = nil) {
        self.children = children
        self.transform = transform
        self.opacity = opacity.isNaN ? 1 : min(max(opacity, 0), 1)
        self.clip = clip
        self.mask = mask
        self.effectBox = effect.map(GroupEffectBox.init)
        self.role = role
        self.accessibilityLabel = accessibilityLabel
        self.accessibilityIdentifier = accessibilityIdentifier
    }
}

/// A value that draws itself as a scene: what ``ImageRenderer`` renders.
/// Views and charts conform in their own layers.
public protocol SceneRepresentable {
    /// Lays the content out in `proposal` (a `nil` side means "your ideal size") and draws it.
    func makeScene(proposal: ProposedSize) throws -> Scene
}

/// What the output a scene is being made for does with it.
public enum SceneRendering {
    /// Device pixels per point of the output being made (``ImageRenderer``'s `scale`), for
    /// content that sizes work in pixels; 1 outside a render.
    @TaskLocal public static var displayScale: CGFloat = 1
    /// Whether the output being made reads accessibility labels: SVG and HTML write them,
    /// PNG and PDF do not, so content may leave out the labels it would make one by one
    /// (a chart's label for every mark). True outside a render.
    @TaskLocal public static var readsAccessibilityLabels = true
}

/// A size offered to content; a `nil` dimension asks for the content's ideal size.
public struct ProposedSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// Both dimensions unspecified.
    public static let unspecified = ProposedSize(width: nil, height: nil)
}

extension Scene: SceneRepresentable {
    /// A scene draws itself as it is, whatever the proposal.
    public func makeScene(proposal: ProposedSize) throws -> Scene { self }
}

extension Scene {
    /// Whether any node, at any depth, draws text.
    public var containsText: Bool {
        func hasText(_ nodes: [SceneNode]) -> Bool {
            nodes.contains { node in
                switch node {
                case .text: true
                case .group(let group): hasText(group.children)
                case .fill, .stroke, .symbols, .rectangles: false
                }
            }
        }
        return hasText(nodes)
    }
}
