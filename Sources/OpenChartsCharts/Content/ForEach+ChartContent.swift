import Foundation
import OpenChartsViews

/// `ForEach` makes marks in a chart as it makes views in a view builder:
///
/// ```swift
/// Chart {
///     ForEach(series) { city in
///         ForEach(city.sales, id: \.day) { LineMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
///             .foregroundStyle(by: .value("City", city.name))
///     }
/// }
/// ```
/// `Chart(data) { … }` wraps its closure in one, as Swift Charts does.
extension ForEach: ChartContent where Content: ChartContent {
    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    /// - Complexity: O(n) in the number of elements.
    public func _collect(into collection: inout _ChartContentCollection) {
        collection.collector.expectMarks(data.count)
        // This code is not specialized for the caller's types, so moving an index through
        // `Data`'s conformance costs about a thousand instructions an element, which a
        // chart of marks pays per mark. Arrays lend their elements' storage, and the
        // integer ranges of `ForEach(data.indices)` are counted here.
        if let range = data as? Range<Int> {
            for i in range {
                content(unsafeBitCast(i, to: Data.Element.self))._collect(into: &collection)
            }
            return
        }
        let lent: Void? = data.withContiguousStorageIfAvailable { elements in
            for element in elements {
                content(element)._collect(into: &collection)
            }
        }
        guard lent == nil else { return }
        for element in data {
            content(element)._collect(into: &collection)
        }
    }
}

extension ForEach where Content: ChartContent {
    /// The marks `content` makes for each element of `data`, identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    /// The marks `content` makes for each element of `data`, whose elements identify themselves.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Content: ChartContent, Data == Range<Int>, ID == Int {
    /// The marks `content` makes for each integer in `data`.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: nil, content: content)
    }
}
