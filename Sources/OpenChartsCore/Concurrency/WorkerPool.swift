import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Threads of our own for ``concurrentMap(_:_:)``, one per processor but the caller's.
///
/// A chart's PNG splits its work in two a few times (bands of a long stroke, halves of the
/// image to deflate), each part a few hundred microseconds. On this project's Linux
/// machines (virtual, halting idle processors), `DispatchQueue.concurrentPerform` starts
/// its second part 40–60 µs after the first: waking a processor that has gone idle takes
/// the hypervisor that long. A worker that is already running picks a part up within a
/// microsecond. So work that will split calls ``prepare()`` as it starts (a large raster
/// or PNG encode, a plot's columns scanned in parts): the workers wake while it does what
/// comes before the split, and poll for maps (yielding the processor to any other thread
/// that wants it) until ``pollWindow`` passes with none, then sleep again.
///
/// One map at a time runs here; a map asked for while one runs (from another thread, or
/// nested in a body) goes to `concurrentPerform` instead.
final class WorkerPool: @unchecked Sendable {
    /// The pool for this process: a worker per processor beyond the first, at most 7.
    static let shared = WorkerPool(workers: min(ProcessInfo.processInfo.activeProcessorCount, 8) - 1)

    /// How long an awake worker polls for a map before it sleeps: longer than the gaps
    /// between one render's maps, short enough to cost little after the last.
    static let pollWindow: UInt64 = 300_000  // ns

    /// One map: its body, how many indices there are, how many are taken and finished.
    /// A worker that looks after the map is over finds every index taken and leaves
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
    // Guarded by `lock`, as are every `Map`'s counters:
    /// The map running now, if any.
    private var current: Map?
    /// Workers waiting on `wake` (or about to): each signal wakes one.
    private var sleeping = 0
    /// When the awake workers stop polling, in `DispatchTime` nanoseconds.
    private var pollUntil: UInt64 = 0
    private let wake = DispatchSemaphore(value: 0)

    /// A pool of its own (``shared`` is the one maps use; tests make others). Its threads
    /// keep it: it lasts as long as the process.
    init(workers: Int) {
        self.workers = max(0, workers)
        sleeping = self.workers
        for k in 0..<self.workers {
            let thread = Thread { self.work() }
            thread.name = "OpenCharts worker \(k + 1)"
            thread.start()
        }
    }

    /// How many workers are asleep (or about to be) rather than polling or working.
    var sleepingWorkers: Int { lock.withLock { sleeping } }

    /// How many times a worker has woken.
    var wakeups: Int { lock.withLock { wakeCount } }
    private var wakeCount = 0

    /// Says maps are coming soon: sleeping workers wake now, and all poll for
    /// ``pollWindow`` from now.
    func prepare() {
        guard workers > 0 else { return }
        lock.lock()
        pollUntil = DispatchTime.now().uptimeNanoseconds &+ Self.pollWindow
        let asleep = sleeping
        sleeping = 0
        lock.unlock()
        for _ in 0..<asleep { wake.signal() }
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
            pollUntil = DispatchTime.now().uptimeNanoseconds &+ Self.pollWindow
            // Polling workers see the map themselves; sleeping ones are woken for it.
            let woken = min(count - 1, sleeping)
            sleeping -= woken
            lock.unlock()
            for _ in 0..<woken { wake.signal() }
            perform(map)
            lock.lock()
            let waits = map.finished < map.count
            map.callerWaits = waits
            lock.unlock()
            if waits { map.done.wait() }
            lock.lock()
            map.body = nil
            current = nil
            pollUntil = DispatchTime.now().uptimeNanoseconds &+ Self.pollWindow
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

    /// A worker's life: sleep until woken, then help with maps as they come until the
    /// poll window passes with none, then sleep again.
    private func work() {
        var woke = false
        wake.wait()
        while true {
            lock.lock()
            if !woke {
                wakeCount += 1
                woke = true
            }
            let map = current.flatMap { $0.next < $0.count ? $0 : nil }
            let idle = map == nil && DispatchTime.now().uptimeNanoseconds >= pollUntil
            if idle { sleeping += 1 }
            lock.unlock()
            if let map {
                perform(map)
            } else if idle {
                wake.wait()
                woke = false
            } else {
                // Let any other thread that wants this processor have it.
                sched_yield()
            }
        }
    }
}
