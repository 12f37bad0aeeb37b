import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes rendered bytes to a file without waiting for the disk.
///
/// By default (``Replacement/atomic``) the bytes go to a temporary file beside the target,
/// which is then renamed over it, so a reader never sees half a chart and a failed write
/// leaves the old file in place. ``Replacement/truncating`` writes into the target itself,
/// as `fopen(path, "wb")` and the image tools do. There is no `fsync`: Foundation's
/// `Data.write(to:)` syncs every file, which took longer than rendering a small chart here
/// (40 µs and more a file), and image tools (libpng's users, matplotlib, Vega) do not sync
/// either. A crash of the machine right after a write can lose the new file, as with theirs.
public enum OutputFile {
    /// How a file already at the target is replaced.
    public enum Replacement: Sendable {
        /// A temporary file is written and renamed over the target: readers see the old
        /// file or the new one, never part of one. The file gets a new inode, so hard links
        /// to the old one keep the old bytes, and its owner and mode are the writer's.
        case atomic
        /// The target is truncated and written in place, as `fopen(path, "wb")`,
        /// matplotlib's `savefig` and Python's `open(path, "wb")` do: its inode, links, owner
        /// and mode stay. A reader during the write, or a failed write, can see part of a
        /// file. Not faster: on ext4 truncating a file whose old bytes are still being
        /// written back waits for them (`docs/performance.md`).
        case truncating
    }

    /// Writes `bytes` to `url` (a file URL), replacing any file there as `replacing` says.
    /// A path that names something other than a regular file (`/dev/stdout`, a pipe) is
    /// always written in place: renaming over it would replace the device with a file.
    /// - Throws: ``RenderError/cannotWrite(path:reason:)`` with the system's reason.
    public static func write<Bytes: ContiguousBytes>(
        _ bytes: Bytes, to url: URL, replacing replacement: Replacement = .atomic
    ) throws {
        let given = url.path
        var path = given
        var inPlace = replacement == .truncating
        if !inPlace, isLink(given) {
            // The file a link names is replaced, not the link; a dangling link is written
            // through, which creates the file it names.
            if let resolved = realPath(given) { path = resolved } else { inPlace = true }
        }
        inPlace = inPlace || isSpecial(path)
        let temporary = inPlace ? path : temporaryPath(for: path)
        let descriptor = inPlace ? open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            : open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw failure(given, errno) }
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
        if inPlace {
            if code != 0 { throw failure(given, code) }
            return
        }
        if code == 0, rename(temporary, path) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            throw failure(given, code)
        }
    }

    private static func isLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }

    /// `path` with every symbolic link resolved; nil when that fails (a dangling link).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` names something that exists and is not a regular file.
    private static func isSpecial(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) != S_IFREG
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
