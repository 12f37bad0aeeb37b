/// Exact-area coverage of one line segment within one pixel row, as font-rs does
/// (Raph Levien, 2016; the same idea as libart and stb_truetype v2).
///
/// Each cell receives the signed area the segment covers to its right within the cell;
/// the running sum of a row's cells is then the integral of the winding number over
/// each pixel. `d` is the segment's height within the row times its winding (±1).
///
/// `cells` must hold at least `floor(max(xa, xb)) + 2` entries and `xa`, `xb` must be ≥ 0.
/// `touched` grows to include every cell written.
@inline(__always)
func accumulateArea(_ cells: UnsafeMutablePointer<Float>, xa: Float, xb: Float, d: Float,
                    touched: inout (min: Int, max: Int)) {
    let (x0, x1) = xa < xb ? (xa, xb) : (xb, xa)
    // Both are ≥ 0: truncation is the floor, and no libm call is made.
    let x0i = Int(x0)
    let x0floor = Float(x0i)
    let x1t = Int(x1)
    let x1i = Float(x1t) < x1 ? x1t + 1 : x1t
    let x1ceil = Float(x1i)
    if x0i < touched.min { touched.min = x0i }
    if x1i <= x0i + 1 {
        // Within one cell: the area right of the segment's midpoint.
        let xmf = 0.5 * (xa + xb) - x0floor
        cells[x0i] += d - d * xmf
        cells[x0i + 1] += d * xmf
        if x0i + 1 > touched.max { touched.max = x0i + 1 }
    } else {
        // Across cells: a triangle in the first, trapezoids between, a triangle's
        // complement in the last, the rest carried to the cell after.
        let s = 1 / (x1 - x0)
        let x0f = x0 - x0floor
        let a0 = 0.5 * s * (1 - x0f) * (1 - x0f)
        let x1f = x1 - x1ceil + 1
        let am = 0.5 * s * x1f * x1f
        cells[x0i] += d * a0
        if x1i == x0i + 2 {
            cells[x0i + 1] += d * (1 - a0 - am)
        } else {
            let a1 = s * (1.5 - x0f)
            cells[x0i + 1] += d * (a1 - a0)
            let step = d * s
            var xi = x0i + 2
            while xi < x1i - 1 {
                cells[xi] += step
                xi += 1
            }
            let a2 = a1 + Float(x1i - x0i - 3) * s
            cells[x1i - 1] += d * (1 - a2 - am)
        }
        cells[x1i] += d * am
        if x1i > touched.max { touched.max = x1i }
    }
}

/// Adds the area of `e`'s part in the row from `top` to `bottom` to `cells`, its ends
/// clamped to the canvas's columns (0…`widthF`), its winding times `sign`; an edge not in the
/// row adds nothing. What every integrated row does for each of its edges.
@inline(__always)
func accumulateEdge(_ e: Edge, top: Float, bottom: Float, widthF: Float, into cells: UnsafeMutablePointer<Float>,
                    sign: Float = 1, touched: inout (min: Int, max: Int)) {
    // `larger` is `max` for these finite values, in one instruction.
    let y0 = larger(top, e.y0), y1 = min(bottom, e.y1)
    guard y1 > y0 else { return }
    let xa = min(larger(e.x0 + (y0 - e.y0) * e.dxdy, 0), widthF)
    let xb = min(larger(e.x0 + (y1 - e.y0) * e.dxdy, 0), widthF)
    accumulateArea(cells, xa: xa, xb: xb, d: (y1 - y0) * e.winding * sign, touched: &touched)
}
