import Foundation

/// A scale that divides a range into equal bands, one per category, in the order the
/// categories first appear: d3-scale 4.0.2's `scaleBand`, and Swift Charts' category axis.
///
/// ```swift
/// let x = BandScale(["Mon", "Tue", "Wed"], range: (0, 300))
/// x.step       // 100
/// x.bandwidth  // 70
/// x("Tue")     // 115, the band's leading edge; its centre is 115 + 35 = 150
/// ```
///
/// **Defaults (Swift Charts' look; Apple does not document its bar width).** A `BarMark` on
/// a category axis in Swift Charts sits centred in an equal slot per category with a visible
/// gap between bars. We use `paddingInner` 0.3 (bars 0.7 of the step) and `paddingOuter`
/// 0.15, half the inner gap, so that each category owns exactly `range / n` and its bar is
/// centred in it, the grid line through the centre. `align` 0.5 centres any slack.
public struct BandScale<Category: Hashable & Sendable>: Sendable, Equatable {
    /// The default inner padding: the gap between bars as a fraction of the step.
    public static var defaultPaddingInner: Double { 0.3 }
    /// The default outer padding: half the inner gap, as a fraction of the step.
    public static var defaultPaddingOuter: Double { 0.15 }

    /// The distinct categories, in the order they first appeared.
    public let domain: [Category]
    /// The output interval, in the order given; a reversed range lists bands backwards.
    public let range: (CGFloat, CGFloat)
    /// The gap between adjacent bands as a fraction of the step, clamped to 0…1.
    public let paddingInner: Double
    /// The space before the first and after the last band, as a fraction of the step.
    public let paddingOuter: Double
    /// Where the bands sit when outer space is left over: 0 at the start, 1 at the end.
    public let align: Double
    /// The distance between the starts of adjacent bands.
    public let step: CGFloat
    /// The width of each band.
    public let bandwidth: CGFloat

    private let starts: [CGFloat]
    private let index: [Category: Int]

    /// A band scale over `categories` (duplicates keep their first position).
    /// - Complexity: O(n) in the number of categories.
    public init<S: Sequence<Category>>(
        _ categories: S,
        range: (CGFloat, CGFloat),
        paddingInner: Double = BandScale.defaultPaddingInner,
        paddingOuter: Double = BandScale.defaultPaddingOuter,
        align: Double = 0.5
    ) {
        var unique: [Category] = []
        var index: [Category: Int] = [:]
        index.reserveCapacity(categories.underestimatedCount)
        for category in categories {
            // One lookup a category: a duplicate (rare) puts its first position back.
            if let first = index.updateValue(unique.count, forKey: category) {
                index[category] = first
            } else {
                unique.append(category)
            }
        }
        // d3: paddingInner = min(1, p); align = max(0, min(1, a)); NaN is treated as 0.
        let inner = paddingInner.isNaN ? 0 : Swift.min(1, paddingInner)
        let outer = paddingOuter.isNaN ? 0 : paddingOuter
        let alignment = align.isNaN ? 0 : Swift.max(0, Swift.min(1, align))
        let n = Double(unique.count)
        let r0 = Double(range.0)
        let r1 = Double(range.1)
        let reverse = r1 < r0
        var start = reverse ? r1 : r0
        let stop = reverse ? r0 : r1
        let step = (stop - start) / JavaScriptMath.max(1, n - inner + outer * 2)
        start += (stop - start - step * (n - inner)) * alignment
        var starts = (0..<unique.count).map { CGFloat(start + step * Double($0)) }
        if reverse { starts.reverse() }
        self.domain = unique
        self.index = index
        self.range = range
        self.paddingInner = inner
        self.paddingOuter = outer
        self.align = alignment
        self.step = CGFloat(step)
        self.bandwidth = CGFloat(step * (1 - inner))
        self.starts = starts
    }

    /// The start of `category`'s band (its leading edge along the range), or nil when the
    /// category is not in the domain.
    public func callAsFunction(_ category: Category) -> CGFloat? {
        index[category].map { starts[$0] }
    }

    /// The centre of `category`'s band, where Swift Charts draws its tick and grid line.
    public func center(of category: Category) -> CGFloat? {
        self(category).map { $0 + bandwidth / 2 }
    }

    /// The start of the band at `position` in `domain`, or nil outside `0..<domain.count`.
    public func start(at position: Int) -> CGFloat? {
        starts.indices.contains(position) ? starts[position] : nil
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.domain == b.domain && a.range == b.range && a.paddingInner == b.paddingInner
            && a.paddingOuter == b.paddingOuter && a.align == b.align
    }
}
