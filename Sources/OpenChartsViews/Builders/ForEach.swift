import OpenChartsCore

/// Content made from each element of a collection, as SwiftUI's `ForEach`: views in a
/// view builder (its children take part in the parent's layout one by one), and marks in
/// a chart (OpenChartsCharts makes it `ChartContent` when its content is).
///
/// ```swift
/// ForEach(0..<12) { month in Text("\(month)") }
/// ForEach(points) { point in Circle() }              // Identifiable elements
/// ForEach(names, id: \.self) { name in Text(name) }
/// ```
/// Identity is kept for SwiftUI compatibility; rendering draws each element once, in order.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The elements content is made from.
    public var data: Data
    /// Makes the content for one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    /// Content for `data`, each element identified by the value at `id`; the initializers
    /// of each kind of content (views, chart content) wrap this one with their builder.
    package init(data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }
}

extension ForEach: SceneRepresentable, InteractiveSceneRepresentable where Content: View {}

extension ForEach: View, PrimitiveView where Content: View {
    public var body: Never { primitiveBody() }

    /// - Complexity: O(n) in the number of elements.
    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        data.flatMap { OpenChartsViews.makeNodes(content($0), environment) }
    }
}

extension ForEach where Content: View {
    /// Views for `data`, each element identified by the value at `id`.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    /// Views for `data`, whose elements identify themselves.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: \.id, content: content)
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Views for each integer in `data`; an empty range gives no views.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: nil, content: content)
    }
}
