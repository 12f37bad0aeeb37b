import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

@Suite("Scale")
struct ScaleTests {
    @Test("10,000 bars in an HStack of VStacks lay out in linear time: each child is measured a bounded number of times")
    func manyBars() throws {
        let values = (0..<10_000).map { Double($0 % 97) }
        let view = HStack(spacing: 0) {
            ForEach(values.indices, id: \.self) { index in
                VStack(spacing: 0) {
                    Spacer()
                    Rectangle().fill(Color.blue).frame(height: CGFloat(values[index]))
                }
            }
        }.frame(width: 10_000, height: 100)
        let start = Date()
        let scene = try render(view)
        let seconds = Date().timeIntervalSince(start)
        #expect(fills(scene).count == 10_000)
        #expect(fillRects(scene)[5] == CGRect(x: 5, y: 95, width: 1, height: 5))
        print("views.scale: 10,000 bars laid out and drawn in \(String(format: "%.3f", seconds)) s")
    }
}
