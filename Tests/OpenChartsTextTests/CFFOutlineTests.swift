import Foundation
import OpenChartsTestSupport
import OpenChartsCore
import Testing
@testable import OpenChartsText

@Suite("CFF outlines")
struct CFFOutlineTests {
    /// A one-item INDEX holding `data`.
    static func index(_ items: [[UInt8]]) -> [UInt8] {
        var bytes: [UInt8] = [0, UInt8(items.count), 1]
        var offset = 1
        bytes.append(UInt8(offset))
        for item in items { offset += item.count; bytes.append(UInt8(offset)) }
        return bytes + items.flatMap { $0 }
    }

    @Test("Noto Sans CJK SC draws 宠 as three closed contours of cubic curves and lines",
          .enabled(if: FontFixtures.hasNotoCJK))
    func notoGlyph() throws {
        let faces = try FontFace.faces(in: FontFixtures.notoCJK)
        let face = try #require(faces.first { $0.familyName == "Noto Sans CJK SC" })
        let glyph = try #require(try face.glyphID(for: "宠"))
        let path = try face.glyphOutline(glyph)
        #expect(path.verbs.filter { $0 == .move }.count == 3)
        #expect(path.verbs.filter { $0 == .close }.count == 3)
        #expect(path.verbs.contains(.curve))
        #expect(!path.verbs.contains(.quadCurve))
        // The first contour's first points, as FreeType reads them.
        #expect(Array(path.points.prefix(4)) == [CGPoint(x: 554, y: 585), CGPoint(x: 613, y: 558),
                                                 CGPoint(x: 690, y: 515), CGPoint(x: 728, y: 489)])
        #expect(try face.advance(of: glyph) == 1000)
    }

    @Test("A subroutine that calls itself is an error once calls nest 10 deep")
    func recursiveSubroutine() throws {
        // Global subr 0: push -107 (index 0 after the bias of 107), callgsubr.
        let subrs = try CFFIndex(BinaryReader(Self.index([[32, 29]]), table: "CFF "), at: 0)
        var interpreter = CFFCharstringInterpreter(globalSubrs: subrs, localSubrs: nil)
        do {
            try interpreter.run(BinaryReader([32, 29], table: "CFF "), depth: 0)
            Issue.record("endless recursion must be refused")
        } catch let error as FontError {
            #expect(error.reason == "subroutines nest deeper than 10")
        }
    }

    @Test("A charstring draws: rmoveto, rlineto, endchar make a closed triangle")
    func simpleCharstring() throws {
        let empty = try CFFIndex(BinaryReader([0, 0]), at: 0)
        var interpreter = CFFCharstringInterpreter(globalSubrs: empty, localSubrs: nil)
        // 100 100 rmoveto  50 0 0 50 rlineto  endchar  (139 + v encodes small v)
        try interpreter.run(BinaryReader([239, 239, 21, 189, 139, 139, 189, 5, 14]), depth: 0)
        #expect(interpreter.finish().elements == [
            .move(to: CGPoint(x: 100, y: 100)), .line(to: CGPoint(x: 150, y: 100)),
            .line(to: CGPoint(x: 150, y: 150)), .closeSubpath,
        ])
    }

    @Test("An odd operand before the first rmoveto is the advance width and is skipped")
    func widthOperand() throws {
        let empty = try CFFIndex(BinaryReader([0, 0]), at: 0)
        var interpreter = CFFCharstringInterpreter(globalSubrs: empty, localSubrs: nil)
        try interpreter.run(BinaryReader([189, 239, 239, 21, 14]), depth: 0)
        #expect(interpreter.finish().elements.first == .move(to: CGPoint(x: 100, y: 100)))
    }

    @Test("2,000 seeded random mutations of Noto Sans CJK's CFF table each give an error or an outline",
          .enabled(if: FontFixtures.hasNotoCJK))
    func randomMutations() throws {
        let file = BinaryReader(try [UInt8](Data(contentsOf: FontFixtures.notoCJK)))
        let offset = try TableDirectory.fontOffsets(file)[2]
        let directory = try TableDirectory(file, at: offset, fileLength: file.count)
        let record = try #require(directory.records["CFF "])
        var bytes = Array(file.bytes[record.offset..<(record.offset + record.length)])
        let original = bytes
        var random = SplitMix64(seed: 5)
        for _ in 0..<2_000 {
            var changed: [(Int, UInt8)] = []
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let position = Bool.random(using: &random)
                    ? Int.random(in: 0..<min(2048, bytes.count), using: &random)
                    : Int.random(in: 0..<bytes.count, using: &random)
                changed.append((position, bytes[position]))
                bytes[position] = UInt8.random(in: 0...255, using: &random)
            }
            if let outlines = try? CFFOutlines(BinaryReader(bytes, table: "CFF ")) {
                for glyph: UInt32 in [1, 15510, UInt32.random(in: 0..<65535, using: &random)] {
                    _ = try? outlines.outline(glyph)
                }
            }
            for (position, value) in changed.reversed() { bytes[position] = value }
        }
        #expect(bytes == original)
    }
}
