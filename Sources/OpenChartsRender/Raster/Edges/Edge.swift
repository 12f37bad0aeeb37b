/// One non-horizontal line segment of a fill outline, inside the canvas, ready for
/// scan conversion.
///
/// Stored top to bottom (`y0 < y1`) with the direction kept in `winding`, in `Float`
/// because every coordinate is already inside a canvas of at most 16 384 pixels.
struct Edge {
    /// x where the edge starts, at `y0`.
    var x0: Float
    /// How far x moves per unit of y.
    var dxdy: Float
    /// Top end.
    var y0: Float
    /// Bottom end.
    var y1: Float
    /// +1 for an edge drawn downwards, −1 for one drawn upwards.
    var winding: Float
}
