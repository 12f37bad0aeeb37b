extension EnvironmentValues {
    /// The measurer views use unless the environment says otherwise.
    ///
    /// Real font metrics (``FontLibraryMeasurer``); layout tests inject
    /// ``StandInTextMeasurer`` for exact, font-independent frames.
    public static let defaultTextMeasurer: any TextMeasuring = FontLibraryMeasurer()
}
