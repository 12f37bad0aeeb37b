import Foundation

/// Content made once per element of a collection: what `Chart(data) { element in … }`
/// builds (Swift Charts wraps the closure in `ForEach`).
public struct ChartDataContent<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>: ChartContent, PrimitiveChartContent {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    /// Content for each element of `data`, identified by `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { return primitiveBody(Self.self) }

    /// - Complexity: O(n) in the number of elements.
    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        for element in data {
            content(element).collectContent(into: &collector, style: style)
        }
    }
}
