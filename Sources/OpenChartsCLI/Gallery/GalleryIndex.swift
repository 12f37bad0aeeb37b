import Foundation

/// The gallery's `index.html`: every chart with its title, seed and a link to its code.
/// Self-contained: no script, no outside resource.
enum GalleryIndex {
    struct Entry {
        var example: GalleryExample
        /// File names written for it, one per format.
        var files: [String]
    }

    static func html(_ entries: [Entry]) -> String {
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; img-src 'self'; style-src 'unsafe-inline'">
        <title>OpenCharts gallery</title>
        <style>
        body { font-family: sans-serif; margin: 2rem; color: #1d1d1f; }
        .charts { display: flex; flex-wrap: wrap; gap: 2rem; }
        figure { margin: 0; }
        figcaption { margin-top: .5rem; font-size: .9rem; }
        img { border: 1px solid #ddd; max-width: 480px; }
        </style>
        </head>
        <body>
        <h1>OpenCharts gallery</h1>
        <div class="charts">

        """
        for entry in entries {
            let example = entry.example
            let image = entry.files.first(where: { $0.hasSuffix(".png") }) ?? entry.files.first ?? ""
            let formats = entry.files.map { "<a href=\"\(escape($0))\">\(escape(($0 as NSString).pathExtension))</a>" }
            html += """
            <figure id="\(escape(example.id))">
            <img src="\(escape(image))" alt="\(escape(example.title))">
            <figcaption><strong>\(escape(example.title))</strong><br>
            Seed \(escape(example.seed)) · <a href="../\(escape(example.sourceFile))">code</a> · \(formats.joined(separator: " "))</figcaption>
            </figure>

            """
        }
        html += "</div>\n</body>\n</html>\n"
        return html
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "'", with: "&#39;")
    }
}
