import Foundation
import OpenChartsCore
import Testing
@testable import OpenChartsViews

/// Text written by format styles and date styles, and the system styles apps fill with
/// (`.background`, materials): what sample code for Swift Charts writes around its charts.
@Suite("Text formatting and system styles")
struct TextFormattingTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let us = Locale(identifier: "en_US")
    /// 2019-06-03 22:13:20 UTC.
    static let day = Date(timeIntervalSince1970: 1_559_600_000)

    @Test("Text(_:format:) and a format: interpolation write what the style's format(_:) does")
    func formatStyles() throws {
        let style = FloatingPointFormatStyle<Double>.number.locale(Self.us).precision(.fractionLength(1))
        #expect(texts(try render(Text(1234.56, format: style))).first?.text == "1,234.6")
        #expect(texts(try render(Text("\(1234.56, format: style) sold"))).first?.text == "1,234.6 sold")
        let month = Date.FormatStyle(locale: Self.us, timeZone: Self.utc).month(.wide)
        #expect(texts(try render(Text(Self.day, format: month))).first?.text == "June")
        #expect(texts(try render(Text("in \(Self.day, format: month)"))).first?.text == "in June")
    }

    @Test("a date style writes the date, the time, or the time from now as SwiftUI's examples show")
    func dateStyles() {
        func format(_ style: Text.DateStyle, _ date: Date, now: Date = Self.day) -> String {
            style.format(date, now: now, locale: Self.us, timeZone: Self.utc)
        }
        #expect(format(.date, Self.day) == "June 3, 2019")
        // ICU puts a narrow no-break space before PM, as Apple's platforms do.
        #expect(format(.time, Self.day) == "10:13\u{202F}PM")
        let later = Self.day.addingTimeInterval(2 * 3600 + 23 * 60 + 5)
        #expect(format(.relative, later) == "2 hours, 23 minutes")
        #expect(format(.relative, Self.day, now: later) == "2 hours, 23 minutes")
        #expect(format(.relative, Self.day) == "0 seconds")
        // 2019-06-03 → 2020-07-04: a year, a month and a day; the two largest are kept.
        #expect(format(.relative, Self.day.addingTimeInterval(397 * 86_400)) == "1 year, 1 month")
        #expect(format(.offset, Self.day, now: later) == "+2 hours")
        #expect(format(.offset, Self.day.addingTimeInterval(92 * 86_400)) == "-3 months")
        #expect(format(.timer, Self.day.addingTimeInterval(152)) == "2:32")
        #expect(format(.timer, Self.day.addingTimeInterval(-(36 * 3600 + 59 * 60 + 1))) == "36:59:01")
    }

    @Test("a date that is not a real one counts as now in the relative styles, never a crash")
    func unrealDates() {
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        let infinite = Date(timeIntervalSinceReferenceDate: .infinity)
        for date in [nan, infinite] {
            #expect(Text.DateStyle.timer.format(date, now: Self.day, locale: Self.us, timeZone: Self.utc) == "0:00")
            #expect(Text.DateStyle.relative.format(date, now: Self.day, locale: Self.us, timeZone: Self.utc) == "0 seconds")
            #expect(Text.DateStyle.offset.format(date, now: Self.day, locale: Self.us, timeZone: Self.utc).hasSuffix("0 seconds"))
        }
    }

    @Test("Text(_:style:) writes the date in this machine's locale and time zone")
    func machineDate() throws {
        let expected = Date.FormatStyle(date: .long, time: .omitted, locale: .current, timeZone: .current).format(Self.day)
        #expect(texts(try render(Text(Self.day, style: .date))).first?.text == expected)
        #expect(texts(try render(Text("on \(Self.day, style: .date)"))).first?.text == "on " + expected)
    }

    @Test(".background fills white and a material its white tint, thicker more opaque (in light appearance)")
    func systemStyles() throws {
        #expect(fills(try render(Circle().fill(.background))).first?.paint.resolved(in: .light) == .color(.white))
        let opacities = try [Material.ultraThin, .thin, .regular, .thick, .ultraThick].map { material in
            let paint = try #require(fills(try render(Rectangle().fill(material))).first?.paint)
            guard case .color(let color) = paint else { return -1.0 }
            #expect(color.red == 1 && color.green == 1 && color.blue == 1)
            return color.alpha
        }
        #expect(opacities == opacities.sorted() && Set(opacities).count == 5 && opacities.allSatisfy { $0 > 0 && $0 < 1 })
        #expect(fills(try render(Rectangle().fill(.thickMaterial))).first?.paint.resolved(in: .light) == .color(Color.white.opacity(0.85)))
    }

    @Test("background(_:in:) fills the shape fitted to the view behind it; background(in:) with white")
    func backgroundInShape() throws {
        let scene = try render(Text("ab").font(.system(size: 10)).padding(5).background(.blue, in: Capsule()).fixedSize(), width: nil, height: nil)
        let capsule = try #require(fills(scene).first)
        #expect(capsule.paint == .color(.blue))
        #expect(capsule.path.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(texts(scene).first?.origin == CGPoint(x: 5, y: 12.5))
        let plain = try render(Text("ab").padding(5).background(in: RoundedRectangle(cornerRadius: 4)).fixedSize(), width: nil, height: nil)
        #expect(fills(plain).first?.paint.resolved(in: .light) == .color(.white))
    }

    @Test("lineLimit(_:reservesSpace:) makes a text as tall as its limit of lines; lineLimit(_:) stops it")
    func reservedLines() throws {
        func height(_ view: some View) throws -> CGFloat { try render(view.fixedSize(), width: nil, height: nil).size.height }
        let one = Text("ab").font(.system(size: 10))
        #expect(try height(one) == 10)
        #expect(try height(one.lineLimit(3, reservesSpace: true)) == 30)
        #expect(try height(one.lineLimit(3, reservesSpace: false)) == 10)
        #expect(try height(Text("").font(.system(size: 10)).lineLimit(2, reservesSpace: true)) == 20)
        // The modifier nearest the text wins, as in SwiftUI.
        #expect(try height(one.lineLimit(3, reservesSpace: true).lineLimit(nil)) == 30)
        #expect(try height(one.lineLimit(nil).lineLimit(3, reservesSpace: true)) == 10)
    }

    @Test("gestures compose as SwiftUI's do, and a view with them draws as without")
    func composedGestures() throws {
        let tap = SpatialTapGesture().onEnded { _ in }
        let drag = DragGesture(minimumDistance: 0).onChanged { _ in }
        let either: ExclusiveGesture<SpatialTapGesture, DragGesture> = tap.exclusively(before: drag)
        let both = tap.simultaneously(with: drag)
        let then = TapGesture().sequenced(before: drag)
        let plain = try render(Rectangle().fill(.red).frame(width: 10, height: 10))
        #expect(try render(Rectangle().fill(.red).frame(width: 10, height: 10).gesture(either)) == plain)
        #expect(try render(Rectangle().fill(.red).frame(width: 10, height: 10).gesture(both).gesture(then)) == plain)
    }
}
