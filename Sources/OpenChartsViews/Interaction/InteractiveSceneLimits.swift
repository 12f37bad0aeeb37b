/// Limits that keep an interactive page small.
public enum InteractiveSceneLimits {
    /// The most selection states a scene gets; values past it are not selectable.
    public static let maximumStates = 2_000
    /// The most nodes all states' changes hold together; states past it are not made.
    /// At a few hundred bytes a node at most, it keeps a page within a few megabytes.
    public static let maximumChangedNodes = 20_000
    /// The most range ends x range selection offers: the ranges between any two of them
    /// (at most 528) are drawn, so a drag snaps to this grid.
    public static let maximumRangeEnds = 32
}
