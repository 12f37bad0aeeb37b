/// Writes bits least-significant first into a byte buffer, as deflate packs them (RFC 1951 §3.1.1).
///
/// The buffer is sized by the caller up front (deflate knows a bound on its output), so putting
/// bits never checks capacity or allocates; `reserve` grows it between blocks.
struct BitWriter: ~Copyable {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// Whole bytes written so far.
    private(set) var byteCount = 0
    /// Bits not yet written out, low bits first; fewer than 32 between calls.
    private var pending: UInt64 = 0
    private var pendingCount = 0

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
    }

    deinit { buffer.deallocate() }

    /// Number of bits written so far, including those not yet flushed.
    var bitCount: Int { byteCount * 8 + pendingCount }

    /// Makes room for at least `bytes` more bytes.
    mutating func reserve(_ bytes: Int) {
        let needed = byteCount + bytes + 8
        guard needed > capacity else { return }
        let newCapacity = max(needed, capacity * 2)
        let newBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBuffer.update(from: buffer, count: byteCount)
        buffer.deallocate()
        buffer = newBuffer
        capacity = newCapacity
    }

    /// Appends the low `count` bits of `bits` (count ≤ 32), first bit lowest.
    @inline(__always)
    mutating func put(_ bits: UInt32, _ count: Int) {
        pending |= UInt64(bits) << UInt64(pendingCount)
        pendingCount += count
        if pendingCount >= 32 {
            (UnsafeMutableRawPointer(buffer) + byteCount).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            byteCount += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Runs `body` with the writer's state in a ``BitSink``, a plain value the compiler keeps in
    /// registers across a hot loop (the writer's own fields live in memory that the stores to
    /// the buffer could alias). The caller must have reserved what `body` writes plus 8 bytes.
    @inline(__always)
    mutating func withSink(_ body: (inout BitSink) -> Void) {
        var sink = BitSink(out: buffer + byteCount, bits: pending, count: pendingCount)
        sink.flush()
        body(&sink)
        sink.flush()
        byteCount = sink.out - buffer
        pending = sink.bits
        pendingCount = sink.count
    }

    /// Pads with zero bits to the next byte boundary and flushes.
    mutating func alignToByte() {
        while pendingCount > 0 {
            buffer[byteCount] = UInt8(truncatingIfNeeded: pending)
            byteCount += 1
            pending >>= 8
            pendingCount = max(pendingCount - 8, 0)
        }
        pending = 0
    }

    /// Appends whole bytes; the writer must be byte-aligned.
    mutating func putBytes(_ bytes: UnsafeRawBufferPointer) {
        alignToByte()
        reserve(bytes.count)
        if let base = bytes.baseAddress, bytes.count > 0 {
            UnsafeMutableRawPointer(buffer + byteCount).copyMemory(from: base, byteCount: bytes.count)
        }
        byteCount += bytes.count
    }

    /// Appends `value` as four bytes, most significant first (zlib's Adler-32 trailer).
    mutating func putBigEndian(_ value: UInt32) {
        alignToByte()
        reserve(4)
        for shift in [24, 16, 8, 0] {
            buffer[byteCount] = UInt8(truncatingIfNeeded: value >> UInt32(shift))
            byteCount += 1
        }
    }

    /// Ends writing: pads the last byte and returns the bytes.
    consuming func finish() -> [UInt8] {
        alignToByte()
        return [UInt8](UnsafeBufferPointer(start: buffer, count: byteCount))
    }
}
