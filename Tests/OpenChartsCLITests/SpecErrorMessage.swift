import Foundation
@testable import OpenChartsCLI

/// The message of the error building `spec`'s chart gives, "no error" when it builds, or the
/// description of an error of another kind.
func specErrorMessage(_ spec: String) throws -> String {
    let parsed = try JSONSpecReader().read(Data(spec.utf8))
    do {
        _ = try SpecChart.view(parsed, table: try SpecTable(values: parsed.data.values ?? []))
        return "no error"
    } catch let error as SpecError {
        return error.message
    } catch {
        return "\(error)"
    }
}
