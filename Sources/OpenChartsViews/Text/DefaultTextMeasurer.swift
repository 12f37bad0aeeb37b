extension EnvironmentValues {
    /// The measurer views use unless the environment says otherwise.
    ///
    /// The seam where real font metrics plug in: this one line changes to the font
    /// module's measurer. Until then it is ``StandInTextMeasurer``.
    public static let defaultTextMeasurer: any TextMeasuring = StandInTextMeasurer()
}
