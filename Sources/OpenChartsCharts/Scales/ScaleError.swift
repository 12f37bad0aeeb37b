/// Why a scale could not be built from the values it was given.
public enum ScaleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A log scale's domain must lie strictly on one side of zero, with finite bounds.
    case logDomainCrossesZero(start: Double, end: Double)
    /// A log scale's base must be finite, positive and not 1.
    case invalidLogBase(Double)
    /// A symlog scale's constant must be finite and positive.
    case invalidSymlogConstant(Double)
    /// A pow scale's exponent must be finite.
    case invalidExponent(Double)
    /// A date could not be placed in the calendar unit it was binned by.
    case unsupportedDateUnit(String)

    public var description: String {
        switch self {
        case let .logDomainCrossesZero(start, end):
            return "log scale domain [\(start), \(end)] must be finite and must not contain or cross 0"
        case let .invalidLogBase(base):
            return "log scale base \(base) must be finite, positive and not 1"
        case let .invalidSymlogConstant(constant):
            return "symlog scale constant \(constant) must be finite and positive"
        case let .invalidExponent(exponent):
            return "pow scale exponent \(exponent) must be finite"
        case let .unsupportedDateUnit(unit):
            return "date unit \(unit) is not supported for binning; use year, quarter, month, weekOfYear, day, hour, minute or second"
        }
    }
}
