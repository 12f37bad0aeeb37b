import Foundation
@testable import OpenChartsCharts
import Testing

enum Pet: String, Plottable {
    case cat, dog
}

@Suite("Plottable and PlottableValue")
struct PlottableTests {
    @Test("integers, floats, CGFloat and Decimal plot as numbers")
    func numbers() {
        #expect(PlottableValue.value("n", 42).start == .number(42))
        #expect(PlottableValue.value("n", UInt8(7)).start == .number(7))
        #expect(PlottableValue.value("n", Float(1.5)).start == .number(1.5))
        #expect(PlottableValue.value("n", CGFloat(2.25)).start == .number(2.25))
        #expect(PlottableValue.value("n", Decimal(3)).start == .number(3))
        #expect(PlottableValue.value("n", Int64(-9)).start == .number(-9))
    }

    @Test("strings and Bool plot as categories, dates as dates")
    func categoriesAndDates() {
        #expect(PlottableValue.value("s", "Mon").start == .string("Mon"))
        #expect(PlottableValue.value("b", true).start == .string("true"))
        let date = day(2024, 3, 8)
        #expect(PlottableValue.value("d", date).start == .date(date))
    }

    @Test("a String-backed enum is Plottable with no code and reads back")
    func stringEnum() {
        #expect(PlottableValue.value("Pet", Pet.dog).start == .string("dog"))
        #expect(Pet(chartPrimitive: .string("cat")) == .cat)
        #expect(Pet(chartPrimitive: .string("cow")) == nil)
    }

    @Test("integers read back rounded, and fail outside their range")
    func integerReadBack() {
        #expect(Int(chartPrimitive: .number(2.6)) == 3)
        #expect(UInt8(chartPrimitive: .number(300)) == nil)
        #expect(Int(chartPrimitive: .number(.nan)) == nil)
        #expect(Int(chartPrimitive: .string("3")) == nil)
    }

    @Test("the label is kept and a range gives both ends")
    func labelAndRange() {
        let range = PlottableValue.value("Hours", 9..<17)
        #expect(range.label == "Hours")
        #expect(range.start == .number(9))
        #expect(range.end == .number(17))
        let closed = PlottableValue.value("Hours", 1.0...2.0)
        #expect(closed.end == .number(2))
    }

    @Test("a label given as a String or as a Substring reads as the same text")
    func labelKinds() {
        let name = "Sales by city"
        #expect(PlottableValue.value(name, 1).label == "Sales by city")
        #expect(PlottableValue.value(name.dropLast(8), 1).label == "Sales")
        #expect(PlottableValue.value(name.dropFirst(9), 1..<2).label == "city")
    }

    @Test("a date binned by day spans that day and is centred at its noon")
    func dateBinning() throws {
        let value = PlottableValue.value("Day", day(2024, 2, 29).addingTimeInterval(10 * 3600), unit: .day, calendar: utc)
        #expect(value.start == .date(day(2024, 2, 29)))
        #expect(value.end == .date(day(2024, 3, 1)))
        #expect(value.channel.center == .date(day(2024, 2, 29).addingTimeInterval(12 * 3600)))
    }

    @Test("a date binned by month spans the whole month")
    func monthBinning() throws {
        let value = PlottableValue.value("Month", day(2023, 2, 14), unit: .month, calendar: utc)
        #expect(value.start == .date(day(2023, 2, 1)))
        #expect(value.end == .date(day(2023, 3, 1)))
    }

    @Test("a component that is not a span of time leaves the date unbinned")
    func unsupportedUnit() {
        let date = day(2023, 2, 14)
        let value = PlottableValue.value("Day", date, unit: .weekday)
        #expect(value.start == .date(date))
        #expect(value.end == nil)
    }
}
