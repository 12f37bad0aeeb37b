/// The named resources a page and its forms use (ISO 32000-1 §7.8.3): graphics states,
/// patterns and form XObjects, each given a short name in the order first needed.
///
/// One resource dictionary serves the page and every form it draws, so that names are
/// unique across the document and each form can reach every font.
struct PDFResources {
    private(set) var extGStates: [(name: String, body: String)] = []
    private var extGStateNames: [String: String] = [:]
    private(set) var patterns: [(name: String, object: Int)] = []
    private(set) var xObjects: [(name: String, object: Int)] = []

    /// A graphics state with constant fill (`ca`) and stroke (`CA`) alpha; shared by all
    /// uses of the same pair.
    mutating func alphaState(fill: Double, stroke: Double) -> String {
        let body = "<< /Type /ExtGState /ca \(PDFNumber.string(fill, decimals: 4)) /CA \(PDFNumber.string(stroke, decimals: 4)) >>"
        return extGState(body)
    }

    /// A graphics state whose soft mask is the luminosity of form `object`.
    mutating func softMaskState(form object: Int) -> String {
        extGState("<< /Type /ExtGState /SMask << /Type /Mask /S /Luminosity /G \(object) 0 R >> >>")
    }

    /// A graphics state whose soft mask is the alpha of form `object`, with constant alpha
    /// `opacity` on top.
    mutating func alphaMaskState(form object: Int, opacity: Double) -> String {
        let alpha = PDFNumber.string(opacity, decimals: 4)
        return extGState("<< /Type /ExtGState /SMask << /Type /Mask /S /Alpha /G \(object) 0 R >> /ca \(alpha) /CA \(alpha) >>")
    }

    private mutating func extGState(_ body: String) -> String {
        if let name = extGStateNames[body] { return name }
        let name = "GS\(extGStates.count + 1)"
        extGStates.append((name, body))
        extGStateNames[body] = name
        return name
    }

    /// Names pattern object `object`.
    mutating func pattern(_ object: Int) -> String {
        let name = "P\(patterns.count + 1)"
        patterns.append((name, object))
        return name
    }

    /// Names form XObject `object`.
    mutating func xObject(_ object: Int) -> String {
        let name = "X\(xObjects.count + 1)"
        xObjects.append((name, object))
        return name
    }

    /// The resource dictionary, with `fonts` (name and object) added.
    func dictionary(fonts: [(name: String, object: Int)]) -> String {
        var parts = ["<< /ProcSet [/PDF /Text]"]
        if !extGStates.isEmpty {
            parts.append("/ExtGState << " + extGStates.map { "/\($0.name) \($0.body)" }.joined(separator: " ") + " >>")
        }
        if !patterns.isEmpty {
            parts.append("/Pattern << " + patterns.map { "/\($0.name) \($0.object) 0 R" }.joined(separator: " ") + " >>")
        }
        if !xObjects.isEmpty {
            parts.append("/XObject << " + xObjects.map { "/\($0.name) \($0.object) 0 R" }.joined(separator: " ") + " >>")
        }
        if !fonts.isEmpty {
            parts.append("/Font << " + fonts.map { "/\($0.name) \($0.object) 0 R" }.joined(separator: " ") + " >>")
        }
        return parts.joined(separator: " ") + " >>"
    }
}
