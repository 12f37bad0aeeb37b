import Foundation
import OpenChartsCore

extension FontLibrary {
    /// The text shortened with "…" to fit `maxWidth`, as SwiftUI's `truncationMode`.
    ///
    /// Text that fits comes back unchanged. Otherwise as many characters as fit are
    /// kept: the start (`.tail`), the end (`.head`), or both halves (`.middle`, the
    /// extra character going to the start). Spaces next to the ellipsis are dropped.
    /// When not even "…" fits, the result is empty.
    /// - Complexity: O(n log n) measuring, by bisection over the characters kept.
    public func truncated(_ text: String, font: FontRequest, maxWidth: CGFloat, mode: TruncationMode) -> String {
        guard width(text, font: font) > maxWidth else { return text }
        let characters = Array(text)
        func candidate(_ kept: Int) -> String {
            switch mode {
            case .tail:
                return Self.trimmingTrailingSpaces(String(characters[0..<kept])) + "…"
            case .head:
                return "…" + Self.trimmingLeadingSpaces(String(characters[(characters.count - kept)...]))
            case .middle:
                let front = (kept + 1) / 2, back = kept / 2
                return Self.trimmingTrailingSpaces(String(characters[0..<front])) + "…"
                    + Self.trimmingLeadingSpaces(String(characters[(characters.count - back)...]))
            }
        }
        // Bisect for the most characters whose candidate fits; width grows with them.
        var low = 0, high = characters.count - 1
        guard width(candidate(0), font: font) <= maxWidth else { return "" }
        while low < high {
            let mid = (low + high + 1) / 2
            if width(candidate(mid), font: font) <= maxWidth { low = mid } else { high = mid - 1 }
        }
        return candidate(low)
    }
}
