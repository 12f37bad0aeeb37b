import Foundation
import OpenChartsCore

/// Values views inherit from their ancestors, as SwiftUI's `EnvironmentValues`: the font,
/// the foreground style, text layout settings and the text measurer.
///
/// Set one for a subtree with `.environment(\.font, .title)` or the named modifiers
/// (`.font(_:)`, `.foregroundStyle(_:)`, `.lineLimit(_:)` …).
public struct EnvironmentValues: Sendable {
    /// The font of text; `nil` means ``Font/body``.
    public var font: Font?
    /// A weight that overrides the font's, set by `.fontWeight(_:)` and `.bold()`.
    public var fontWeight: Font.Weight?
    /// What text and shapes without a style of their own are painted with; `nil` is `.primary`.
    public var foregroundStyle: (any ShapeStyle)?
    /// The most lines a text may take; `nil` is no limit.
    public var lineLimit: Int?
    /// Whether a text takes the height of `lineLimit` lines however many it has
    /// (`lineLimit(_:reservesSpace:)`).
    package var reservesLineSpace = false
    /// Where a text that does not fit is cut.
    public var truncationMode: Text.TruncationMode = .tail
    /// The smallest fraction of its size a text may shrink to before it is truncated (0…1).
    public var minimumScaleFactor: CGFloat = 1
    /// How the lines of a multi-line text line up.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Measures text for layout. Defaults to ``EnvironmentValues/defaultTextMeasurer``.
    public var textMeasurer: any TextMeasuring = EnvironmentValues.defaultTextMeasurer
    /// Device pixels per point, as SwiftUI's `\.displayScale`: ``ImageRenderer`` sets its
    /// `scale` here, so that what is sized in pixels (a line's M4 columns) follows it.
    public var displayScale: CGFloat = 1
    /// The appearance system colors are drawn in, as SwiftUI's `\.colorScheme`: set it with
    /// `.environment(\.colorScheme, .dark)` (or `.preferredColorScheme(.dark)`) and `.primary`
    /// turns white, `.blue` its dark-mode blue, a chart's grid and labels light on dark.
    public var colorScheme: ColorScheme = .light
    /// Whether the output reads accessibility labels (``SceneRendering/readsAccessibilityLabels``).
    package var readsAccessibilityLabels = true
    /// The calendar dates are shown in, as SwiftUI's `\.calendar`; `Calendar.current` unless set.
    public var calendar: Calendar {
        get { explicitCalendar ?? .current }
        set { explicitCalendar = newValue }
    }
    /// The calendar an ancestor set, if any (charts fall back to their own default).
    package private(set) var explicitCalendar: Calendar?
    /// The axis of the stack a view is laid out in, which a `Spacer` grows along.
    package var stackAxis: Axis?
    /// Values of custom ``EnvironmentKey``s, by key type.
    private var custom: [ObjectIdentifier: any Sendable] = [:]

    public init() {}

    /// The value for a custom key, or its default when no ancestor set it.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        get { custom[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { custom[ObjectIdentifier(key)] = newValue }
    }

    /// The font text is finally drawn with: the environment's font with the weight override.
    var resolvedFont: Font {
        var font = self.font ?? .body
        if let fontWeight { font.weight = fontWeight }
        return font
    }
}

/// A custom environment value, as SwiftUI's `EnvironmentKey`.
///
/// ```swift
/// private struct AccentKey: EnvironmentKey { static let defaultValue = Color.blue }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    associatedtype Value: Sendable
    /// The value when no ancestor set one.
    static var defaultValue: Value { get }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        transformEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Changes the environment for this view and its descendants.
    package func transformEnvironment(_ transform: @escaping (inout EnvironmentValues) -> Void) -> _EnvironmentModifiedView<Self> {
        _EnvironmentModifiedView(content: self, transform: transform)
    }
}

/// A view whose subtree sees a changed environment.
public struct _EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    let content: Content
    let transform: (inout EnvironmentValues) -> Void

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var changed = environment
        transform(&changed)
        let nodes = OpenChartsViews.makeNodes(content, changed)
        guard changed.colorScheme != environment.colorScheme else { return nodes }
        return nodes.map { ColorSchemeNode($0, scheme: changed.colorScheme) }
    }
}
