import Dispatch

/// `body(k)` for each k in `0..<count`, on as many threads as there are processors when
/// `count` is more than one (``WorkerPool``); the results in order of k.
///
/// For work split into independent parts (halves of an image to deflate, ranges of a
/// column to scan): each call must read only what no other call writes.
package func concurrentMap<T>(_ count: Int, _ body: (Int) -> T) -> [T] {
    guard count > 1 else { return (0..<count).map(body) }
    let buffer = UnsafeMutableBufferPointer<T?>.allocate(capacity: count)
    buffer.initialize(repeating: nil)
    defer { buffer.deinitialize(); buffer.deallocate() }
    // Each iteration writes only its own slot.
    nonisolated(unsafe) let results = buffer
    withoutActuallyEscaping(body) { body in
        nonisolated(unsafe) let work = body
        let each: @Sendable (Int) -> Void = { k in results[k] = work(k) }
        // The process's worker threads when free (they start in microseconds), else Dispatch's.
        if !WorkerPool.shared.run(count, each) {
            DispatchQueue.concurrentPerform(iterations: count, execute: each)
        }
    }
    return results.compactMap { $0 }
}

/// Wakes the threads ``concurrentMap(_:_:)`` uses, so that they are running when maps come
/// in the next fraction of a millisecond (``WorkerPool/prepare()``): called where maps are
/// sure to follow (a large raster or PNG encode as it starts, a plot's columns split in parts).
package func prepareConcurrentMaps() {
    WorkerPool.shared.prepare()
}
