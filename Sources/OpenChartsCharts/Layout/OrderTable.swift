import Foundation

/// Values looked up by a mark's `order` (its position in data order).
protocol MarkOrderLookup<Value> {
    associatedtype Value
    /// The value for the mark at `order`, if it has one.
    func value(at order: Int) -> Value?
}

extension Dictionary: MarkOrderLookup where Key == Int {
    func value(at order: Int) -> Value? { self[order] }
}

/// Values by mark `order` in an array: layout reads one per mark several times, and an
/// index costs less than hashing the order into a dictionary.
struct OrderTable<Value>: MarkOrderLookup {
    private var values: [Value?]

    /// A table with room for the orders `0..<count`, all empty.
    init(count: Int) {
        values = Array(repeating: nil, count: max(0, count))
    }

    /// The value at `order`; nil outside the table. Setting outside it does nothing.
    subscript(order: Int) -> Value? {
        get { values.indices.contains(order) ? values[order] : nil }
        set { if values.indices.contains(order) { values[order] = newValue } }
    }

    func value(at order: Int) -> Value? { self[order] }

    /// How many orders the table has room for.
    var count: Int { values.count }

    /// The values that are set, by order.
    var dictionary: [Int: Value] {
        var result: [Int: Value] = [:]
        for (order, value) in values.enumerated() { if let value { result[order] = value } }
        return result
    }
}

extension OrderTable: Sendable where Value: Sendable {}
