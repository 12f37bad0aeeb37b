import Foundation
import OpenChartsCore

/// The fonts text is measured and drawn with: discovery, matching and fallback.
///
/// Fonts come from explicit files, then `OPENCHARTS_FONT_PATH` (colon-separated files
/// or folders), then the system's font folders, scanned on first use. Each character
/// is drawn by the first face that has it: the requested family, the default family,
/// the CJK families, then any face found. With no font at all, text is measured with
/// built-in metrics (DejaVu Sans' advances and kerning for ASCII), in faceless runs.
///
/// ```swift
/// let width = FontLibrary.shared.layout("Pets 宠物", font: FontRequest(size: 12)).width
/// ```
public final class FontLibrary: Sendable {
    /// The process's library: the environment and the system folders, discovered lazily.
    public static let shared = FontLibrary(searchFolders: SystemFonts.folders, useEnvironment: true)

    private let fontFiles: [URL]
    private let searchFolders: [URL]
    private let useEnvironment: Bool
    private let state = Locked<FontCatalog?>(nil)
    /// Face chains by request style, and last-resort faces by character.
    private let chains = Locked<[ChainKey: [FontFace]]>([:])
    private let lastResort = Locked<[UInt32: FontFace?]>([:])
    /// Layouts by text and request: charts measure the same labels several times (size,
    /// truncation, the SVG's font list) and again in every render.
    let layouts = Locked<[LayoutKey: TextLayout]>([:])

    /// SVG family lists by text and request, and line metrics by request: read for every
    /// label of every render, and each costs a catalog lookup by lowercased family name.
    private let familyLists = Locked<[LayoutKey: [String]]>([:])
    private let lineMetricsByRequest = Locked<[FontRequest: LineMetrics]>([:])

    struct LayoutKey: Hashable {
        var text: String
        var font: FontRequest

        /// The text and the font's size and style, not its family names: charts ask for one
        /// or two family lists, and hashing them costs more than the rest of the key.
        /// Equality still compares every field.
        func hash(into hasher: inout Hasher) {
            hasher.combine(text)
            hasher.combine(font.size)
            hasher.combine(font.weight)
            hasher.combine(font.isItalic)
            hasher.combine(font.families.count)
        }
    }

    /// The most layouts kept; past it the cache starts again empty.
    static let layoutCacheLimit = 4096

    private struct ChainKey: Hashable {
        var families: [String]
        var weight: Int
        var italic: Bool
    }

    /// A library over the given files and folders.
    /// - Parameters:
    ///   - fontFiles: files searched first; the first one's family becomes the default.
    ///   - searchFolders: folders scanned recursively for `.ttf`, `.otf` and `.ttc` files.
    ///   - useEnvironment: whether `OPENCHARTS_FONT_PATH` adds files or folders.
    public init(fontFiles: [URL] = [], searchFolders: [URL], useEnvironment: Bool = false) {
        self.fontFiles = fontFiles
        self.searchFolders = searchFolders
        self.useEnvironment = useEnvironment
    }

    var catalog: FontCatalog {
        state.withLock { catalog in
            if let catalog { return catalog }
            var paths: [URL] = []
            if useEnvironment, let value = ProcessInfo.processInfo.environment[SystemFonts.environmentVariable] {
                paths += Self.paths(fromEnvironmentValue: value)
            }
            let found = FontCatalog(explicitFiles: fontFiles, paths: paths + searchFolders)
            catalog = found
            return found
        }
    }

    /// Every face found, in discovery order.
    public var faces: [FontFace] { catalog.faces }

    /// Files found that could not be read, with the reason.
    public var unreadableFiles: [(url: URL, error: FontError)] { catalog.skipped }

    /// The family charts use when a request names none (or none that is installed):
    /// DejaVu Sans or Liberation Sans on Linux, Helvetica on macOS; the built-in
    /// metrics' family when no font is found.
    public var defaultFamily: String { catalog.defaultFamily ?? BuiltInMetrics.familyName }

