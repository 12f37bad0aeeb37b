import Foundation
import OpenChartsCore

// The chart descriptors of Apple's Accessibility framework, which SwiftUI code hands to
// `accessibilityChartDescriptor(_:)`. On Apple's platforms they drive VoiceOver's chart
// details and audio graphs; here the title and summary describe the drawing: the title is
// the chart group's label, and the outermost descriptor titles and summarizes the document
// (SVG `<title>` and `<desc>`, PDF Title and Subject, the HTML page's title).

/// A view's chart, described for assistive technology, as SwiftUI's `AXChartDescriptorRepresentable`.
public protocol AXChartDescriptorRepresentable {
    /// The chart's description, made when the view is drawn.
    func makeChartDescriptor() -> AXChartDescriptor
    /// Brings a description made earlier up to date; a still image is drawn once, so this is
    /// called on none.
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// Everything assistive technology knows of a chart, as the Accessibility framework's
/// `AXChartDescriptor`.
public final class AXChartDescriptor {
    public var title: String?
    /// The chart's message in a sentence: "Sales peak on weekends."
    public var summary: String?
    public var xAxis: any AXDataAxisDescriptor
    public var yAxis: AXNumericDataAxisDescriptor?
    public var additionalAxes: [any AXDataAxisDescriptor]
    public var series: [AXDataSeriesDescriptor]
    /// Which way the x axis runs.
    public var contentDirection: ContentDirection = .leftToRight
    /// Where the chart's content lies in the view.
    public var contentFrame: CGRect = .zero

    /// Which way a chart's x axis runs.
    public enum ContentDirection: Hashable, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    public init(title: String? = nil, summary: String? = nil, xAxis: any AXDataAxisDescriptor,
                yAxis: AXNumericDataAxisDescriptor? = nil, additionalAxes: [any AXDataAxisDescriptor] = [],
                series: [AXDataSeriesDescriptor]) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }
}

/// An axis of a described chart, as the Accessibility framework's `AXDataAxisDescriptor`.
public protocol AXDataAxisDescriptor: AnyObject {
    var title: String { get set }
}

/// An axis of numbers, as the Accessibility framework's `AXNumericDataAxisDescriptor`.
public final class AXNumericDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var range: ClosedRange<Double>
    public var gridlinePositions: [Double]
    /// How a value on the axis is read out ("42 sold").
    public var valueDescriptionProvider: (Double) -> String
    public var scaleType: ScaleType = .linear

    /// How values are spaced along a numeric axis.
    public enum ScaleType: Hashable, Sendable { case linear, ln, log10 }

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double],
                valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }
}

/// An axis of categories in order, as the Accessibility framework's `AXCategoricalDataAxisDescriptor`.
public final class AXCategoricalDataAxisDescriptor: AXDataAxisDescriptor {
    public var title: String
    public var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }
}

/// One series of a described chart, as the Accessibility framework's `AXDataSeriesDescriptor`.
public final class AXDataSeriesDescriptor {
    public var name: String?
    /// Whether the points are samples of a continuous line (read as a trend) or separate values.
    public var isContinuous: Bool
    public var dataPoints: [AXDataPoint]

    public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }
}

/// A point of a described series, as the Accessibility framework's `AXDataPoint`.
public final class AXDataPoint {
    public var xValue: AXDataPointValue
    public var yValue: AXDataPointValue?
    /// Values on the chart's additional axes, in their order.
    public var additionalValues: [AXDataPointValue]
    public var label: String?

    /// A value given to the initializers' `additionalValues`: a number or a category.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case category(String)
    }

    public init(x: Double, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = AXDataPointValue(number: x)
        yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }

    public init(x: String, y: Double?, additionalValues: [Value] = [], label: String? = nil) {
        xValue = AXDataPointValue(category: x)
        yValue = y.map { AXDataPointValue(number: $0) }
        self.additionalValues = additionalValues.map(AXDataPointValue.init)
        self.label = label
    }
}

/// One value of a data point, as the Accessibility framework's `AXDataPointValue`: a number
/// on a numeric axis, a category on a categorical one.
public final class AXDataPointValue {
    public var number: Double
    public var category: String?

    public init(number: Double) {
        self.number = number
    }

    public init(category: String) {
        number = 0
        self.category = category
    }

    convenience init(_ value: AXDataPoint.Value) {
        switch value {
        case .number(let number): self.init(number: number)
        case .category(let category): self.init(category: category)
        }
    }
}

extension View {
    /// Describes the view's chart for assistive technology, as SwiftUI's
    /// `accessibilityChartDescriptor(_:)`: its title labels the view's drawing, and the
    /// outermost description titles and summarizes the whole document.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        modified { child, _ in
            let descriptor = representable.makeChartDescriptor()
            return ChartDescriptorNode(child, title: descriptor.title, summary: descriptor.summary)
        }
    }
}

final class ChartDescriptorNode: WrapperNode {
    let title: String?
    let summary: String?

    init(_ child: LayoutNode, title: String?, summary: String?) {
        self.title = title
        self.summary = summary
        super.init(child)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        DocumentDescription.current?.offer(title: title, summary: summary)
        let nodes = child.render(in: rect, proposal: proposal, context)
        guard let title else { return nodes }
        return [.group(GroupNode(children: nodes, accessibilityLabel: title))]
    }
}

/// The title and summary of the document a view is drawn into, given by the first (outermost)
/// chart descriptor drawn; ``makeViewScene(_:proposal:)`` installs one while it draws.
package final class DocumentDescription: @unchecked Sendable {
    @TaskLocal package static var current: DocumentDescription?

    private let lock = NSLock()
    private var offered = false
    private(set) package var title: String?
    private(set) package var summary: String?

    package init() {}

    /// Takes `title` and `summary` if no descriptor has offered them before.
    func offer(title: String?, summary: String?) {
        lock.lock()
        defer { lock.unlock() }
        guard !offered else { return }
        offered = true
        self.title = title
        self.summary = summary
    }
}
