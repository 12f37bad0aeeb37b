import Foundation
import OpenChartsCore

/// Collects the pickers drawn while it is installed (`PickerProbe.$current.withValue`), so
/// that the interactive HTML output can draw the view once per option and offer real
/// buttons over the segments. Drawing without a probe records nothing.
package final class PickerProbe: @unchecked Sendable {
    /// One picker as drawn.
    package struct Record {
        /// The picker's label as text (what assistive technology reads for the group).
        package var label: String
        /// Each option's text and segment, in scene coordinates.
        package var options: [(label: String, frame: CGRect)]
        /// The option drawn as chosen; nil when the selection matches no tag.
        package var selected: Int?
        /// Sets the picker's binding to option `index`'s tag.
        package var choose: (Int) -> Void
        /// Sets the binding back to the value it had when drawn.
        package var restore: () -> Void
    }

    /// The probe pickers report to while a view is drawn.
    @TaskLocal package static var current: PickerProbe?

    package private(set) var records: [Record] = []

    package init() {}

    func record(_ record: Record) { records.append(record) }
}

/// The texts drawn in `nodes`, in order, joined by spaces.
func drawnText(_ nodes: [SceneNode]) -> String {
    var texts: [String] = []
    func collect(_ nodes: [SceneNode]) {
        for node in nodes {
            switch node {
            case let .text(text): texts.append(text.text)
            case let .group(group): collect(group.children)
            case .fill, .stroke: break
            }
        }
    }
    collect(nodes)
    return texts.joined(separator: " ")
}
