import Foundation

/// Reads the descriptors of the faces in a font file, reading only the table
/// directory and the `head`, `name` and `OS/2` tables (a CJK collection is tens of
/// megabytes; discovery reads a few kilobytes of it).
enum FontScanner {
    /// The extensions discovery looks at.
    static let extensions: Set<String> = ["ttf", "otf", "ttc", "otc"]

    /// The faces of the file at `url`.
    static func describe(_ url: URL) throws -> [FontDescriptor] {
        let handle: FileHandle
        do {
            handle = try FileHandle(forReadingFrom: url)
        } catch {
            throw FontError(table: "file", offset: 0, reason: "cannot open \(url.path): \(error.localizedDescription)")
        }
        defer { try? handle.close() }
        let fileLength = Int((try? handle.seekToEnd()) ?? 0)

        func read(_ offset: Int, _ length: Int, table: String) throws -> BinaryReader {
            guard offset >= 0, length >= 0, offset <= fileLength, length <= fileLength - offset else {
                throw FontError(table: table, offset: offset, reason: "\(length) bytes run past the end of the \(fileLength)-byte file")
            }
            try handle.seek(toOffset: UInt64(offset))
            let data = try handle.read(upToCount: length) ?? Data()
            guard data.count == length else {
                throw FontError(table: table, offset: offset, reason: "read \(data.count) of \(length) bytes")
            }
            return BinaryReader([UInt8](data), table: table, origin: offset)
        }

        let header = try read(0, min(12, fileLength), table: "file")
        var offsets = [0]
        if try header.tag(0) == "ttcf" {
            let count = Int(try header.u32(8))
            offsets = try TableDirectory.fontOffsets(read(0, 12 + 4 * min(count, fileLength / 4), table: "ttcf"))
        }
        return try offsets.enumerated().map { index, offset in
            let header = try read(offset, 12, table: "file")
            _ = try TableDirectory.version(header, at: 0)
            let numTables = Int(try header.u16(4))
            let directoryBytes = try read(offset, 12 + 16 * numTables, table: "file")
            let directory = try TableDirectory(directoryBytes, at: 0, fileLength: fileLength)
            func table(_ tag: String) throws -> BinaryReader? {
                guard let record = directory.records[tag] else { return nil }
                return try read(record.offset, record.length, table: tag)
            }
            guard let headTable = try table("head") else {
                throw FontError(table: "head", offset: 0, reason: "the font has no 'head' table")
            }
            let head = try HeadTable(headTable)
            let name = try table("name").map(NameTable.init)
            let os2 = try? table("OS/2").map(OS2Table.init)
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
