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
    /// - Complexity: O(columns × rows) for the boxes; O(columns × rows × s) below a standard
    ///   deviation of 2 (at most 13 taps).
    func apply(to plane: inout [Float], columns: Int, rows: Int) {
        guard !isIdentity, columns > 0, rows > 0, plane.count >= columns * rows else { return }
        let longest = max(columns, rows)
        var line = [Double](repeating: 0, count: longest)
        var scratch = [Double](repeating: 0, count: longest + 1)
        plane.withUnsafeMutableBufferPointer { samples in
            guard let base = samples.baseAddress else { return }
            for y in 0..<rows {
                let row = base + y * columns
                for x in 0..<columns { line[x] = Double(row[x]) }
                blurLine(&line, count: columns, scratch: &scratch)
                for x in 0..<columns { row[x] = Float(line[x]) }
            }
            for x in 0..<columns {
                for y in 0..<rows { line[y] = Double(base[y * columns + x]) }
                blurLine(&line, count: rows, scratch: &scratch)
                for y in 0..<rows { base[y * columns + x] = Float(line[y]) }
            }
        }
    }

    /// Convolves the first `count` values of `line` with the kernel, in place.
    private func blurLine(_ line: inout [Double], count n: Int, scratch: inout [Double]) {
        switch kernel {
        case .none:
            return
        case .sampled(let weights, let radius):
            for i in 0..<n { scratch[i] = line[i] }
            for i in 0..<n {
                var sum = 0.0
                for k in max(-radius, -i)...min(radius, n - 1 - i) { sum += weights[k + radius] * scratch[i + k] }
                line[i] = sum
            }
        case .boxes(let boxes):
            for box in boxes { boxBlur(&line, count: n, left: box.left, right: box.right, prefix: &scratch) }
        }
    }

    /// One box: each value becomes the mean of those from `left` before it to `right` after
    /// it, read from running sums (`prefix[i]` is the sum of the first `i` values).
    private func boxBlur(_ line: inout [Double], count n: Int, left: Int, right: Int, prefix: inout [Double]) {
        prefix[0] = 0
        for i in 0..<n { prefix[i + 1] = prefix[i] + line[i] }
        let size = Double(left + right + 1)
        for i in 0..<n {
            line[i] = (prefix[min(i + right + 1, n)] - prefix[max(i - left, 0)]) / size
        }
    }
}
