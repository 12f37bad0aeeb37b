import Foundation
import OpenChartsCore
@testable import OpenChartsRender
import Testing

/// A scene of two labelled bars, with a state that adds a rule and one that replaces a bar.
private func twoBars(label: String = "A, 3") -> InteractiveScene {
    let bar = SceneNode.group(GroupNode(children: [.fill(FillNode(path: Path(CGRect(x: 10, y: 10, width: 20, height: 80)), paint: .color(.blue)))],
                                        role: .symbol, accessibilityLabel: label))
    let other = SceneNode.group(GroupNode(children: [.fill(FillNode(path: Path(CGRect(x: 50, y: 30, width: 20, height: 60)), paint: .color(.blue)))],
                                          role: .symbol, accessibilityLabel: "B, 2"))
    let plot = SceneNode.group(GroupNode(children: [bar, other], role: .object, accessibilityLabel: "Plot"))
    let base = Scene(size: CGSize(width: 100, height: 100), nodes: [plot])
    let rule = SceneNode.stroke(StrokeNode(path: Path { $0.move(to: CGPoint(x: 20, y: 0)); $0.addLine(to: CGPoint(x: 20, y: 100)) }, paint: .color(.gray)))
    var faded = other
    if case var .group(group) = other { group.opacity = 0.3; faded = .group(group) }
    let mapping = AxisMapping(plotFrame: CGRect(x: 0, y: 0, width: 100, height: 100), type: "category", domain: [], range: [0, 100], positions: [20, 60])
    return InteractiveScene(base: base, selectionAxis: .x(mapping), states: [
        SelectionState(key: label, position: 20, changes: [SceneChange(parent: [0], replaced: 0..<0, nodes: [rule])]),
        SelectionState(key: "B", position: 60, changes: [SceneChange(parent: [0], replaced: 1..<2, nodes: [faded])]),
    ])
}

private func html(_ scene: InteractiveScene) throws -> String {
    try ImageRenderer(content: scene).html()
}

/// The text between the first `start` and the `end` after it.
private func between(_ text: String, _ start: String, _ end: String) -> String? {
    guard let a = text.range(of: start), let b = text.range(of: end, range: a.upperBound..<text.endIndex) else { return nil }
    return String(text[a.upperBound..<b.lowerBound])
}

