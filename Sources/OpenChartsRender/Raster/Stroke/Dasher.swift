import Foundation

/// Cuts polylines into dashes, as SVG's stroke-dasharray and stroke-dashoffset do.
///
/// The pattern restarts at each subpath. Work is bounded whatever the input: segment
/// parts outside `visible` (the canvas in stroke space, grown by the stroke's reach)
/// advance the pattern arithmetically instead of dash by dash, and at most
/// `maximumDashes` dashes are produced per stroke; any beyond are not drawn.
final class Dasher {
    /// Alternating dash and gap lengths, even count, non-negative, positive sum.
    let pattern: [Double]
    let phase: Double
    let visible: CGRect
    /// The most dashes one stroke may produce.
    let maximumDashes: Int

    private let total: Double
    private var produced = 0
    private var piece: [CGPoint] = []
    // The pattern position: which entry, how much of it is left, whether it is a dash.
    private var index = 0
    private var remaining = 0.0
    private var isOn: Bool { index % 2 == 0 }

    init(pattern: [Double], phase: Double, visible: CGRect, maximumDashes: Int) {
        self.maximumDashes = maximumDashes
        self.pattern = pattern
        self.phase = phase.isFinite ? phase : 0
        self.visible = visible
        total = pattern.reduce(0, +)
    }

    /// Calls `emit` with each dash of the polyline through `points` (finite points).
    /// - Complexity: O(n + d), n points and d dashes in the visible part.
    func dash(_ points: ArraySlice<CGPoint>, closed: Bool, emit: (ArraySlice<CGPoint>) -> Void) {
        guard let first = points.first(where: \.isFinite), total > 0 else { return }
        index = 0
        remaining = pattern[0]
        advance(by: phase.truncatingRemainder(dividingBy: total) + (phase < 0 ? total : 0))
        piece.removeAll(keepingCapacity: true)
        if isOn { piece.append(first) }
        var previous = first
        func walk(to p: CGPoint) {
            segment(from: previous, to: p, emit: emit)
            previous = p
        }
        for p in points where p.isFinite { walk(to: p) }
        if closed { walk(to: first) }
        if isOn, !piece.isEmpty { finishPiece(emit) }
    }

    // MARK: - Segments

    private func segment(from a: CGPoint, to b: CGPoint, emit: (ArraySlice<CGPoint>) -> Void) {
        let length = hypot(b.x - a.x, b.y - a.y)
        guard length > 0, length.isFinite else { return }
        // The part of the segment inside `visible` (Liang–Barsky). The entry and exit
        // points take the boundary's own coordinate, so that they stay exact even when
        // the ends are so far away that the parameter cannot resolve a pixel.
        let d = CGPoint(x: b.x - a.x, y: b.y - a.y)
        var t0 = 0.0, t1 = 1.0
        var enter = a, exit = b
        if d.x != 0 {
            let tMin = (visible.minX - a.x) / d.x, tMax = (visible.maxX - a.x) / d.x
            let (tIn, xIn, tOut, xOut) = d.x > 0 ? (tMin, visible.minX, tMax, visible.maxX)
                                                 : (tMax, visible.maxX, tMin, visible.minX)
            if tIn > t0 { t0 = tIn; enter = CGPoint(x: xIn, y: a.y + d.y * tIn) }
            if tOut < t1 { t1 = tOut; exit = CGPoint(x: xOut, y: a.y + d.y * tOut) }
        } else if a.x < visible.minX || a.x > visible.maxX {
            t0 = 1; t1 = 0
        }
        if d.y != 0 {
            let tMin = (visible.minY - a.y) / d.y, tMax = (visible.maxY - a.y) / d.y
            let (tIn, yIn, tOut, yOut) = d.y > 0 ? (tMin, visible.minY, tMax, visible.maxY)
                                                 : (tMax, visible.maxY, tMin, visible.minY)
            if tIn > t0 { t0 = tIn; enter = CGPoint(x: a.x + d.x * tIn, y: yIn) }
            if tOut < t1 { t1 = tOut; exit = CGPoint(x: a.x + d.x * tOut, y: yOut) }
        } else if a.y < visible.minY || a.y > visible.maxY {
            t0 = 1; t1 = 0
        }
        guard t0 <= t1 else { return skip(length, to: b, emit: emit) }
        if t0 > 0 { skip(hypot(enter.x - a.x, enter.y - a.y), to: enter, emit: emit) }
        walkDashes(from: enter, to: exit, length: hypot(exit.x - enter.x, exit.y - enter.y), emit: emit)
        if t1 < 1 { skip(hypot(b.x - exit.x, b.y - exit.y), to: b, emit: emit) }
    }

    /// Steps through the pattern along a visible segment.
    private func walkDashes(from a: CGPoint, to b: CGPoint, length: Double, emit: (ArraySlice<CGPoint>) -> Void) {
        var position = 0.0
        while produced < maximumDashes {
            let left = length - position
            if remaining > left {
                remaining -= left
                if isOn { piece.append(b) }
                return
            }
            position += remaining
            let q = a.lerp(b, length > 0 ? position / length : 1)
            if isOn {
                piece.append(q)
                finishPiece(emit)
            } else {
                piece.removeAll(keepingCapacity: true)
                piece.append(q)
            }
            index = (index + 1) % pattern.count
            remaining = pattern[index]
        }
    }

    /// Moves the pattern on by `length` without cutting: the segment is out of sight,
    /// so a dash crossing it may simply run to its end.
    private func skip(_ length: Double, to b: CGPoint, emit: (ArraySlice<CGPoint>) -> Void) {
        let wasOn = isOn
        advance(by: length)
        switch (wasOn, isOn) {
        case (true, true): piece.append(b)
        case (true, false):
            piece.append(b)
            finishPiece(emit)
        case (false, true):
            piece.removeAll(keepingCapacity: true)
            piece.append(b)
        case (false, false): break
        }
    }

    /// Moves the pattern position on by `length`, in O(pattern count).
    private func advance(by length: Double) {
        guard length.isFinite, length > 0 else { return }
        if remaining > length {
            remaining -= length
            return
        }
        var rest = (length - remaining).truncatingRemainder(dividingBy: total)
        index = (index + 1) % pattern.count
        while rest >= pattern[index] {
            rest -= pattern[index]
            index = (index + 1) % pattern.count
        }
        remaining = pattern[index] - rest
    }

    private func finishPiece(_ emit: (ArraySlice<CGPoint>) -> Void) {
        produced += 1
        emit(piece[...])
        piece.removeAll(keepingCapacity: true)
    }
}
