import Foundation
import OpenChartsViews

extension ChartContent {
    /// What assistive technology reads for each mark, instead of its automatic label.
    /// A literal is a ``LocalizedStringKey``, as in SwiftUI, so it takes `specifier:` and
    /// `format:` interpolations.
    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
        modified(.accessibilityLabel(key.text))
    }

    /// What assistive technology reads for each mark: a text's string.
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        modified(.accessibilityLabel(label.string))
    }

    /// What assistive technology reads for each mark, from a string value.
    @_disfavoredOverload
    @inlinable
    public func accessibilityLabel<Label: StringProtocol>(_ label: Label) -> some ChartContent {
        let text = String(label)
        return modified(.accessibilityLabel(text))
    }

    /// The value read after each mark's label, instead of its automatic value.
    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
        modified(.accessibilityValue(key.text))
    }

    /// The value read after each mark's label: a text's string.
    public func accessibilityValue(_ value: Text) -> some ChartContent {
        modified(.accessibilityValue(value.string))
    }

    /// The value read after each mark's label, from a string value.
    @_disfavoredOverload
    @inlinable
    public func accessibilityValue<Value: StringProtocol>(_ value: Value) -> some ChartContent {
        let text = String(value)
        return modified(.accessibilityValue(text))
    }

    /// The name tests find each mark (or plot) by, as SwiftUI's `accessibilityIdentifier(_:)`:
    /// never read to the user; SVG and HTML write it on the mark's group as `data-testid`
    /// (what Playwright's `getByTestId` and Testing Library look for). A line or an area is
    /// one group, named by its first mark's identifier.
    @inlinable
    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent {
        modified(.accessibilityIdentifier(identifier))
    }

    /// Whether assistive technology skips the marks (they are still drawn).
    @inlinable
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modified(.accessibilityHidden(hidden))
    }
}
