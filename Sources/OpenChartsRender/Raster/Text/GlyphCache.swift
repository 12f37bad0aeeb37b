import Foundation
import OpenChartsCore
import OpenChartsText

/// The coverage of one glyph at one device size and sub-pixel offset: a small mask the
/// rasterizer blends with the text's colour, instead of flattening and scan-converting
/// the glyph's outline again for every label.
struct GlyphMask: Sendable {
    /// The mask's top-left pixel, relative to the whole device pixel the origin falls in.
    let left: Int
    let top: Int
    let width: Int
    let height: Int
    /// `width × height` coverage bytes, rows top to bottom.
    let coverage: [UInt8]

    /// No pixels: a glyph without outline (a space) or one that could not be drawn.
    static let empty = GlyphMask(left: 0, top: 0, width: 0, height: 0, coverage: [])
}

/// Glyph coverage masks kept for the process, so axis labels drawn again and again
/// rasterize each glyph once.
///
/// A mask depends only on its key — face, glyph, device size, and the origin's position
/// within its pixel quantized to ``subpixelSteps`` — so renders running at the same time
/// get the same bytes whichever of them filled the cache. Bounded: when
/// ``maximumCount`` masks or ``maximumBytes`` of coverage are kept, the cache starts over.
final class GlyphCache: Sendable {
    /// Origins are rounded to this many positions per pixel, in x and in y: with 4, text
    /// moved by up to 1/8 px and its difference from librsvg grew 2–4×; with 16 it stays
    /// within about 0.05 levels of the outline path's.
    static let subpixelSteps = 16
    /// The most masks kept.
    static let maximumCount = 4096
    /// The most coverage bytes kept.
    static let maximumBytes = 4 << 20
    /// Glyphs larger than this many device pixels per em are drawn from their outlines.
    static let maximumSize: CGFloat = 96

    static let shared = GlyphCache()

    struct Key: Hashable {
        let face: ObjectIdentifier
        let glyphID: UInt32
        let size: CGFloat
        let subpixelX: Int
        let subpixelY: Int
    }

    /// The face is kept with its masks, so its identifier cannot be reused while they are.
    private struct Entry {
        let face: FontFace
        let mask: GlyphMask
    }

    private let entries = BoundedCache<Key, Entry>(maximumCount: maximumCount, maximumBytes: maximumBytes,
                                                   cost: { $0.mask.coverage.count })

    /// How many masks are kept.
    var count: Int { entries.count }

    /// Where a glyph whose origin lands at device point `origin` goes: the whole pixel
    /// (`x`, `y`) and the quantized step within it.
    static func place(_ origin: CGPoint) -> (x: Int, y: Int, subpixelX: Int, subpixelY: Int) {
        @inline(__always) func split(_ value: CGFloat) -> (Int, Int) {
            let steps = CGFloat(subpixelSteps)
            let whole = value.rounded(.down)
            let step = Int(((value - whole) * steps).rounded())
            return step == subpixelSteps ? (Int(whole) + 1, 0) : (Int(whole), step)
        }
        let (x, subpixelX) = split(origin.x)
        let (y, subpixelY) = split(origin.y)
        return (x, y, subpixelX, subpixelY)
    }

    /// The mask of `glyphID` of `face` at `size` device pixels per em, its origin
    /// `subpixelX`, `subpixelY` steps into its pixel; made and kept on first use.
    func mask(face: FontFace, glyphID: UInt32, size: CGFloat, subpixelX: Int, subpixelY: Int) -> GlyphMask {
        let key = Key(face: ObjectIdentifier(face), glyphID: glyphID, size: size,
                      subpixelX: subpixelX, subpixelY: subpixelY)
        let entry = entries.value(for: key) {
            let steps = CGFloat(GlyphCache.subpixelSteps)
            let mask = GlyphCache.rasterize(face.glyphPath(glyphID, size: size, origin: CGPoint(
                x: CGFloat(subpixelX) / steps, y: CGFloat(subpixelY) / steps)))
            return Entry(face: face, mask: mask)
        }
        // `make` always gives an entry.
        return entry?.mask ?? .empty
    }

    /// Empties the cache (for tests).
    func removeAll() { entries.removeAll() }

    /// The coverage of `path` (device pixels, the glyph origin's pixel at 0, 0), scan
    /// converted as the outline path would be.
    static func rasterize(_ path: Path) -> GlyphMask {
        let bounds = path.boundingRect
        guard !path.isEmpty, bounds.minX.isFinite, bounds.minY.isFinite, bounds.maxX.isFinite, bounds.maxY.isFinite,
              bounds.width > 0, bounds.height > 0 else {
            return .empty
        }
        let left = Int(bounds.minX.rounded(.down)), top = Int(bounds.minY.rounded(.down))
        let width = Int(bounds.maxX.rounded(.up)) - left + 1, height = Int(bounds.maxY.rounded(.up)) - top + 1
        var edges = EdgeList(width: width, height: height)
        let shift = CGAffineTransform(translationX: CGFloat(-left), y: CGFloat(-top))
        path.forEachPolyline(tolerance: StrokeGeometry.deviceTolerance, transform: shift) { points, _ in
            edges.addPolygon(points)
        }
        var coverage = [UInt8](repeating: 0, count: width * height)
        coverage.withUnsafeMutableBufferPointer { mask in
            ScanConverter(width: width, height: height).fill(edges, rule: .nonZero, rows: 0..<height) { y, span, row in
                for x in span { mask[y * width + x] = row[x] }
            }
        }
        return GlyphMask(left: left, top: top, width: width, height: height, coverage: coverage)
    }
}
