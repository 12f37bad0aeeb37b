import Foundation
import OpenChartsCore

/// A segmented picker as drawn, for the interactive page: the view is drawn once per
/// option, and the page offers real buttons over the segments.
final class PickerElement: InteractiveElement {
    /// The picker's label as text (what assistive technology reads for the group).
    let label: String
    /// Each option's whole text and its segment, in scene coordinates.
    let options: [(label: String, frame: CGRect)]
    /// The option drawn as chosen; nil when the selection matches no tag.
    let selected: Int?
    /// Sets the picker's binding to option `index`'s tag.
    let choose: (Int) -> Void
    /// Sets the binding back to the value it had when drawn.
    let restore: () -> Void

    init(label: String, options: [(label: String, frame: CGRect)], selected: Int?,
         choose: @escaping (Int) -> Void, restore: @escaping () -> Void) {
        self.label = label
        self.options = options
        self.selected = selected
        self.choose = choose
        self.restore = restore
    }

    /// A ``PickerControl`` whose options hold the changes of the view drawn with each chosen;
    /// none when they do not all fit in `budget`.
    func contribute(to scene: inout InteractiveScene, base: Scene, redraw: () throws -> Scene, budget: inout Int) throws {
        defer { restore() }
        var drawn: [PickerOption] = []
        var left = budget
        for (index, option) in options.enumerated() {
            var changes: [SceneChange] = []
            if index != selected {
                choose(index)
                changes = InteractiveScene.changes(from: base.nodes, to: try redraw().nodes)
                left -= nodeCount(changes)
                guard left >= 0 else { return }
            }
            drawn.append(PickerOption(label: option.label, frame: option.frame, changes: changes))
        }
        budget = left
        scene.pickers.append(PickerControl(label: label, options: drawn, selected: selected))
    }
}

/// The texts drawn in `nodes`, in order, joined by spaces.
func drawnText(_ nodes: [SceneNode]) -> String {
    var texts: [String] = []
    func collect(_ nodes: [SceneNode]) {
        for node in nodes {
            switch node {
            case let .text(text): texts.append(text.text)
            case let .group(group): collect(group.children)
            case .fill, .stroke, .symbols, .rectangles: break
            }
        }
    }
    collect(nodes)
    return texts.joined(separator: " ")
}
