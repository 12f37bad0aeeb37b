import Foundation

/// A scene with the states a pointer can select: what the HTML backend writes.
///
/// The base scene is drawn as usual; each ``SelectionState`` lists the changes to it for one
/// selected value (a rule and its popover appear, a sector's opacity changes). A backend
/// shows one state at a time, picked from the pointer with ``selectionAxis``.
/// Charts compute it in their own layer; this type knows no chart.
public struct InteractiveScene: Hashable, Sendable {
    /// What the page shows with nothing selected.
    public var base: Scene
    /// How a pointer position picks a state, one per selectable chart (a state names its
    /// chart by ``SelectionState/axis``); empty when nothing is selectable.
    public var selectionAxes: [SelectionAxis]
    /// One state per selectable value, chart by chart, each chart's in the order the pointer
    /// meets them (left to right, or clockwise from 12 o'clock).
    public var states: [SelectionState]
    /// A scrolling chart's window onto its whole strip; `nil` when nothing scrolls.
    public var scroll: ScrollRegion?
    /// The segmented pickers, each with the scene for every option as changes to the base.
    public var pickers: [PickerControl]

    public init(base: Scene, selectionAxis: SelectionAxis? = nil, states: [SelectionState] = [], scroll: ScrollRegion? = nil,
                pickers: [PickerControl] = []) {
        self.base = base
        self.selectionAxes = selectionAxis.map { [$0] } ?? []
        self.states = states
        self.scroll = scroll
        self.pickers = pickers
    }
}

/// A segmented picker the page offers as buttons over its drawn segments.
///
/// Choosing an option shows the view drawn with that option chosen (and every other picker
/// at its first choice); the selection states belong to the first choices only.
public struct PickerControl: Hashable, Sendable {
    /// The picker's label, read by assistive technology for the group of buttons.
    public var label: String
    /// The options, left to right.
    public var options: [PickerOption]
    /// The option the base scene shows chosen; nil when none is.
    public var selected: Int?

    public init(label: String, options: [PickerOption], selected: Int?) {
        self.label = label
        self.options = options
        self.selected = selected
    }
}

/// One option of a ``PickerControl``.
public struct PickerOption: Hashable, Sendable {
    /// The option's text: the button's name.
    public var label: String
    /// Its segment, in scene coordinates.
    public var frame: CGRect
    /// What differs from the base scene with this option chosen (none for the chosen one).
    public var changes: [SceneChange]

    public init(label: String, frame: CGRect, changes: [SceneChange]) {
        self.label = label
        self.frame = frame
        self.changes = changes
    }
}

extension InteractiveScene {
    /// The first selectable chart's axis; setting it makes it the only one.
    public var selectionAxis: SelectionAxis? {
        get { selectionAxes.first }
        set { selectionAxes = newValue.map { [$0] } ?? [] }
    }
}

/// A chart that scrolls along x: its plot and x axis drawn whole as a strip, seen through
/// a window the width of the plot.
///
/// Each node at ``paths`` in the base scene is a group clipped to the window holding one
/// group translated by −``offset`` along x; a backend scrolls by changing that translation.
/// Offsets are in the coordinates of those nodes (the chart's own points); ``scale`` turns
/// them into scene units.
public struct ScrollRegion: Hashable, Sendable {
    /// The base scene's nodes that scroll (the plot and the x axis), by child indices.
    public var paths: [[Int]]
    /// The visible plot, in scene coordinates: where a drag or the wheel scrolls.
    public var viewport: CGRect
    /// Scene units per chart point along x.
    public var scale: CGFloat
    /// The initial offset, and the largest (the strip's end in the window).
    public var offset: CGFloat
    public var maximumOffset: CGFloat
    /// The x value at offset 0 and the value per point of offset, to report the position
    /// (dates in seconds since 1970).
    public var startValue: Double
    public var valuePerPoint: Double
    /// Whether the values are dates.
    public var isDate: Bool
    /// A category axis's categories, as the page reports them: the values are then category
    /// positions (0 at the first band's start), and the position reported is the category
    /// whose band starts at or before the window's leading edge.
    public var categories: [String]?
    /// Offsets where scrolling comes to rest (ascending; empty scrolls freely), and where a
    /// fast scroll or a page key rests.
    public var snaps: [CGFloat]
    public var majorSnaps: [CGFloat]
    /// Whether one drag may scroll at most a page (the viewport's width) from where it began.
    public var limitsGestures = false
    /// What the rest of the view draws for some scroll positions (content that reads the
    /// chart's `chartScrollPosition(x:)` binding), ascending by offset; the page shows the one
    /// nearest the current offset.
    public var states: [ScrollState] = []

    public init(paths: [[Int]], viewport: CGRect, scale: CGFloat, offset: CGFloat, maximumOffset: CGFloat,
                startValue: Double, valuePerPoint: Double, isDate: Bool, snaps: [CGFloat], majorSnaps: [CGFloat]) {
        self.paths = paths
        self.viewport = viewport
        self.scale = scale
        self.offset = offset
        self.maximumOffset = maximumOffset
        self.startValue = startValue
        self.valuePerPoint = valuePerPoint
        self.isDate = isDate
        self.snaps = snaps
        self.majorSnaps = majorSnaps
    }
}

