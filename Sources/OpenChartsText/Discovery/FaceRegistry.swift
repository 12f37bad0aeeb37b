import Foundation

/// Faces by file, shared by every library in the process so that a file's tables are
/// read once.
final class FaceRegistry: Sendable {
    static let shared = FaceRegistry()
    private let faces = Locked<[String: [FontFace]]>([:])

    func faces(at url: URL) throws -> [FontFace] {
        if let known = faces.withLock({ $0[url.path] }) { return known }
        let found = try FontScanner.describe(url).map(FontFace.init)
        return faces.withLock { cache in
            if let known = cache[url.path] { return known }
            cache[url.path] = found
            return found
        }
    }
}
