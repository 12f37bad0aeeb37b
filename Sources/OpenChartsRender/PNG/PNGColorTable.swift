/// A small open-addressing hash table from pixel values to one byte, for at most 256 keys.
struct PNGColorTable {
    private static let slots = 1024
    private var keys = [UInt32](repeating: 0, count: slots)
    private var values = [UInt8](repeating: 0, count: slots)
    private var used = [Bool](repeating: false, count: slots)
    private(set) var keysInInsertionOrder: [UInt32] = []

    var count: Int { keysInInsertionOrder.count }

    private func slot(of key: UInt32) -> Int {
        var s = Int((key &* 0x9E37_79B1) >> 22)
        while used[s] && keys[s] != key { s = (s + 1) & (Self.slots - 1) }
        return s
    }

    func index(of key: UInt32) -> UInt8? {
        let s = slot(of: key)
        return used[s] ? values[s] : nil
    }

    /// Adds `key` (at most 256 keys in all); its value defaults to its insertion order.
    mutating func insert(_ key: UInt32, value: UInt8? = nil) {
        let s = slot(of: key)
        if !used[s] {
            used[s] = true
            keys[s] = key
            keysInInsertionOrder.append(key)
        }
        values[s] = value ?? UInt8(truncatingIfNeeded: keysInInsertionOrder.count - 1)
    }
}
