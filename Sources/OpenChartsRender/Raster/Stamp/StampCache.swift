import Foundation
import OpenChartsCore

/// Symbol stamps kept for the process, so that a scatter plot drawn again (every frame
/// of an animation, every render of a dashboard) rasterizes its symbol's phases once.
///
/// A stamp depends only on its key — the shape, the stroke, and the linear part of the
/// transform — so renders running at the same time get the same stamp whichever made
/// it. Bounded: when ``maximumCount`` stamps or ``maximumBytes`` of coverage are kept,
/// the cache starts over.
final class StampCache: @unchecked Sendable {
    /// The most stamps kept.
    static let maximumCount = 64
    /// The most coverage bytes kept.
    static let maximumBytes = 8 << 20

    static let shared = StampCache()

    struct Key: Hashable {
        let shape: Path
        let stroke: StrokeStyle?
        let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
    }

    /// Guards `stamps` and `bytes`: every access holds it, which makes `@unchecked Sendable` sound.
    private let lock = NSLock()
    private var stamps: [Key: SymbolStamp] = [:]
    private var bytes = 0

    /// How many stamps are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return stamps.count
    }

    /// The stamp of `node`'s symbol under `transform`, made and kept on first use; `nil`
    /// when it cannot be stamped (see ``SymbolStamp/init(_:transform:)``).
    func stamp(_ node: SymbolsNode, transform: CGAffineTransform) -> SymbolStamp? {
        let key = Key(shape: node.shape, stroke: node.stroke, a: transform.a, b: transform.b, c: transform.c,
                      d: transform.d)
        lock.lock()
        let kept = stamps[key]
        lock.unlock()
        if let kept { return kept }
        guard let made = SymbolStamp(node, transform: transform) else { return nil }
        lock.lock()
        if stamps.count >= StampCache.maximumCount || bytes + made.coverage.count > StampCache.maximumBytes {
            stamps.removeAll(keepingCapacity: true)
            bytes = 0
        }
        if stamps.updateValue(made, forKey: key) == nil { bytes += made.coverage.count }
        lock.unlock()
        return made
    }

    /// Empties the cache (for tests).
    func removeAll() {
        lock.lock()
        stamps.removeAll()
        bytes = 0
        lock.unlock()
    }
}
