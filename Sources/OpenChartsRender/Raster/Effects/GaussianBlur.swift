import Foundation

/// A Gaussian blur of a plane of samples, as SVG's `feGaussianBlur` specifies it (Filter
/// Effects Module Level 1, the `feGaussianBlur` element), and as librsvg draws it.
///
/// Separable: each row, then each column, is convolved with the one-dimensional kernel.
/// For a standard deviation `s` of 2 or more the kernel is the specification's three
/// successive box blurs of size `d = ⌊s · 3√(2π)/4 + 0.5⌋` (two of size `d` centred half a
/// pixel to either side and one of `d + 1` when `d` is even), a piecewise quadratic within
/// about 3 % of the Gaussian, computed with running sums whatever its size. Below 2 it is
/// the Gaussian itself, sampled at whole pixels out to `⌈3s⌉` and normalized.
///
/// Both kernels sum to 1, so a blur conserves the plane's total where nothing reaches past
/// its edges; beyond them, samples read as 0 (SVG's default `edgeMode`).
struct GaussianBlur {
    /// The one-dimensional kernel.
    private enum Kernel {
        case none
        /// Weights from `-radius` to `radius`.
        case sampled(weights: [Double], radius: Int)
        /// The specification's three boxes, as (left, right) reaches, each inclusive.
        case boxes([(left: Int, right: Int)])
    }

    private let kernel: Kernel

    /// How many pixels the blur reaches on each side: beyond this distance from everything
    /// drawn, the blurred plane is exactly 0.
    let reach: Int

