import Foundation
import OpenCharts

/// libFuzzer entry: any bytes go through the JSON spec reader (size and depth limits,
/// syntax check with positions, decoding); a spec that reads is built into a chart from
/// its inline rows and drawn to SVG. An error is a fine answer, a crash or a hang is not.
///
/// The spec's size is capped at 120 × 90 points and its rows at 64 so that one input stays
/// fast under ASan (both limits have their own tests); a `csv` path is not read.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard var spec = try? JSONSpecReader().read(data) else { return 0 }
    spec.width = spec.width.map { $0.isFinite ? min($0, 120) : $0 }
    spec.height = spec.height.map { $0.isFinite ? min($0, 90) : $0 }
    guard let values = spec.data.values, values.count <= 64,
          let table = try? SpecTable(values: values),
          let view = try? SpecChart.view(spec, table: table) else { return 0 }
    _ = try? ImageRenderer(content: view).svg()
    return 0
}
