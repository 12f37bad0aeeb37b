import Foundation
import OpenCharts

/// libFuzzer entry: any bytes become a tiny chart — doubles (any bit pattern: NaN,
/// infinities, subnormals), category strings (any UTF-8, invalid bytes repaired) and a
/// choice of marks — drawn to SVG and PNG through the public API. An error is a fine
/// answer, a crash or a hang is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let input = FuzzInput(bytes) else { return 0 }
    let renderer = ImageRenderer(content: input.chart)
    _ = try? renderer.svg()
    _ = try? renderer.png()
    return 0
}

/// The bytes read as: one byte choosing the marks, one byte each for the width and
/// height, then up to 16 records of a category byte and an 8-byte double, then the rest
/// as UTF-8 text split on NUL into category names.
struct FuzzInput {
    struct Row: Identifiable {
        let id: Int
        let category: String
        let value: Double
    }

    let marks: UInt8
    let width: CGFloat
    let height: CGFloat
    let rows: [Row]

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 3 else { return nil }
        marks = bytes[0]
        // Small canvases keep a PNG under ASan fast; 0 is kept to test the empty canvas.
        width = CGFloat(bytes[1] % 96)
        height = CGFloat(bytes[2] % 72)
        var rest = bytes.dropFirst(3)
        var records: [(UInt8, Double)] = []
        while rest.count >= 9, records.count < 16 {
            let bits = rest.dropFirst().prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            records.append((rest[rest.startIndex], Double(bitPattern: bits)))
            rest = rest.dropFirst(9)
        }
        let names = String(decoding: rest, as: UTF8.self).split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
        rows = records.enumerated().map { index, record in
            Row(id: index, category: names.isEmpty ? "c\(record.0 % 4)" : names[Int(record.0) % names.count],
                value: record.1)
        }
    }

    /// The chart: each bit of `marks` adds one kind of mark over all rows.
    var chart: some View {
        let rows = rows, marks = marks
        return Chart {
            ForEach(rows) { row in
                if marks & 1 != 0 { BarMark(x: .value("Category", row.category), y: .value("Value", row.value)) }
                if marks & 2 != 0 { LineMark(x: .value("Index", row.id), y: .value("Value", row.value)) }
                if marks & 4 != 0 {
                    PointMark(x: .value("Value", row.value), y: .value("Index", Double(row.id)))
                        .foregroundStyle(by: .value("Category", row.category))
                }
                if marks & 8 != 0 { SectorMark(angle: .value("Value", row.value)) }
                if marks & 16 != 0 { AreaMark(x: .value("Index", row.id), y: .value("Value", row.value)) }
                if marks & 32 != 0 {
                    RuleMark(y: .value("Value", row.value)).annotation { Text(row.category) }
                }
                if marks & 64 != 0 {
                    PointMark(x: .value("Date", Date(timeIntervalSince1970: row.value)), y: .value("Index", row.id))
                }
            }
        }
        .frame(width: width, height: height)
    }
}
