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
        guard var pixels = effectPixels(group, effect: effect, transform: transform) else { return }
        let content = EffectImage(pixels.content)
        recycle(&pixels.content)
        if pixels.shadowKind == .drop, let shadow = pixels.shadow { target.composite(shadow, clip: clip) }
        if let content { target.composite(content, clip: clip) }
        if pixels.shadowKind == .inner, let shadow = pixels.shadow { target.composite(shadow, clip: clip) }
    }

    // MARK: - Layers

    /// A transparent layer of the canvas: a spare one when there is one. A new canvas of
    /// pixels for each bar's shadow would write megabytes of zeros each time.
    func takeLayer() -> Layer {
        spareLayers.popLast() ?? Layer(width: width, height: height)
    }

    /// Clears `layer` (what it drew) and keeps it for ``takeLayer()``, leaving an empty
    /// layer in its place (taken, not copied: clearing a shared one would copy it); at
    /// most four are kept.
    func recycle(_ layer: inout Layer) {
        var kept = Layer(width: 0, height: 0)
        swap(&kept, &layer)
        guard spareLayers.count < 4, kept.pixmap.width == width, kept.pixmap.height == height else { return }
        kept.clear()
        spareLayers.append(kept)
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
        var content = takeLayer()
        drawGroupContent(plain, transform: transform, clip: nil, into: &content)
        guard !content.rows.isEmpty, !content.columns.isEmpty else {
            recycle(&content)
            return nil
        }
        let unit = abs(transform.a * transform.d - transform.b * transform.c).squareRoot()
        var isBlurred = false
        if let blur = effect.blur, blur.isDrawn {
            var blurredContent = blurred(content, standardDeviation: Double(blur.standardDeviation * unit), isOpaque: blur.isOpaque)
            swap(&content, &blurredContent)
            recycle(&blurredContent)
            isBlurred = true
            if content.rows.isEmpty || content.columns.isEmpty {
                recycle(&content)
                return nil
            }
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
        var result = takeLayer()
        guard !rows.isEmpty, !columns.isEmpty else { return result }
        let channels = (0..<4).map { plane.resampled($0, pixelColumns: columns, pixelRows: rows) }
        let width = self.width, count = columns.count
        result.pixmap.data.withUnsafeMutableBufferPointer { pixels in
            for (j, y) in rows.enumerated() {
                for i in 0..<count {
                    let k = j * count + i, alpha = channels[3][k]
                    if alpha <= 0 { continue }
                    // Opaque: colour over alpha, alpha 1.
                    let scale: Float = isOpaque ? 1 / alpha : 1
                    let p = 4 * (width * y + columns.lowerBound + i)
                    for c in 0..<3 { pixels[p + c] = EffectImage.byte(channels[c][k] * scale) }
                    pixels[p + 3] = EffectImage.byte(alpha * scale)
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
        // The moved, blurred alpha at each pixel: none for an inner shadow moved off its drawing.
        let moved = plane?.resampled(0, pixelColumns: columns, pixelRows: rows, dx: dx, dy: dy)
            ?? [Float](repeating: 0, count: columns.count * rows.count)
        layer.pixmap.data.withUnsafeBufferPointer { source in
        moved.withUnsafeBufferPointer { moved in
        pixmap.data.withUnsafeMutableBufferPointer { pixels in
            for (j, y) in rows.enumerated() {
                let drawn = source.baseAddress.map { $0 + 4 * (canvasWidth * y + columns.lowerBound) + 3 }
                for i in 0..<imageWidth {
                    let value = moved[j * imageWidth + i]
                    var a = alpha
                    if inner, let drawn {
                        a *= (1 - min(value, 1)) * Float(drawn[4 * i]) / 255
                    } else {
                        a *= value
                    }
                    if !(a > 0) { continue }
                    let p = 4 * (imageWidth * j + i)
                    pixels[p] = EffectImage.byte(red * a)
                    pixels[p + 1] = EffectImage.byte(green * a)
                    pixels[p + 2] = EffectImage.byte(blue * a)
                    pixels[p + 3] = EffectImage.byte(a)
                }
            }
        }
        }
        }
        return EffectImage(x: columns.lowerBound, y: rows.lowerBound, pixmap: pixmap, color: color)
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
        return value >= 1 ? 255 : UInt8(truncatingIfNeeded: Int32(value * 255 + 0.5))
    }
}
