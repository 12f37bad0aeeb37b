import OpenChartsCore

/// The distinct paints of copies that vary in paint, each with its index, in order of first
/// use: what ``PaintIndices`` holds.
struct PaintPalette {
    private(set) var paints: [Paint] = []
    private var indices: [Paint: Int32] = [:]

    /// The index of `paint`, added at the end when it is new.
    mutating func index(of paint: Paint) -> Int32 {
        if let known = indices[paint] { return known }
        let index = Int32(paints.count)
        indices[paint] = index
        paints.append(paint)
        return index
    }
}
