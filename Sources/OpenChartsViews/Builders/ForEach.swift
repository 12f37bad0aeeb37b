/// Views made from each element of a collection, as SwiftUI's `ForEach`: its children
/// take part in the parent's layout one by one.
///
/// ```swift
/// ForEach(0..<12) { month in Text("\(month)") }
/// ForEach(points) { point in Circle() }              // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
/// Identity is kept for SwiftUI compatibility; rendering draws each element once, in order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
    /// The elements views are made from.
    public var data: Data
    /// Makes the view for one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// Views for `data`, each element identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    public var body: Never { primitiveBody() }

    /// - Complexity: O(n) in the number of elements.
    func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        data.flatMap { OpenChartsViews.makeNodes(content($0), environment) }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `data`, whose elements identify themselves.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Views for each integer in `data`; an empty range gives no views.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.id = nil
        self.content = content
    }
}
