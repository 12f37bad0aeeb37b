import Foundation
import OpenChartsCore
import OpenChartsRender
import OpenChartsText

/// Writes a scene as SVG for a person to look at while working on layout: set
/// `OPENCHARTS_VIEWS_SVG_DIR` and tests that call ``dumpSVG(_:name:)`` write there.
func dumpSVG(_ scene: Scene, name: String) {
    guard let directory = ProcessInfo.processInfo.environment["OPENCHARTS_VIEWS_SVG_DIR"] else { return }
    let fonts = FontLibrary.shared
    let svg = SVGWriter(resolveFamilies: { fonts.resolvedFamilies(for: $0) }).svg(scene)
    try? Data(svg.utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent("\(name).svg"))
}
