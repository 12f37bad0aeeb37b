import Foundation

/// A value guarded by a lock, for the process-wide font caches.
///
/// `NSLock` rather than `Synchronization.Mutex` because the package still supports
/// macOS 13, where `Mutex` is unavailable. Every access goes through ``withLock(_:)``,
/// which is what makes the `@unchecked Sendable` sound.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
