import Foundation
import OpenChartsCore

/// A choice among tagged views, as SwiftUI's `Picker`, drawn as a segmented control.
///
/// Options are the content's views, each matched to the selection by its `.tag(_:)`.
/// Every picker style draws the same still image here: equal segments in a light gray
/// rounded rectangle 32 points tall, the selected one on a white rounded rectangle.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.label = label
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = nil
        inner.font = inner.font ?? .system(size: 13, weight: .medium)
        let options = OpenChartsViews.makeNodes(content, inner)
        let selected = AnyHashable(selection.wrappedValue)
        let node = SegmentedNode(options: options, selectedIndex: options.firstIndex { $0.tag == selected })
        if InteractionProbe.current != nil {
            // What the interactive page needs: the label's text and a way to choose each option.
            let selection = self.selection, original = selection.wrappedValue
            let tags = options.map(\.tag)
            node.label = OpenChartsViews.makeNodes(label, inner).map { label in
                drawnText(label.render(in: CGRect(origin: .zero, size: label.size(.unspecified)), proposal: .unspecified, RenderContext()))
            }.joined(separator: " ")
            node.choose = { index in
                if tags.indices.contains(index), let value = tags[index]?.base as? SelectionValue { selection.wrappedValue = value }
            }
            node.restore = { selection.wrappedValue = original }
        }
        return [node]
    }
}

extension Picker where Label == Text {
    /// A picker labelled with `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(titleKey), content: content)
    }
}

/// A picker style, as SwiftUI's `PickerStyle`. Every style draws as segments here.
public protocol PickerStyle: Sendable {}

/// SwiftUI's segmented picker style.
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
}

/// SwiftUI's default picker style.
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
}

extension PickerStyle where Self == SegmentedPickerStyle {
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension View {
    /// Sets the style of pickers in this view; kept for compatibility (all draw as segments).
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        transformEnvironment { _ in }
    }

    /// Tags the view with a value, which a ``Picker`` matches to its selection.
    public func tag<V: Hashable>(_ tag: V) -> some View {
        let tag = AnyHashable(tag)
        return modified { child, _ in
            child.tag = tag
            return child
        }
    }
}

/// Draws options as a segmented control.
final class SegmentedNode: LayoutNode {
    static let height: CGFloat = 32
    /// iOS's segmented-control track and selected segment, in each appearance.
    static let trackColor = Color(light: (118, 118, 128), dark: (118, 118, 128), opacity: 0.12, darkOpacity: 0.24)
    static let thumbColor = Color(light: (255, 255, 255), dark: (99, 99, 102))

    let options: [LayoutNode]
    let selectedIndex: Int?
    /// Set while an ``InteractionProbe`` is installed: the picker's label, and how to choose an
    /// option and put the selection back.
    var label = ""
    var choose: ((Int) -> Void)?
    var restore: (() -> Void)?

    init(options: [LayoutNode], selectedIndex: Int?) {
        self.options = options
        self.selectedIndex = selectedIndex
    }

    override func sizeThatFits(_ proposal: ProposedSize) -> CGSize {
        // Ideal width: the widest option plus 16 points of padding, in each segment.
        let widest = options.map { $0.size(.unspecified).width }.max() ?? 0
        return CGSize(width: proposal.width ?? (widest + 16) * CGFloat(options.count), height: Self.height)
    }

    override func render(in rect: CGRect, proposal: ProposedSize, _ context: RenderContext) -> [SceneNode] {
        var nodes: [SceneNode] = [.fill(FillNode(path: Path(roundedRect: rect, cornerRadius: 8.91), paint: .color(Self.trackColor)))]
        guard !options.isEmpty else { return nodes }
        let segment = rect.width / CGFloat(options.count)
        var cells: [CGRect] = []
        for (index, option) in options.enumerated() {
            let cell = CGRect(x: rect.minX + CGFloat(index) * segment, y: rect.minY, width: segment, height: rect.height)
            if index == selectedIndex {
                nodes.append(.fill(FillNode(path: Path(roundedRect: cell.inset(by: 2), cornerRadius: 6.93),
                                            paint: .color(Self.thumbColor))))
            }
            let proposal = ProposedSize(width: max(segment - 8, 0), height: rect.height)
            let size = option.size(proposal)
            let drawn = option.render(in: CGRect(origin: Alignment.center.origin(of: size, in: cell), size: size),
                                      proposal: proposal, context)
            nodes += drawn
            cells.append(cell.boundingBox(applying: context.toGlobal))
        }
        if let probe = InteractionProbe.current, let choose, let restore {
            // The options' whole text, drawn at their ideal size (the segments may cut it).
            let labels = zip(options, cells).map { option, cell in
                (label: drawnText(option.render(in: CGRect(origin: .zero, size: option.size(.unspecified)), proposal: .unspecified, RenderContext())),
                 frame: cell)
            }
            probe.record(PickerElement(label: label, options: labels, selected: selectedIndex, choose: choose, restore: restore))
        }
        return nodes
    }
}
