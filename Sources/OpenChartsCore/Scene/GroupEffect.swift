import Foundation

/// What a group draws beyond its children: a Gaussian blur of its drawing, a shadow cast
/// by it, or both, as SwiftUI's `blur(radius:opaque:)` and `shadow(color:radius:x:y:)`.
///
/// The effect applies to the group as drawn — its children composited together, inside
/// its clip, through its mask, at its opacity — and is measured in the coordinates the
/// group is placed in (its parent's), not its own `transform`: a shadow offset 2 points
/// down stays 2 points down whatever the group's own rotation. When a group both blurs and
/// casts a shadow, the blur comes first: the shadow is the blurred drawing's.
///
/// Values a backend cannot draw are skipped, never trapped on: a radius or offset that is
/// NaN or infinite leaves that part of the effect out (``Blur/isDrawn``, ``Shadow/isDrawn``),
/// a negative radius reads as 0.
///
/// ```swift
/// GroupNode(children: card, effect: GroupEffect(shadow: .init(radius: 4, x: 0, y: 2)))
/// ```
public struct GroupEffect: Hashable, Sendable {
    /// The shadow the group casts, drawn beneath it (or, inner, over it); `nil` for none.
    public var shadow: Shadow?
    /// The blur of the group's own drawing; `nil` for none.
    public var blur: Blur?

    public init(shadow: Shadow? = nil, blur: Blur? = nil) {
        self.shadow = shadow
        self.blur = blur
    }

    /// Whether the effect changes the group's picture at all: a shadow or a blur that is drawn.
    public var isDrawn: Bool { shadow?.isDrawn == true || blur?.isDrawn == true }

    /// The Gaussian standard deviation for a SwiftUI radius: the radius itself.
    ///
    /// SwiftUI's `shadow(radius:)` follows Core Animation's `shadowRadius`, which Bjango
    /// measured to match a CSS `box-shadow` blur of twice the radius (Bjango, "Matching drop
    /// shadows across CSS, Android, iOS, Figma, and Sketch"); CSS defines that blur as a
    /// Gaussian of standard deviation half the blur (CSS Backgrounds and Borders Level 3,
    /// shadow blur, settled in W3C ISSUE-131, 2010; Blink aligned with it in Chromium
    /// review 1377519). Half of twice the radius is the radius. `blur(radius:)` is taken the same
    /// way, as Core Image's `CIGaussianBlur` radius. SVG's `stdDeviation` is the standard
    /// deviation, so the SVG writer writes this value as it is.
    ///
    /// Negative radii read as 0; radii are capped at ``maximumStandardDeviation``, past
    /// which a blurred picture is transparent to within a level of 8 bits anyway. NaN and
    /// infinity give NaN (the effect part is then not drawn).
    public static func standardDeviation(radius: CGFloat) -> CGFloat {
        guard radius.isFinite else { return .nan }
        return min(max(radius, 0), maximumStandardDeviation)
    }

    /// The largest standard deviation drawn, in the group's coordinates: 100 000.
    public static let maximumStandardDeviation: CGFloat = 100_000

    /// A shadow: the group's drawing's alpha, blurred, tinted with one colour and offset.
    public struct Shadow: Hashable, Sendable {
        /// Where the shadow falls.
        public enum Kind: String, Hashable, Sendable {
            /// Beneath the drawing and around it, as SwiftUI's `shadow` and `ShadowStyle.drop`.
            case drop
            /// Inside the drawing, over it, cast by its edges, as SwiftUI's `ShadowStyle.inner`:
            /// the alpha of everything outside the drawing, blurred and offset, kept only
            /// where the drawing is.
            case inner
        }

        public var kind: Kind
        /// The shadow's colour; its alpha scales the whole shadow.
        public var color: Color
        /// SwiftUI's radius: the Gaussian standard deviation of the blur (see
        /// ``GroupEffect/standardDeviation(radius:)``); 0 gives a hard-edged copy.
        public var radius: CGFloat
        /// The offset of the shadow from the drawing, in the parent's coordinates
        /// (positive `y` is down, as in the scene).
        public var x: CGFloat
        public var y: CGFloat

        /// SwiftUI's and Swift Charts' default shadow colour: black at 33 % opacity.
        public static let defaultColor = Color(white: 0, opacity: 0.33)

        public init(kind: Kind = .drop, color: Color = Shadow.defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) {
            self.kind = kind
            self.color = color
            self.radius = radius
            self.x = x
            self.y = y
        }

        /// The standard deviation of the blur (see ``GroupEffect/standardDeviation(radius:)``).
        public var standardDeviation: CGFloat { GroupEffect.standardDeviation(radius: radius) }

        /// Whether the shadow is drawn: its radius and offset are finite and its colour is
        /// not fully transparent.
        public var isDrawn: Bool {
            radius.isFinite && x.isFinite && y.isFinite && color.alpha > 0 && !color.alpha.isNaN
        }
    }

    /// A Gaussian blur of the group's drawing.
    public struct Blur: Hashable, Sendable {
        /// SwiftUI's radius: the Gaussian standard deviation (see ``GroupEffect/standardDeviation(radius:)``).
        public var radius: CGFloat
        /// Whether the blur is opaque, as SwiftUI's `opaque`: it stays within the drawing's
        /// bounds and is opaque there, each point's colour the blur's mean of the colours
        /// drawn around it, so that the edges do not fade into transparency.
        public var isOpaque: Bool

        public init(radius: CGFloat, isOpaque: Bool = false) {
            self.radius = radius
            self.isOpaque = isOpaque
        }

        /// The standard deviation of the blur (see ``GroupEffect/standardDeviation(radius:)``).
        public var standardDeviation: CGFloat { GroupEffect.standardDeviation(radius: radius) }

        /// Whether the blur changes the drawing: its radius is finite and positive.
        public var isDrawn: Bool { radius.isFinite && radius > 0 }
    }
}

/// A group's effect held by reference (see `GroupNode.effect`); equal and hashed by value.
final class GroupEffectBox: Hashable, Sendable {
    let effect: GroupEffect

    init(_ effect: GroupEffect) { self.effect = effect }

    static func == (a: GroupEffectBox, b: GroupEffectBox) -> Bool { a.effect == b.effect }

    func hash(into hasher: inout Hasher) { hasher.combine(effect) }
}
