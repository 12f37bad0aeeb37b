import Foundation
import OpenCharts

/// `opencharts-bench png-check OUTDIR`: writes test images through the PNG encoder, each as
/// NAME.png plus NAME.rgba (straight-alpha RGBA from `Pixmap.pixel`, the pixels a decoder must
/// return) and manifest.json, for scripts/check_png.py to decode with libpng and compare.
enum PNGCheck: BenchmarkCommand {
    static let name = "png-check"
    static let summary = "write test PNGs and their expected pixels to OUTDIR"

    static func images() -> [(name: String, pixmap: Pixmap, pixelsPerMeter: Int?)] {
        [
            ("chart-opaque", SyntheticChart.frame(), PNGEncoder.pixelsPerMeter(scale: 1)),
            ("chart-translucent", SyntheticChart.frame(transparent: true), PNGEncoder.pixelsPerMeter(scale: 2)),
            ("chart-flat-palette", SyntheticChart.frame(flat: true), nil),
            ("chart-flat-palette-translucent", SyntheticChart.frame(width: 320, height: 200, transparent: true, flat: true), nil),
            ("noise-opaque-37x23", SyntheticChart.noise(width: 37, height: 23, translucent: false), nil),
            ("noise-translucent-61x7", SyntheticChart.noise(width: 61, height: 7, translucent: true), nil),
            ("single-pixel", SyntheticChart.noise(width: 1, height: 1, translucent: true), nil),
            ("column-1x300", SyntheticChart.frame(width: 1, height: 300), nil),
            ("row-2000x1", SyntheticChart.noise(width: 2000, height: 1, translucent: false), nil),
            ("transparent-64x64", Pixmap(width: 64, height: 64), nil),
        ]
    }

    static func run(_ arguments: [String]) throws -> Int32 {
        guard let directory = arguments.first else { throw BenchmarkUsageError(description: "usage: png-check OUTDIR") }
        let out = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        var manifest: [[String: Any]] = []
        for image in images() {
            let png = try PNGEncoder(pixelsPerMeter: image.pixelsPerMeter).encode(image.pixmap)
            var straight: [UInt8] = []
            straight.reserveCapacity(image.pixmap.data.count)
            for y in 0..<image.pixmap.height {
                for x in 0..<image.pixmap.width {
                    let p = image.pixmap.pixel(x: x, y: y)
                    straight += [p.red, p.green, p.blue, p.alpha]
                }
            }
            try Data(png).write(to: out.appendingPathComponent("\(image.name).png"))
            try Data(straight).write(to: out.appendingPathComponent("\(image.name).rgba"))
            manifest.append(["name": image.name, "width": image.pixmap.width, "height": image.pixmap.height,
                             "pixelsPerMeter": image.pixelsPerMeter ?? 0])
            print("\(image.name).png: \(png.count) bytes")
        }
        let json = try JSONSerialization.data(withJSONObject: manifest, options: [.prettyPrinted, .sortedKeys])
        try json.write(to: out.appendingPathComponent("manifest.json"))
        return 0
    }
}
