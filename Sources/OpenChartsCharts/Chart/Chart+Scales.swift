import Foundation
import OpenChartsViews

extension Chart {
    /// Sets the x scale's domain, pixel range and type.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> Chart {
        with { $0.xScale = PositionScaleSpec(domain: resolve(domain), range: resolve(range), type: type) }
    }

    /// Sets the x scale's domain and type.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        with { $0.xScale = PositionScaleSpec(domain: resolve(domain), range: $0.xScale.range, type: type) }
    }

    /// Sets the x scale's pixel range and type.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> Chart {
        with { $0.xScale = PositionScaleSpec(domain: $0.xScale.domain, range: resolve(range), type: type) }
    }

    /// Sets the x scale's type.
    public func chartXScale(type: ScaleType? = nil) -> Chart {
        with { $0.xScale.type = type }
    }

    /// Sets the y scale's domain, pixel range and type.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> Chart {
        with { $0.yScale = PositionScaleSpec(domain: resolve(domain), range: resolve(range), type: type) }
    }

    /// Sets the y scale's domain and type: `.chartYScale(domain: 0...100)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> Chart {
        with { $0.yScale = PositionScaleSpec(domain: resolve(domain), range: $0.yScale.range, type: type) }
    }

    /// Sets the y scale's pixel range and type.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> Chart {
        with { $0.yScale = PositionScaleSpec(domain: $0.yScale.domain, range: resolve(range), type: type) }
    }

    /// Sets the y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> Chart {
        with { $0.yScale.type = type }
    }
}

/// What `domain` asks for; nil for a domain of a type the library does not read.
func resolve<Domain: ScaleDomain>(_ domain: Domain) -> DomainSpec? {
    (domain as? any ScaleDomainPrimitive)?.resolved
}

/// What `range` asks for; nil for a range of a type the library does not read.
func resolve<Range: PositionScaleRange>(_ range: Range) -> RangeSpec? {
    (range as? any PositionScaleRangePrimitive)?.resolved
}

// Chart modifiers after view modifiers: `Chart { … }.frame(height: 300).chartLegend(.hidden)`.
// They apply to every chart inside the view; the one nearest a chart wins.
extension View {
    /// ``Chart/chartXScale`` for the charts in this view.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartModifier { $0.xScale = PositionScaleSpec(domain: resolve(domain), range: resolve(range), type: type) }
    }

    /// ``Chart/chartXScale`` for the charts in this view.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartModifier { $0.xScale = PositionScaleSpec(domain: resolve(domain), range: $0.xScale.range, type: type) }
    }

    /// ``Chart/chartXScale`` for the charts in this view.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartModifier { $0.xScale = PositionScaleSpec(domain: $0.xScale.domain, range: resolve(range), type: type) }
    }

    /// ``Chart/chartXScale`` for the charts in this view.
    public func chartXScale(type: ScaleType? = nil) -> some View {
        chartModifier { $0.xScale.type = type }
    }

    /// ``Chart/chartYScale`` for the charts in this view.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        chartModifier { $0.yScale = PositionScaleSpec(domain: resolve(domain), range: resolve(range), type: type) }
    }

    /// ``Chart/chartYScale`` for the charts in this view.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        chartModifier { $0.yScale = PositionScaleSpec(domain: resolve(domain), range: $0.yScale.range, type: type) }
    }

    /// ``Chart/chartYScale`` for the charts in this view.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        chartModifier { $0.yScale = PositionScaleSpec(domain: $0.yScale.domain, range: resolve(range), type: type) }
    }

    /// ``Chart/chartYScale`` for the charts in this view.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        chartModifier { $0.yScale.type = type }
    }
}
