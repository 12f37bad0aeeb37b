import Foundation

/// Rasterized masks kept for the process (glyph masks, symbol stamps), shared by every
/// render and thread, bounded in entries and in bytes: when either limit would be passed,
/// the cache starts over empty.
///
/// A value must depend only on its key, so that renders running at the same time get the
/// same bytes whichever of them made it. Values are made outside the lock (two threads may
/// both make one; either is kept).
final class BoundedCache<Key: Hashable, Value>: @unchecked Sendable {
    let maximumCount: Int
    let maximumBytes: Int
    /// The bytes a value holds, counted against ``maximumBytes``.
    private let cost: (Value) -> Int

    /// Guards `entries` and `bytes`: every access holds it, which makes `@unchecked Sendable` sound.
    private let lock = NSLock()
    private var entries: [Key: Value] = [:]
    private var bytes = 0

    init(maximumCount: Int, maximumBytes: Int, cost: @escaping (Value) -> Int) {
        self.maximumCount = maximumCount
        self.maximumBytes = maximumBytes
        self.cost = cost
    }

    /// How many values are kept.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// The value kept for `key`, or the one `make` gives (then kept); nil when `make` gives none.
    func value(for key: Key, make: () -> Value?) -> Value? {
        lock.lock()
        let kept = entries[key]
        lock.unlock()
        if let kept { return kept }
        guard let made = make() else { return nil }
        let size = cost(made)
        lock.lock()
        if entries.count >= maximumCount || bytes + size > maximumBytes {
            entries.removeAll(keepingCapacity: true)
            bytes = 0
        }
        if entries.updateValue(made, forKey: key) == nil { bytes += size }
        lock.unlock()
        return made
    }

    /// Empties the cache (for tests).
    func removeAll() {
        lock.lock()
        entries.removeAll()
        bytes = 0
        lock.unlock()
    }
}