@Suite("HTML writer")
struct HTMLWriterTests {
    @Test("SHA-256 matches the FIPS 180-4 examples")
    func sha256() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest([])) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("The Content-Security-Policy allows the page's own script and style by their SHA-256, and nothing else")
    func contentSecurityPolicy() throws {
        let page = try html(twoBars())
        let script = try #require(between(page, "</script>\n<script>", "</script>"))
        let style = try #require(between(page, "<style>", "</style>"))
        #expect(script == HTMLScript.script)
        let csp = try #require(between(page, "<meta http-equiv=\"Content-Security-Policy\" content=\"", "\""))
        #expect(csp == "default-src 'none'; script-src \(SHA256.cspSource(script)); style-src \(SHA256.cspSource(style)); base-uri 'none'; form-action 'none'")
        #expect(SHA256.cspSource("") == "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='")
    }

    @Test("Each state's nodes are in the page, hidden, where they go; the nodes a state replaces are named")
    func stateFragments() throws {
        let page = try html(twoBars())
        #expect(page.contains("<g data-oc-state=\"0\" display=\"none\">"))
        #expect(page.contains("<g data-oc-state=\"1\" display=\"none\">"))
        // The rule goes before the first bar; the faded bar before the bar it replaces.
        let rule = try #require(page.range(of: "data-oc-state=\"0\""))
        let first = try #require(page.range(of: "aria-label=\"A, 3\""))
        #expect(rule.lowerBound < first.lowerBound)
        #expect(page.contains("aria-label=\"B, 2\" id=\"oc-h0\">"))
        #expect(page.contains("\"states\":[{\"key\":\"A, 3\",\"x\":20,\"hide\":[]},{\"key\":\"B\",\"x\":60,\"hide\":[0]}]"))
    }

    @Test("A scene without states still gets tooltips, and no selection")
    func staticScene() throws {
        let page = try ImageRenderer(content: twoBars().base).html()
        #expect(page.contains("{\"selection\":null,\"pickers\":[],\"states\":[]}"))
        #expect(page.contains("role=\"graphics-symbol\" aria-label=\"A, 3\""))
        #expect(!page.contains("<?xml"))
    }

    @Test("A range state ships its ends' positions as r, after the value states")
    func rangeState() throws {
        var scene = twoBars()
        scene.states.append(SelectionState(key: "A/B", position: 20, range: 20...60, changes: []))
        let page = try html(scene)
        #expect(page.contains("{\"key\":\"A/B\",\"x\":20,\"r\":[20,60],\"hide\":[]}"))
    }

    @Test("A scroll region marks the translated group of each scrolling node and ships its offsets and resting places")
    func scrollRegion() throws {
        var scene = twoBars()
        // The plot as the chart layer leaves it: a clip group holding a translated group.
        if case let .group(plot) = scene.base.nodes[0] {
            let shifted = GroupNode(children: [.group(plot)], transform: CGAffineTransform(translationX: -5, y: 0))
            scene.base.nodes[0] = .group(GroupNode(children: [.group(shifted)], clip: Path(CGRect(x: 0, y: 0, width: 50, height: 100))))
        }
        scene.states = []
        scene.selectionAxis = nil
        scene.scroll = ScrollRegion(paths: [[0]], viewport: CGRect(x: 0, y: 0, width: 50, height: 100), scale: 1, offset: 5,
                                    maximumOffset: 50, startValue: 86_400, valuePerPoint: 3_600, isDate: true,
                                    snaps: [0, 24, 48, 50], majorSnaps: [0, 50])
        let label = SceneNode.text(TextNode(text: "Day 2", origin: CGPoint(x: 0, y: 10), anchor: .start,
                                            font: FontRequest(families: ["sans-serif"], size: 10), paint: .color(.black)))
        scene.scroll?.states = [ScrollState(offset: 24, key: "day 2", changes: [SceneChange(parent: [], replaced: 1..<1, nodes: [label])])]
        let page = try html(scene)
        #expect(page.components(separatedBy: "data-oc-scroll=\"x\"").count - 1 == 1)
        #expect(page.contains("<g transform=\"matrix(1 0 0 1 -5 0)\" data-oc-scroll=\"x\">"))
        #expect(page.contains("\"scroll\":{\"view\":[0,0,50,100],\"k\":1,\"offset\":5,\"max\":50,\"start\":86400,\"per\":3600,"
                              + "\"date\":true,\"snaps\":[0,24,48,50],\"major\":[0,50],"
                              + "\"states\":[{\"o\":24,\"key\":\"day 2\",\"v\":0,\"hide\":[]}]}"))
        #expect(page.contains("<g data-oc-state=\"0\" display=\"none\">"), "the scroll state's text, woven in hidden")
    }

    @Test("A picker becomes a group of buttons, one per option, its options' nodes woven in hidden")
    func pickerButtons() throws {
        var scene = twoBars()
        scene.states = []
        scene.selectionAxis = nil
        let dot = SceneNode.fill(FillNode(path: Path(CGRect(x: 0, y: 0, width: 4, height: 4)), paint: .color(.red)))
        scene.pickers = [PickerControl(label: "City <1>", options: [
            PickerOption(label: "Dublin", frame: CGRect(x: 0, y: 0, width: 50, height: 32), changes: []),
            PickerOption(label: "\"><img src=x>", frame: CGRect(x: 50, y: 0, width: 50, height: 32),
                         changes: [SceneChange(parent: [0], replaced: 1..<2, nodes: [dot])]),
        ], selected: 0)]
        let page = try html(scene)
        #expect(page.contains("<div class=\"oc-picker\" role=\"group\" aria-label=\"City &lt;1&gt;\">"))
        #expect(page.contains("data-oc-option=\"0\" aria-pressed=\"true\">Dublin</button>"))
        #expect(page.contains("data-oc-option=\"1\" aria-pressed=\"false\">&quot;&gt;&lt;img src=x&gt;</button>"))
        #expect(page.contains("<g data-oc-state=\"1\" display=\"none\">"), "variant 1: the second option")
        #expect(page.contains("\"options\":[{\"frame\":[0,0,50,32],\"v\":0,\"hide\":[]},{\"frame\":[50,0,50,32],\"v\":1,\"hide\":[0]}]"))
        #expect(!page.contains("<img"))
    }

    @Test("Hostile labels appear only escaped, in the SVG and in the JSON")
    func hostileLabels() throws {
        for label in ["</script><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "a\u{2028}b&c"] {
            let page = try html(twoBars(label: label))
            #expect(!page.contains(label))
            #expect(page.components(separatedBy: "<script").count == 3)
        }
        let page = try html(twoBars(label: "</script><script>alert(1)</script>"))
        #expect(page.contains("aria-label=\"&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;\""))
        #expect(page.contains("\"key\":\"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\""))
    }

    @Test("JSON strings escape quotes, backslashes, controls, markup characters and line separators")
    func jsonEscaping() {
        var json = JSONText()
        json.string("a\"b\\c\n<>&\u{2028}\u{2029}\u{1}é")
        #expect(String(decoding: json.bytes, as: UTF8.self) == "\"a\\\"b\\\\c\\u000a\\u003c\\u003e\\u0026\\u2028\\u2029\\u0001é\"")
    }

    @Test("write(to:) writes .html pages")
    func writeHTML() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-html-\(UUID().uuidString).html")
        defer { try? FileManager.default.removeItem(at: url) }
        try ImageRenderer(content: twoBars()).write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("<!DOCTYPE html>\n"))
        #expect(try OutputFormat(url: URL(fileURLWithPath: "a.HTML")) == .html)
    }

    @Test("The same scene gives the same page, byte for byte")
    func deterministic() throws {
        #expect(try html(twoBars()) == html(twoBars()))
    }
}
