import Foundation

/// A value guarded by a lock, for the process-wide font caches.
///
/// `NSLock` rather than `Synchronization.Mutex` because the package still supports
/// macOS 13, where `Mutex` is unavailable. Every access goes through ``withLock(_:)``,
/// which is what makes the `@unchecked Sendable` sound.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    /// Unchecked: the lock already makes every access exclusive, and the runtime's check
    /// costs as much as the lock (some 80 instructions an access; the caches are read for
    /// every label of every render).
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}

extension Locked {
    /// The value a cache holds for `key`, or the one `make` gives, then kept. A cache of
    /// `limit` entries starts over empty rather than grow without bound. `make` runs
    /// outside the lock: two threads may both make a value, and either is kept.
    func value<Key: Hashable, Element>(for key: Key, limit: Int, make: () -> Element) -> Element
    where Value == [Key: Element] {
        if let known = withLock({ $0[key] }) { return known }
        let made = make()
        withLock { cache in
            if cache.count >= limit { cache.removeAll(keepingCapacity: true) }
            cache[key] = made
        }
        return made
    }
}
