/// CSS font matching within one family (CSS Fonts Level 4, §5.2): width first, then
/// slant, then weight.
enum FontMatching {
    /// The face of `faces` (all of one family) that CSS would pick for `weight` and
    /// `italic` at normal width; nil only when `faces` is empty.
    static func bestFace(_ faces: [FontFace], weight: Int, italic: Bool) -> FontFace? {
        guard !faces.isEmpty else { return nil }
        // Width: normal (5), else the nearest narrower, else the nearest wider.
        let widths = Set(faces.map(\.descriptor.widthClass))
        let width = widths.contains(5) ? 5 : (widths.filter { $0 < 5 }.max() ?? widths.filter { $0 > 5 }.min() ?? 5)
        var candidates = faces.filter { $0.descriptor.widthClass == width }
        // Slant: the asked one when the family has it, else the other (no synthesis).
        let sameSlant = candidates.filter { $0.isItalic == italic }
        if !sameSlant.isEmpty { candidates = sameSlant }
        return candidates.min { weightRank($0.weight, for: weight) < weightRank($1.weight, for: weight) }
    }

    /// How CSS orders an available `weight` for a `desired` one; lower is better.
    ///
    /// 400…500 asked: the weights from desired up to 500, then below desired going
    /// down, then above 500 going up. Below 400: below going down, then above going
    /// up. Above 500: above going up, then below going down.
    static func weightRank(_ weight: Int, for desired: Int) -> (Int, Int) {
        if (400...500).contains(desired) {
            if weight >= desired && weight <= 500 { return (0, weight - desired) }
            if weight < desired { return (1, desired - weight) }
            return (2, weight - 500)
        }
        if desired < 400 {
            return weight <= desired ? (0, desired - weight) : (1, weight - desired)
        }
        return weight >= desired ? (0, weight - desired) : (1, desired - weight)
    }
}
