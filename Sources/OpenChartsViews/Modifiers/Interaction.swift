import Foundation
import OpenChartsCore

// Modifiers for interaction and animation. A still image has no events, time or focus,
// so these draw the view unchanged; they exist so that SwiftUI code compiles as written.

/// An animation curve, as SwiftUI's `Animation`; drawing shows the final state.
public struct Animation: Hashable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")

    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                         blendDuration: Double = 0.25) -> Animation { .spring }
}

/// Runs `body` at once, as SwiftUI's `withAnimation(_:_:)` does before it animates: a still
/// image shows the state the animation would end in.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// A view or shape whose drawing SwiftUI interpolates between states, as SwiftUI's
/// `Animatable`. A still image is drawn at the state it is given, so `animatableData` is
/// kept only so that such types compile.
public protocol Animatable {
    associatedtype AnimatableData
    var animatableData: AnimatableData { get set }
}

/// How a view enters and leaves, as SwiftUI's `AnyTransition`; unused in a still image.
public struct AnyTransition: Hashable, Sendable {
    let name: String

    public static let opacity = AnyTransition(name: "opacity")
    public static let identity = AnyTransition(name: "identity")
    public static let scale = AnyTransition(name: "scale")
}

extension View {
    /// Runs nothing: a still image never appears on screen.
    public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs nothing: a still image never disappears.
    public func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Runs nothing: a still image is never tapped.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Runs nothing: values do not change while a still image is drawn.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Draws the final state: there is no time in a still image.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// Unused: views neither enter nor leave a still image.
    public func transition(_ transition: AnyTransition) -> some View { self }

    /// Unused: identity matters only across updates.
    public func id<ID: Hashable>(_ id: ID) -> some View { self }

    /// Unused: there is no hit testing in a still image.
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Unused: there is no hit testing in a still image.
    public func allowsHitTesting(_ enabled: Bool) -> some View { self }

    /// Draws the view as usual: a still image has no disabled look.
    public func disabled(_ disabled: Bool) -> some View { self }
}
