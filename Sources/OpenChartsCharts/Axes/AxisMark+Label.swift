import Foundation
import OpenChartsCore
import OpenChartsViews

/// An axis mark whose labels are set in another font or moved, as Swift Charts'
/// `AxisMark.font(_:)` and `AxisMark.offset(x:y:)`. Grid lines and ticks are unchanged.
public struct LabelStyledAxisMark<Mark: AxisMark>: AxisMark, AxisMarkPrimitive {
    let mark: Mark
    let font: Font?
    let offset: CGSize

    func collect(into items: inout [AxisMarkItem]) {
        var inner: [AxisMarkItem] = []
        mark.collectItems(into: &inner)
        for item in inner {
            guard case var .label(spec) = item else {
                items.append(item)
                continue
            }
            if let font { spec.font = font }
            spec.offset.width += offset.width
            spec.offset.height += offset.height
            items.append(.label(spec))
        }
    }
}

extension AxisMark {
    /// Sets the mark's labels in `font`, as `AxisValueLabel().font(.caption.bold())`.
    /// An axis measures and draws all the labels of one `AxisMarks` in the first font given.
    public func font(_ font: Font?) -> LabelStyledAxisMark<Self> {
        LabelStyledAxisMark(mark: self, font: font, offset: .zero)
    }

    /// Moves the mark's labels by `x` and `y` points (down is positive), after they are
    /// placed and thinned.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> LabelStyledAxisMark<Self> {
        LabelStyledAxisMark(mark: self, font: nil, offset: CGSize(width: x, height: y))
    }

    /// Moves the mark's labels by `offset`.
    public func offset(_ offset: CGSize) -> LabelStyledAxisMark<Self> {
        LabelStyledAxisMark(mark: self, font: nil, offset: offset)
    }
}
