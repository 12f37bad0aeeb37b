import Foundation

/// libFuzzer entry: any bytes as a font file. Every table is parsed, some glyphs are
/// outlined and a label is laid out; an error is a fine answer, a crash or hang is not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("opencharts-fuzz-font-\(getpid()).ttf")
    guard (try? Data(bytes: start, count: count).write(to: url)) != nil else { return 0 }
    defer { try? FileManager.default.removeItem(at: url) }
    guard let faces = try? FontFace.faces(in: url) else { return 0 }
    for face in faces.prefix(4) {
        let glyphCount = (try? face.glyphCount()) ?? 0
        for glyph in [0, 1, 2, 3, glyphCount / 2, glyphCount - 1] where glyph >= 0 {
            _ = try? face.glyphOutline(UInt32(glyph))
        }
        for scalar in "Ag@é宠".unicodeScalars { _ = try? face.glyphID(for: scalar) }
        let library = FontLibrary(fontFiles: [url], searchFolders: [])
        _ = library.layout("AV To Pets 宠物", font: FontRequest(families: [face.familyName], size: 12))
    }
    return 0
}