/// How pixels map to selectable values.
public enum SelectionAxis: Hashable, Sendable {
    /// Value selection along x: the state nearest the pointer's x wins.
    case x(AxisMapping)
    /// Angle selection on a pie or donut: the state whose sector holds the pointer's angle
    /// around `center` wins, within `radius`.
    case angle(center: CGPoint, radius: CGFloat)
}

/// An x scale, serialized so that a script can turn pixels into values.
public struct AxisMapping: Hashable, Sendable {
    /// The plot area, in scene coordinates.
    public var plotFrame: CGRect
    /// The scale's kind: `linear`, `log`, `date`, `category`, ….
    public var type: String
    /// The scale's domain ends, as numbers (dates in seconds since 1970); empty for categories.
    public var domain: [Double]
    /// The scale's pixel range ends, in scene coordinates.
    public var range: [CGFloat]
    /// Where each distinct selectable value sits, in scene coordinates, ascending.
    public var positions: [CGFloat]

    public init(plotFrame: CGRect, type: String, domain: [Double], range: [CGFloat], positions: [CGFloat]) {
        self.plotFrame = plotFrame
        self.type = type
        self.domain = domain
        self.range = range
        self.positions = positions
    }
}

/// The view outside a scrolling chart with the chart scrolled to one offset.
public struct ScrollState: Hashable, Sendable {
    /// The offset (see ``ScrollRegion``) and the scroll position's value as text.
    public var offset: CGFloat
    public var key: String
    /// What differs from the base scene, none of it inside the scrolling chart.
    public var changes: [SceneChange]

    public init(offset: CGFloat, key: String, changes: [SceneChange]) {
        self.offset = offset
        self.key = key
        self.changes = changes
    }
}

/// The scene for one selected value, as changes to the base scene.
public struct SelectionState: Hashable, Sendable {
    /// The selected value as text (dates in ISO 8601), unique within the scene.
    public var key: String
    /// Where the value sits: its x in scene coordinates for x selection; for angle
    /// selection, the middle of its sector in radians from 12 o'clock clockwise.
    public var position: CGFloat
    /// For angle selection, the sector's start and end in radians from 12 o'clock clockwise.
    public var angles: ClosedRange<Double>?
    /// For x range selection, where the range's ends sit, in scene coordinates; a state
    /// with a range is picked by dragging, one without by pointing.
    public var range: ClosedRange<CGFloat>?
    /// The chart it selects in: an index into ``InteractiveScene/selectionAxes``.
    public var axis: Int
    /// What differs from the base scene.
    public var changes: [SceneChange]

    public init(key: String, position: CGFloat, angles: ClosedRange<Double>? = nil, range: ClosedRange<CGFloat>? = nil,
                axis: Int = 0, changes: [SceneChange]) {
        self.key = key
        self.axis = axis
        self.position = position
        self.angles = angles
        self.range = range
        self.changes = changes
    }
}

/// One run of a group's children replaced by other nodes.
public struct SceneChange: Hashable, Sendable {
    /// Child indices from the scene's root to the group whose children change; empty for
    /// the scene's own node list.
    public var parent: [Int]
    /// The base children replaced (empty for a pure insertion before `replaced.lowerBound`).
    public var replaced: Range<Int>
    /// The nodes drawn instead.
    public var nodes: [SceneNode]

    public init(parent: [Int], replaced: Range<Int>, nodes: [SceneNode]) {
        self.parent = parent
        self.replaced = replaced
        self.nodes = nodes
    }
}

/// Content that can draw itself with its selectable states (charts with a selection).
public protocol InteractiveSceneRepresentable: SceneRepresentable {
    /// Lays the content out in `proposal`, draws it, and draws it again for every
    /// selectable value.
    func makeInteractiveScene(proposal: ProposedSize) throws -> InteractiveScene
}

extension InteractiveScene: InteractiveSceneRepresentable {
    /// The base scene, whatever the proposal.
    public func makeScene(proposal: ProposedSize) throws -> Scene { base }

    /// Itself, whatever the proposal.
    public func makeInteractiveScene(proposal: ProposedSize) throws -> InteractiveScene { self }
}

