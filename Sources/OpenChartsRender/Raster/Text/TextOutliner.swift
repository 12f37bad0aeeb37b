import Foundation
import OpenChartsCore

/// Turns text runs into outlines for the rasterizer; the font module provides one.
public protocol TextOutliner: Sendable {
    /// The glyphs of `text` as one fill path in the node's coordinate space (y down),
    /// already placed at the node's origin and anchor, plus boxes to draw for
    /// characters no font has.
    func outline(_ text: TextNode) -> (glyphs: Path, missing: [CGRect])
}
