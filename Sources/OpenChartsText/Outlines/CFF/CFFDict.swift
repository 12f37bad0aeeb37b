/// A CFF DICT: operands followed by an operator, read into a map from operator
/// (escaped two-byte operators as 1200 + the second byte) to its operands.
struct CFFDict: Sendable {
    private var entries: [Int: [Double]] = [:]

    init(_ data: BinaryReader) throws {
        var operands: [Double] = []
        var offset = 0
        while offset < data.count {
            let b0 = Int(try data.u8(offset))
            switch b0 {
            case 0...21:
                var op = b0
                offset += 1
                if b0 == 12 {
                    op = 1200 + Int(try data.u8(offset))
                    offset += 1
                }
                entries[op] = operands
                operands.removeAll()
            case 28:
                operands.append(Double(try data.i16(offset + 1)))
                offset += 3
            case 29:
                operands.append(Double(try data.i32(offset + 1)))
                offset += 5
            case 30:
                let (value, length) = try Self.real(data, at: offset + 1)
                operands.append(value)
                offset += 1 + length
            case 32...246:
                operands.append(Double(b0 - 139))
                offset += 1
            case 247...250:
                operands.append(Double((b0 - 247) * 256 + Int(try data.u8(offset + 1)) + 108))
                offset += 2
            case 251...254:
                operands.append(Double(-(b0 - 251) * 256 - Int(try data.u8(offset + 1)) - 108))
                offset += 2
            default:
                throw data.error(offset, "DICT byte \(b0) is reserved")
            }
            guard operands.count <= 48 else { throw data.error(offset, "DICT has more than 48 operands") }
        }
    }

    /// A real number: nibbles of digits, point, exponent and sign, ended by 0xF.
    private static func real(_ data: BinaryReader, at start: Int) throws -> (Double, Int) {
        var text = ""
        var offset = start
        while true {
            let byte = try data.u8(offset)
            offset += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text += String(nibble)
                case 0xA: text += "."
                case 0xB: text += "E"
                case 0xC: text += "E-"
                case 0xE: text += "-"
                case 0xF: return (Double(text) ?? 0, offset - start)
                default: break
                }
            }
        }
    }

    subscript(_ op: Int) -> [Double]? { entries[op] }

    /// An integer operand (an offset or count), checked to be a whole, non-negative number.
    func int(_ op: Int, at index: Int = 0, in table: BinaryReader) throws -> Int? {
        guard let operands = entries[op] else { return nil }
        guard index < operands.count, let value = Int(exactly: operands[index]), value >= 0 else {
            throw table.error(0, "DICT operator \(op) has no valid operand \(index)")
        }
        return value
    }
}
