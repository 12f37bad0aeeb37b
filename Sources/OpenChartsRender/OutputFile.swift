import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes rendered bytes to a file: whole or not at all, and without waiting for the disk.
///
/// The bytes go to a temporary file beside the target, which is then renamed over it, so a
/// reader never sees half a chart and a failed write leaves the old file in place. There is
/// no `fsync`: Foundation's `Data.write(to:)` syncs every file, which took longer than
/// rendering a small chart here (40 µs and more a file), and image tools (libpng's users,
/// matplotlib, Vega) do not sync either. A crash of the machine right after a write can lose
/// the new file, as with theirs.
public enum OutputFile {
    /// Writes `bytes` to `url` (a file URL), replacing any file there. A path that names
    /// something other than a regular file (`/dev/stdout`, a pipe) is written in place:
    /// renaming over it would replace the device with a file.
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` with the system's reason.
    public static func write<Bytes: ContiguousBytes>(_ bytes: Bytes, to url: URL) throws {
        let path = url.path
        var status = stat()
        let special = stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
        let temporary = special ? path : temporaryPath(for: path)
        let descriptor = special ? open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            : open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(path, errno) }
        var code: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    code = errno
                    return
                }
                offset += written
            }
        }
        if close(descriptor) != 0, code == 0 { code = errno }
        if special {
            if code != 0 { throw failure(path, code) }
            return
        }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure(path, code)
        }
    }

    /// A name in the target's folder that no other writer of this process or another uses.
    private static func temporaryPath(for path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        return "\(folder).\(name).\(getpid()).\(counter.next()).tmp"
    }

    private static func failure(_ path: String, _ code: Int32) -> RenderError {
        .cannotWrite(path: path, reason: String(cString: strerror(code)))
    }

    private static let counter = Counter()

    #if canImport(Glibc)
    private static let systemWrite = Glibc.write
    #elseif canImport(Musl)
    private static let systemWrite = Musl.write
    #elseif canImport(Darwin)
    private static let systemWrite = Darwin.write
    #endif

    /// A process-wide sequence number, so that threads writing the same file use distinct temporaries.
    private final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()

        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }
}
