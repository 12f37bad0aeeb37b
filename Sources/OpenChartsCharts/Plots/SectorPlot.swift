import Foundation
import OpenChartsViews

/// A sector for every element of a collection, as Swift Charts' `SectorPlot` (iOS 18).
///
/// A pie has a handful of sectors (Apple advises five to seven), so unlike the other
/// plots this one becomes a sector mark per element when it is collected: sectors share
/// the pie's layout, angles and legend with `SectorMark`.
public struct SectorPlot<Data: RandomAccessCollection>: VectorizedChartContent, PrimitiveChartContent {
    public typealias DataElement = Data.Element
    let data: Data
    let angle: PlotChannel
    var foregroundBy: PlotChannel?
    var rowStyles: [any ShapeStyle]?
    /// `opacity(_:)` with a key path: each sector's opacity.
    var rowOpacities: [Double]?
    /// The accessibility modifiers with key paths: what each sector reads.
    var rowAccessibility: PlotAccessibility?
    let innerRadius: MarkDimension
    let outerRadius: MarkDimension
    let angularInset: CGFloat?

    /// A sector per element whose angle is proportional to `angle` (or spans its range).
    public init<V: Plottable>(_ data: Data, angle: PlottableProjection<Data.Element, V>,
                              innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        self.data = data
        self.angle = angle.channel(data)
        self.innerRadius = innerRadius
        self.outerRadius = outerRadius
        self.angularInset = angularInset
    }

    /// Colors the sectors by `value` (and adds a legend).
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<Data.Element, V>) -> Self {
        var copy = self
        copy.foregroundBy = value.channel(data)
        return copy
    }

    /// Fills each sector with the style at `style` of its element.
    public func foregroundStyle<S: ShapeStyle>(_ style: KeyPath<Data.Element, S>) -> Self {
        var copy = self
        copy.rowStyles = data.map { $0[keyPath: style] }
        return copy
    }

    public var body: Never { return OpenChartsCharts.primitiveBody(Self.self) }

    /// - Complexity: O(n) in the number of elements.
    func collect(into collector: inout ChartCollector, style: MarkStyle) {
        for index in 0..<angle.start.count {
            let sector = SectorChannels(
                angle: ChannelValue(label: angle.label, start: angle.start.primitive(at: index), end: angle.end?.primitive(at: index),
                                    isBin: false),
                innerRadius: innerRadius, outerRadius: outerRadius, angularInset: angularInset)
            var mark = MarkRecord(kind: .sector, style: style, channels: MarkRecord.Channels(sector: sector))
            if let by = foregroundBy {
                mark.style.foregroundBy = ChannelValue(label: by.label, start: by.start.primitive(at: index), end: nil, isBin: false)
            }
            if let rowStyles, index < rowStyles.count { mark.style.foreground = rowStyles[index] }
            // A sector is a mark: its opacity and what it reads are the mark's own.
            if let rowOpacities, index < rowOpacities.count, !rowOpacities[index].isNaN {
                mark.style.opacity = min(max(rowOpacities[index], 0), 1) * mark.style.opacity
            }
            if let rowAccessibility {
                if let hidden = rowAccessibility.hidden, index < hidden.count, hidden[index] { mark.style.accessibilityHidden = true }
                if let labels = rowAccessibility.labels, index < labels.count { mark.style.accessibilityLabel = labels[index] }
                if let values = rowAccessibility.values, index < values.count { mark.style.accessibilityValue = values[index] }
            }
            collector.add(mark)
        }
    }
}

extension SectorPlot: _RowModifiable {
    /// Makes `edit` to a copy's sectors (see ``_RowModifiable``).
    public func _modifyingRows(_ edit: _RowEdit<Data.Element>) -> Self {
        var (opacities, accessibility) = (rowOpacities, rowAccessibility)
        edit.apply(opacities: &opacities, accessibility: &accessibility, data: data)
        var copy = self
        (copy.rowOpacities, copy.rowAccessibility) = (opacities, accessibility)
        return copy
    }
}
