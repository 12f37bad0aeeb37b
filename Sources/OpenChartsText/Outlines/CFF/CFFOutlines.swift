import Foundation
import OpenChartsCore

/// CFF outlines (the `CFF ` table): Type 2 charstrings, cubic curves.
///
/// Reads the Top DICT, the CharStrings INDEX, the Private DICT with its local Subrs and
/// the global Subrs; CID-keyed fonts (Noto Sans CJK) pick a Private DICT per glyph
/// through FDArray and FDSelect. Hints are skipped: outlines are unhinted.
struct CFFOutlines: GlyphOutlineFormat {
    private let charStrings: CFFIndex
    private let globalSubrs: CFFIndex
    /// Local subrs per font DICT; one entry for a font that is not CID-keyed.
    private let localSubrs: [CFFIndex?]
    private let fdSelect: FDSelect?

    /// Which font DICT each glyph uses in a CID-keyed font.
    private enum FDSelect: Sendable {
        case format0(BinaryReader)
        case format3(BinaryReader, ranges: Int)
    }

    init(_ table: BinaryReader) throws {
        guard try table.u8(0) == 1 else { throw table.error(0, "CFF major version \(try table.u8(0)) is not 1") }
        let headerSize = Int(try table.u8(2))
        let names = try CFFIndex(table, at: headerSize)
        let topDicts = try CFFIndex(table, at: names.end)
        let strings = try CFFIndex(table, at: topDicts.end)
        globalSubrs = try CFFIndex(table, at: strings.end)
        let top = try CFFDict(topDicts.item(0))

        if let type = top[1206]?.first, type != 2 {
            throw table.error(0, "CharstringType \(type) is not 2")
        }
        guard let charStringsOffset = try top.int(17, in: table) else {
            throw table.error(0, "Top DICT has no CharStrings")
        }
        charStrings = try CFFIndex(table, at: charStringsOffset)

        if top[1230] != nil {
            // CID-keyed: FDArray holds a font DICT (with its own Private DICT) per FD.
            guard let fdArrayOffset = try top.int(1236, in: table), let fdSelectOffset = try top.int(1237, in: table) else {
                throw table.error(0, "CID-keyed font lacks FDArray or FDSelect")
            }
            let fdArray = try CFFIndex(table, at: fdArrayOffset)
            localSubrs = try (0..<fdArray.count).map { try Self.privateSubrs(CFFDict(fdArray.item($0)), table) }
            switch try table.u8(fdSelectOffset) {
            case 0:
                let body = try table.sub(fdSelectOffset + 1)
                try body.check(0, charStrings.count)
                fdSelect = .format0(body)
            case 3:
                let ranges = Int(try table.u16(fdSelectOffset + 1))
                let body = try table.sub(fdSelectOffset + 3)
                try body.checkArray(0, count: ranges, size: 3)
                try body.check(3 * ranges, 2)
                fdSelect = .format3(body, ranges: ranges)
            case let format:
                throw table.error(fdSelectOffset, "FDSelect format \(format) is not 0 or 3")
            }
        } else {
            localSubrs = [try Self.privateSubrs(top, table)]
            fdSelect = nil
        }
    }

    /// The local Subrs INDEX of the Private DICT a (top or font) DICT points to.
    private static func privateSubrs(_ dict: CFFDict, _ table: BinaryReader) throws -> CFFIndex? {
        guard let size = try dict.int(18, at: 0, in: table), let offset = try dict.int(18, at: 1, in: table) else {
            return nil
        }
        let privateDict = try CFFDict(table.sub(offset, size))
        guard let subrs = try privateDict.int(19, in: table) else { return nil }
        return try CFFIndex(table, at: offset + subrs)
    }

    /// The font DICT of `glyph` in a CID-keyed font.
    private func fontDict(_ glyph: Int) throws -> Int {
        switch fdSelect {
        case nil:
            return 0
        case .format0(let body):
            return Int(try body.u8(glyph))
        case .format3(let body, let ranges):
            var low = 0, high = ranges
            while low < high {
                let mid = (low + high) / 2
                let first = Int(try body.u16(3 * mid))
                let next = Int(try body.u16(3 * mid + 3))  // the next range's first, or the sentinel
                if glyph < first { high = mid } else if glyph >= next { low = mid + 1 } else {
                    return Int(try body.u8(3 * mid + 2))
                }
            }
            throw body.error(0, "FDSelect has no range for glyph \(glyph)")
        }
    }

    func outline(_ glyph: UInt32) throws -> Path {
        let index = Int(glyph)
        let fd = try fontDict(index)
        guard fd < localSubrs.count else {
            throw FontError(table: "CFF ", offset: 0, reason: "glyph \(glyph) uses font DICT \(fd) of \(localSubrs.count)")
        }
        var interpreter = CFFCharstringInterpreter(globalSubrs: globalSubrs, localSubrs: localSubrs[fd])
        try interpreter.run(charStrings.item(index), depth: 0)
        return interpreter.finish()
    }
}
