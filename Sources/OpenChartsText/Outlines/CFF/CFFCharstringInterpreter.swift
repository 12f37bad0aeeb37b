import Foundation
import OpenChartsCore

/// Runs a Type 2 charstring (Adobe Technical Note #5177) into a path of cubic curves.
///
/// Hints are counted (hintmask needs their number) but not applied. Subroutine calls
/// nest at most ``maxDepth`` deep and a glyph runs at most ``maxOperations`` operators,
/// so no charstring can recurse or loop without end.
struct CFFCharstringInterpreter {
    static let maxDepth = 10
    static let maxOperations = 100_000
    static let maxStack = 48

    private let globalSubrs: CFFIndex
    private let localSubrs: CFFIndex?
    private var stack: [Double] = []
    private var path = Path()
    private var x = 0.0, y = 0.0
    private var stemCount = 0
    private var sawWidth = false
    private var isOpen = false
    private var operations = 0
    private var ended = false

    init(globalSubrs: CFFIndex, localSubrs: CFFIndex?) {
        self.globalSubrs = globalSubrs
        self.localSubrs = localSubrs
    }

    /// The path drawn, its last contour closed.
    mutating func finish() -> Path {
        if isOpen { path.closeSubpath() }
        return path
    }

    private static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    mutating func run(_ code: BinaryReader, depth: Int) throws {
        guard depth <= Self.maxDepth else { throw code.error(0, "subroutines nest deeper than \(Self.maxDepth)") }
        var offset = 0
        while offset < code.count, !ended {
            operations += 1
            guard operations <= Self.maxOperations else {
                throw code.error(offset, "charstring runs more than \(Self.maxOperations) operators")
            }
            let b0 = Int(try code.u8(offset))
            offset += 1
            switch b0 {
            case 32...246: try push(Double(b0 - 139), code, offset)
            case 247...250:
                try push(Double((b0 - 247) * 256 + Int(try code.u8(offset)) + 108), code, offset)
                offset += 1
            case 251...254:
                try push(Double(-(b0 - 251) * 256 - Int(try code.u8(offset)) - 108), code, offset)
                offset += 1
            case 28:
                try push(Double(try code.i16(offset)), code, offset)
                offset += 2
            case 255:
                try push(Double(try code.i32(offset)) / 65536, code, offset)
                offset += 4
            case 10, 29:
                guard let index = stack.popLast() else { throw code.error(offset, "callsubr with an empty stack") }
                let subrs = b0 == 10 ? localSubrs : globalSubrs
                guard let subrs else { throw code.error(offset, "callsubr in a font without local Subrs") }
                let number = Int(index) + Self.bias(subrs.count)
                try run(subrs.item(number), depth: depth + 1)
            case 11:
                return
            case 12:
                let b1 = Int(try code.u8(offset))
                offset += 1
                try escape(b1, code, offset)
            case 19, 20:
                // hintmask / cntrmask: stems given just before count as vstems.
                takeWidth(stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll()
                offset += (stemCount + 7) / 8
            default:
                try op(b0, code, offset)
            }
        }
    }

    private mutating func push(_ value: Double, _ code: BinaryReader, _ offset: Int) throws {
        guard stack.count < Self.maxStack else { throw code.error(offset, "charstring stack overflows \(Self.maxStack)") }
        stack.append(value)
    }

    /// Drops the advance width that may come first on the first stack-clearing operator.
    private mutating func takeWidth(_ hasWidth: Bool) {
        if !sawWidth, hasWidth, !stack.isEmpty { stack.removeFirst() }
        sawWidth = true
    }

    private mutating func need(_ count: Int, _ code: BinaryReader, _ offset: Int, _ name: String) throws {
        guard stack.count >= count else {
            throw code.error(offset, "\(name) needs \(count) operands, the stack has \(stack.count)")
        }
    }

    // MARK: - Drawing

    private mutating func moveTo(_ dx: Double, _ dy: Double) {
        if isOpen { path.closeSubpath() }
        x += dx; y += dy
        path.move(to: CGPoint(x: x, y: y))
        isOpen = true
    }

    private mutating func lineTo(_ dx: Double, _ dy: Double) {
        x += dx; y += dy
        path.addLine(to: CGPoint(x: x, y: y))
    }

    private mutating func curveTo(_ dx1: Double, _ dy1: Double, _ dx2: Double, _ dy2: Double, _ dx3: Double, _ dy3: Double) {
        let c1 = CGPoint(x: x + dx1, y: y + dy1)
        let c2 = CGPoint(x: c1.x + dx2, y: c1.y + dy2)
        x = c2.x + dx3; y = c2.y + dy3
        path.addCurve(to: CGPoint(x: x, y: y), control1: c1, control2: c2)
    }

    private mutating func op(_ b0: Int, _ code: BinaryReader, _ offset: Int) throws {
        let s = stack
        switch b0 {
        case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
            takeWidth(s.count % 2 == 1)
            stemCount += stack.count / 2
        case 21:  // rmoveto
            takeWidth(s.count > 2)
            try need(2, code, offset, "rmoveto")
            moveTo(stack[stack.count - 2], stack[stack.count - 1])
        case 22:  // hmoveto
            takeWidth(s.count > 1)
            try need(1, code, offset, "hmoveto")
            moveTo(stack[stack.count - 1], 0)
        case 4:  // vmoveto
            takeWidth(s.count > 1)
            try need(1, code, offset, "vmoveto")
            moveTo(0, stack[stack.count - 1])
        case 5:  // rlineto
            var i = 0
            while i + 1 < s.count { lineTo(s[i], s[i + 1]); i += 2 }
        case 6, 7:  // hlineto, vlineto: alternate
            var horizontal = b0 == 6
            for value in s {
                if horizontal { lineTo(value, 0) } else { lineTo(0, value) }
                horizontal.toggle()
            }
        case 8:  // rrcurveto
            var i = 0
            while i + 5 < s.count { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]); i += 6 }
        case 24:  // rcurveline
            var i = 0
            while i + 5 < s.count - 2 { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]); i += 6 }
            if i + 1 < s.count { lineTo(s[i], s[i + 1]) }
        case 25:  // rlinecurve
            var i = 0
            while i + 1 < s.count - 6 { lineTo(s[i], s[i + 1]); i += 2 }
            if i + 5 < s.count { curveTo(s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5]) }
        case 26:  // vvcurveto: dx1? {dya dxb dyb dyc}+
            var i = 0
            var dx1 = 0.0
            if s.count % 4 == 1 { dx1 = s[0]; i = 1 }
            while i + 3 < s.count {
                curveTo(dx1, s[i], s[i + 1], s[i + 2], 0, s[i + 3])
                dx1 = 0
                i += 4
            }
        case 27:  // hhcurveto: dy1? {dxa dxb dyb dxc}+
            var i = 0
            var dy1 = 0.0
            if s.count % 4 == 1 { dy1 = s[0]; i = 1 }
            while i + 3 < s.count {
                curveTo(s[i], dy1, s[i + 1], s[i + 2], s[i + 3], 0)
                dy1 = 0
                i += 4
            }
        case 30, 31:  // vhcurveto, hvcurveto: alternating, a last odd operand ends the last curve off-axis
            var horizontal = b0 == 31
            var i = 0
            while i + 3 < s.count {
                let last = s.count - i == 5 ? s[i + 4] : 0
                if horizontal {
                    curveTo(s[i], 0, s[i + 1], s[i + 2], last, s[i + 3])
                } else {
                    curveTo(0, s[i], s[i + 1], s[i + 2], s[i + 3], last)
                }
                horizontal.toggle()
                i += 4
            }
        case 14:  // endchar
            takeWidth(s.count == 1 || s.count == 5)
            ended = true
        default:
            throw code.error(offset - 1, "charstring operator \(b0) is reserved")
        }
        stack.removeAll()
    }

    /// Two-byte operators: the flex curves; arithmetic operators are not supported.
    private mutating func escape(_ b1: Int, _ code: BinaryReader, _ offset: Int) throws {
        let s = stack
        switch b1 {
        case 35:  // flex: two curves, then fd
            try need(12, code, offset, "flex")
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            curveTo(s[6], s[7], s[8], s[9], s[10], s[11])
        case 34:  // hflex
            try need(7, code, offset, "hflex")
            let startY = y
            curveTo(s[0], 0, s[1], s[2], s[3], 0)
            curveTo(s[4], 0, s[5], startY - y, s[6], 0)
        case 36:  // hflex1
            try need(9, code, offset, "hflex1")
            let startY = y
            curveTo(s[0], s[1], s[2], s[3], s[4], 0)
            curveTo(s[5], 0, s[6], s[7], s[8], startY - (y + s[7]))
        case 37:  // flex1: the last point's long axis is the larger total delta
            try need(11, code, offset, "flex1")
            let startX = x, startY = y
            curveTo(s[0], s[1], s[2], s[3], s[4], s[5])
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            if abs(dx) > abs(dy) {
                curveTo(s[6], s[7], s[8], s[9], s[10], startY - (y + s[7] + s[9]))
            } else {
                curveTo(s[6], s[7], s[8], s[9], startX - (x + s[6] + s[8]), s[10])
            }
        default:
            throw code.error(offset - 2, "charstring operator 12 \(b1) is not supported")
        }
        stack.removeAll()
    }
}
