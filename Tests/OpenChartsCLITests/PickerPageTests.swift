import Foundation
import OpenCharts
import OpenChartsTestSupport
import Testing
@testable import OpenChartsCLI

/// Seed 001's city picker on a page: the view drawn for each city, the segments offered as
/// buttons. Writes `pets-picker.html` to the artifacts folder's `html/` for
/// `scripts/check_html.py`.
@Suite("Seed 001's picker page")
struct PickerPageTests {
    @Test("The picker offers Dublin, Milan and London; each option's changes draw that city's view")
    func optionsDrawEachCity() throws {
        let interactive = try Seed001PetsCities.interactive().makeInteractiveScene(proposal: .unspecified)
        let picker = try #require(interactive.pickers.first)
        #expect(interactive.pickers.count == 1)
        #expect(picker.label == "Most Popular Pets")
        #expect(picker.options.map(\.label) == ["Dublin", "Milan", "London"])
        #expect(picker.selected == 0)
        #expect(picker.options[0].changes.isEmpty)
        for (index, option) in picker.options.enumerated() {
            let drawn = try Seed001PetsCities.city(index).makeScene(proposal: .unspecified)
            #expect(interactive.scene(applying: option.changes) == drawn, "option \(index)")
        }
        // Segments: side by side, equal, inside the page.
        let frames = picker.options.map(\.frame)
        #expect(frames[0].maxX <= frames[1].minX + 0.01 && frames[1].maxX <= frames[2].minX + 0.01)
        #expect(abs(frames[0].width - frames[2].width) < 0.01 && frames[0].height == 32)
        #expect(frames.allSatisfy { CGRect(origin: .zero, size: interactive.base.size).contains($0) })
    }

    @Test("The page has a real button per city, the first pressed, and stays small")
    func page() throws {
        let interactive = try Seed001PetsCities.interactive().makeInteractiveScene(proposal: .unspecified)
        let html = try ImageRenderer(content: interactive).html()
        try Data(html.utf8).write(to: try artifactsFolder("html").appendingPathComponent("pets-picker.html"))
        #expect(html.contains("aria-pressed=\"true\">Dublin</button>"))
        #expect(html.contains("aria-pressed=\"false\">Milan</button>"))
        #expect(html.contains("aria-pressed=\"false\">London</button>"))
        #expect(html.contains("role=\"group\" aria-label=\"Most Popular Pets\""))
        #expect(html.utf8.count < 200_000)
    }

    @Test("Hostile option names become button text and JSON strings, never markup")
    func hostileOptions() throws {
        let html = try ImageRenderer(content: try HostilePicker().makeInteractiveScene(proposal: ProposedSize(width: 600, height: 200))).html()
        try Data(html.utf8).write(to: try artifactsFolder("html").appendingPathComponent("hostile-picker.html"))
        #expect(!html.contains("<script>alert") && !html.contains("<img"))
        #expect(html.contains(">&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</button>"))
        #expect(html.components(separatedBy: "<script").count - 1 == 2)
        #expect(html.components(separatedBy: "<button").count - 1 == 3)
    }
}

/// A picker whose options are named to run script if they reached the page unescaped.
struct HostilePicker: View {
    static let names = ["</script><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)"]
    @State var chosen = 0

    var body: some View {
        VStack {
            Picker(selection: $chosen, label: Text("\"><img src=x onerror=alert(2)>")) {
                ForEach(0..<3, id: \.self) { Text(Self.names[$0]).tag($0) }
            }
            Text("Chosen: " + Self.names[chosen])
        }
        .frame(width: 600, height: 200)
    }
}
