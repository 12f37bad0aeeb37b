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
/// either. A crash of the machine before the kernel writes the new bytes back (within about
/// 30 s) can leave the file empty, as with theirs; ``Replacement/durable`` waits for the disk.
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
        /// As ``atomic``, and the bytes and the new name are on the disk when `write`
        /// returns (`fsync` of the file and of its folder): a crash of the machine afterwards
        /// keeps the new file. Costs a disk flush, milliseconds on most disks.
        case durable
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
        // One `lstat` says what is there; only a link needs a second look, at what it names.
        var existing = kind(of: given, followingLinks: false)
        if existing == S_IFLNK {
            // The file a link names is replaced, not the link; a dangling link is written
            // through, which creates the file it names.
            if !inPlace {
                if let resolved = realPath(given) { path = resolved } else { inPlace = true }
            }
            existing = kind(of: path)
        }
        inPlace = inPlace || (existing != nil && existing != S_IFREG)
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
        if replacement == .durable, code == 0, fsync(descriptor) != 0 { code = errno }
        if close(descriptor) != 0, code == 0 { code = errno }
        if inPlace {
            if code != 0 { throw failure(given, code) }
            return
        }
        if code == 0 {
            let exchanged = existing == S_IFREG && replacement != .durable && exchange(temporary, path)
            if !exchanged, rename(temporary, path) != 0 {
                code = errno
            }
        }
        if code != 0 {
            unlink(temporary)
            throw failure(given, code)
        }
        if replacement == .durable { try syncFolder(of: path, given: given) }
    }

    /// Swaps the files at `temporary` and `path` in one step (`renameat2` with
    /// `RENAME_EXCHANGE`), so readers see the old file or the new one, as with `rename`,
    /// and removes the old one, now under the temporary name.
    /// `rename` over an existing file makes ext4 start writing the new file's bytes back
    /// before it returns (its `auto_da_alloc` guard against empty files after a crash,
    /// 0.1–0.2 ms a file here, more than a small chart takes to render); an exchange leaves
    /// them to the kernel's usual writeback. False where the system or the file system
    /// cannot exchange, and when what now sits at `temporary` cannot be unlinked (a folder
    /// put at `path` meanwhile), which is swapped back: `rename` then reports it. Unlinking
    /// is the check (no `stat` first): anything else put there meanwhile, `rename` would
    /// have replaced too.
    private static func exchange(_ temporary: String, _ path: String) -> Bool {
        #if os(Linux)
        guard let renameat2 = renameAt2,
              renameat2(AT_FDCWD, temporary, AT_FDCWD, path, renameExchange) == 0 else { return false }
        if unlink(temporary) == 0 { return true }
        _ = renameat2(AT_FDCWD, temporary, AT_FDCWD, path, renameExchange)
        return false
        #else
        return false
        #endif
    }

    #if os(Linux)
    private typealias RenameAt2 = @convention(c) (
        Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32
    /// `renameat2`, found at run time: Swift's Glibc module leaves it out (glibc declares it
    /// only under `_GNU_SOURCE`), and C libraries older than glibc 2.28 lack it.
    private static let renameAt2: RenameAt2? = dlsym(nil, "renameat2").map { unsafeBitCast($0, to: RenameAt2.self) }
    /// `RENAME_EXCHANGE` from `<linux/fs.h>`.
    private static let renameExchange: UInt32 = 1 << 1
    #endif

    /// Flushes the folder holding `path`, so that its new entry survives a crash.
    private static func syncFolder(of path: String, given: String) throws {
        let folder = path.lastIndex(of: "/").map { path[..<$0].isEmpty ? "/" : String(path[..<$0]) } ?? "."
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(given, errno) }
        defer { close(descriptor) }
        if fsync(descriptor) != 0 { throw failure(given, errno) }
    }

    /// `path` with every symbolic link resolved; nil when that fails (a dangling link).
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The file type (`S_IFREG`, `S_IFDIR`, `S_IFLNK`, …) of what `path` names, after links
    /// unless `followingLinks` is false; nil when nothing.
    private static func kind(of path: String, followingLinks: Bool = true) -> mode_t? {
        var status = stat()
        let found = followingLinks ? stat(path, &status) : lstat(path, &status)
        return found == 0 ? status.st_mode & S_IFMT : nil
    }

    /// A name in the target's folder that no other writer of this process or another uses.
    private static func temporaryPath(for path: String) -> String {
        // Searched as bytes: "/" is ASCII, and a search by `Character` costs more than the write.
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/"))
        let folder = slash.map { path[...$0] } ?? ""
        let name = slash.map { path[path.utf8.index(after: $0)...] } ?? path[...]
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
