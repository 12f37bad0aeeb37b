/// A block of memory a scan converter reuses from fill to fill: it grows, never shrinks,
/// and is reached through a raw pointer so hot loops pay no bounds or exclusivity checks.
final class ScratchBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var capacity: Int
    private let filler: Element

    init(capacity: Int, filler: Element) {
        self.capacity = max(capacity, 1)
        self.filler = filler
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
        base.initialize(repeating: filler, count: self.capacity)
    }

    /// Makes room for `count` elements; the contents are reset to the filler when it grows.
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        base.deinitialize(count: capacity)
        base.deallocate()
        capacity = count + count / 2
        base = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
        base.initialize(repeating: filler, count: capacity)
    }

    deinit {
        base.deinitialize(count: capacity)
        base.deallocate()
    }
}
