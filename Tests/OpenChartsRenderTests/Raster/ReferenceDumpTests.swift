import Foundation
import Testing
import OpenChartsCore
@testable import OpenChartsRender

/// Writes each reference scene as `<name>.svg` (the SVG writer's output), `<name>.rgba`
/// (our premultiplied RGBA8 pixels) and `<name>.size` ("width height") into
/// `$OPENCHARTS_RASTER_DUMP`, for `scripts/check_raster.py` to compare with librsvg.
@Suite("Raster reference dump")
struct ReferenceDumpTests {
    @Test("reference scenes are written for the librsvg comparison when OPENCHARTS_RASTER_DUMP is set",
          .enabled(if: ProcessInfo.processInfo.environment["OPENCHARTS_RASTER_DUMP"] != nil))
    func dump() throws {
        let folder = URL(fileURLWithPath: try #require(ProcessInfo.processInfo.environment["OPENCHARTS_RASTER_DUMP"]))
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, scene, scale) in ReferenceScenes.all {
            let pixmap = try SceneRasterizer(scale: scale).render(scene)
            try Data(SVGWriter().svg(scene, scale: scale).utf8).write(to: folder.appendingPathComponent("\(name).svg"))
            try Data(pixmap.data).write(to: folder.appendingPathComponent("\(name).rgba"))
            try Data("\(pixmap.width) \(pixmap.height)\n".utf8).write(to: folder.appendingPathComponent("\(name).size"))
        }
    }
}
