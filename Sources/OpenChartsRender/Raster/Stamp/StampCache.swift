import Foundation
import OpenChartsCore

/// Symbol stamps kept for the process, so that a scatter plot drawn again (every frame
/// of an animation, every render of a dashboard) rasterizes its symbol's phases once.
///
/// A stamp depends only on its key — the shape, the stroke, and the linear part of the
/// transform — so renders running at the same time get the same stamp whichever made
/// it. Bounded: when ``maximumCount`` stamps or ``maximumBytes`` of coverage are kept,
/// the cache starts over.
final class StampCache: Sendable {
    /// The most stamps kept.
    static let maximumCount = 64
    /// The most coverage bytes kept.
    static let maximumBytes = 8 << 20

    static let shared = StampCache()

    struct Key: Hashable {
        let shape: Path
        let stroke: StrokeStyle?
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat

        /// What `node`'s stamp under `transform` depends on.
        init(_ node: SymbolsNode, transform: CGAffineTransform) {
            shape = node.shape
            stroke = node.stroke
            (a, b, c, d) = (transform.a, transform.b, transform.c, transform.d)
        }

        /// Whether this is the key of `node` under `transform`, without making that key.
        func matches(_ node: borrowing SymbolsNode, transform: CGAffineTransform) -> Bool {
            a == transform.a && b == transform.b && c == transform.c && d == transform.d && stroke == node.stroke
                && shape == node.shape
        }
    }

    private let stamps = BoundedCache<Key, SymbolStamp>(maximumCount: maximumCount, maximumBytes: maximumBytes,
                                                        cost: { $0.coverage.count })

    /// How many stamps are kept.
    var count: Int { stamps.count }

    /// The stamp of `node`'s symbol under `transform`, made and kept on first use; `nil`
    /// when it cannot be stamped (see ``SymbolStamp/init(_:transform:)``).
    func stamp(_ node: SymbolsNode, transform: CGAffineTransform) -> SymbolStamp? {
        stamps.value(for: Key(node, transform: transform)) { SymbolStamp(node, transform: transform) }
    }

    /// Empties the cache (for tests).
    func removeAll() { stamps.removeAll() }
}
