import Foundation

/// The transforms of d3-scale 4.0.2's continuous scales: a scale maps `transform(x)`
/// linearly onto the range.
enum ContinuousTransform: Equatable, Sendable {
    case identity
    /// `log(x)`, for positive domains.
    case log
    /// `-log(-x)`, for negative domains (d3's `transformLogn`).
    case negatedLog
    /// `sign(x)·|x|^exponent` (d3's `transformPow`); exponent 0.5 uses `sqrt`, as d3 does.
    case pow(exponent: Double)
    /// `sign(x)·log1p(|x / c|)` (d3's `transformSymlog`).
    case symlog(constant: Double)

    func apply(_ x: Double) -> Double {
        switch self {
        case .identity: return x
        case .log: return Foundation.log(x)
        case .negatedLog: return -Foundation.log(-x)
        case let .pow(exponent): return Self.signedPow(x, exponent)
        case let .symlog(c): return Self.sign(x) * log1p(abs(x / c))
        }
    }

    func invert(_ y: Double) -> Double {
        switch self {
        case .identity: return y
        case .log: return exp(y)
        case .negatedLog: return -exp(-y)
        case let .pow(exponent):
            // d3 squares for sqrt (transformSquare) and raises to 1/exponent otherwise.
            if exponent == 0.5 { return y < 0 ? -y * y : y * y }
            return Self.signedPow(y, 1 / exponent)
        case let .symlog(c): return Self.sign(y) * expm1(abs(y)) * c
        }
    }

    private static func signedPow(_ x: Double, _ exponent: Double) -> Double {
        if exponent == 1 { return x }
        if exponent == 0.5 { return x < 0 ? -(-x).squareRoot() : x.squareRoot() }
        return x < 0 ? -Foundation.pow(-x, exponent) : Foundation.pow(x, exponent)
    }

    /// JavaScript's `Math.sign`: -1, 0 (keeping the zero's sign), 1, or NaN.
    private static func sign(_ x: Double) -> Double {
        if x.isNaN || x == 0 { return x }
        return x < 0 ? -1 : 1
    }
}
