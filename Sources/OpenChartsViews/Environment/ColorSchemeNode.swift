import Foundation
import OpenChartsCore

/// A subtree drawn in an appearance (`.environment(\.colorScheme, .dark)`): its colors take
/// that appearance's values once drawn. A subtree inside set back to `.light` is resolved
/// first, so it stays light.
final class ColorSchemeNode: WrapperNode {
    let scheme: ColorScheme

    init(_ child: LayoutNode, scheme: ColorScheme) {
        self.scheme = scheme
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        child.render(in: rect, proposal: proposal, context).resolvingColors(in: scheme)
    }
}

/// The appearance a view asked the whole picture to take, as SwiftUI's
/// `preferredColorScheme(_:)` asks its window: collected while the views are built, then
/// set at the root, so that every view reads it and the picture is drawn in it. The
/// outermost view's wish wins.
package final class PreferredColorScheme: @unchecked Sendable {
    @TaskLocal package static var current: PreferredColorScheme?

    private let lock = NSLock()
    private var preferred: ColorScheme?

    package init() {}

    /// Takes `scheme` unless an outer view (built first) already asked for one.
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
    /// the window it is presented in: every view, inside this one or beside it, reads it as
    /// `\.colorScheme` and is drawn in it. `nil` asks for nothing; when several views ask, the
    /// outermost wins. A view inside may still set `.environment(\.colorScheme, _)` for its
    /// own subtree. A background outside the views (the CLI's, the gallery's) is the
    /// renderer's to choose, by ``Scene/colorScheme``.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        PreferredColorSchemeView(content: self, scheme: colorScheme)
    }
}

/// The view of ``View/preferredColorScheme(_:)``: it tells the picture, and is otherwise
/// its content.
struct PreferredColorSchemeView<Content: View>: View, PrimitiveView {
    let content: Content
    let scheme: ColorScheme?

    var body: Never { primitiveBody() }

    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        if let scheme { PreferredColorScheme.current?.prefer(scheme) }
        return OpenChartsViews.makeNodes(content, environment)
    }
}
