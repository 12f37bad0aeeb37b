import Foundation
import OpenChartsCore

/// A subtree drawn in an appearance: its colors take that appearance's values once drawn.
///
/// Set where the environment's `colorScheme` changes (`.environment(\.colorScheme, .dark)`,
/// `.preferredColorScheme(.dark)`). A subtree inside set back to `.light` is resolved first,
/// so it stays light.
final class ColorSchemeNode: WrapperNode {
    let scheme: ColorScheme
    /// Whether the whole picture should take the scheme (`preferredColorScheme`).
    let isPreferred: Bool

    init(_ child: LayoutNode, scheme: ColorScheme, isPreferred: Bool = false) {
        self.scheme = scheme
        self.isPreferred = isPreferred
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        if isPreferred { PreferredColorScheme.current?.prefer(scheme) }
        return child.render(in: rect, proposal: proposal, context).resolvingColors(in: scheme)
    }
}

/// The appearance a view asked the whole picture to take, as SwiftUI's
/// `preferredColorScheme(_:)` asks its window: collected while a scene is drawn, then applied
/// to all of it. The outermost view's wish wins, as in SwiftUI.
package final class PreferredColorScheme: @unchecked Sendable {
    @TaskLocal package static var current: PreferredColorScheme?

    private let lock = NSLock()
    private var preferred: ColorScheme?

    package init() {}

    /// Takes `scheme` unless an outer view (drawn first) already asked for one.
    func prefer(_ scheme: ColorScheme) {
        lock.lock()
        defer { lock.unlock() }
        if preferred == nil { preferred = scheme }
    }

    /// The scheme asked for, if any.
    package var scheme: ColorScheme? {
        lock.lock()
        defer { lock.unlock() }
        return preferred
    }
}

extension View {
    /// Draws the whole picture in `colorScheme`, as SwiftUI's `preferredColorScheme(_:)` asks
    /// the window it is presented in; `nil` asks for nothing. This view and what it holds see
    /// `colorScheme` in their environment; views outside it take its colors when the picture
    /// is finished. A background outside the views (the CLI's, the gallery's) is the renderer's
    /// to choose.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, scheme: colorScheme)
    }
}

/// The view of ``View/preferredColorScheme(_:)``.
struct PreferredColorSchemeView<Content: View>: View, PrimitiveView {
    let content: Content
    let scheme: ColorScheme?

    var body: Never { primitiveBody() }

    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        guard let scheme else { return OpenChartsViews.makeNodes(content, environment) }
        var changed = environment
        changed.colorScheme = scheme
        return OpenChartsViews.makeNodes(content, changed).map { ColorSchemeNode($0, scheme: scheme, isPreferred: true) }
    }
}
