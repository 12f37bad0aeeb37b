import Foundation

/// The paint of each of a node's items (a symbol's copies, rectangles), as an index into a
/// few paints: how a node whose items vary in paint keeps their order (a plot coloured by a
/// category whose rows interleave).
public struct PaintIndices: Hashable, Sendable {
    public var paints: [Paint]
    /// One per item; a missing index, or one outside `paints`, reads as the first.
    public var indices: [Int32]

    public init(paints: [Paint], indices: [Int32]) {
        self.paints = paints
        self.indices = indices
    }

    /// What a node of `count` items whose paints vary keeps: the paint they all share and no
    /// indices where they name one paint (or there is only one), else the first paint and the
    /// indices. An item without an index, or with one outside `paints`, paints with the first.
    public static func resolving(_ paints: [Paint], indices: [Int32], count: Int) -> (paint: Paint, varied: PaintIndices?) {
        guard let first = paints.first else { return (.color(.black), nil) }
        let varied = PaintIndices(paints: paints, indices: indices)
        guard paints.count > 1, !varied.isUniform(count: count) else { return (paints[varied.paintIndex(of: 0)], nil) }
        return (first, varied)
    }

    /// Which of ``paints`` item `i` paints with: 0 when it has no valid index.
    @inline(__always)
    public func paintIndex(of i: Int) -> Int {
        guard i >= 0, i < indices.count else { return 0 }
        let index = Int(indices[i])
        return index >= 0 && index < paints.count ? index : 0
    }

    /// Whether all of `count` items paint with one paint (then a node needs no indices).
    public func isUniform(count: Int) -> Bool {
        let first = paintIndex(of: 0)
        return !(0..<count).contains { paintIndex(of: $0) != first }
    }

    /// The runs of consecutive items of `count` in one paint, in order, each with its
    /// paint's index.
    /// - Complexity: O(count).
    public func runs(count: Int) -> [(items: Range<Int>, paint: Int)] {
        var runs: [(items: Range<Int>, paint: Int)] = []
        var start = 0
        while start < count {
            let index = paintIndex(of: start)
            var end = start + 1
            while end < count && paintIndex(of: end) == index { end += 1 }
            runs.append((start..<end, index))
            start = end
        }
        return runs
    }
}
