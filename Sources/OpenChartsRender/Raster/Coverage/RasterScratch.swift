import Foundation

/// The memory one render's fills reuse — the scan converter's rows and lists, the edge
/// storage — kept after the render for the next one of the same size, so that rendering
/// many frames does not allocate and fault in megabytes of edges each time.
///
/// One set is kept per process (the most recently returned), and only while it holds
/// less than ``keptBytes``; renders running at the same time each get their own.
final class RasterScratch: @unchecked Sendable {
    let width: Int
    let height: Int
    let converter: ScanConverter
    let edges: ScratchBuffer<Edge>
    let strokeBuffers = StrokeBuffers()
    /// The units of a stroke of many points, and the grids two threads draw them on (made
    /// on first use).
    let denseStroke = DenseStroke()
    private var sampleGrids: [SampleGrid] = []
    /// The rectangles of a run painted in one pass (``RectBatch``), and its difference grid,
    /// kept zeroed.
    var batchRects: [SIMD4<Float>] = []
    let batchGrid = ScratchBuffer<Int64>(capacity: 1, zero: 0)
    /// The last few colours' ``RectBatch/coverageWords(_:)``: rules or bars whose colours
    /// take turns paint run after short run in the same few colours.
    private var batchWords: [(color: PremultipliedColor, words: [UInt32])] = []

    /// `color`'s ``RectBatch/coverageWords(_:)``, made once while it is among the last eight.
    func coverageWords(_ color: PremultipliedColor) -> [UInt32] {
        if let known = batchWords.first(where: { $0.color == color }) { return known.words }
        let words = RectBatch.coverageWords(color)
        if batchWords.count == 8 { batchWords.removeFirst() }
        batchWords.append((color, words))
        return words
    }
    /// A second converter, for the other band of rows of a fill split over two threads;
    /// made on first use.
    private(set) var secondConverter: ScanConverter?

    var bandConverter: ScanConverter {
        if let secondConverter { return secondConverter }
        let made = ScanConverter(width: width, height: height)
        secondConverter = made
        return made
    }

    /// Grid `k` (0 or 1: one for each thread of a dense stroke).
    func sampleGrid(_ k: Int) -> SampleGrid {
        while sampleGrids.count <= k { sampleGrids.append(SampleGrid(width: width)) }
        return sampleGrids[k]
    }

    /// The most memory a kept set may hold.
    static let keptBytes = 64 << 20

    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
        converter = ScanConverter(width: width, height: height)
        edges = ScratchBuffer<Edge>(capacity: 256)
    }

    /// Guards `kept`: every access to it holds the lock, which makes `nonisolated(unsafe)` sound.
    private static let lock = NSLock()
    nonisolated(unsafe) private static var kept: RasterScratch?

    /// A set for a canvas of `width` × `height`: the kept one when its size matches, else a new one.
    static func take(width: Int, height: Int) -> RasterScratch {
        lock.lock()
        var reused: RasterScratch?
        if let scratch = kept, scratch.width == width, scratch.height == height {
            reused = scratch
            kept = nil
        }
        lock.unlock()
        return reused ?? RasterScratch(width: width, height: height)
    }

    /// Keeps `scratch` for the next render, unless it has grown too large.
    static func give(_ scratch: RasterScratch) {
        guard scratch.edges.capacity * MemoryLayout<Edge>.stride + scratch.converter.retainedBytes
            + (scratch.secondConverter?.retainedBytes ?? 0) + scratch.strokeBuffers.retainedBytes
            + scratch.denseStroke.retainedBytes + scratch.sampleGrids.reduce(0, { $0 + $1.retainedBytes })
            + scratch.batchRects.capacity * MemoryLayout<SIMD4<Float>>.stride
            + scratch.batchGrid.capacity * MemoryLayout<Int64>.stride <= keptBytes
        else { return }
        lock.lock()
        kept = scratch
        lock.unlock()
    }
}
