import Foundation
import OpenChartsCore

/// A group with an effect, in pixels: its drawing (blurred when the effect blurs) and the
/// image of its shadow. The raster composites them; the PDF writer embeds them as images.
struct EffectPixels {
    /// The group drawn — children, clip, mask, opacity — without any clip of its parents.
    var content: Layer
    /// Whether `content` is blurred.
    var isBlurred: Bool
    /// The shadow's pixels, premultiplied; `nil` when it has none or none on the canvas.
    var shadow: EffectImage?
    /// Whether the shadow goes beneath the content (drop) or over it (inner).
    var shadowKind: GroupEffect.Shadow.Kind
}

extension ScenePainter {
    // MARK: - Drawing

    /// Paints `group`, whose effect is drawn, into `target`: the drop shadow, the content,
    /// then an inner shadow, each through `clip` (the parents' clip; the shadow is cut
    /// where the parents cut, not where the group's own clip does).
    func drawGroup(_ group: GroupNode, effect: GroupEffect, transform: CGAffineTransform, clip: ClipMask?,
                   into target: inout Layer) {
        guard let pixels = effectPixels(group, effect: effect, transform: transform) else { return }
        let content = EffectImage(pixels.content)
        if pixels.shadowKind == .drop, let shadow = pixels.shadow { target.composite(shadow, clip: clip) }
        if let content { target.composite(content, clip: clip) }
        if pixels.shadowKind == .inner, let shadow = pixels.shadow { target.composite(shadow, clip: clip) }
    }

    // MARK: - Pixels

    /// `group` drawn under `transform` into a layer of the canvas, blurred when `effect`
    /// blurs, with its shadow's image; `nil` when the group draws nothing.
    ///
    /// Radii and offsets are the effect's, in the parent's coordinates, mapped to pixels by
    /// `transform`: offsets by its linear part, radii by the square root of its area scale
    /// (exact for the scales and rotations scenes use). Only what lies on the canvas is
    /// drawn, so content beyond the canvas casts no shadow onto it.
    /// - Complexity: O(pixels the group covers, grown by three standard deviations), at most
    ///   O(canvas area) whatever the radius (``EffectPlane``).
    func effectPixels(_ group: GroupNode, effect: GroupEffect, transform: CGAffineTransform) -> EffectPixels? {
        var plain = group
        plain.effect = nil
        var content = Layer(width: width, height: height)
        drawGroupContent(plain, transform: transform, clip: nil, into: &content)
        guard !content.rows.isEmpty, !content.columns.isEmpty else { return nil }
        let unit = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        var isBlurred = false
        if let blur = effect.blur, blur.isDrawn {
            content = blurred(content, standardDeviation: Double(blur.standardDeviation * unit), isOpaque: blur.isOpaque)
            isBlurred = true
            if content.rows.isEmpty || content.columns.isEmpty { return nil }
        }
        var image: EffectImage?
        let kind = effect.shadow?.kind ?? .drop
        if let shadow = effect.shadow, shadow.isDrawn {
            let dx = Double(transform.a * shadow.x + transform.c * shadow.y)
            let dy = Double(transform.b * shadow.x + transform.d * shadow.y)
            if dx.isFinite, dy.isFinite {
                image = shadowImage(of: content, shadow: shadow, standardDeviation: Double(shadow.standardDeviation * unit),
                                    dx: dx, dy: dy)
            }
        }
        return EffectPixels(content: content, isBlurred: isBlurred, shadow: image, shadowKind: kind)
    }

