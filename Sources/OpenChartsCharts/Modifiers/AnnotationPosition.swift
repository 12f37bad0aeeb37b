import Foundation
import OpenChartsViews

/// Where an annotation sits relative to its mark, as Swift Charts' `AnnotationPosition`.
/// Also where legends and axis labels go.
public enum AnnotationPosition: Hashable, Sendable {
    case automatic, overlay, top, bottom, leading, trailing
    case topLeading, topTrailing, bottomLeading, bottomTrailing
}

extension Alignment {
    /// -1 leading, 0 centre, 1 trailing: where labels placed by this alignment sit along x.
    var horizontalSign: Int { horizontal == .leading ? -1 : horizontal == .trailing ? 1 : 0 }
    /// -1 top, 0 centre, 1 bottom (text baselines read as centre).
    var verticalSign: Int { vertical == .top ? -1 : vertical == .bottom ? 1 : 0 }
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
