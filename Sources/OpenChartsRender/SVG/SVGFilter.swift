import OpenChartsCore

/// The SVG filters that draw a group's effect (``GroupEffect``): one for its blur, one for
/// its shadow, each a `<filter>` among the definitions, written once for equal effects.
///
/// A group with an effect is wrapped in a `<g filter="…">` for each part, the shadow's
/// outermost, so that the shadow is the blurred drawing's and both apply after the group's
/// own clip, mask and opacity (a filter on the group's own element would come before them)
/// and in its parent's coordinates. Filters work in sRGB (`color-interpolation-filters`),
/// as the rasterizer blurs, over a region as large as a mask's: content far from the
/// canvas, scrolled into view by the HTML page, still casts its shadow.
///
/// librsvg 2.54 draws nothing for `feDropShadow`, so a drop shadow is the classic chain:
/// the alpha blurred (`feGaussianBlur`), moved (`feOffset`), tinted (`feFlood` kept
/// `in` it by `feComposite`) and merged beneath the drawing (`feMerge`).
enum SVGFilter: Hashable {
    case shadow(GroupEffect.Shadow)
    case blur(GroupEffect.Blur)

    /// The filters of `effect` that draw, outermost first (shadow, then blur).
    static func filters(of effect: GroupEffect) -> [SVGFilter] {
        var filters: [SVGFilter] = []
        if let shadow = effect.shadow, shadow.isDrawn { filters.append(.shadow(shadow)) }
        if let blur = effect.blur, blur.isDrawn { filters.append(.blur(blur)) }
        return filters
    }

    /// The `<filter>` element, with id `id`, indented as a definition.
    func appendDefinition(id: String, to bytes: inout ByteBuffer) {
        bytes.append("    <filter id=\"")
        bytes.append(contentsOf: id)
        if case .blur(let blur) = self, blur.isOpaque {
            // Its bounding box: nothing spills out.
            bytes.append("\" x=\"0\" y=\"0\" width=\"1\" height=\"1\"")
        } else {
            bytes.append("\" filterUnits=\"userSpaceOnUse\" x=\"-1000000\" y=\"-1000000\" width=\"2000000\" height=\"2000000\"")
        }
        bytes.append(" color-interpolation-filters=\"sRGB\">\n")
        switch self {
        case .blur(let blur):
            bytes.append("      <feGaussianBlur")
            Self.number("stdDeviation", blur.standardDeviation, to: &bytes)
            bytes.append("/>\n")
            if blur.isOpaque {
                // Opaque within the box: the blurred colour over its alpha, as the rasterizer
                // does (librsvg 2.54 and Firefox ignore edgeMode on feGaussianBlur).
                bytes.append("      <feComponentTransfer><feFuncA type=\"table\" tableValues=\"1 1\"/></feComponentTransfer>\n")
            }
        case .shadow(let shadow) where shadow.kind == .drop:
            let blurs = shadow.standardDeviation > 0
            if blurs {
                bytes.append("      <feGaussianBlur in=\"SourceAlpha\"")
                Self.number("stdDeviation", shadow.standardDeviation, to: &bytes)
                bytes.append("/>\n")
            }
            bytes.append(blurs ? "      <feOffset" : "      <feOffset in=\"SourceAlpha\"")
            offset(shadow, to: &bytes)
            bytes.append(" result=\"shadow\"/>\n")
            flood(shadow.color, to: &bytes)
            bytes.append("      <feComposite in2=\"shadow\" operator=\"in\"/>\n")
            bytes.append("      <feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge>\n")
        case .shadow(let shadow):
            // Inner: the colour outside the drawing, blurred and moved, kept inside it.
            flood(shadow.color, to: &bytes)
            bytes.append("      <feComposite in2=\"SourceAlpha\" operator=\"out\"/>\n")
            if shadow.standardDeviation > 0 {
                bytes.append("      <feGaussianBlur")
                Self.number("stdDeviation", shadow.standardDeviation, to: &bytes)
                bytes.append("/>\n")
            }
            bytes.append("      <feOffset")
            offset(shadow, to: &bytes)
            bytes.append("/>\n")
            bytes.append("      <feComposite in2=\"SourceAlpha\" operator=\"in\" result=\"shadow\"/>\n")
            bytes.append("      <feMerge><feMergeNode in=\"SourceGraphic\"/><feMergeNode in=\"shadow\"/></feMerge>\n")
        }
        bytes.append("    </filter>\n")
    }

    private func offset(_ shadow: GroupEffect.Shadow, to bytes: inout ByteBuffer) {
        Self.number("dx", shadow.x, to: &bytes)
        Self.number("dy", shadow.y, to: &bytes)
    }

    /// An `feFlood` of `color`, its opacity written when below 1.
    private func flood(_ color: Color, to bytes: inout ByteBuffer) {
        bytes.append("      <feFlood flood-color=\"")
        bytes.append(contentsOf: color.hexString)
        bytes.append("\"")
        if color.alpha < 1 { Self.number("flood-opacity", color.alpha, decimals: 4, to: &bytes) }
        bytes.append("/>\n")
    }

    /// ` name="value"`.
    private static func number(_ name: StaticString, _ value: Double, decimals: Int = 2, to bytes: inout ByteBuffer) {
        bytes.append(UInt8(ascii: " "))
        bytes.append(name)
        bytes.append("=\"")
        SVGNumber.append(value, decimals: decimals, to: &bytes)
        bytes.append(UInt8(ascii: "\""))
    }
}
