import Foundation

/// Errors found while a view is drawn, by content whose drawing cannot throw (a chart
/// inside a stack lays itself out while the stack draws). Such content reports the error
/// here and draws what it can; ``View/makeScene(proposal:)`` then throws the first one, so
/// a picture that leaves something out is never returned as if it were whole.
package final class DrawingProblems: @unchecked Sendable {
    /// The collector installed while a view is drawn; drawing without one reports nothing.
    @TaskLocal package static var current: DrawingProblems?

    private let lock = NSLock()
    private var errors: [any Error] = []

    package init() {}

    /// Reports `error` to the collector installed for this drawing, if any.
    package static func report(_ error: any Error) {
        guard let collector = current else { return }
        collector.lock.lock()
        collector.errors.append(error)
        collector.lock.unlock()
    }

    /// The first error reported, if any.
    package var first: (any Error)? {
        lock.lock()
        defer { lock.unlock() }
        return errors.first
    }
}