    /// The families tried after the default for characters it lacks (CJK families found).
    public var fallbackFamilies: [String] { catalog.fallbackFamilies }

    /// Whether any font file was found; false means built-in metrics only.
    public var hasFonts: Bool { !catalog.faces.isEmpty }

    /// What an SVG `font-family` should list for `request`: the family measured with,
    /// the fallback families, then `sans-serif`.
    public func resolvedFamilies(for request: FontRequest) -> [String] {
        var result: [String] = []
        for family in [primaryFamily(for: request)] + fallbackFamilies + ["sans-serif"] where !result.contains(family) {
            result.append(family)
        }
        return result
    }

    /// What an SVG `font-family` should list for `text`: the family measured with, the
    /// families that drew any of its characters (fallbacks, only where used), then
    /// `sans-serif`. Shorter than ``resolvedFamilies(for:)`` and the same layout.
    public func resolvedFamilies(for request: FontRequest, text: String) -> [String] {
        familyLists.value(for: LayoutKey(text: text, font: request), limit: Self.layoutCacheLimit) {
            var result = [primaryFamily(for: request)]
            for run in layout(text, font: request).runs {
                if let family = run.face?.familyName, !result.contains(family) { result.append(family) }
            }
            if !result.contains("sans-serif") { result.append("sans-serif") }
            return result
        }
    }

    /// The line metrics of `request`'s first readable face, remembered per request.
    func cachedLineMetrics(for request: FontRequest, _ compute: () -> LineMetrics) -> LineMetrics {
        lineMetricsByRequest.value(for: request, limit: Self.layoutCacheLimit, make: compute)
    }

    /// The face that would draw `request`'s Latin text; nil with built-in metrics.
    public func face(for request: FontRequest) -> FontFace? {
        faceChain(for: request).first { (try? $0.font()) != nil }
    }

    /// The first requested family that is installed (generic names map to the default
    /// or their own list), else the default family.
    func primaryFamily(for request: FontRequest) -> String {
        let catalog = self.catalog
        for requested in request.families {
            if let generic = SystemFonts.genericFamilies[requested.lowercased()] {
                if let found = generic.compactMap(catalog.familyName).first { return found }
                return defaultFamily
            }
            if let found = catalog.familyName(requested) { return found }
        }
        return defaultFamily
    }

    /// The faces tried for each character, in order: primary, default, CJK fallbacks.
    /// Their files are not read here; a layout reads each when a character needs it.
    func faceChain(for request: FontRequest) -> [FontFace] {
        let key = ChainKey(families: request.families, weight: request.weight, italic: request.isItalic)
        if let chain = chains.withLock({ $0[key] }) { return chain }
        let catalog = self.catalog
        var chain: [FontFace] = []
        for family in [primaryFamily(for: request), defaultFamily] + catalog.fallbackFamilies {
            if let face = catalog.face(family: family, weight: request.weight, italic: request.isItalic),
               !chain.contains(where: { $0 === face }) {
                chain.append(face)
            }
        }
        chains.withLock { $0[key] = chain }
        return chain
    }

    /// Any face with a glyph for `scalar`, one per family at regular weight, in
    /// discovery order; cached per character.
    func lastResortFace(for scalar: Unicode.Scalar) -> FontFace? {
        if let known = lastResort.withLock({ $0[scalar.value] }) { return known }
        let catalog = self.catalog
        let found = catalog.families.lazy
            .compactMap { catalog.face(family: $0, weight: 400, italic: false) }
            .first { $0.hasGlyph(for: scalar) }
        lastResort.withLock { $0[scalar.value] = .some(found) }
        return found
    }
}

extension FontLibrary {
    /// The system's font folders, in the order discovery scans them.
    public static var systemFolders: [URL] { SystemFonts.folders }

    /// The files and folders an `OPENCHARTS_FONT_PATH` value names: colon-separated,
    /// empty entries ignored.
    public static func paths(fromEnvironmentValue value: String) -> [URL] {
        value.split(separator: ":").map { URL(fileURLWithPath: String($0)) }
    }
}
