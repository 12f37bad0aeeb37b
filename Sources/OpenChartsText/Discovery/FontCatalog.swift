import Foundation

/// The faces one library found, grouped by family, with the default family and the
/// CJK fallback chain chosen.
struct FontCatalog: Sendable {
    /// Every face, in discovery order: explicit files, the environment, system folders.
    var faces: [FontFace] = []
    /// Families in discovery order, as the fonts spell them.
    var families: [String] = []
    /// Faces by lowercased family name.
    var facesByFamily: [String: [FontFace]] = [:]
    /// Files that could not be read, and why (shown by `opencharts fonts`).
    var skipped: [(url: URL, error: FontError)] = []
    var defaultFamily: String?
    var fallbackFamilies: [String] = []

    /// Scans `files` and `folders` (files given first win the default family).
    init(explicitFiles: [URL], paths: [URL]) {
        var seen = Set<String>()
        func add(_ url: URL) {
            let path = url.standardizedFileURL.path
            guard seen.insert(path).inserted else { return }
            do {
                for face in try FaceRegistry.shared.faces(at: url.standardizedFileURL) { addFace(face) }
            } catch let error as FontError {
                skipped.append((url, error))
            } catch {
                skipped.append((url, FontError(table: "file", offset: 0, reason: "\(error)")))
            }
        }
        func addPath(_ url: URL) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
            if isFolder.boolValue { FontScanner.files(in: url).forEach(add) } else { add(url) }
        }
        explicitFiles.forEach(addPath)
        paths.forEach(addPath)

        let explicitFamily = faces.first.flatMap { face in
            explicitFiles.isEmpty ? nil : face.familyName
        }
        defaultFamily = explicitFamily
            ?? SystemFonts.defaultFamilies.first { facesByFamily[$0.lowercased()] != nil }.flatMap(familyName)
            ?? families.first
        fallbackFamilies = SystemFonts.cjkFamilies.compactMap(familyName).filter { $0 != defaultFamily }
    }

    private mutating func addFace(_ face: FontFace) {
        faces.append(face)
        let key = face.familyName.lowercased()
        if facesByFamily[key] == nil { families.append(face.familyName) }
        facesByFamily[key, default: []].append(face)
    }

    /// The family as the fonts spell it, when some face has it.
    func familyName(_ name: String) -> String? {
        facesByFamily[name.lowercased()]?.first?.familyName
    }

    /// The face of `family` CSS matching picks for `weight` and `italic`.
    func face(family: String, weight: Int, italic: Bool) -> FontFace? {
        FontMatching.bestFace(facesByFamily[family.lowercased()] ?? [], weight: weight, italic: italic)
    }
}
