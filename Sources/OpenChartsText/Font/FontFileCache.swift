import Foundation

/// Font file bytes, read once per process and shared by the faces of a collection.
final class FontFileCache: Sendable {
    /// The largest font file read: 256 MiB (the largest system fonts, Noto CJK
    /// collections, are about 30 MB). A larger file is refused before it is read.
    static let defaultMaximumBytes = 256 << 20
    static let shared = FontFileCache()
    private let files = Locked<[String: [UInt8]]>([:])
    let maximumBytes: Int

    init(maximumBytes: Int = FontFileCache.defaultMaximumBytes) {
        self.maximumBytes = maximumBytes
    }

    func bytes(of url: URL) throws -> [UInt8] {
        if let bytes = files.withLock({ $0[url.path] }) { return bytes }
        if let size = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int, size > maximumBytes {
            throw FontError(table: "file", offset: 0,
                            reason: "\(url.path) is \(size) bytes; the limit for a font file is \(maximumBytes) bytes")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url, options: .mappedIfSafe)
        } catch {
            throw FontError(table: "file", offset: 0, reason: "cannot read \(url.path): \(error.localizedDescription)")
        }
        let bytes = [UInt8](data)
        files.withLock { $0[url.path] = bytes }
        return bytes
    }
}
