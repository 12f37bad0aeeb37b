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

    @Test("the pool runs a map's two parts on two threads at once when there are two processors")
    func partsOverlap() {
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        let pool = WorkerPool.shared
        // Each part waits (up to 10 s) for the other to have started: only true parallelism
        // lets both finish without the timeout. Repeated, so the workers are reused; other
        // tests' maps may hold the pool, so each map is asked for until the pool takes it.
        var runs = 0, attempts = 0
        while runs < 50 && attempts < 100_000 {
            attempts += 1
            let started = (DispatchSemaphore(value: 0), DispatchSemaphore(value: 0))
            let met = Counter()
            guard pool.run(2, { k in
                (k == 0 ? started.0 : started.1).signal()
                if (k == 0 ? started.1 : started.0).wait(timeout: .now() + 10) == .success { met.add(k) }
            }) else { continue }
            #expect(met.sorted == [0, 1])
            runs += 1
        }
        #expect(runs == 50)
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
        guard ProcessInfo.processInfo.activeProcessorCount > 1 else { return }
        let pool = WorkerPool.shared
        // Other tests' maps may hold the pool: ask until it takes ours.
        var refused: Bool?
        var attempts = 0
        while attempts < 10_000 && !pool.run(2, { k in if k == 0 { refused = !pool.run(2) { _ in } } }) {
            attempts += 1
        }
        #expect(attempts < 10_000)
        #expect(refused == true)
    }
}

/// Indices recorded from several threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [Int] = []

    func add(_ k: Int) { lock.withLock { values.append(k) } }
    var sorted: [Int] { lock.withLock { values.sorted() } }
}
