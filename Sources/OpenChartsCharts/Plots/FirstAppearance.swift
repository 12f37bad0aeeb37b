/// Numbers the distinct values of a column in order of first appearance (0, 1, 2…), as a
/// plot's categories are found: its series, its colours, an axis's labels.
///
/// A chart has few categories and a plot may have a million rows, so the first
/// ``listedCount`` distinct values are found by comparison, the last one found first (rows
/// of a category often come together); only past those does a dictionary take over.
/// Comparing two short strings costs a fraction of hashing one.
struct FirstAppearance<Value: Hashable> {
    /// The distinct values, in order of first appearance: a value's code is its index.
    private(set) var values: [Value] = []
    /// Every value's code, once there are more than ``listedCount``.
    private var index: [Value: Int32] = [:]
    private var lastCode = -1

    static var listedCount: Int { 8 }

    /// The code of `value`, which is given the next one when it is new.
    mutating func code(of value: Value) -> Int32 {
        if lastCode >= 0 && values[lastCode] == value { return Int32(lastCode) }
        var code: Int
        if values.count <= Self.listedCount {
            code = values.firstIndex(of: value) ?? values.count
            if code == values.count {
                values.append(value)
                if values.count > Self.listedCount {
                    for (k, v) in values.enumerated() { index[v] = Int32(k) }
                }
            }
        } else if let known = index[value] {
            code = Int(known)
        } else {
            code = values.count
            values.append(value)
            index[value] = Int32(code)
        }
        lastCode = code
        return Int32(code)
    }
}
