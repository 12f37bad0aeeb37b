import Foundation
import OpenChartsCore

/// A gesture, as SwiftUI's `Gesture`. A still image has no touches: gestures are kept
/// so that SwiftUI code compiles, and their actions never run.
public protocol Gesture {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// A drag, as SwiftUI's `DragGesture`.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's `DragGesture.Value`.
    public struct Value: Equatable, Sendable {
        /// Where the drag is now.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the drag has moved.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
    }

    /// How far a touch moves before the drag starts.
    public var minimumDistance: CGFloat
    /// The space locations are reported in.
    public var coordinateSpace: CoordinateSpace

    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

/// A tap, as SwiftUI's `TapGesture`.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int

    public init(count: Int = 1) {
        self.count = count
    }
}

/// A tap with its location, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    /// Where the tap was.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
    }

    public var count: Int
    public var coordinateSpace: CoordinateSpace

    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

extension Gesture {
    /// Never runs: there are no touches in a still image.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }

    /// Never runs: there are no touches in a still image.
    public func onEnded(_ action: @escaping (Value) -> Void) -> Self { self }
}

extension View {
    /// Draws the view unchanged: there are no touches in a still image.
    public func gesture<G: Gesture>(_ gesture: G) -> some View { self }

    /// Draws the view unchanged: there are no touches in a still image.
    public func simultaneousGesture<G: Gesture>(_ gesture: G) -> some View { self }
}
