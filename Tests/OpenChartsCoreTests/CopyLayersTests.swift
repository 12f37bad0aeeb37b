import Foundation
import OpenChartsCore
import Testing

/// Copies in order, put in layers so that each layer's copies of a kind are drawn together
/// and copies of different kinds that may touch keep their order.
@Suite("Copy layers")
struct CopyLayersTests {
    /// The groups as (kind, copies), copy `i` of `kinds[i]` at `(xs[i], 0)`, half-width 1.
    static func groups(_ xs: [CGFloat], _ kinds: [Int32], ordered: Bool = false) -> [[Int]]? {
        CopyLayers.groups(positions: xs.map { CGPoint(x: $0, y: 0) }, half: 1, kind: kinds, kinds: 2, ordered: ordered,
                          element: { $0 })?.map { [$0.kind] + $0.elements }
    }

    @Test("copies far apart are one group a kind; touching copies of another kind go a layer above")
    func layers() {
        #expect(Self.groups([0, 10, 20, 30], [0, 1, 0, 1]) == [[0, 0, 2], [1, 1, 3]])
        // b touches a, c touches b: three layers, in order.
        #expect(Self.groups([0, 1, 2.5], [0, 1, 0]) == [[0, 0], [1, 1], [0, 2]])
        // Not finite: left out; a missing or unknown kind reads as 0.
        #expect(Self.groups([0, .nan, 10, 20], [0, 1, 7]) == [[0, 0, 2, 3]])
    }

    @Test("copies of one kind may pass each other, unless ordered: then a copy joins the layer of one of its kind it touches")
    func ordered() {
        // e (x 4.5, kind 0) touches c (kind 0, layer 2) and nothing of kind 1.
        let xs: [CGFloat] = [0, 1, 2.5, 4.5], kinds: [Int32] = [0, 1, 0, 0]
        #expect(Self.groups(xs, kinds) == [[0, 0, 3], [1, 1], [0, 2]])
        #expect(Self.groups(xs, kinds, ordered: true) == [[0, 0], [1, 1], [0, 2, 3]])
    }

    @Test("no copies, a half-width that is not a positive number, or copies over millions of cells")
    func edges() {
        #expect(Self.groups([], []) == [])
        #expect(CopyLayers.groups(positions: [.zero], half: 0, kind: [0], kinds: 1, element: { $0 }) == nil)
        #expect(CopyLayers.groups(positions: [.zero], half: .nan, kind: [0], kinds: 1, element: { $0 }) == nil)
        let spread = [CGPoint(x: 0, y: 0), CGPoint(x: 1e5, y: 1e5)]
        #expect(CopyLayers.groups(positions: spread, half: 1, kind: [0, 1], kinds: 2, element: { $0 }) == nil)
    }
}
