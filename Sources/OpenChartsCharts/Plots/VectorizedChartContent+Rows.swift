import Foundation
import OpenChartsViews

/// A vectorized plot whose rows take the key-path modifiers every plot shares: `opacity`
/// and the accessibility modifiers, as Swift Charts' `VectorizedChartContent` has them.
/// An implementation detail of the plots: the modifiers are written once here.
///
/// A line or an area is one path a series: it is drawn at its series' first element's
/// opacity and reads its first element's label and value. Bars, points, rules and
/// rectangles are each drawn at their own opacity and, in SVG and HTML, read as elements
/// of their own; sectors are marks of their own.
public protocol _RowModifiable: VectorizedChartContent {
    /// A copy with `edit` made to its rows.
    func _modifyingRows(_ edit: _RowEdit<DataElement>) -> Self
}

/// A change to a plot's rows, read from its elements through a key path. An
/// implementation detail of ``_RowModifiable``.
public struct _RowEdit<Element> {
    enum Change {
        case opacity(KeyPath<Element, CGFloat>)
        case labels((Element) -> String)
        case values((Element) -> String)
        case hidden(KeyPath<Element, Bool>)
    }

    let change: Change

    /// Makes the change to a plot's columns, reading every element of `data`.
    /// - Complexity: O(n): one column of n values.
    func apply<C: Collection>(opacities: inout [Double]?, accessibility: inout PlotAccessibility?, data: C)
        where C.Element == Element {
        var read = accessibility ?? PlotAccessibility()
        switch change {
        case let .opacity(path):
            opacities = data.map { Double($0[keyPath: path]) }
            return
        case let .labels(text): read.labels = data.map(text)
        case let .values(text): read.values = data.map(text)
        case let .hidden(path): read.hidden = data.map { $0[keyPath: path] }
        }
        accessibility = read
    }
}

extension _RowModifiable {
    /// Draws each row at the opacity at `opacity` of its element (0 transparent … 1 opaque;
    /// NaN reads as 1, as a mark's `opacity(.nan)` does; the rest is clamped to 0…1).
    public func opacity(_ opacity: KeyPath<DataElement, CGFloat>) -> Self {
        _modifyingRows(_RowEdit(change: .opacity(opacity)))
    }

    /// What assistive technology reads for each row: the key at `label` of its element.
    public func accessibilityLabel(_ label: KeyPath<DataElement, LocalizedStringKey>) -> Self {
        _modifyingRows(_RowEdit(change: .labels { $0[keyPath: label].text }))
    }

    /// What assistive technology reads for each row: the text at `label` of its element.
    public func accessibilityLabel(_ label: KeyPath<DataElement, Text>) -> Self {
        _modifyingRows(_RowEdit(change: .labels { $0[keyPath: label].string }))
    }

    /// What assistive technology reads for each row: the string at `label` of its element.
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: KeyPath<DataElement, S>) -> Self {
        _modifyingRows(_RowEdit(change: .labels { String($0[keyPath: label]) }))
    }

    /// The value read after each row's label: the key at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<DataElement, LocalizedStringKey>) -> Self {
        _modifyingRows(_RowEdit(change: .values { $0[keyPath: value].text }))
    }

    /// The value read after each row's label: the text at `value` of its element.
    public func accessibilityValue(_ value: KeyPath<DataElement, Text>) -> Self {
        _modifyingRows(_RowEdit(change: .values { $0[keyPath: value].string }))
    }

    /// The value read after each row's label: the string at `value` of its element.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: KeyPath<DataElement, S>) -> Self {
        _modifyingRows(_RowEdit(change: .values { String($0[keyPath: value]) }))
    }

    /// Hides from assistive technology each row whose element is `true` at `hidden` (it is
    /// still drawn); a plot whose every row is hidden reads nothing.
    public func accessibilityHidden(_ hidden: KeyPath<DataElement, Bool>) -> Self {
        _modifyingRows(_RowEdit(change: .hidden(hidden)))
    }
}
