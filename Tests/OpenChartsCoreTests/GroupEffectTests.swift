import Foundation
import Testing
@testable import OpenChartsCore

@Suite("Group effects")
struct GroupEffectTests {
    @Test("the standard deviation is the radius; negative reads 0, huge caps at 100 000, NaN and ±∞ give NaN")
    func standardDeviation() {
        #expect(GroupEffect.standardDeviation(radius: 4) == 4)
        #expect(GroupEffect.standardDeviation(radius: 0.5) == 0.5)
        #expect(GroupEffect.standardDeviation(radius: -3) == 0)
        #expect(GroupEffect.standardDeviation(radius: 1e12) == 100_000)
        #expect(GroupEffect.standardDeviation(radius: .greatestFiniteMagnitude) == 100_000)
        for bad in [CGFloat.nan, .infinity, -.infinity] { #expect(GroupEffect.standardDeviation(radius: bad).isNaN) }
    }

    @Test("a shadow is drawn when its radius and offset are finite and its colour is not clear")
    func shadowIsDrawn() {
        #expect(GroupEffect.Shadow(radius: 0).isDrawn)
        #expect(GroupEffect.Shadow(radius: -1, x: 1e300).isDrawn)
        #expect(!GroupEffect.Shadow(radius: .nan).isDrawn)
        #expect(!GroupEffect.Shadow(radius: 1, x: .infinity).isDrawn)
        #expect(!GroupEffect.Shadow(radius: 1, y: .nan).isDrawn)
        #expect(!GroupEffect.Shadow(color: .clear, radius: 1).isDrawn)
    }

    @Test("a blur is drawn when its radius is finite and positive")
    func blurIsDrawn() {
        #expect(GroupEffect.Blur(radius: 0.1).isDrawn)
        for radius in [0, -1, CGFloat.nan, .infinity] { #expect(!GroupEffect.Blur(radius: radius).isDrawn) }
        #expect(!GroupEffect().isDrawn)
        #expect(GroupEffect(shadow: GroupEffect.Shadow(radius: .nan), blur: GroupEffect.Blur(radius: 1)).isDrawn)
    }

    @Test("the default shadow colour is black at 33 %, SwiftUI's and Swift Charts'")
    func defaultColour() {
        #expect(GroupEffect.Shadow(radius: 1).color == Color(red: 0, green: 0, blue: 0, opacity: 0.33))
        #expect(GroupEffect.Shadow(radius: 1).kind == .drop)
    }

    @Test("a group carries its effect; groups with equal effects are equal and hash alike, by value")
    func groupCarriesEffect() {
        let effect = GroupEffect(shadow: GroupEffect.Shadow(radius: 4, x: 2, y: 2))
        let a = GroupNode(children: [], effect: effect)
        var b = GroupNode(children: [])
        #expect(b.effect == nil && a.effect == effect)
        #expect(a != b)
        b.effect = GroupEffect(shadow: GroupEffect.Shadow(radius: 4, x: 2, y: 2))
        #expect(a == b && a.hashValue == b.hashValue)
        b.effect?.shadow?.radius = 5
        #expect(a != b && b.effect?.shadow?.radius == 5 && a.effect?.shadow?.radius == 4)
        b.effect = nil
        #expect(b == GroupNode(children: []))
    }
}
