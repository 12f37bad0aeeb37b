import Foundation
import OpenChartsViews

extension ChartContent {
    /// What assistive technology reads for each mark, instead of its automatic label.
    public func accessibilityLabel<Label: StringProtocol>(_ label: Label) -> some ChartContent {
        let text = String(label)
        return modified { $0.accessibilityLabel = text }
    }

    /// The value read after each mark's label, instead of its automatic value.
    public func accessibilityValue<Value: StringProtocol>(_ value: Value) -> some ChartContent {
        let text = String(value)
        return modified { $0.accessibilityValue = text }
    }

    /// Whether assistive technology skips the marks (they are still drawn).
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified { $0.accessibilityHidden = hidden }
    }
}
