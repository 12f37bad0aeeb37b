import Foundation
import OpenChartsCharts

/// TEST-ONLY STAND-IN for SwiftUI's `ForEach` as chart content, so that seed code written
/// with `ForEach` compiles here before integration. At integration OpenChartsViews'
/// `ForEach` conforms to `ChartContent` (see the charts report) and this file is deleted.
struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: ChartContent>: ChartContent {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let content: (Data.Element) -> Content

    init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.id = id
        self.content = content
    }

    var body: some ChartContent {
        ChartDataContent(data, id: id, content: content)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}
