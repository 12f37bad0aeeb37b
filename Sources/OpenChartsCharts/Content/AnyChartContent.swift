import Foundation
import OpenChartsViews

/// Chart content of any type, as Swift Charts' `AnyChartContent`.
public struct AnyChartContent: ChartContent {
    private let collectBody: (inout _ChartContentCollection) -> Void

    /// Wraps `content`, hiding its type.
    public init(_ content: any ChartContent) {
        collectBody = { collection in content._collect(into: &collection) }
    }

    /// Wraps `content`, hiding its type.
    public init<Content: ChartContent>(erasing content: Content) {
        self.init(content)
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    public func _collect(into collection: inout _ChartContentCollection) {
        collectBody(&collection)
    }
}
