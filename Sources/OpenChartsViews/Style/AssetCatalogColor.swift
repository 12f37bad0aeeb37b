import Foundation
import OpenChartsCore

extension Color {
    /// The color named `name` in an asset catalog, as SwiftUI's `Color(_:bundle:)`: its light
    /// and dark appearances, read from `name.colorset/Contents.json` in an `.xcassets` folder
    /// among `bundle`'s resources (`Bundle.main` when `nil`). Copy the catalog into the
    /// bundle (SwiftPM: `resources: [.copy("Assets.xcassets")]`, then `bundle: .module`), since
    /// no `actool` compiles it on Linux.
    ///
    /// A name no catalog holds, or a color set that cannot be read, gives `.clear`, as SwiftUI
    /// does, and says why once on standard error.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = AssetCatalogColors.shared.color(named: name, in: bundle ?? .main)
    }
}

/// Color sets read from asset catalogs, kept by bundle and name: a chart asks for its
/// colors once per mark.
final class AssetCatalogColors: @unchecked Sendable {
    static let shared = AssetCatalogColors()

    private let lock = NSLock()
    private var colors: [String: Color] = [:]

    func color(named name: String, in bundle: Bundle) -> Color {
        let key = bundle.bundlePath + "\u{0}" + name
        lock.lock()
        defer { lock.unlock() }
        if let known = colors[key] { return known }
        let color: Color
        do {
            color = try Self.read(name, in: bundle)
        } catch {
            FileHandle.standardError.write(Data("OpenCharts: \(error)\n".utf8))
            color = .clear
        }
        colors[key] = color
        return color
    }

    /// The color set `name` in the first `.xcassets` folder of `bundle` that holds it.
    static func read(_ name: String, in bundle: Bundle) throws -> Color {
        let roots = [bundle.resourceURL, bundle.bundleURL].compactMap { $0 }
        for catalog in catalogs(in: roots) {
            guard let file = colorSet(name, in: catalog) else { continue }
            let data = try Data(contentsOf: file)
            return try AssetColorSet(json: data, file: file.path).color
        }
        throw AssetColorSet.Problem("no color named '\(name)' in an asset catalog of \(bundle.bundlePath); the color is clear")
    }

    /// The `.xcassets` folders in `roots` and one level below them.
    private static func catalogs(in roots: [URL]) -> [URL] {
        let manager = FileManager.default
        var found: [URL] = []
        for root in roots {
            let children = (try? manager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            for child in children.sorted(by: { $0.path < $1.path }) {
                if child.pathExtension == "xcassets" { found.append(child); continue }
                let inner = (try? manager.contentsOfDirectory(at: child, includingPropertiesForKeys: nil)) ?? []
                found += inner.filter { $0.pathExtension == "xcassets" }.sorted { $0.path < $1.path }
            }
        }
        return found
    }

    /// `name.colorset/Contents.json` anywhere in `catalog` (catalogs nest colors in folders).
    private static func colorSet(_ name: String, in catalog: URL) -> URL? {
        guard let walker = FileManager.default.enumerator(at: catalog, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker where url.lastPathComponent == name + ".colorset" {
            return url.appendingPathComponent("Contents.json")
        }
        return nil
    }
}

/// One `.colorset/Contents.json`: a color for any appearance and, optionally, one for dark.
struct AssetColorSet {
    struct Problem: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    let color: Color

    /// Reads the set's universal (or first) entries: the one without a `luminosity`
    /// appearance, and the one whose `luminosity` is `dark`.
    init(json: Data, file: String) throws {
        guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
              let entries = root["colors"] as? [[String: Any]], !entries.isEmpty else {
            throw Problem("\(file): not a color set (no \"colors\" list)")
        }
        func luminosity(_ entry: [String: Any]) -> String? {
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
        }
        let plain = entries.filter { luminosity($0) == nil || luminosity($0) == "light" }
        guard let lightEntry = plain.first(where: { $0["idiom"] as? String == "universal" }) ?? plain.first else {
            throw Problem("\(file): no color for any appearance")
        }
        let light = try Self.color(of: lightEntry, file: file)
        if let darkEntry = entries.first(where: { luminosity($0) == "dark" }) {
            color = Color(light: light, dark: try Self.color(of: darkEntry, file: file))
        } else {
            color = light
        }
    }

    /// The sRGB color of an entry's `color`: sRGB, extended sRGB, Display P3 (converted) or
    /// gray components.
    private static func color(of entry: [String: Any], file: String) throws -> Color {
        guard let color = entry["color"] as? [String: Any], let components = color["components"] as? [String: Any] else {
            throw Problem("\(file): a color entry without components")
        }
        func component(_ key: String) throws -> Double {
            guard let text = components[key] as? String, let value = Self.value(text) else {
                throw Problem("\(file): component '\(key)' is missing or not a number")
            }
            return value
        }
        let alpha = try component("alpha")
        let space = color["color-space"] as? String ?? "srgb"
        switch space {
        case "srgb", "extended-srgb":
            return Color(red: try component("red"), green: try component("green"), blue: try component("blue"), opacity: alpha)
        case "display-p3":
            let (r, g, b) = Color.RGBColorSpace.displayP3.sRGB(try component("red"), try component("green"), try component("blue"))
            return Color(red: r, green: g, blue: b, opacity: alpha)
        case "gray-gamma-22", "extended-gray":
            return Color(white: try component("white"), opacity: alpha)
        default:
            throw Problem("\(file): color space '\(space)' is not one of: srgb, extended-srgb, display-p3, gray-gamma-22, extended-gray")
        }
    }

    /// A component as Xcode writes it: "0.345" (0…1), "88" (0…255) or "0x58" (hexadecimal).
    static func value(_ text: String) -> Double? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
        if text.contains(".") { return Double(text).flatMap { $0.isFinite ? $0 : nil } }
        return Int(text).map { Double($0) / 255 }
    }
}