    /// `layer` blurred with a standard deviation of `s` pixels: spread onto the canvas around
    /// it or, `isOpaque`, kept within the rectangle it drew and made opaque there, each
    /// pixel's colour the blur's mean of the colours drawn around it (its blurred colour
    /// over its blurred alpha), so that the edges do not fade.
    private func blurred(_ layer: Layer, standardDeviation s: Double, isOpaque: Bool) -> Layer {
        let scale = EffectPlane.scale(forStandardDeviation: s)
        let blur = GaussianBlur(standardDeviation: s / Double(scale))
        let drawnColumns = layer.columns, drawnRows = layer.rows
        let cellColumns = (drawnColumns.count + scale - 1) / scale, cellRows = (drawnRows.count + scale - 1) / scale
        let reach = isOpaque ? 0 : blur.reach + 1
        var plane = EffectPlane(layer, channels: [0, 1, 2, 3], originX: drawnColumns.lowerBound, originY: drawnRows.lowerBound,
                                scale: scale, sampleColumns: -reach..<(cellColumns + reach),
                                sampleRows: -reach..<(cellRows + reach), pixelRows: drawnRows, pixelColumns: drawnColumns)
        plane.blur(blur)
        let rows = isOpaque ? drawnRows : (plane.originY..<(plane.originY + plane.rows * scale)).clamped(to: 0..<height)
        let columns = isOpaque ? drawnColumns
            : (plane.originX..<(plane.originX + plane.columns * scale)).clamped(to: 0..<width)
        var result = Layer(width: width, height: height)
        guard !rows.isEmpty, !columns.isEmpty else { return result }
        let width = self.width
        result.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            for y in rows {
                for x in columns {
                    let i = 4 * (width * y + x), px = Double(x) + 0.5, py = Double(y) + 0.5
                    let alpha = plane.sample(3, x: px, y: py)
                    // Opaque: colour over alpha, alpha 1 (nothing where nothing was blurred in).
                    let scale: Float = isOpaque ? (alpha > 0 ? 1 / alpha : 0) : 1
                    for c in 0..<3 { pixels[i + c] = EffectImage.byte(plane.sample(c, x: px, y: py) * scale) }
                    pixels[i + 3] = EffectImage.byte(alpha * scale)
                }
            }
        }
        result.markDrawn(y: rows.lowerBound, columns: columns)
        result.markDrawn(y: rows.upperBound - 1, columns: columns)
        return result
    }

    /// The image of `shadow` cast by `layer`, its alpha blurred by `s` pixels and moved by
    /// (`dx`, `dy`) pixels; `nil` when none of it lands on the canvas.
    ///
    /// A drop shadow is wherever the moved, blurred alpha reaches on the canvas; an inner
    /// shadow is the moved, blurred alpha of everything outside the drawing (1 minus the
    /// drawing's), kept within the drawing as much as it is opaque.
    private func shadowImage(of layer: Layer, shadow: GroupEffect.Shadow, standardDeviation s: Double,
                             dx: Double, dy: Double) -> EffectImage? {
        let scale = EffectPlane.scale(forStandardDeviation: s)
        let blur = GaussianBlur(standardDeviation: s / Double(scale))
        let drawnColumns = layer.columns, drawnRows = layer.rows
        let cellColumns = (drawnColumns.count + scale - 1) / scale, cellRows = (drawnRows.count + scale - 1) / scale
        // Where the shadow is wanted, in pixels, and the samples it reads there: beyond the
        // drawing's samples grown by the blur's reach, the blurred alpha is 0.
        let inner = shadow.kind == .inner
        let wantedColumns = inner ? drawnColumns : 0..<width, wantedRows = inner ? drawnRows : 0..<height
        let reach = blur.reach + 1
        func samples(_ wanted: Range<Int>, _ shift: Double, drawn: Range<Int>, count: Int) -> Range<Int>? {
            // Sample space: (pixel - drawn start) / scale; one more each side for the interpolation.
            let low = ((Double(wanted.lowerBound) - shift - Double(drawn.lowerBound)) / Double(scale)).rounded(.down) - 1
            let high = ((Double(wanted.upperBound) - shift - Double(drawn.lowerBound)) / Double(scale)).rounded(.up) + 1
            let lower = clamped(low, -reach, count + reach), upper = clamped(high, -reach, count + reach)
            return lower < upper ? lower..<upper : nil
        }
        let readColumns = samples(wantedColumns, dx, drawn: drawnColumns, count: cellColumns)
        let readRows = samples(wantedRows, dy, drawn: drawnRows, count: cellRows)
        var plane: EffectPlane?
        if let readColumns, let readRows {
            // The samples read, joined with the drawing's own (what the blur draws from).
            let sampleColumns = min(readColumns.lowerBound, 0)..<max(readColumns.upperBound, cellColumns)
            let sampleRows = min(readRows.lowerBound, 0)..<max(readRows.upperBound, cellRows)
            var made = EffectPlane(layer, channels: [3], originX: drawnColumns.lowerBound, originY: drawnRows.lowerBound,
                                   scale: scale, sampleColumns: sampleColumns, sampleRows: sampleRows,
                                   pixelRows: drawnRows, pixelColumns: drawnColumns)
            made.blur(blur)
            plane = made
        } else if !inner {
            // Moved beyond the canvas.
            return nil
        }
        // The pixels the shadow can reach: for a drop shadow, the plane's, moved, on the canvas.
        var rows = wantedRows, columns = wantedColumns
        if !inner, let plane {
            let top = Double(plane.originY) + dy - Double(scale), left = Double(plane.originX) + dx - Double(scale)
            let bottom = top + Double((plane.rows + 2) * scale), right = left + Double((plane.columns + 2) * scale)
            rows = clamped(top.rounded(.down), 0, height)..<clamped(bottom.rounded(.up), 0, height)
            columns = clamped(left.rounded(.down), 0, width)..<clamped(right.rounded(.up), 0, width)
        }
        guard !rows.isEmpty, !columns.isEmpty else { return nil }
        var pixmap = Pixmap(width: columns.count, height: rows.count)
        let color = shadow.color, alpha = Float(shadow.color.alpha)
        let (red, green, blue) = (Float(color.red), Float(color.green), Float(color.blue))
        let canvasWidth = width, imageWidth = columns.count
        layer.pixmap.data.withUnsafeBufferPointer { source in
            pixmap.data.withUnsafeMutableBufferPointer { pixels in
                for y in rows {
                    for x in columns {
                        let moved = plane?.sample(0, x: Double(x) + 0.5 - dx, y: Double(y) + 0.5 - dy) ?? 0
                        var a = alpha
                        if inner {
                            a *= (1 - min(moved, 1)) * Float(source[4 * (canvasWidth * y + x) + 3]) / 255
                        } else {
                            a *= moved
                        }
                        if a <= 0 { continue }
                        let i = 4 * (imageWidth * (y - rows.lowerBound) + x - columns.lowerBound)
                        pixels[i] = EffectImage.byte(red * a)
                        pixels[i + 1] = EffectImage.byte(green * a)
                        pixels[i + 2] = EffectImage.byte(blue * a)
                        pixels[i + 3] = EffectImage.byte(a)
                    }
                }
            }
        }
        return EffectImage(x: columns.lowerBound, y: rows.lowerBound, pixmap: pixmap, color: color).cropped()
    }
}

/// `value` as a whole number within `low...high` (`value` is whole or ±∞, never NaN here).
private func clamped(_ value: Double, _ low: Int, _ high: Int) -> Int {
    Int(min(max(value, Double(low)), Double(high)))
}

extension EffectImage {
    /// A value in 0–1 as a byte, rounded; below 0 (or NaN) gives 0, above 1 gives 255.
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        guard value > 0 else { return 0 }
        return value >= 1 ? 255 : UInt8(value * 255 + 0.5)
    }
}
