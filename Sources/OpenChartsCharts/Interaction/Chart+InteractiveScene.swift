import OpenChartsCore

/// A chart draws its selection states for the HTML output: `ImageRenderer(content: chart).html()`.
/// Any other view gets them from `makeInteractiveScene(proposal:)`.
extension Chart: InteractiveSceneRepresentable {}
