/// A ``SymbolStamp`` in one colour, cut into quads of four pixels along each tile row, so
/// that a copy's row blends in one pass of 16-bit vector lanes (``QuadBlend``) instead of
/// pixel by pixel.
///
/// A tile row is padded on the right to a whole number of quads; padding pixels have no
/// colour and `255 − α = 255`, which leaves the destination as it is. Every other pixel
/// gets the bytes ``PackedSource/over(_:)`` gives.
struct PaintedStamp {
    typealias Lanes = QuadBlend.Lanes

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
                    @inline(__always) func word(_ i: Int) -> UInt32 {
                        let x = 4 * q + i
                        return x < tile.width ? words[tile.offset + y * tile.width + x] : 0
                    }
                    let quad = (word(0), word(1), word(2), word(3))
                    let (source, inverse) = QuadBlend.lanes(quad)
                    let opaque = (quad.0 & quad.1 & quad.2 & quad.3) >> 24 == 255
                    let empty = quad == (0, 0, 0, 0)
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
}
