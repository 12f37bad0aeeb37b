import Foundation
import OpenChartsCore
import OpenChartsText

/// Writes a ``Scene`` as a one-page PDF 1.7 document, in vector.
///
/// The page is the scene's size, one point per scene pixel. Text stays text: each font
/// face used is embedded as a subset (TrueType outlines as a `CIDFontType2` with only the
/// used glyphs, CFF outlines as a Type 3 font of the used glyphs' outlines), with a
/// `ToUnicode` map so that copying and searching give the original characters. With no
/// font file at all (built-in metrics), text uses the standard Helvetica font.
///
/// The output is deterministic: no dates, objects in a fixed order, and a document `/ID`
/// that is a digest of the content.
///
/// ```swift
/// let bytes = try PDFWriter().pdf(scene)
/// try Data(bytes).write(to: URL(filePath: "chart.pdf"))
/// ```
public struct PDFWriter: Sendable {
    /// The largest page side PDF allows, in points (ISO 32000-1 Annex C: 200 inches).
    public static let maximumPageSide: CGFloat = 14_400

    let fonts: FontLibrary

    /// - Parameter fonts: where text is measured and its glyphs come from.
    public init(fonts: FontLibrary = .shared) {
        self.fonts = fonts
    }

    /// The scene as the bytes of a PDF file.
    /// - Throws: ``PDFError/invalidPageSize(width:height:)`` when a side of the scene is
    ///   not finite, not positive, or over ``maximumPageSide``.
    /// - Complexity: O(n) in the scene's nodes and points, plus reading each font used.
    public func pdf(_ scene: Scene) throws -> [UInt8] {
        let size = scene.size
        let usable: (CGFloat) -> Bool = { $0.isFinite && $0 > 0 && $0 <= Self.maximumPageSide }
        guard usable(size.width), usable(size.height) else {
            throw PDFError.invalidPageSize(width: size.width, height: size.height)
        }
        var document = PDFDocumentBuilder(fonts: fonts, pageSize: size)
        return document.write(scene)
    }
}

/// Why a scene cannot be written as PDF.
public enum PDFError: Error, Equatable, CustomStringConvertible {
    /// A page side is not finite, not positive, or larger than 14,400 pt.
    case invalidPageSize(width: CGFloat, height: CGFloat)

    /// A sentence naming the size given and the limits it breaks.
    public var description: String {
        switch self {
        case .invalidPageSize(let width, let height):
            "PDF page size \(width) × \(height) pt is not usable: each side must be a finite number "
                + "greater than 0 and at most 14400 pt (the PDF page size limit)"
        }
    }
}
