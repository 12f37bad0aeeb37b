import Foundation

/// Where an annotation sits relative to its mark, as Swift Charts' `AnnotationPosition`.
/// Also where legends and axis labels go.
public enum AnnotationPosition: Hashable, Sendable {
    case automatic, overlay, top, bottom, leading, trailing
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

/// A two-axis alignment, a stand-in for SwiftUI's `Alignment` until the views layer
/// provides it: `.center`, `.leading`, `.topTrailing`…
public struct ChartAlignment: Hashable, Sendable {
    /// -1 leading, 0 centre, 1 trailing.
    public var horizontal: Int
    /// -1 top, 0 centre, 1 bottom.
    public var vertical: Int

    /// An alignment from -1/0/1 on each axis (values outside are clamped).
    public init(horizontal: Int, vertical: Int) {
        self.horizontal = max(-1, min(1, horizontal))
        self.vertical = max(-1, min(1, vertical))
    }

    // The nine alignments of SwiftUI's `Alignment`.
    /// Centred on both axes.
    public static let center = ChartAlignment(horizontal: 0, vertical: 0)
    public static let leading = ChartAlignment(horizontal: -1, vertical: 0)
    public static let trailing = ChartAlignment(horizontal: 1, vertical: 0)
    public static let top = ChartAlignment(horizontal: 0, vertical: -1)
    public static let bottom = ChartAlignment(horizontal: 0, vertical: 1)
    public static let topLeading = ChartAlignment(horizontal: -1, vertical: -1)
    public static let topTrailing = ChartAlignment(horizontal: 1, vertical: -1)
    public static let bottomLeading = ChartAlignment(horizontal: -1, vertical: 1)
    public static let bottomTrailing = ChartAlignment(horizontal: 1, vertical: 1)
}

/// What an annotation does when it would leave the plot or chart, as Swift Charts'
/// `AnnotationOverflowResolution`.
public struct AnnotationOverflowResolution: Hashable, Sendable {
    /// One axis's strategy.
    public enum Strategy: Hashable, Sendable {
        case automatic, disabled, padScale
        /// Kept inside the boundary; `.fit` keeps it inside the plot.
        case fit(to: Boundary)

        /// Kept inside the plot.
        public static var fit: Strategy { .fit(to: .automatic) }
    }

    /// What an annotation is kept inside.
    public enum Boundary: Hashable, Sendable { case automatic, chart, plot }

    /// The horizontal strategy.
    public var x: Strategy
    /// The vertical strategy.
    public var y: Strategy

    /// Strategies for each axis.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        self.x = x
        self.y = y
    }

    /// The automatic strategy on both axes.
    public static let automatic = AnnotationOverflowResolution()
}

/// Whether something is shown, as SwiftUI's `Visibility`.
public enum Visibility: Hashable, Sendable, CaseIterable {
    case automatic, visible, hidden
}
