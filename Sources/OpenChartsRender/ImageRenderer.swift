import Foundation
import OpenChartsCore
import OpenChartsText

/// Renders content — a scene, a view or a chart — to image formats, in the spirit of
/// SwiftUI's `ImageRenderer`.
///
/// ```swift
/// let renderer = ImageRenderer(content: chart)
/// renderer.scale = 2
/// try renderer.write(to: URL(filePath: "chart.svg"))
/// ```
///
/// Unlike SwiftUI's, it is not tied to the main actor: create one per task to render
/// from many tasks at once.
public final class ImageRenderer<Content: SceneRepresentable> {
    /// What to draw.
    public var content: Content
    /// Pixels per point: 2 renders at @2x.
    public var scale: CGFloat = 1
    /// The size offered to the content; `nil` sides ask for its ideal size.
    public var proposedSize: ProposedSize = .unspecified

    public init(content: Content) {
        self.content = content
    }

    /// The content laid out and drawn, before any format is written.
    public func scene() throws -> Scene {
        try SceneRendering.$displayScale.withValue(displayScale) { try content.makeScene(proposal: proposedSize) }
    }

    /// The scale content is told it is drawn at (an invalid one is refused by the outputs).
    private var displayScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

    /// The content as a standalone SVG document.
    public func svg() throws -> String {
        svgWriter.svg(try scene(), scale: try validScale())
    }

    /// The SVG writer, with families resolved by the installed fonts.
    private var svgWriter: SVGWriter {
        let fonts = FontLibrary.shared
        return SVGWriter(resolveFamilies: { fonts.resolvedFamilies(for: $0, text: $1) })
    }

    /// The content as a PNG image, `scale` pixels per point, anti-aliased, with a `pHYs`
    /// chunk saying 72 × `scale` dots per inch.
    ///
    /// Drawing text into pixels needs a font file: with none found, this throws
    /// ``RenderError/noFontForRaster`` saying how to give one.
    public func png() throws -> Data {
        let scale = try validScale()
        let scene = try unlabelledScene()
        let fonts = FontLibrary.shared
        if !fonts.hasFonts, scene.containsText { throw RenderError.noFontForRaster }
        let pixmap = try SceneRasterizer(scale: scale, textOutliner: FontTextOutliner(fonts: fonts)).render(scene)
        return Data(try PNGEncoder(pixelsPerMeter: PNGEncoder.pixelsPerMeter(scale: scale)).encode(pixmap))
    }

    /// The content as a one-page PDF: vector paths, real text with embedded font subsets.
    /// The page is the scene's size in points (`scale` does not apply to vectors).
    public func pdf() throws -> Data {
        Data(try PDFWriter().pdf(try unlabelledScene()))
    }

    /// The scene for an output that reads no accessibility labels (PNG, PDF): the same
    /// drawing, without the labels content would make for every mark.
    private func unlabelledScene() throws -> Scene {
        try SceneRendering.$readsAccessibilityLabels.withValue(false) { try scene() }
    }

    /// The content as one self-contained interactive HTML page: inline SVG, tooltips with
    /// each mark's accessibility label, and whatever the content makes interactive (any view,
    /// or an ``InteractiveScene``): value, range and angle selection following the pointer,
    /// touch and keys; a scrolling chart; pickers as buttons. See `docs/html.md`.
    /// The page loads nothing and runs only its own script.
    public func html() throws -> String {
        let scale = try validScale()
        let interactive = try SceneRendering.$displayScale.withValue(displayScale) {
            try (content as? any InteractiveSceneRepresentable)?.makeInteractiveScene(proposal: proposedSize)
        } ?? InteractiveScene(base: scene())
        return HTMLWriter(svgWriter: svgWriter).html(interactive, scale: scale)
    }

    /// Writes the content to `url`, in the format its extension names.
    ///
    /// Supported: `.svg`, `.png`, `.pdf`, `.html`. Other extensions throw ``RenderError/unsupportedFormat(_:)``.
    /// By default the file is replaced whole, never left half written; `.truncating` writes
    /// in place, as image tools do (``OutputFile/Replacement``).
    public func write(to url: URL, replacing replacement: OutputFile.Replacement = .atomic) throws {
        let format = try OutputFormat(url: url)
        try OutputFile.write(try data(as: format), to: url, replacing: replacement)
    }

    /// The content's bytes in `format`: UTF-8 text for SVG and HTML.
    public func data(as format: OutputFormat) throws -> Data {
        switch format {
        case .svg: svgWriter.data(try scene(), scale: try validScale())
        case .png: try png()
        case .pdf: try pdf()
        case .html: Data(try html().utf8)
        }
    }

    func validScale() throws -> CGFloat {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw RenderError.invalidScale(scale) }
        return scale
    }
}

/// The formats a renderer writes, chosen from a file's extension.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg, png, pdf, html

    /// The format for `url`'s extension (case-insensitive), or an error naming it.
    public init(url: URL) throws {
        let ext = url.pathExtension.lowercased()
        guard let format = OutputFormat(rawValue: ext) else { throw RenderError.unsupportedFormat(ext) }
        self = format
    }
}

/// Why rendering failed; each message names the value at fault.
public enum RenderError: Error, Equatable, CustomStringConvertible {
    case unsupportedFormat(String)
    case invalidScale(CGFloat)
    case cannotWrite(path: String, reason: String)
    case noFontForRaster

    public var description: String {
        switch self {
        case .unsupportedFormat(let ext):
            let supported = OutputFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            let named = ext.isEmpty ? "a file name without an extension" : "'.\(ext)'"
            return "cannot write \(named): supported formats are \(supported)"
        case .invalidScale(let scale):
            return "scale must be a finite number in (0, 16], got \(scale)"
        case .cannotWrite(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        case .noFontForRaster:
            return """
            no font file was found to draw text into pixels: install one (Debian/Ubuntu: \
            apt-get install fonts-dejavu-core) or set OPENCHARTS_FONT_PATH to a .ttf/.otf file or a \
            folder of them (SVG and PDF output still work with built-in metrics)
            """
        }
    }
}
