import Foundation
import OpenChartsCore

/// Rows of content, as SwiftUI's `List` in its plain iOS look, drawn scrolled to the top.
///
/// Each row is at least 44 points tall, has 16 points of padding at its leading and
/// trailing edges, its content aligned leading and centred vertically, and a light
/// separator below it. The list takes the space proposed and clips its rows to it.
public struct List<Content: View>: View {
    let content: Content

    /// A list of the views built by `content`, one row each.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ListRows(content: content)
    }
}

extension List {
    /// A row for each element of `data`, whose elements identify themselves.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { ForEach(data, content: rowContent) }
    }

    /// A row for each element of `data`, identified by the value at `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init { ForEach(data, id: id, content: rowContent) }
    }

    /// A row for each integer in `data`.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init { ForEach(data, content: rowContent) }
    }
}

/// The rows of a list, laid out.
struct ListRows<Content: View>: View, PrimitiveView {
    /// iOS's smallest row height and the colour of its separators.
    static var minimumRowHeight: CGFloat { 44 }
    static var separator: Color { Divider.color }

    let content: Content

    var body: Never { primitiveBody() }

    package func makeNodes(_ environment: EnvironmentValues) -> [LayoutNode] {
        var inner = environment
        inner.stackAxis = nil
        let rows = OpenChartsViews.makeNodes(content, inner).map { row -> LayoutNode in
            let framed = FlexibleFrameNode(
                row, width: .init(min: nil, ideal: nil, max: .infinity),
                height: .init(min: Self.minimumRowHeight, ideal: nil, max: nil), alignment: .leading)
            let padded = PaddingNode(framed, insets: EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            let separator = ShapeLayoutNode(
                path: { rect in Path(CGRect(x: 16, y: rect.maxY - 0.5, width: max(rect.width - 16, 0), height: 0.5)) },
                drawing: .fill(FillStyle()), style: Self.separator, foreground: nil)
            return LayerNode(padded, layer: separator, alignment: .center, placement: .inFront)
        }
        let stack = StackNode(axis: .vertical, children: rows, spacing: 0, crossGuide: HorizontalAlignment.leading.guide)
        return [ScrollNode(content: stack, axes: .vertical)]
    }
}
