import Foundation
import OpenChartsViews

/// How values read in automatic accessibility labels and annotations.
enum ChartNumberFormat {
    /// Integers without decimals, others with up to 2: "898", "2.5", "0.33".
    static func describe(_ value: Double) -> String {
        NumberTickFormat(fractionDigits: 2).string(for: value)
    }
}

enum ChartDateFormat {
    /// "Mar 8, 2024" (with the time when it is not midnight) in `calendar`.
    static func describe(_ date: Date, calendar: Calendar) -> String {
        let f = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let month = DateTickFormat.monthAbbreviations[max(0, min(11, (f.month ?? 1) - 1))]
        var text = "\(month) \(f.day ?? 1), \(f.year ?? 0)"
        if let hour = f.hour, let minute = f.minute, hour != 0 || minute != 0 {
            text += " " + (minute < 10 ? "\(hour):0\(minute)" : "\(hour):\(minute)")
        }
        return text
    }
}
