/// Bits on their way into a ``BitWriter``'s buffer (see ``BitWriter/withSink(_:)``): up to 56
/// bits are put between flushes, and a flush stores eight bytes at once and moves on by the
/// whole bytes among them, with no branch.
struct BitSink {
    var out: UnsafeMutablePointer<UInt8>
    /// Bits not yet passed by `out`, low bits first.
    var bits: UInt64
    /// How many of `bits` are pending: at most 7 after a flush.
    var count: Int

    /// Appends the low `count` bits of `value`; with those pending, at most 63.
    @inline(__always)
    mutating func put(_ value: UInt64, _ count: Int) {
        bits |= value &<< UInt64(truncatingIfNeeded: self.count)
        self.count &+= count
    }

    /// Stores the pending bits' eight bytes and passes the whole ones.
    @inline(__always)
    mutating func flush() {
        UnsafeMutableRawPointer(out).storeBytes(of: bits.littleEndian, as: UInt64.self)
        let bytes = count &>> 3
        out += bytes
        bits = bits &>> UInt64(truncatingIfNeeded: bytes &<< 3)  // count < 64: at most 7 bytes
        count &= 7
    }
}
