import Foundation

/// Font file bytes, read once per process and shared by the faces of a collection.
final class FontFileCache: Sendable {
    static let shared = FontFileCache()
    private let files = Locked<[String: [UInt8]]>([:])

    func bytes(of url: URL) throws -> [UInt8] {
        if let bytes = files.withLock({ $0[url.path] }) { return bytes }
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
