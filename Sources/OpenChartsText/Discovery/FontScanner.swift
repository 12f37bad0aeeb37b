import Foundation

/// Reads the descriptors of the faces in a font file, reading only the table
/// directory and the `head`, `name` and `OS/2` tables (a CJK collection is tens of
/// megabytes; discovery reads a few kilobytes of it).
enum FontScanner {
    /// The extensions discovery looks at.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The faces of the file at `url`.
    static func describe(_ url: URL) throws -> [FontDescriptor] {
        let file = try PartialFile(url)
        let header = try file.read(0, min(12, file.length), table: "file")
        var offsets = [0]
        if try header.tag(0) == "ttcf" {
            let count = Int(try header.u32(8))
            offsets = try TableDirectory.fontOffsets(file.read(0, 12 + 4 * min(count, file.length / 4), table: "ttcf"))
        }
        return try offsets.enumerated().map { index, offset in
            let directory = try file.directory(at: offset)
            guard let headTable = try file.table("head", in: directory) else {
                throw FontError(table: "head", offset: 0, reason: "the font has no 'head' table")
            }
            let head = try HeadTable(headTable)
            let name = try file.table("name", in: directory).map(NameTable.init)
            let os2 = try? file.table("OS/2", in: directory).map(OS2Table.init)
            let style = name?.subfamily ?? "Regular"
            let weight = os2?.weightClass ?? (head.isBold ? 700 : 400)
            return FontDescriptor(
                fileURL: url, faceIndex: index, directoryOffset: offset,
                family: name?.family ?? url.deletingPathExtension().lastPathComponent,
                style: style,
                weight: min(max(weight, 1), 1000),
                widthClass: min(max(os2?.widthClass ?? 5, 1), 9),
                isItalic: os2?.isItalic ?? head.isItalic,
                unitsPerEm: head.unitsPerEm)
        }
    }

    /// The character map of a face, read alone (with `maxp`): enough to ask whether a
    /// fallback face has a character without reading the whole file.
    static func characterMap(_ descriptor: FontDescriptor) throws -> CmapTable {
        let file = try PartialFile(descriptor.fileURL)
        let directory = try file.directory(at: descriptor.directoryOffset)
        guard let maxp = try file.table("maxp", in: directory), let cmap = try file.table("cmap", in: directory) else {
            throw FontError(table: "cmap", offset: 0, reason: "the font has no 'maxp' or 'cmap' table")
        }
        return try CmapTable(cmap, numGlyphs: MaxpTable(maxp).numGlyphs)
    }

    /// A font file read piece by piece.
    private struct PartialFile {
        let handle: FileHandle
        let length: Int

        init(_ url: URL) throws {
            do {
                handle = try FileHandle(forReadingFrom: url)
            } catch {
                throw FontError(table: "file", offset: 0, reason: "cannot open \(url.path): \(error.localizedDescription)")
            }
            length = Int((try? handle.seekToEnd()) ?? 0)
        }

        func read(_ offset: Int, _ count: Int, table: String) throws -> BinaryReader {
            guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
                throw FontError(table: table, offset: offset, reason: "\(count) bytes run past the end of the \(length)-byte file")
            }
            try handle.seek(toOffset: UInt64(offset))
            let data = try handle.read(upToCount: count) ?? Data()
            guard data.count == count else {
                throw FontError(table: table, offset: offset, reason: "read \(data.count) of \(count) bytes")
            }
            return BinaryReader([UInt8](data), table: table, origin: offset)
        }

        func directory(at offset: Int) throws -> TableDirectory {
            let header = try read(offset, 12, table: "file")
            _ = try TableDirectory.version(header, at: 0)
            let numTables = Int(try header.u16(4))
            return try TableDirectory(read(offset, 12 + 16 * numTables, table: "file"), at: 0, fileLength: length)
        }

        func table(_ tag: String, in directory: TableDirectory) throws -> BinaryReader? {
            guard let record = directory.records[tag] else { return nil }
            return try read(record.offset, record.length, table: tag)
        }
    }

    /// Every font file under `folder`, recursively, sorted by path so that discovery
    /// order (and with it the chosen fallback) is the same on every run.
    static func files(in folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(
            at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [URL] = []
        for case let url as URL in enumerator where extensions.contains(url.pathExtension.lowercased()) {
            result.append(url)
        }
        return result.sorted { $0.path < $1.path }
    }
}
