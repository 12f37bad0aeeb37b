import Foundation
import OpenChartsCore
import OpenChartsRender
import Testing

/// `ImageRenderer`'s answers to settings and sizes it cannot draw (docs/bad-input.md).
@Suite("Renderer bad input")
struct RendererBadInputTests {
    private static let scene = Scene(size: CGSize(width: 10, height: 10), background: .white)

    @Test("a scale of 0, below 0, over 16, infinite or NaN is an error naming it, for SVG and PNG alike")
    func invalidScale() {
        for scale in [0, -1, 16.5, CGFloat.infinity, CGFloat.nan] {
            let renderer = ImageRenderer(content: Self.scene)
            renderer.scale = scale
            let message = "scale must be a finite number in (0, 16], got \(scale)"
            #expect { try renderer.svg() } throws: { "\($0)" == message }
            #expect { try renderer.png() } throws: { "\($0)" == message }
        }
    }

    @Test("a scene 16,385 pixels wide at scale 1 is over the limit; 16,384 is not refused for its side")
    func sideLimitEdge() throws {
        let over = ImageRenderer(content: Scene(size: CGSize(width: 16_385, height: 1)))
        #expect { try over.png() } throws: {
            "\($0)" == "canvas of 16385 × 1 pixels is over the limit of 16384 pixels a side and 67108864 pixels in all"
        }
        let limits = RasterLimits()
        #expect(try limits.pixelSize(of: CGSize(width: 16_384, height: 1), scale: 1) == (16_384, 1))
    }

    @Test("scale multiplies the canvas before the limit: 10,000 points at @2x is refused")
    func scaledOverLimit() {
        let renderer = ImageRenderer(content: Scene(size: CGSize(width: 10_000, height: 1)))
        renderer.scale = 2
        #expect { try renderer.png() } throws: {
            "\($0)" == "canvas of 20000 × 2 pixels is over the limit of 16384 pixels a side and 67108864 pixels in all"
        }
    }

    @Test("a NaN-sized scene's PNG is an error naming the size")
    func nanSize() {
        let renderer = ImageRenderer(content: Scene(size: CGSize(width: CGFloat.nan, height: 10)))
        #expect { try renderer.png() } throws: { "\($0)" == "scene size nan × 10.0 must be positive and finite" }
    }
}