    /// A blur of standard deviation `standardDeviation` pixels; 0 (or less, or NaN) blurs nothing.
    /// Callers bound the deviation (the box sizes are whole numbers of pixels).
    init(standardDeviation s: Double) {
        guard s.isFinite, s > 0 else {
            kernel = .none
            reach = 0
            return
        }
        if s < 2 {
            let radius = Int((3 * s).rounded(.up))
            var weights = (-radius...radius).map { x in exp(-Double(x * x) / (2 * s * s)) }
            let total = weights.reduce(0, +)
            for i in weights.indices { weights[i] /= total }
            kernel = .sampled(weights: weights, radius: radius)
            reach = radius
            return
        }
        let d = Int((s * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
        let boxes: [(left: Int, right: Int)] = d % 2 == 1
            ? Array(repeating: ((d - 1) / 2, (d - 1) / 2), count: 3)
            : [(d / 2, d / 2 - 1), (d / 2 - 1, d / 2), (d / 2, d / 2)]
        kernel = .boxes(boxes)
        reach = boxes.reduce(0) { $0 + max($1.left, $1.right) }
    }

    /// Whether the blur changes anything.
    var isIdentity: Bool {
        if case .none = kernel { return true }
        return false
    }

    /// Blurs `plane`, `columns × rows` samples row by row, in place.
    ///
    /// Rows are blurred one at a time from a copy; columns all at once, a row of running
    /// sums (or of weighted rows) moving down the plane, so that every pass reads and writes
    /// memory in order.
    /// - Complexity: O(columns × rows) for the boxes; O(columns × rows × s) below a standard
    ///   deviation of 2 (at most 13 taps).
    func apply(to plane: inout [Float], columns: Int, rows: Int) {
        guard !isIdentity, columns > 0, rows > 0, plane.count >= columns * rows else { return }
        var other = [Float](repeating: 0, count: columns * rows)
        var line = [Float](repeating: 0, count: columns)
        var sums = [Float](repeating: 0, count: columns)
        plane.withUnsafeMutableBufferPointer { plane in
        other.withUnsafeMutableBufferPointer { other in
        line.withUnsafeMutableBufferPointer { line in
        sums.withUnsafeMutableBufferPointer { sums in
            guard let a = plane.baseAddress, let b = other.baseAddress, let line = line.baseAddress,
                  let sums = sums.baseAddress else { return }
            switch kernel {
            case .none:
                return
            case .sampled(let weights, let radius):
                for y in 0..<rows {
                    let row = a + y * columns
                    line.update(from: row, count: columns)
                    Self.convolve(line, into: row, count: columns, weights: weights, radius: radius)
                }
                Self.convolveColumns(a, into: b, columns: columns, rows: rows, weights: weights, radius: radius)
                a.update(from: b, count: columns * rows)
            case .boxes(let boxes):
                for y in 0..<rows {
                    let row = a + y * columns
                    for box in boxes {
                        line.update(from: row, count: columns)
                        Self.box(line, into: row, count: columns, left: box.left, right: box.right)
                    }
                }
                // Down the columns: a into b, b into a, a into b; then back into a.
                var (source, target) = (a, b)
                for box in boxes {
                    Self.boxColumns(source, into: target, columns: columns, rows: rows, left: box.left, right: box.right,
                                    sums: sums)
                    swap(&source, &target)
                }
                if source != a { a.update(from: source, count: columns * rows) }
            }
        }
        }
        }
        }
    }

    /// One row's box: each value the mean of those from `left` before it to `right` after
    /// it, with a running sum. Where the box lies within the row, each step adds the one
    /// difference of the value entering and the value leaving (computed apart from the sum,
    /// which then waits on one addition a value, not two).
    private static func box(_ source: UnsafePointer<Float>, into target: UnsafeMutablePointer<Float>, count n: Int,
                            left: Int, right: Int) {
        let scale = 1 / Float(left + right + 1)
        var sum: Float = 0
        for j in 0...min(right, n - 1) { sum += source[j] }
        // Pixel i's sum holds source[i - left ... i + right] within the row; before writing
        // pixel i + 1's, add source[i + right + 1] and drop source[i - left] where they exist.
        let start = min(left, n), middle = start..<max(start, n - right - 1)
        var i = 0
        while i < middle.lowerBound {
            target[i] = sum * scale
            if i + right + 1 < n { sum += source[i + right + 1] }
            if i - left >= 0 { sum -= source[i - left] }
            i += 1
        }
        while i < middle.upperBound {
            target[i] = sum * scale
            sum += source[i + right + 1] - source[i - left]
            i += 1
        }
        while i < n {
            target[i] = sum * scale
            if i + right + 1 < n { sum += source[i + right + 1] }
            if i - left >= 0 { sum -= source[i - left] }
            i += 1
        }
    }

    /// The box down every column at once: a row of running sums moves down the rows.
    private static func boxColumns(_ source: UnsafePointer<Float>, into target: UnsafeMutablePointer<Float>,
                                   columns: Int, rows: Int, left: Int, right: Int, sums: UnsafeMutablePointer<Float>) {
        // Single precision throughout, so that the rows vectorize: the sums' rounding stays
        // some 10⁻⁵ of a sample's range over thousands of rows.
        let scale = 1 / Float(left + right + 1)
        sums.update(repeating: 0, count: columns)
        for j in 0...min(right, rows - 1) {
            let row = source + j * columns
            for x in 0..<columns { sums[x] += row[x] }
        }
        for y in 0..<rows {
            let out = target + y * columns
            for x in 0..<columns { out[x] = sums[x] * scale }
            if y + right + 1 < rows {
                let row = source + (y + right + 1) * columns
                for x in 0..<columns { sums[x] += row[x] }
            }
            if y - left >= 0 {
                let row = source + (y - left) * columns
                for x in 0..<columns { sums[x] -= row[x] }
            }
        }
    }

    /// One row convolved with the sampled kernel.
    private static func convolve(_ source: UnsafePointer<Float>, into target: UnsafeMutablePointer<Float>, count n: Int,
                                 weights: [Double], radius: Int) {
        for i in 0..<n {
            var sum = 0.0
            for k in max(-radius, -i)...min(radius, n - 1 - i) { sum += weights[k + radius] * Double(source[i + k]) }
            target[i] = Float(sum)
        }
    }

    /// Every column convolved with the sampled kernel: each output row a weighted sum of rows.
    private static func convolveColumns(_ source: UnsafePointer<Float>, into target: UnsafeMutablePointer<Float>,
                                        columns: Int, rows: Int, weights: [Double], radius: Int) {
        for y in 0..<rows {
            let out = target + y * columns
            out.update(repeating: 0, count: columns)
            for k in max(-radius, -y)...min(radius, rows - 1 - y) {
                let row = source + (y + k) * columns, weight = Float(weights[k + radius])
                for x in 0..<columns { out[x] += weight * row[x] }
            }
        }
    }
}
