/// A palette of at most 256 straight-alpha colours and the index of each premultiplied pixel value.
struct PNGPalette {
    /// Straight RGBA per entry; translucent entries come first so that tRNS can stop early.
    private(set) var entries: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] = []
    /// Premultiplied pixel value (as read from memory) → palette index.
    private var lookup = PNGColorTable()

    /// The palette of the premultiplied colours in `table`.
    init(premultipliedColors table: PNGColorTable) {
        let colors = table.keysInInsertionOrder
        let straight = colors.map { StraightAlpha.rgba(fromPremultiplied: UInt32(littleEndian: $0)) }
        // Distinct premultiplied values can share a straight colour; keep one entry per colour.
        var entryOf: [UInt32: Int] = [:]
        var ordered: [UInt32] = []
        for pass in 0..<2 {
            for color in straight where (color >> 24 != 255) == (pass == 0) && entryOf[color] == nil {
                entryOf[color] = ordered.count
                ordered.append(color)
            }
        }
        entries = ordered.map { (UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8),
                                 UInt8(truncatingIfNeeded: $0 >> 16), UInt8(truncatingIfNeeded: $0 >> 24)) }
        for (color, straightColor) in zip(colors, straight) {
            lookup.insert(color, value: UInt8(entryOf[straightColor] ?? 0))
        }
    }

    /// The PLTE chunk's data: red, green, blue per entry.
    var plteData: [UInt8] { entries.flatMap { [$0.red, $0.green, $0.blue] } }

    /// The tRNS chunk's data: alpha per entry up to the last translucent one; empty when all are opaque.
    var trnsData: [UInt8] {
        let count = entries.firstIndex { $0.alpha == 255 } ?? entries.count
        return entries[0..<count].map(\.alpha)
    }

    /// Index of each pixel, one byte per pixel.
    /// - Complexity: O(n) for n pixels.
    func indices(of pixels: UnsafeBufferPointer<UInt32>, into output: UnsafeMutablePointer<UInt8>) {
        var lastPixel: UInt32 = 0
        var lastIndex = lookup.index(of: 0) ?? 0
        var p = output
        for pixel in pixels {
            if pixel != lastPixel {
                lastPixel = pixel
                lastIndex = lookup.index(of: pixel) ?? 0
            }
            p.pointee = lastIndex
            p += 1
        }
    }
}
