import Dispatch
import Foundation
import Testing
@testable import OpenChartsCore

@Suite("concurrentMap and its worker threads")
struct ConcurrentMapTests {
    @Test("results come back in index order, for any count, each index called once")
    func inOrder() {
        for count in [0, 1, 2, 3, 7, 64] {
            let calls = Counter()
            let result = concurrentMap(count) { k -> Int in
                calls.add(k)
                return k * k
            }
            #expect(result == (0..<count).map { $0 * $0 }, "count \(count)")
            #expect(calls.sorted == Array(0..<count), "count \(count)")
        }
    }

    @Test("the pool runs a map's two parts on two threads at once")
    func partsOverlap() {
        let pool = WorkerPool(workers: 1)
        // Each part waits (up to 10 s) for the other to have started: only true parallelism
        // lets both finish without the timeout. Repeated, so the worker is reused.
        for _ in 0..<50 {
            let started = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            let met = Counter()
            #expect(pool.run(2) { k in
                (k == 0 ? started.0 : started.1).signal()
                if (k == 0 ? started.1 : started.0).wait(timeout: .now() + 10) == .success { met.add(k) }
            })
            #expect(met.sorted == [0, 1])
        }
    }

    @Test("a map nested in a part, and maps from many threads at once, all complete with their own results")
    func nestedAndConcurrent() {
        let nested = concurrentMap(2) { outer in concurrentMap(3) { inner in outer * 10 + inner } }
        #expect(nested == [[0, 1, 2], [10, 11, 12]])
        let results = concurrentMap(8) { caller in
            (0..<200).map { round in concurrentMap(2) { k in caller * 1000 + round + k }.reduce(0, +) }
        }
        for caller in 0..<8 {
            #expect(results[caller] == (0..<200).map { 2 * (caller * 1000 + $0) + 1 }, "caller \(caller)")
        }
    }

    @Test("the pool refuses a map asked for while it runs one (which then goes to Dispatch)")
    func busyPoolRefuses() {
        let pool = WorkerPool(workers: 1)
        var refused: Bool?
        #expect(pool.run(2) { k in if k == 0 { refused = !pool.run(2) { _ in } } })
        #expect(refused == true)
        #expect(pool.run(2) { _ in })
    }
}

@Suite("The worker pool's waking and sleeping")
struct WorkerPoolTests {
    /// Waits (up to 10 s) until `condition` holds.
    private func eventually(_ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(10)
        while !condition() {
            if Date() > end { return false }
            Thread.sleep(forTimeInterval: 0.001)
        }
        return true
    }

    @Test("prepare wakes every worker, and after the poll window without a map they sleep again")
    func prepareThenSleep() {
        let pool = WorkerPool(workers: 2)
        #expect(pool.sleepingWorkers == 2)
        for round in 1...20 {
            pool.prepare()
            #expect(eventually { pool.wakeups == 2 * round }, "round \(round)")
            #expect(eventually { pool.sleepingWorkers == 2 }, "round \(round)")
        }
    }

    @Test("maps run on a pool whose workers are asleep, polling or just gone back to sleep")
    func mapsInEveryState() {
        let pool = WorkerPool(workers: 3)
        for round in 0..<200 {
            if round % 3 == 0 { pool.prepare() }
            if round % 5 == 0 { _ = eventually { pool.sleepingWorkers == 3 } }
            let seen = Counter()
            #expect(pool.run(7) { k in seen.add(k) })
            #expect(seen.sorted == Array(0..<7), "round \(round)")
        }
        #expect(eventually { pool.sleepingWorkers == 3 })
    }
}

/// Indices recorded from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func add(_ k: Int) { lock.withLock { values.append(k) } }
    var sorted: [Int] { lock.withLock { values.sorted() } }
}
