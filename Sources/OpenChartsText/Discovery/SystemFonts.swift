import Foundation

/// Where fonts live and which families charts use on each system.
enum SystemFonts {
    /// Folders scanned recursively, in order.
    static var folders: [URL] {
        let home = FileManager.default.homeDirectoryForCurrentUser
        var paths = [
            "/usr/share/fonts", "/usr/local/share/fonts",
            home.appendingPathComponent(".local/share/fonts").path, home.appendingPathComponent(".fonts").path,
            "/System/Library/Fonts", "/Library/Fonts", home.appendingPathComponent("Library/Fonts").path,
        ]
        if let windows = ProcessInfo.processInfo.environment["WINDIR"] {
            paths.append(windows + "\\Fonts")
        } else {
            paths.append("C:\\Windows\\Fonts")
        }
        return paths.map { URL(fileURLWithPath: $0, isDirectory: true) }
    }

    /// The environment variable that adds files or folders, colon-separated, searched
    /// before the system folders.
    static let environmentVariable = "OPENCHARTS_FONT_PATH"

    /// The sans-serif families a chart uses by default, most preferred first: the one
    /// a browser would pick for `sans-serif` on that system.
    static var defaultFamilies: [String] {
        #if os(macOS)
        return ["Helvetica", "Helvetica Neue", ".SF NS", "SF Pro", "Arial", "DejaVu Sans", "Liberation Sans"]
        #elseif os(Windows)
        return ["Arial", "Segoe UI", "DejaVu Sans", "Liberation Sans"]
        #else
        return ["DejaVu Sans", "Liberation Sans", "Arimo", "Noto Sans", "FreeSans", "Arial", "Helvetica"]
        #endif
    }

    /// Families that cover Chinese, Japanese and Korean, most preferred first (Simplified
    /// Chinese first, as the seeds' labels are Simplified Chinese).
    static let cjkFamilies = [
        "Noto Sans CJK SC", "Noto Sans SC", "Source Han Sans SC", "Source Han Sans CN",
        "WenQuanYi Zen Hei", "WenQuanYi Micro Hei", "Droid Sans Fallback",
        "PingFang SC", "Hiragino Sans GB", "Heiti SC", "STHeiti", "Microsoft YaHei", "SimHei",
        "Noto Sans CJK TC", "Noto Sans CJK JP", "Noto Sans CJK KR", "Noto Sans CJK HK",
    ]

    /// Generic CSS families, and the families each stands for (the default sans-serif
    /// family stands in for any generic name not listed).
    static let genericFamilies: [String: [String]] = [
        "serif": ["DejaVu Serif", "Liberation Serif", "Times New Roman", "Times", "Noto Serif"],
        "monospace": ["DejaVu Sans Mono", "Liberation Mono", "Menlo", "Courier New", "Noto Sans Mono"],
        "sans-serif": [], "system-ui": [], "-apple-system": [], "ui-sans-serif": [], "blinkmacsystemfont": [],
    ]
}
