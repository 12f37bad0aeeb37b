import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

private struct Choice: View {
    var pick: Int
    var body: some View {
        HStack(spacing: 0) {
            if pick == 0 {
                box(1, 1)
            } else {
                box(2, 2)
            }
            switch pick {
            case 0: box(3, 3)
            case 1: box(4, 4)
            default: EmptyView()
            }
        }
    }
}

private struct Counter: View {
    @State var count = 3
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<count) { _ in box(1, 1) }
        }
    }
}

private struct Named: Identifiable {
    let id: String
    let width: CGFloat
}

@Suite("View builders, containers and state")
struct BuilderTests {
    @Test("if/else and switch pick one branch")
    func conditionals() throws {
        #expect(fillRects(try render(Choice(pick: 0))).map(\.width) == [1, 3])
        #expect(fillRects(try render(Choice(pick: 1))).map(\.width) == [2, 4])
        #expect(fillRects(try render(Choice(pick: 2))).map(\.width) == [2])
    }

    @Test("an optional view draws its value, or nothing")
    func optionalViews() throws {
        let some: Color? = .red, none: Color? = nil
        #expect(fills(try render(ZStack { some; none })).count == 1)
    }

    @Test("limited availability content is type-erased and still drawn")
    func limitedAvailability() throws {
        let view = ViewBuilder.buildLimitedAvailability(box(5, 5))
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 0, width: 5, height: 5)])
    }

    @Test("AnyView and Group draw their content; a modifier on a group applies to each child")
    func anyViewGroup() throws {
        let view = HStack(spacing: 0) { AnyView(Group { Color.red; Color.blue }.frame(width: 3, height: 3)) }
        #expect(fillRects(try render(view)) == [CGRect(x: 0, y: 0, width: 3, height: 3), CGRect(x: 3, y: 0, width: 3, height: 3)])
    }

    @Test("ForEach works over Identifiable data and with an id key path")
    func forEachData() throws {
        let items = [Named(id: "a", width: 2), Named(id: "b", width: 5)]
        let byIdentity = HStack(spacing: 0) { ForEach(items) { box($0.width, 1) } }
        let byKeyPath = HStack(spacing: 0) { ForEach([2.0, 5.0], id: \.self) { box(CGFloat($0), 1) } }
        #expect(fillRects(try render(byIdentity)).map(\.width) == [2, 5])
        #expect(fillRects(try render(byKeyPath)).map(\.width) == [2, 5])
    }

    @Test("a view draws its initial @State")
    func stateInitial() throws {
        #expect(fills(try render(Counter())).count == 3)
    }

    @Test("a binding from $state writes through to the state")
    func stateBinding() {
        let counter = Counter()
        let binding = counter.$count
        binding.wrappedValue = 5
        #expect(counter.count == 5)
        let constant = Binding.constant(7)
        constant.wrappedValue = 9
        #expect(constant.wrappedValue == 7)
    }

    @Test("a binding to a property reads and writes that property")
    func memberBinding() {
        let state = State(wrappedValue: CGPoint(x: 1, y: 2))
        let x = state.projectedValue.x
        x.wrappedValue = 4
        #expect(state.wrappedValue == CGPoint(x: 4, y: 2))
    }

    @Test("an empty builder is an EmptyView that takes no space")
    func emptyBuilder() throws {
        #expect(try render(VStack {}).size == .zero)
    }
}

@Suite("Views as scenes")
struct SceneRepresentableTests {
    /// What `ImageRenderer` does: it knows only `SceneRepresentable`.
    func draw<Content: SceneRepresentable>(_ content: Content) throws -> Scene {
        try content.makeScene(proposal: ProposedSize(width: 400, height: 300))
    }

    @Test("any view draws through SceneRepresentable, as ImageRenderer calls it")
    func viewIsSceneRepresentable() throws {
        #expect(try draw(Color.red).size == CGSize(width: 400, height: 300))
        #expect(try draw(box(40, 30)).size == CGSize(width: 40, height: 30))
    }

    @Test("a builder takes more than ten views in a row")
    func manyChildren() throws {
        let view = HStack(spacing: 0) {
            box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1)
            box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1); box(1, 1)
        }
        #expect(try render(view).size == CGSize(width: 12, height: 1))
    }

    @Test("text breaks at hard line breaks, and inside a word only when the word alone is too wide")
    func lineBreaking() {
        let font = FontRequest(size: 10)
        #expect(standIn.lines("ab\ncd ef", font: font, maxWidth: 100) == ["ab", "cd ef"])
        #expect(standIn.lines("abcdefg hi", font: font, maxWidth: 15) == ["abc", "def", "g", "hi"])
    }
}

@Suite("Root views")
struct RootViewTests {
    @Test("we chose: several root views stack vertically, centred, 8 apart, as SwiftUI's implicit root stack")
    func severalRoots() throws {
        let scene = try render(Group { box(10, 10); box(20, 5) })
        #expect(scene.size == CGSize(width: 20, height: 23))
        #expect(fillRects(scene) == [CGRect(x: 5, y: 0, width: 10, height: 10), CGRect(x: 0, y: 18, width: 20, height: 5)])
    }

    @Test("a root asked for nothing draws an empty scene")
    func emptyRoot() throws {
        let scene = try render(EmptyView())
        #expect(scene.size == .zero)
        #expect(scene.nodes.isEmpty)
    }
}
