import Dispatch
import Foundation

/// Threads of our own for ``concurrentMap(_:_:)``, one per processor but the caller's.
///
/// On Linux, `DispatchQueue.concurrentPerform` starts its second iteration some 30 µs after
/// the first (measured here: median 30 µs, at best 18), while a thread waiting on a semaphore
/// is running again 3 µs after the signal. A chart's PNG splits its work in two a few
/// times (bands of a long stroke, halves of the image to deflate), each part a few hundred
/// microseconds: the 30 µs were up to a tenth of each.
///
/// One map at a time runs here; a map asked for while one runs (from another thread, or
/// nested in a body) goes to `concurrentPerform` instead. Workers sleep on a semaphore
/// when idle, so the pool costs no processor time between maps.
final class WorkerPool: @unchecked Sendable {
    /// The pool for this process: a worker per processor beyond the first, at most 7.
    static let shared = WorkerPool(workers: min(ProcessInfo.processInfo.activeProcessorCount, 8) - 1)

    /// One map: its body, how many indices there are, how many are taken and finished.
    /// A worker that wakes after the map is over finds every index taken and leaves
    /// without calling the body, which by then may no longer exist.
    private final class Map {
        var body: ((Int) -> Void)?
        let count: Int
        var next = 0
        var finished = 0
        var callerWaits = false
        let done = DispatchSemaphore(value: 0)

        init(count: Int, body: @escaping (Int) -> Void) {
            self.count = count
            self.body = body
        }
    }

    private let workers: Int
    private let lock = NSLock()
    /// The map running now, if any; guarded by `lock`, as are every `Map`'s counters.
    private var current: Map?
    private let wake = DispatchSemaphore(value: 0)

    private init(workers: Int) {
        self.workers = max(0, workers)
        for k in 0..<self.workers {
            let thread = Thread { [unowned self] in self.work() }
            thread.name = "OpenCharts worker \(k + 1)"
            thread.start()
        }
    }

    /// Calls `body(k)` for each k in `0..<count`, on the caller's thread and the workers,
    /// and returns when every call has returned. Returns false, calling nothing, when the
    /// pool has no workers or is running another map.
    func run(_ count: Int, _ body: (Int) -> Void) -> Bool {
        guard workers > 0, count > 1 else { return false }
        return withoutActuallyEscaping(body) { body in
            let map = Map(count: count, body: body)
            lock.lock()
            guard current == nil else {
                lock.unlock()
                return false
            }
            current = map
            lock.unlock()
            for _ in 0..<min(count - 1, workers) { wake.signal() }
            perform(map)
            lock.lock()
            let waits = map.finished < map.count
            map.callerWaits = waits
            lock.unlock()
            if waits { map.done.wait() }
            lock.lock()
            map.body = nil
            current = nil
            lock.unlock()
            return true
        }
    }

    /// Takes indices of `map` and calls its body with them until none is left.
    private func perform(_ map: Map) {
        while true {
            lock.lock()
            guard map.next < map.count else {
                lock.unlock()
                return
            }
            let k = map.next
            map.next += 1
            lock.unlock()
            // Called through the map, not a copy: a copy released after the count below
            // would outlive the caller's `withoutActuallyEscaping` (a trap).
            call(map, k)
            lock.lock()
            map.finished += 1
            let last = map.finished == map.count && map.callerWaits
            lock.unlock()
            if last { map.done.signal() }
        }
    }

    /// `map.body(k)`: while index k is taken and unfinished, the caller keeps the body.
    @inline(never)
    private func call(_ map: Map, _ k: Int) {
        map.body?(k)
    }

    /// A worker's life: wait for a signal, help with the map running then, if any.
    private func work() {
        while true {
            wake.wait()
            lock.lock()
            let map = current
            lock.unlock()
            if let map { perform(map) }
        }
    }
}