extension InteractiveScene {
    /// The changes that turn `base` into `other`.
    ///
    /// The common prefix and suffix are kept; the middle is aligned on a longest common
    /// subsequence of equal nodes (when it is at most ``alignmentLimit`` pairs, else replaced
    /// whole), so that a rule added behind the lines and a popover added in front are two
    /// small insertions. A run of groups that differ in their children (and perhaps their
    /// accessibility label, as "Plot, 366 marks" when a rule is added) is compared child by
    /// child; anything else is replaced as a whole. A label change that comes with changed
    /// children is not kept: the base's label is read in every state.
    /// - Complexity: O(n) for a prefix and suffix, O(n × m) for a middle of n and m nodes.
    public static func changes(from base: [SceneNode], to other: [SceneNode], parent: [Int] = []) -> [SceneChange] {
        var prefix = 0
        while prefix < base.count, prefix < other.count, base[prefix] == other[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < base.count - prefix, suffix < other.count - prefix,
              base[base.count - 1 - suffix] == other[other.count - 1 - suffix] { suffix += 1 }
        let old = Array(base[prefix..<(base.count - suffix)])
        let new = Array(other[prefix..<(other.count - suffix)])
        if old.isEmpty, new.isEmpty { return [] }
        var result: [SceneChange] = []
        for run in differingRuns(old, new) {
            result += runChanges(Array(old[run.old]), Array(new[run.new]), at: prefix + run.old.lowerBound, parent: parent)
        }
        return result
    }

    /// The most pairs of nodes the alignment of a middle compares.
    public static let alignmentLimit = 250_000

    /// The runs of `old` and `new` outside a longest common subsequence, in order.
    private static func differingRuns(_ old: [SceneNode], _ new: [SceneNode]) -> [(old: Range<Int>, new: Range<Int>)] {
        let n = old.count, m = new.count
        guard n > 0, m > 0, n * m <= alignmentLimit else { return [(0..<n, 0..<m)] }
        let oldHashes = old.map(\.hashValue), newHashes = new.map(\.hashValue)
        func same(_ i: Int, _ j: Int) -> Bool { oldHashes[i] == newHashes[j] && old[i] == new[j] }
        // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
        var lengths = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lengths[i * (m + 1) + j] = same(i, j) ? lengths[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lengths[(i + 1) * (m + 1) + j], lengths[i * (m + 1) + j + 1])
            }
        }
        var runs: [(old: Range<Int>, new: Range<Int>)] = []
        var i = 0, j = 0, runStart = (0, 0)
        func close() {
            if runStart.0 < i || runStart.1 < j { runs.append((runStart.0..<i, runStart.1..<j)) }
        }
        while i < n || j < m {
            if i < n, j < m, same(i, j) {
                close()
                i += 1
                j += 1
                runStart = (i, j)
            } else if j < m, i == n || lengths[i * (m + 1) + j + 1] >= lengths[(i + 1) * (m + 1) + j] {
                j += 1
            } else {
                i += 1
            }
        }
        close()
        return runs
    }

    /// The changes for one differing run starting at base index `start`: child by child for
    /// groups paired one to one, else one replacement.
    private static func runChanges(_ old: [SceneNode], _ new: [SceneNode], at start: Int, parent: [Int]) -> [SceneChange] {
        if old.count == new.count {
            var result: [SceneChange] = []
            var pairable = true
            for (offset, (a, b)) in zip(old, new).enumerated() {
                guard case let .group(g) = a, case let .group(h) = b, g.sameFrame(as: h),
                      g.children != h.children || g.accessibilityLabel == h.accessibilityLabel else { pairable = false; break }
                result += changes(from: g.children, to: h.children, parent: parent + [start + offset])
            }
            if pairable { return result }
        }
        return [SceneChange(parent: parent, replaced: start..<(start + old.count), nodes: new)]
    }
}

extension InteractiveScene {
    /// The base scene with `changes` made: what the page shows for a state or a picker
    /// option, for a still format (`ImageRenderer(content: interactive.scene(applying: state.changes))`).
    ///
    /// Changes inside groups are made first, then runs replaced from the last to the first,
    /// so that every change's indices still name base nodes when it is made.
    /// - Complexity: O(n) in the scene's nodes per change.
    public func scene(applying changes: [SceneChange]) -> Scene {
        var scene = base
        let ordered = changes.sorted { ($0.parent.count, $0.replaced.lowerBound) > ($1.parent.count, $1.replaced.lowerBound) }
        for change in ordered {
            scene.nodes = Self.applying(change, path: change.parent[...], to: scene.nodes)
        }
        return scene
    }

    private static func applying(_ change: SceneChange, path: ArraySlice<Int>, to nodes: [SceneNode]) -> [SceneNode] {
        guard let index = path.first else {
            guard change.replaced.lowerBound >= 0, change.replaced.upperBound <= nodes.count else { return nodes }
            var nodes = nodes
            nodes.replaceSubrange(change.replaced, with: change.nodes)
            return nodes
        }
        guard nodes.indices.contains(index), case var .group(group) = nodes[index] else { return nodes }
        var nodes = nodes
        group.children = applying(change, path: path.dropFirst(), to: group.children)
        nodes[index] = .group(group)
        return nodes
    }
}

extension GroupNode {
    /// Whether the two groups differ at most in their children and label.
    fileprivate func sameFrame(as other: GroupNode) -> Bool {
        transform == other.transform && opacity == other.opacity && clip == other.clip
            && effect == other.effect && role == other.role
    }
}
