/// A block of memory a scan converter reuses from fill to fill: it grows, never shrinks,
/// and is reached through a raw pointer so hot loops pay no bounds or exclusivity checks.
///
/// Elements are plain values (`BitwiseCopyable`), so memory that is written before it is
/// read need not be initialized; only buffers made `zeroed` are cleared, once, when they
/// grow — and their users put every cell they touch back to zero.
final class ScratchBuffer<Element: BitwiseCopyable> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private let zero: Element?

    /// - Parameter zero: the value to fill the buffer with when it grows, or `nil` to leave
    ///   new memory unwritten.
    init(capacity: Int, zero: Element? = nil) {
        self.capacity = max(capacity, 1)
        self.zero = zero
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
        if let zero { base.initialize(repeating: zero, count: self.capacity) }
    }

    /// Makes room for `count` elements. With `preserving`, the first that many elements
    /// are kept; otherwise the contents are lost.
    func reserve(_ count: Int, preserving kept: Int = 0) {
        guard count > capacity else { return }
        let newCapacity = count + count / 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        if let zero { newBase.initialize(repeating: zero, count: newCapacity) }
        if kept > 0 { newBase.update(from: base, count: min(kept, capacity)) }
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    deinit {
        base.deallocate()
    }
}
