import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

/// A throwaway measurement, run on request: `OPENCHARTS_RASTER_SPEED=1 swift test -c release
/// -Xswiftc -enable-testing --filter RasterSpeedTests`. Prints the best of several runs
/// (wall clock: on a busy machine, take the lowest of a few invocations).
@Suite("Raster speed")
struct RasterSpeedTests {
    static func best(_ runs: Int, _ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        var best = Duration.seconds(1000)
        for _ in 0..<runs {
            let start = clock.now
            try body()
            best = min(best, clock.now - start)
        }
        return best
    }

    @Test("a 1e5-point random walk and an 800 × 600 bar chart rasterize quickly",
          .enabled(if: ProcessInfo.processInfo.environment["OPENCHARTS_RASTER_SPEED"] != nil))
    func speed() throws {
        let walk = ReferenceScenes.gaussianWalk(points: 100_000)
        let bars = ReferenceScenes.bars
        let rasterizer = SceneRasterizer()
        let walkTime = try RasterSpeedTests.best(10) { _ = try rasterizer.render(walk) }
        let barsTime = try RasterSpeedTests.best(20) { _ = try rasterizer.render(bars) }
        print("SPEED random walk 1e5 points (N(0, 1) steps), 1 px stroke, 800×600: \(walkTime)")
        print("SPEED bar chart 800×600: \(barsTime)")
    }
}
