import Foundation

/// Memory a PNG encode works in — the straight-alpha rows and the filtered scanlines deflate reads — kept
/// for the next encode, so that encoding frame after frame does not map, fault in and
/// unmap megabytes each time (a fifth of a small chart's encode, measured).
///
/// One set is kept per process, while it holds at most ``keptBytes``; encodes running at
/// the same time each get their own.
final class PNGScratch: @unchecked Sendable {
    /// The filtered scanlines (or palette indices) deflate reads.
    private let filteredBuffer = ScratchBuffer<UInt8>(capacity: 1)
    /// The straight-alpha rows the filters read.
    private let rowsBuffer = ScratchBuffer<UInt8>(capacity: 1)

    /// The most memory a kept set may hold.
    static let keptBytes = 64 << 20

    private init() {}

    /// Room for `count` filtered bytes; contents are undefined.
    func filtered(count: Int) -> UnsafeMutablePointer<UInt8> {
        filteredBuffer.reserve(count)
        return filteredBuffer.base
    }

    /// Room for `count` bytes of rows; contents are undefined.
    func rows(count: Int) -> UnsafeMutablePointer<UInt8> {
        rowsBuffer.reserve(count)
        return rowsBuffer.base
    }

    /// Guards `kept`: every access to it holds the lock, which makes `nonisolated(unsafe)` sound.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: PNGScratch?

    /// The kept set, or a new one.
    static func take() -> PNGScratch {
        lock.lock()
        let scratch = kept
        kept = nil
        lock.unlock()
        return scratch ?? PNGScratch()
    }

    /// Keeps `scratch` for the next encode, unless it has grown too large.
    static func give(_ scratch: PNGScratch) {
        guard scratch.filteredBuffer.capacity + scratch.rowsBuffer.capacity <= keptBytes else { return }
        lock.lock()
        kept = scratch
        lock.unlock()
    }
}
