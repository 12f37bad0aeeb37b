import Foundation
import OpenChartsViews

/// A primitive plottable: `Double`, `String` or `Date`. Every ``Plottable`` maps to one.
public protocol PrimitivePlottableProtocol: Plottable where PrimitivePlottable == Self {
    /// The value as a chart primitive (implementation detail of the three conformances).
    var _chartPrimitive: ChartPrimitive { get }
    /// The value back from a chart primitive, or nil for another kind.
    init?(_chartPrimitive: ChartPrimitive)
}

/// A value a chart can plot, as Swift Charts' `Plottable`: it converts to and from a
/// primitive (number, string or date), which chooses the scale.
///
/// Enumerations with `String` raw values conform with no code:
/// ```swift
/// enum Pet: String, Plottable { case cat, dog }
/// ```
public protocol Plottable {
    associatedtype PrimitivePlottable: PrimitivePlottableProtocol
    /// The primitive the chart places on its scale.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value for a primitive, or nil when there is none (used by `ChartProxy` and axes).
    init?(primitivePlottable: PrimitivePlottable)
}

extension Plottable {
    @inlinable
    var chartPrimitive: ChartPrimitive { primitivePlottable._chartPrimitive }

    init?(chartPrimitive: ChartPrimitive) {
        guard let primitive = PrimitivePlottable(_chartPrimitive: chartPrimitive) else { return nil }
        self.init(primitivePlottable: primitive)
    }
}

extension Plottable where Self: RawRepresentable, Self.RawValue == String {
    public var primitivePlottable: String { rawValue }
    public init?(primitivePlottable: String) { self.init(rawValue: primitivePlottable) }
}

// MARK: - Primitives

extension Double: PrimitivePlottableProtocol {
    public var primitivePlottable: Double { self }
    public init?(primitivePlottable: Double) { self = primitivePlottable }
    public var _chartPrimitive: ChartPrimitive { .number(self) }
    public init?(_chartPrimitive: ChartPrimitive) {
        // Dates read back as seconds since 1970, as on a continuous axis.
        guard let value = _chartPrimitive.numeric, case .number = _chartPrimitive else { return nil }
        self = value
    }
}

extension String: PrimitivePlottableProtocol {
    public var primitivePlottable: String { self }
    public init?(primitivePlottable: String) { self = primitivePlottable }
    public var _chartPrimitive: ChartPrimitive { .string(self) }
    public init?(_chartPrimitive: ChartPrimitive) {
        guard case let .string(text) = _chartPrimitive else { return nil }
        self = text
    }
}

extension Date: PrimitivePlottableProtocol {
    public var primitivePlottable: Date { self }
    public init?(primitivePlottable: Date) { self = primitivePlottable }
    public var _chartPrimitive: ChartPrimitive { .date(self) }
    public init?(_chartPrimitive: ChartPrimitive) {
        guard case let .date(date) = _chartPrimitive else { return nil }
        self = date
    }
}

// MARK: - Numbers

/// Integers plot as numbers; reading back rounds to nearest and fails outside the type's range.
extension Plottable where Self: BinaryInteger {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) {
        guard primitivePlottable.isFinite, let value = Self(exactly: primitivePlottable.rounded()) else { return nil }
        self = value
    }
}

extension Int: Plottable {}
extension Int8: Plottable {}
extension Int16: Plottable {}
extension Int32: Plottable {}
extension Int64: Plottable {}
extension UInt: Plottable {}
extension UInt8: Plottable {}
extension UInt16: Plottable {}
extension UInt32: Plottable {}
extension UInt64: Plottable {}

extension Float: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) { self = Float(primitivePlottable) }
}

extension CGFloat: Plottable {
    public var primitivePlottable: Double { Double(self) }
    public init?(primitivePlottable: Double) { self = CGFloat(primitivePlottable) }
}

extension Decimal: Plottable {
    public var primitivePlottable: Double { NSDecimalNumber(decimal: self).doubleValue }
    public init?(primitivePlottable: Double) {
        guard primitivePlottable.isFinite else { return nil }
        self = Decimal(primitivePlottable)
    }
}

/// Booleans plot as the categories "false" and "true".
extension Bool: Plottable {
    public var primitivePlottable: String { self ? "true" : "false" }
    public init?(primitivePlottable: String) {
        switch primitivePlottable {
        case "true": self = true
        case "false": self = false
        default: return nil
        }
    }
}
