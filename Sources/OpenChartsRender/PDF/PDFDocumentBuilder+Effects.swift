import Foundation
import OpenChartsCore

/// Groups with an effect (``GroupEffect``). PDF has no blur, so what is blurred is drawn as
/// an image: the group is rasterized by ``SceneRasterizer``'s painter at
/// ``effectScale(pageSize:)`` pixels per point, blurred and tinted as the PNG output is,
/// and each image (a shadow, or a blurred drawing) embedded as a Flate-compressed RGB image
/// XObject with its alpha as a `/SMask`, placed with `cm` over the pixels it covers. A
/// group that casts a shadow but is not blurred stays vector (its text stays text): the
/// shadow image goes beneath it, or over it for an inner shadow.
extension PDFDocumentBuilder {
    /// The device pixels per point of effect images: 2, or fewer on a page over 16 million
    /// pixels at 2 (about 2 800 × 1 400 points).
    static func effectScale(pageSize: CGSize) -> CGFloat {
        let area = max(pageSize.width * pageSize.height, 1)
        return min(2, (CGFloat(maximumEffectPixels) / area).squareRoot(),
                   CGFloat(RasterLimits().maxSide) / max(pageSize.width, pageSize.height))
    }

    /// The most pixels of an effect image's canvas.
    static let maximumEffectPixels = 16 << 20

    /// Draws `group`, whose effect draws: its shadow and its drawing, the blurred parts as images.
    mutating func drawGroup(_ group: GroupNode, effect: GroupEffect, into stream: inout PDFContentStream, _ context: Context) {
        let scale = Self.effectScale(pageSize: pageSize)
        let painter = effectPainter(scale: scale)
        let toPixels = context.toScene.concatenating(CGAffineTransform(scaleX: scale, y: scale))
        guard var pixels = painter.effectPixels(group, effect: effect, transform: toPixels) else { return }
        defer { painter.recycle(&pixels.content) }
        if pixels.shadowKind == .drop, let shadow = pixels.shadow { drawImage(shadow, scale: scale, into: &stream, context) }
        if pixels.isBlurred {
            if let content = EffectImage(pixels.content) { drawImage(content, scale: scale, into: &stream, context) }
        } else {
            var plain = group
            plain.effect = nil
            drawGroup(plain, into: &stream, context)
        }
        if pixels.shadowKind == .inner, let shadow = pixels.shadow { drawImage(shadow, scale: scale, into: &stream, context) }
    }

    /// The painter effect images are drawn with, one for the page, made on first use.
    private mutating func effectPainter(scale: CGFloat) -> ScenePainter {
        if let effectPainter { return effectPainter }
        let width = Int((pageSize.width * scale).rounded(.up)), height = Int((pageSize.height * scale).rounded(.up))
        let painter = ScenePainter(width: width, height: height, textOutliner: FontTextOutliner(fonts: fonts))
        effectPainter = painter
        return painter
    }

    /// Embeds `image` (device pixels at `scale` per point of the page), cut to what it draws,
    /// and draws it where it lies on the page; nothing for an image that draws nothing.
    private mutating func drawImage(_ image: EffectImage, scale: CGFloat, into stream: inout PDFContentStream,
                                    _ context: Context) {
        guard let image = image.cropped() else { return }
        let name = resources.xObject(embed(image))
        let width = CGFloat(image.pixmap.width) / scale, height = CGFloat(image.pixmap.height) / scale
        let x = CGFloat(image.x) / scale, y = CGFloat(image.y) / scale
        stream.save()
        // From the current user space to the scene's, then the image's unit square onto its
        // pixels (its first row at the top: the scene is y-down).
        if !context.toScene.isIdentity { stream.concat(context.toScene.inverted()) }
        stream.concat(CGAffineTransform(a: width, b: 0, c: 0, d: -height, tx: x, ty: y + height))
        stream.line("/\(name) Do")
        stream.restore()
    }

    /// `image` as an RGB image XObject with its alpha as a soft mask; its object number. A
    /// shadow's pixels are all its colour, exactly (the flat rows deflate to almost nothing).
    /// - Complexity: O(pixels), plus deflating them.
    private mutating func embed(_ image: EffectImage) -> Int {
        let pixmap = image.pixmap, count = pixmap.width * pixmap.height
        var rgb = [UInt8](repeating: 0, count: 3 * count), alpha = [UInt8](repeating: 0, count: count)
        let flat = image.color?.rgba8
        pixmap.data.withUnsafeBytes { raw in
            for i in 0..<count {
                let straight = StraightAlpha.rgba(fromPremultiplied: raw.loadUnaligned(fromByteOffset: 4 * i, as: UInt32.self).littleEndian)
                if let flat {
                    (rgb[3 * i], rgb[3 * i + 1], rgb[3 * i + 2]) = (flat.red, flat.green, flat.blue)
                } else {
                    rgb[3 * i] = UInt8(truncatingIfNeeded: straight)
                    rgb[3 * i + 1] = UInt8(truncatingIfNeeded: straight >> 8)
                    rgb[3 * i + 2] = UInt8(truncatingIfNeeded: straight >> 16)
                }
                alpha[i] = UInt8(truncatingIfNeeded: straight >> 24)
            }
        }
        let size = "/Width \(pixmap.width) /Height \(pixmap.height) /BitsPerComponent 8"
        let mask = objects.add(PDFObjects.stream("/Type /XObject /Subtype /Image \(size) /ColorSpace /DeviceGray", data: alpha))
        return objects.add(PDFObjects.stream(
            "/Type /XObject /Subtype /Image \(size) /ColorSpace /DeviceRGB /Interpolate true /SMask \(mask) 0 R", data: rgb))
    }
}
