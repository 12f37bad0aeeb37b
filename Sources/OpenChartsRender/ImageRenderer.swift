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
        try content.makeScene(proposal: proposedSize)
    }

    /// The content as a standalone SVG document.
    public func svg() throws -> String {
        let fonts = FontLibrary.shared
        return SVGWriter(resolveFamilies: { fonts.resolvedFamilies(for: $0) }).svg(try scene(), scale: try validScale())
    }

    /// Writes the content to `url`, in the format its extension names.
    ///
    /// Supported: `.svg`. Other extensions throw ``RenderError/unsupportedFormat(_:)``.
    public func write(to url: URL) throws {
        let format = try OutputFormat(url: url)
        let bytes: Data
        switch format {
        case .svg: bytes = Data(try svg().utf8)
        }
        do {
            try bytes.write(to: url, options: .atomic)
        } catch {
            throw RenderError.cannotWrite(path: url.path, reason: error.localizedDescription)
        }
    }

    func validScale() throws -> CGFloat {
        guard scale.isFinite, scale > 0, scale <= 16 else { throw RenderError.invalidScale(scale) }
        return scale
    }
}

/// The formats a renderer writes, chosen from a file's extension.
public enum OutputFormat: String, CaseIterable, Sendable {
    case svg

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

    public var description: String {
        switch self {
        case .unsupportedFormat(let ext):
            let supported = OutputFormat.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            let named = ext.isEmpty ? "a file name without an extension" : "'.\(ext)'"
            return "cannot write \(named): supported formats are \(supported) (.png, .pdf and .html are not implemented yet)"
        case .invalidScale(let scale):
            return "scale must be a finite number in (0, 16], got \(scale)"
        case .cannotWrite(let path, let reason):
            return "cannot write '\(path)': \(reason)"
        }
    }
}
