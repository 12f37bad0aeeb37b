/// Limits that keep an interactive page small.
public enum InteractiveSceneLimits {
    /// The most selection states a scene gets; values past it are not selectable.
    public static let maximumStates = 2_000
    /// The most nodes all states' changes hold together; states past it are not made.
    /// At a few hundred bytes a node at most, it keeps a page within a few megabytes.
    public static let maximumChangedNodes = 20_000
}
