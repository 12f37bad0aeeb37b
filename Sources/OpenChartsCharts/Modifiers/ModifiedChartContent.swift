import Foundation
import OpenChartsViews

/// Content with a modifier applied: every mark inside gets the change.
public struct ModifiedChartContent<Content: ChartContent>: ChartContent {
    let content: Content
    let edit: StyleEdit

    @usableFromInline
    init(content: Content, edit: StyleEdit) {
        self.content = content
        self.edit = edit
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        let outer = collection.style
        collection.memo.apply(edit, to: &collection.style)
        collection.memo.enter()
        content._collect(into: &collection)
        collection.memo.leave()
        collection.style = outer
    }
}

extension ChartContent {
    @inlinable
    func modified(_ edit: StyleEdit) -> ModifiedChartContent<Self> {
        ModifiedChartContent(content: self, edit: edit)
    }
}
