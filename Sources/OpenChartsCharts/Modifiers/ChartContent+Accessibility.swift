import Foundation
import OpenChartsViews

extension ChartContent {
    /// What assistive technology reads for each mark, instead of its automatic label.
    @inlinable
    public func accessibilityLabel<Label: StringProtocol>(_ label: Label) -> some ChartContent {
        let text = String(label)
        return modified(.accessibilityLabel(text))
    }

    /// The value read after each mark's label, instead of its automatic value.
    @inlinable
    public func accessibilityValue<Value: StringProtocol>(_ value: Value) -> some ChartContent {
        let text = String(value)
        return modified(.accessibilityValue(text))
    }

    /// Whether assistive technology skips the marks (they are still drawn).
    @inlinable
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified(.accessibilityHidden(hidden))
    }
}
