/// What the encoder needs to know about an image's colours before choosing a colour type:
/// whether any pixel is translucent, and its palette when it has at most 256 colours.
struct PNGColorAnalysis {
    /// Some pixel has alpha below 255.
    let hasTranslucency: Bool
    /// The image's colours when there are at most 256 of them, else nil.
    let palette: PNGPalette?

    /// Scans premultiplied RGBA pixels once.
    /// - Complexity: O(n) for n pixels.
    init(premultiplied pixels: UnsafeBufferPointer<UInt32>) {
        var translucent = false
        var table = PixelTable()
        var overflowed = false
        var last: UInt32? = nil
        for pixel in pixels {
            if pixel == last { continue }
            last = pixel
            // The alpha byte is the highest-addressed one: bits 24...31 when read little-endian.
            if UInt32(littleEndian: pixel) >> 24 != 255 { translucent = true }
            if !overflowed && table.index(of: pixel) == nil {
                if table.count == 256 {
                    overflowed = true
                    if translucent { break }
                } else {
                    table.insert(pixel)
                }
            }
        }
        hasTranslucency = translucent
        palette = overflowed ? nil : PNGPalette(premultipliedColors: table)
    }
}

/// A palette of at most 256 straight-alpha colours and the index of each premultiplied pixel value.
struct PNGPalette {
    /// Straight RGBA per entry; translucent entries come first so that tRNS can stop early.
    private(set) var entries: [(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)] = []
    /// Premultiplied pixel value (as read from memory) → palette index.
    private var lookup = PixelTable()

    fileprivate init(premultipliedColors table: PixelTable) {
        let colors = table.keysInInsertionOrder
        let straight = colors.map { Unpremultiply.rgba(UInt32(littleEndian: $0)) }
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

/// A small open-addressing hash table from pixel values to one byte, for at most 256 keys.
struct PixelTable {
    private static let slots = 1024
    private var keys = [UInt32](repeating: 0, count: slots)
    private var values = [UInt8](repeating: 0, count: slots)
    private var used = [Bool](repeating: false, count: slots)
    private(set) var keysInInsertionOrder: [UInt32] = []

    var count: Int { keysInInsertionOrder.count }

    private func slot(of key: UInt32) -> Int {
        var s = Int((key &* 0x9E37_79B1) >> 22)
        while used[s] && keys[s] != key { s = (s + 1) & (Self.slots - 1) }
        return s
    }

    func index(of key: UInt32) -> UInt8? {
        let s = slot(of: key)
        return used[s] ? values[s] : nil
    }

    /// Adds `key` (at most 256 keys in all); its value defaults to its insertion order.
    mutating func insert(_ key: UInt32, value: UInt8? = nil) {
        let s = slot(of: key)
        if !used[s] {
            used[s] = true
            keys[s] = key
            keysInInsertionOrder.append(key)
        }
        values[s] = value ?? UInt8(truncatingIfNeeded: keysInInsertionOrder.count - 1)
    }
}

/// Premultiplied to straight alpha, rounding to nearest as ``Pixmap/pixel(x:y:)`` does, so an
/// opaque pixel keeps its exact bytes.
enum Unpremultiply {
    /// `rgba` packs R, G, B, A in bits 0, 8, 16, 24.
    @inline(__always)
    static func rgba(_ rgba: UInt32) -> UInt32 {
        let a = rgba >> 24
        if a == 255 { return rgba }
        if a == 0 { return 0 }
        @inline(__always) func channel(_ shift: UInt32) -> UInt32 {
            min(255, (((rgba >> shift) & 0xFF) * 255 + a / 2) / a) << shift
        }
        return channel(0) | channel(8) | channel(16) | a << 24
    }
}
