import Foundation

/// What discovery knows of one face without reading its glyphs: where it is, and the
/// family, weight, width and slant that matching needs (from `name`, `OS/2`, `head`).
struct FontDescriptor: Sendable, Hashable {
    var fileURL: URL
    /// Index of the face in a `.ttc` collection; 0 for a single font.
    var faceIndex: Int
    /// Where the face's table directory starts in the file.
    var directoryOffset: Int
    var family: String
    var style: String
    /// 1…1000, from `OS/2` usWeightClass (400 regular, 700 bold).
    var weight: Int
    /// 1…9, from `OS/2` usWidthClass (5 normal, 3 condensed).
    var widthClass: Int
    var isItalic: Bool
    var unitsPerEm: Int
}
