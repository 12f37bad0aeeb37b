import Foundation

/// PNG scanline filters (PNG specification §9): each row is stored as the difference from a
/// prediction made from its left, upper and upper-left neighbours, which turns flat areas and
/// repeated rows into runs of zeros for deflate.
enum PNGFilter: UInt8, CaseIterable {
    case none = 0, sub, up, average, paeth

    /// Filters `row` (`count` bytes) against `above` into `output`: its filter type byte, then
    /// the filtered bytes. The filter is the one whose output has the smallest sum of absolute
    /// values as signed bytes (libpng's heuristic), except that a busy row (a quarter or more
    /// of it unlike the row above) is left unfiltered where that has the lower byte entropy
    /// (``noneLooksSmaller(row:filtered:count:)``); or `previous` when given. For the first
    /// row, `above` is zeros. Returns the filter used, or nil for a row equal to the row above
    /// (written as zeros under `up`, or `none` for a row of zeros, whatever `previous` is), and
    /// whether a busy row was left unfiltered.
    /// - Complexity: O(n) for n bytes.
    @discardableResult
    static func filterRow(
        _ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
        into output: UnsafeMutablePointer<UInt8>, reusing previous: PNGFilter? = nil
    ) -> (filter: PNGFilter?, busyUnfiltered: Bool) {
        // Most rows of a chart repeat the row above (background, bars, vertical rules):
        // `up` turns them into zeros, and is the filter `best` would pick — its sum is 0,
        // while `none` and `sub` sum to 0 only for a row of zeros, where `none` wins the tie.
        // Either way the filtered row is all zeros.
        if count > 0, memcmp(row, above, count) == 0 {
            repeatedRow(isZero: nonzeroSpan(row, row, count: count).first == count, count: count, into: output)
            return (nil, false)
        }
        if let previous {
            output.pointee = previous.rawValue
            apply(previous, row: row, above: above, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
            return (previous, false)
        }
        let (lowestSum, busy) = choose(row: row, above: above, count: count, bytesPerPixel: bytesPerPixel)
        apply(lowestSum, row: row, above: above, count: count, bytesPerPixel: bytesPerPixel, into: output + 1)
        if busy, lowestSum != .none, noneLooksSmaller(row: row, filtered: output + 1, count: count) {
            output.pointee = PNGFilter.none.rawValue
            (output + 1).update(from: row, count: count)
            return (PNGFilter.none, true)
        }
        output.pointee = lowestSum.rawValue
        return (lowestSum, false)
    }

    /// Writes the filtered form of a row equal to the row above (`count` bytes): all zeros,
    /// under `none` when the row itself is zeros, else under `up`.
    @inline(__always)
    static func repeatedRow(isZero: Bool, count: Int, into output: UnsafeMutablePointer<UInt8>) {
        output.pointee = (isZero ? PNGFilter.none : PNGFilter.up).rawValue
        (output + 1).update(repeating: 0, count: count)
    }

    /// The filter whose output for `row` has the smallest sum of absolute signed bytes; the
    /// lowest-numbered on a tie.
    ///
    /// Sixteen bytes at a time in vector lanes, and only where the row changes from the one
    /// above: trying five filters on every byte would cost more than compressing the image.
    static func best(row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int) -> PNGFilter {
        choose(row: row, above: above, count: count, bytesPerPixel: bpp).filter
    }

    /// ``best(row:above:count:bytesPerPixel:)``, and whether the row is busy: at least a quarter
    /// of its bytes lie in sixteen-byte chunks unlike the row above.
    private static func choose(
        row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int
    ) -> (filter: PNGFilter, busy: Bool) {
        // Where sixteen bytes and the pixel before them equal the row above, `up` and `paeth`
        // leave zeros (with a = c and x = b, Paeth predicts b). So the changed chunks are summed
        // first, which makes `up` and `paeth` exact and the others lower bounds; when `up` or
        // `paeth` beats every lower bound it is the filter the full sums pick. Otherwise the
        // repeated chunks add what they cost the other three. Chart rows are mostly the row
        // above with a few changed pixels, so this sums a small part of the row.
        let changed = changedSums(row: row, above: above, count: count, bytesPerPixel: bpp)
        let busy = changed.changedChunks * 16 * 4 >= count
        guard changed.skipped else { return (lowest(changed.sums), busy) }
        let exact = min(changed.sums.2, changed.sums.4)
        if exact < min(changed.sums.0, changed.sums.1, changed.sums.3) {
            return (changed.sums.2 <= changed.sums.4 ? .up : .paeth, busy)
        }
        let full = repeatedSums(row: row, above: above, count: count, bytesPerPixel: bpp, span: changed.span,
                                adding: changed.sums, bound: exact)
        return (lowest((full.none, full.sub, changed.sums.2, full.average, changed.sums.4)), busy)
    }

    /// `none`, `sub` and `average`'s sums over the whole row: `changed` (their sums over the
    /// changed chunks) plus their cost in the repeated chunks; `span` is ``nonzeroSpan(_:_:count:)``
    /// of the row and the row above. A filter whose sum passes
    /// `bound` (what `up` or `paeth` costs) cannot be chosen and is no longer summed; its sum
    /// is then reported as `Int.max`. In a flat fill `sub` costs nothing and `none` and
    /// `average` pass the bound within a few chunks.
    private static func repeatedSums(
        row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        span: (first: Int, last: Int), adding changed: (Int, Int, Int, Int, Int), bound: Int
    ) -> (none: Int, sub: Int, average: Int) {
        var sums = (changed.0, changed.1, changed.3)
        var alive = (sums.0 <= bound, sums.1 <= bound, sums.2 <= bound)
        // The same chunks as `changedSums` walks, so that the two parts add up to the row.
        let (first, last) = span
        let end = min(count, last + 1 + bpp)
        var x = max(min(bpp, end), first)
        while x + 16 <= end && (alive.0 || alive.1 || alive.2) {
            var lanes = (Lane(repeating: 0), Lane(repeating: 0), Lane(repeating: 0))
            var chunk = 0
            while chunk < 16 && x + 16 <= end {
                if x >= 8 && repeatsAbove(row, above, x) && !isZero(row, x) {
                    let valueBytes = Vector.bytes(row + x)
                    if alive.0 { lanes.0 &+= Vector.cost(bytes: valueBytes) }
                    if alive.1 { lanes.1 &+= Vector.cost(bytes: valueBytes &- Vector.bytes(row + x - bpp)) }
                    if alive.2 {
                        let value = Vector.load(row + x), a = Vector.load(row + x - bpp)
                        lanes.2 &+= Vector.cost(Vector.sub(value, Vector.average(a, value)))
                    }
                }
                x += 16
                chunk += 1
            }
            sums.0 += Vector.total(lanes.0)
            sums.1 += Vector.total(lanes.1)
            sums.2 += Vector.total(lanes.2)
            alive = (alive.0 && sums.0 <= bound, alive.1 && sums.1 <= bound, alive.2 && sums.2 <= bound)
        }
        return (alive.0 ? sums.0 : .max, alive.1 ? sums.1 : .max, alive.2 ? sums.2 : .max)
    }

    /// Bytes x − 8 ..< x + 16 (which hold the pixel left of x, as bpp ≤ 8) equal the row above's.
    @inline(__always)
    private static func repeatsAbove(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ x: Int) -> Bool {
        let r = UnsafeRawPointer(row), a = UnsafeRawPointer(above)
        return (r.loadUnaligned(fromByteOffset: x - 8, as: UInt64.self) ^ a.loadUnaligned(fromByteOffset: x - 8, as: UInt64.self))
            | (r.loadUnaligned(fromByteOffset: x, as: UInt64.self) ^ a.loadUnaligned(fromByteOffset: x, as: UInt64.self))
            | (r.loadUnaligned(fromByteOffset: x + 8, as: UInt64.self) ^ a.loadUnaligned(fromByteOffset: x + 8, as: UInt64.self)) == 0
    }

    /// Bytes x − 8 ..< x + 32 equal the row above's: the chunks at x and x + 16 both repeat it.
    @inline(__always)
    private static func repeatsAbove(twoChunks row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ x: Int) -> Bool {
        let r = UnsafeRawPointer(row), a = UnsafeRawPointer(above)
        @inline(__always) func difference(_ offset: Int) -> UInt64 {
            r.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        }
        return difference(x - 8) | difference(x) | difference(x + 8) | difference(x + 16) | difference(x + 24) == 0
    }

    /// Bytes x ..< x + 64 equal the row above's: four vector loads a side, the differences
    /// ORed and tested once.
    @inline(__always)
    private static func repeatsAbove(fourChunks row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, _ x: Int) -> Bool {
        let r = UnsafeRawPointer(row), a = UnsafeRawPointer(above)
        @inline(__always) func difference(_ offset: Int) -> SIMD16<UInt8> {
            r.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self) ^ a.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self)
        }
        let words = unsafeBitCast(difference(x) | difference(x + 16) | difference(x + 32) | difference(x + 48), to: SIMD2<UInt64>.self)
        return words[0] | words[1] == 0
    }

    /// Bytes x − 8 ..< x + 16 of `row` are zero.
    @inline(__always)
    private static func isZero(_ row: UnsafePointer<UInt8>, _ x: Int) -> Bool {
        let r = UnsafeRawPointer(row)
        return r.loadUnaligned(fromByteOffset: x - 8, as: UInt64.self) | r.loadUnaligned(fromByteOffset: x, as: UInt64.self)
            | r.loadUnaligned(fromByteOffset: x + 8, as: UInt64.self) == 0
    }

    /// The filter with the smallest of `sums` (none, sub, up, average, paeth); the lowest-numbered on a tie.
    @inline(__always)
    private static func lowest(_ sums: (Int, Int, Int, Int, Int)) -> PNGFilter {
        let all = [sums.0, sums.1, sums.2, sums.3, sums.4]
        var best = 0
        for k in 1..<5 where all[k] < all[best] { best = k }
        return PNGFilter(rawValue: UInt8(best)) ?? .none
    }

    /// Each filter's sum of absolute signed residuals over `row`, leaving out the sixteen-byte
    /// chunks that repeat the row above; `skipped` says whether any was left out, and
    /// `changedChunks` how many were summed; `span` is ``nonzeroSpan(_:_:count:)`` of the row
    /// and the row above.
    private static func changedSums(
        row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int
    ) -> (sums: (Int, Int, Int, Int, Int), skipped: Bool, changedChunks: Int, span: (first: Int, last: Int)) {
        @inline(__always) func cost(_ v: UInt8) -> Int { v < 128 ? Int(v) : 256 - Int(v) }
        var sums = (0, 0, 0, 0, 0)
        var skipped = false
        var changedChunks = 0
        // Where this row and the one above are both zero (a transparent background), a byte
        // and its left neighbour are zero and every filter's residual is 0: only the span
        // from the first nonzero byte to a pixel past the last one adds to the sums.
        let (first, last) = nonzeroSpan(row, above, count: count)
        guard first < count else { return (sums, false, 0, (first, last)) }
        let end = min(count, last + 1 + bpp)
        let lead = min(bpp, end)
        for x in min(first, lead)..<lead {
            let value = row[x], b = above[x]
            sums.0 += cost(value)
            sums.1 += cost(value)
            sums.2 += cost(value &- b)
            sums.3 += cost(value &- b >> 1)
            sums.4 += cost(value &- b)  // Paeth with a = c = 0 predicts b
        }
        var x = max(lead, first)
        // Each lane adds at most 2 × 128 per chunk (two bytes), 16 chunks before being summed.
        while x + 16 <= end {
            var lanes = (Lane(repeating: 0), Lane(repeating: 0), Lane(repeating: 0), Lane(repeating: 0), Lane(repeating: 0))
            var chunk = 0
            while chunk < 16 && x + 16 <= end {
                if x >= 8 && repeatsAbove(row, above, x) {
                    skipped = true
                    x += 16
                    chunk += 1
                    // Chart rows repeat the row above for long stretches: pass them two chunks at
                    // a time and, from the second pair on, four (the bytes before x are known to
                    // repeat by then); in a noisy row a repeated chunk is seldom followed by more.
                    if x + 32 <= end && repeatsAbove(twoChunks: row, above, x) {
                        x += 32
                        while x + 64 <= end && repeatsAbove(fourChunks: row, above, x) { x += 64 }
                        while x + 32 <= end && repeatsAbove(twoChunks: row, above, x) { x += 32 }
                    }
                    continue
                }
                // None, sub and up are plain byte differences, summed straight from byte lanes.
                changedChunks += 1
                let valueBytes = Vector.bytes(row + x)
                lanes.0 &+= Vector.cost(bytes: valueBytes)
                lanes.1 &+= Vector.cost(bytes: valueBytes &- Vector.bytes(row + x - bpp))
                lanes.2 &+= Vector.cost(bytes: valueBytes &- Vector.bytes(above + x))
                let value = Vector.load(row + x)
                let a = Vector.load(row + x - bpp), b = Vector.load(above + x), c = Vector.load(above + x - bpp)
                lanes.3 &+= Vector.cost(Vector.sub(value, Vector.average(a, b)))
                lanes.4 &+= Vector.cost(Vector.sub(value, Vector.paeth(a, b, c)))
                x += 16
                chunk += 1
            }
            sums.0 += Vector.total(lanes.0)
            sums.1 += Vector.total(lanes.1)
            sums.2 += Vector.total(lanes.2)
            sums.3 += Vector.total(lanes.3)
            sums.4 += Vector.total(lanes.4)
        }
        // The last bytes (fewer than sixteen) as the sixteen ending at `end`, those before `x`
        // masked to zero residuals, which cost nothing.
        if x < end && end - 16 >= lead {
            let i = end - 16
            let mask = Vector.lastBytes(end - x)
            let valueBytes = Vector.bytes(row + i)
            let value = Vector.load(row + i)
            let a = Vector.load(row + i - bpp), b = Vector.load(above + i), c = Vector.load(above + i - bpp)
            sums.0 += Vector.total(Vector.cost(bytes: valueBytes & mask))
            sums.1 += Vector.total(Vector.cost(bytes: (valueBytes &- Vector.bytes(row + i - bpp)) & mask))
            sums.2 += Vector.total(Vector.cost(bytes: (valueBytes &- Vector.bytes(above + i)) & mask))
            sums.3 += Vector.total(Vector.cost(bytes: Vector.sub(value, Vector.average(a, b)).bytes & mask))
            sums.4 += Vector.total(Vector.cost(bytes: Vector.sub(value, Vector.paeth(a, b, c)).bytes & mask))
            x = end
        }
        while x < end {
            let value = row[x], a = row[x - bpp], b = above[x], c = above[x - bpp]
            sums.0 += cost(value)
            sums.1 += cost(value &- a)
            sums.2 += cost(value &- b)
            sums.3 += cost(value &- UInt8((UInt16(a) + UInt16(b)) >> 1))
            sums.4 += cost(value &- paeth(a, b, c))
            x += 1
        }
        return (sums, skipped, changedChunks, (first, last))
    }

    /// The first and last index where `row` or `above` is nonzero; (`count`, −1) when none is.
    @inline(__always)
    static func nonzeroSpan(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int) -> (first: Int, last: Int) {
        let r = UnsafeRawPointer(row), a = UnsafeRawPointer(above)
        @inline(__always) func word(_ i: Int) -> UInt64 {
            r.loadUnaligned(fromByteOffset: i, as: UInt64.self) | a.loadUnaligned(fromByteOffset: i, as: UInt64.self)
        }
        var first = 0
        while first + 8 <= count && word(first) == 0 { first += 8 }
        while first < count && row[first] | above[first] == 0 { first += 1 }
        guard first < count else { return (count, -1) }
        var end = count
        while end - 8 >= first && word(end - 8) == 0 { end -= 8 }
        while end > first && row[end - 1] | above[end - 1] == 0 { end -= 1 }
        return (first, end - 1)
    }

    private typealias Lane = SIMD8<Int16>

    /// The filters on sixteen bytes at once, as two vectors of eight 16-bit lanes: each lane's
    /// low bytes and its high bytes, every value 0...255. Filters work byte by byte, so any
    /// split does, and this one (a mask and a shift) leaves room for Paeth's 9-bit
    /// intermediates without the standard library's SIMD widening conversions, which compile
    /// to calls here (measured: a tenth of the encode).
    private struct Vector {
        var low: Lane
        var high: Lane

        @inline(__always) static func load(_ p: UnsafePointer<UInt8>) -> Vector {
            let words = UnsafeRawPointer(p).loadUnaligned(as: Lane.self)
            return Vector(low: words & 0xFF, high: (words &>> 8) & 0xFF)
        }

        @inline(__always) func store(to p: UnsafeMutablePointer<UInt8>) {
            UnsafeMutableRawPointer(p).storeBytes(of: low | high &<< 8, as: Lane.self)
        }

        @inline(__always) static func lanewise(_ x: Vector, _ y: Vector, _ f: (Lane, Lane) -> Lane) -> Vector {
            Vector(low: f(x.low, y.low), high: f(x.high, y.high))
        }

        /// x − y modulo 256.
        @inline(__always) static func sub(_ x: Vector, _ y: Vector) -> Vector {
            lanewise(x, y) { ($0 &- $1) & 0xFF }
        }

        /// ⌊(a + b) / 2⌋.
        @inline(__always) static func average(_ a: Vector, _ b: Vector) -> Vector {
            lanewise(a, b) { ($0 &+ $1) &>> 1 }
        }

        /// The sixteen bytes in memory order.
        @inline(__always) var bytes: SIMD16<UInt8> {
            unsafeBitCast(low | high &<< 8, to: SIMD16<UInt8>.self)
        }

        /// |v| with each byte v read as a signed byte, per lane the sum of its two bytes' costs.
        @inline(__always) static func cost(_ v: Vector) -> Lane {
            cost(bytes: v.bytes)
        }

        /// Sixteen bytes, the last `count` (1...15) all ones and the others zero.
        @inline(__always) static func lastBytes(_ count: Int) -> SIMD16<UInt8> {
            let shift = UInt64(8 * (16 - count))  // 8...120: where the ones start, in bits
            let ones = UInt64.max
            let low = shift >= 64 ? 0 : ones &<< shift
            let high = shift >= 64 ? ones &<< (shift &- 64) : ones
            return unsafeBitCast(SIMD2<UInt64>(UInt64(littleEndian: low), UInt64(littleEndian: high)), to: SIMD16<UInt8>.self)
        }

        /// Sixteen bytes as they are in memory.
        @inline(__always) static func bytes(_ p: UnsafePointer<UInt8>) -> SIMD16<UInt8> {
            UnsafeRawPointer(p).loadUnaligned(as: SIMD16<UInt8>.self)
        }

        /// ``cost(_:)`` of sixteen bytes in memory order: |b| of each as a signed byte, in byte
        /// lanes (−128 gives 0x80, read back as 128), then each 16-bit lane's two bytes added.
        @inline(__always) static func cost(bytes: SIMD16<UInt8>) -> Lane {
            let signed = unsafeBitCast(bytes, to: SIMD16<Int8>.self)
            let sign = signed &>> 7
            let magnitudes = unsafeBitCast((signed ^ sign) &- sign, to: Lane.self)
            return (magnitudes & 0xFF) &+ ((magnitudes &>> 8) & 0xFF)
        }

        /// The sum of the lanes.
        @inline(__always) static func total(_ lanes: Lane) -> Int {
            var sum = 0
            for i in 0..<Lane.scalarCount { sum += Int(lanes[i]) }
            return sum
        }

        // Selections are done with sign masks and bitwise operations, which compile to vector
        // instructions; SIMD's `replacing(with:where:)` and `pointwiseMin` do not, here.
        @inline(__always) static func absolute(_ v: Lane) -> Lane {
            let sign = v &>> 15
            return (v ^ sign) &- sign
        }

        /// All ones in lanes where `x <= y`, else zero (inputs are small, so no overflow).
        @inline(__always) static func lessOrEqual(_ x: Lane, _ y: Lane) -> Lane {
            ~((y &- x) &>> 15)
        }

        @inline(__always) static func paeth(_ a: Vector, _ b: Vector, _ c: Vector) -> Vector {
            @inline(__always) func predict(_ a: Lane, _ b: Lane, _ c: Lane) -> Lane {
                let towardA = b &- c, towardB = a &- c
                let pa = absolute(towardA), pb = absolute(towardB), pc = absolute(towardA &+ towardB)
                let takeB = lessOrEqual(pb, pc)
                let takeA = lessOrEqual(pa, pb) & lessOrEqual(pa, pc)
                let bOrC = (b & takeB) | (c & ~takeB)
                return (a & takeA) | (bOrC & ~takeA)
            }
            return Vector(low: predict(a.low, b.low, c.low), high: predict(a.high, b.high, c.high))
        }
    }

    /// Writes `row` filtered with `filter` into `output` (`count` bytes, no type byte); with
    /// `start` (0, or at least `bpp`), only bytes `start ..< count`, the ones before being in
    /// place (filtered with `filter`: the last sixteen bytes may be written again).
    static func apply(
        _ filter: PNGFilter, row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int, bytesPerPixel bpp: Int,
        into output: UnsafeMutablePointer<UInt8>, from start: Int = 0
    ) {
        let lead = min(bpp, count)
        if start > 0 {
            if filter == .none { (output + start).update(from: row + start, count: count - start) }
        } else {
            switch filter {
            case .none:
                output.update(from: row, count: count)
                return
            case .sub:
                output.update(from: row, count: lead)
            case .up:
                for x in 0..<lead { output[x] = row[x] &- above[x] }
            case .average:
                for x in 0..<lead { output[x] = row[x] &- above[x] >> 1 }
            case .paeth:
                for x in 0..<lead { output[x] = row[x] &- above[x] }
            }
        }
        var x = max(lead, start)
        /// Filters the sixteen bytes at `i` (≥ bpp).
        @inline(__always) func sixteen(_ i: Int) {
            switch filter {
            case .none: return
            case .sub, .up:
                // Byte lanes suffice for a plain difference.
                let value = UnsafeRawPointer(row + i).loadUnaligned(as: SIMD16<UInt8>.self)
                let predicted = UnsafeRawPointer((filter == .sub ? row - bpp : above) + i).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(output + i).storeBytes(of: value &- predicted, as: SIMD16<UInt8>.self)
            case .average:
                Vector.sub(Vector.load(row + i), Vector.average(Vector.load(row + i - bpp), Vector.load(above + i))).store(to: output + i)
            case .paeth:
                Vector.sub(Vector.load(row + i), Vector.paeth(Vector.load(row + i - bpp), Vector.load(above + i), Vector.load(above + i - bpp)))
                    .store(to: output + i)
            }
        }
        switch filter {
        case .none: return  // copied whole above
        case .sub, .up:
            // Byte lanes suffice for a plain difference.
            let reference = filter == .sub ? row - bpp : above
            // Sixty-four bytes a step (four vector operations), then sixteen.
            while x + 64 <= count {
                let value = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD64<UInt8>.self)
                let predicted = UnsafeRawPointer(reference + x).loadUnaligned(as: SIMD64<UInt8>.self)
                UnsafeMutableRawPointer(output + x).storeBytes(of: value &- predicted, as: SIMD64<UInt8>.self)
                x += 64
            }
            while x + 16 <= count {
                let value = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD16<UInt8>.self)
                let predicted = UnsafeRawPointer(reference + x).loadUnaligned(as: SIMD16<UInt8>.self)
                UnsafeMutableRawPointer(output + x).storeBytes(of: value &- predicted, as: SIMD16<UInt8>.self)
                x += 16
            }
        case .average:
            while x + 16 <= count {
                Vector.sub(Vector.load(row + x), Vector.average(Vector.load(row + x - bpp), Vector.load(above + x))).store(to: output + x)
                x += 16
            }
        case .paeth:
            // Where the bytes and the pixel before them repeat the row above, Paeth predicts
            // them exactly (see `best`): zeros, without the predictor's dozen vector operations.
            while x + 16 <= count {
                if x >= 8 && repeatsAbove(row, above, x) {
                    UnsafeMutableRawPointer(output + x).storeBytes(of: SIMD16<UInt8>(), as: SIMD16<UInt8>.self)
                    x += 16
                    // As in `changedSums`: four chunks a step from the second pair on.
                    if x + 32 <= count && repeatsAbove(twoChunks: row, above, x) {
                        UnsafeMutableRawPointer(output + x).storeBytes(of: SIMD32<UInt8>(), as: SIMD32<UInt8>.self)
                        x += 32
                        while x + 64 <= count && repeatsAbove(fourChunks: row, above, x) {
                            UnsafeMutableRawPointer(output + x).storeBytes(of: SIMD64<UInt8>(), as: SIMD64<UInt8>.self)
                            x += 64
                        }
                        while x + 32 <= count && repeatsAbove(twoChunks: row, above, x) {
                            UnsafeMutableRawPointer(output + x).storeBytes(of: SIMD32<UInt8>(), as: SIMD32<UInt8>.self)
                            x += 32
                        }
                    }
                    continue
                }
                sixteen(x)
                x += 16
            }
        }
        // The last bytes as the sixteen ending the row, again over some filtered already (the
        // same values: the output does not feed the filter): a changed stretch of a chart row
        // is often eight pixels, 24 RGB bytes, which would leave eight for the byte loop.
        if x < count && count >= 16 + lead {
            sixteen(count - 16)
            return
        }
        while x < count {
            let value = row[x], a = row[x - bpp], b = above[x], c = above[x - bpp]
            switch filter {
            case .none, .sub: output[x] = value &- a
            case .up: output[x] = value &- b
            case .average: output[x] = value &- UInt8((UInt16(a) + UInt16(b)) >> 1)
            case .paeth: output[x] = value &- paeth(a, b, c)
            }
            x += 1
        }
    }

    /// The Paeth predictor (PNG specification §9.4): whichever of left, above and upper-left is
    /// closest to left + above − upper-left, ties in that order.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int(a), ib = Int(b), ic = Int(c)
        let pa = abs(ib - ic)
        let pb = abs(ia - ic)
        let pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
