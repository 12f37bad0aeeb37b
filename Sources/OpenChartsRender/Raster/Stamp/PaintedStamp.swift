/// A ``SymbolStamp`` in one colour, cut into quads of four pixels along each tile row, so
/// that a copy's row blends in one pass of 16-bit vector lanes instead of pixel by pixel.
///
/// A tile row is padded on the right to a whole number of quads; padding pixels have no
/// colour and `255 − α = 255`, and blending them leaves the destination as it is (the
/// rounding of ``SourceOver/divide255(_:)`` gives back `d · 255 / 255 = d` exactly).
/// Every other pixel gets the bytes ``PackedSource/over(_:)`` gives.
struct PaintedStamp {
    /// Four pixels' lanes: each pixel's R, G, B, A as two 16-bit lanes, (R | G << 8) and
    /// (B | A << 8), as they lie in memory.
    typealias Lanes = SIMD8<UInt16>

    /// What a quad does to the pixels under it.
    enum Kind: UInt8 {
        /// Nothing: all four pixels are uncovered.
        case skip
        /// Replaces them: all four are opaque.
        case store
        /// Blends them.
        case blend
    }

    /// One phase's quads.
    struct Tile {
        /// The tile's top-left pixel relative to the pixel the anchor falls in.
        var left: Int
        var top: Int
        /// Rows.
        var height: Int
        /// Quads per row.
        var quads: Int
        /// Where its `quads × height` quads start, row by row.
        var offset: Int
    }

    let tiles: [Tile]
    /// Each quad's colour times coverage, premultiplied.
    let sources: [Lanes]
    /// Each quad's `255 − α`, once per lane (both lanes of a pixel hold its value).
    let inverses: [Lanes]
    let kinds: [Kind]

    /// `stamp`'s tiles in `words` (one ``PackedSource/word`` per coverage byte of the
    /// stamp, as its `coverage` lies).
    init(_ stamp: SymbolStamp, words: [UInt32]) {
        var tiles: [Tile] = []
        tiles.reserveCapacity(stamp.tiles.count)
        var sources: [Lanes] = [], inverses: [Lanes] = [], kinds: [Kind] = []
        for tile in stamp.tiles {
            let quads = (tile.width + 3) / 4
            tiles.append(Tile(left: tile.left, top: tile.top, height: tile.height, quads: quads, offset: sources.count))
            for y in 0..<tile.height {
                for q in 0..<quads {
                    var source = Lanes(), inverse = Lanes()
                    var opaque = true, empty = true
                    for i in 0..<4 {
                        let x = 4 * q + i
                        let word = x < tile.width ? words[tile.offset + y * tile.width + x] : 0
                        let a = UInt16(word >> 24)
                        source[2 * i] = UInt16(word & 0xFFFF)
                        source[2 * i + 1] = UInt16(word >> 16)
                        inverse[2 * i] = 255 - a
                        inverse[2 * i + 1] = 255 - a
                        if a != 255 { opaque = false }
                        if word != 0 { empty = false }
                    }
                    sources.append(source)
                    inverses.append(inverse)
                    kinds.append(opaque ? .store : empty ? .skip : .blend)
                }
            }
        }
        self.tiles = tiles
        self.sources = sources
        self.inverses = inverses
        self.kinds = kinds
    }

    /// Blends `source` with `255 − α` `inverse` onto the four pixels at `pixels`:
    /// per channel `source + d · inverse / 255`, rounded as ``SourceOver/divide255(_:)``.
    /// The channels of a lane are scaled apart (low bytes, then high bytes) and never carry
    /// into each other: `d · inverse + 128 + its high byte` stays under 2¹⁶, and a
    /// premultiplied channel never exceeds its alpha.
    @inline(__always)
    static func blend(_ pixels: UnsafeMutableRawPointer, source: Lanes, inverse: Lanes) {
        let destination = pixels.loadUnaligned(as: Lanes.self)
        var low = (destination & 0xFF) &* inverse &+ 0x80
        low = (low &+ (low &>> 8)) &>> 8
        var high = (destination &>> 8) &* inverse &+ 0x80
        high = (high &+ (high &>> 8)) & 0xFF00
        pixels.storeBytes(of: (low | high) &+ source, as: Lanes.self)
    }
}
