import Foundation
import OpenChartsTestSupport
import Testing
@testable import OpenChartsCLI

/// `CSVReader.readColumns` scans bytes into typed columns; it must read what `parse`
/// reads and refuse what `parse` refuses, with the same errors.
@Suite("CSV column reader")
struct CSVColumnReaderTests {
    /// Every column of `text` as `readColumns` types it, and as `parse` then `Column(fields:)` does.
    private func both(_ text: String, reader: CSVReader = CSVReader()) throws -> (columns: [Column], expected: [Column]) {
        let columns = try reader.readColumns(Data(text.utf8))
        let table = try reader.parse(text)
        #expect(columns.header == table.header)
        #expect(columns.rowCount == table.rows.count)
        return (columns.header.indices.map { columns.column(at: $0) },
                table.header.indices.map { index in Column(fields: table.rows.map { $0[index] }) })
    }

    @Test("quoted fields, doubled quotes, line breaks in quotes, CRLF, empty and trailing fields read as parse reads them",
          arguments: ["name,note\n\"Smith, J\",\"said \"\"hi\"\"\"\n\"two\nlines\",x\n",
                      "a,b\r\n1,2\r\n3,4",
                      "a,b,c\n,,\n1,,\n",
                      "a,b\n1,\n2,",
                      "x,when\n1.5,2012-01-31\n-2e3,2012-02-01T08:00:00Z\n,\n",
                      "k;v\n\"a;b\";1\n", "v\n\n\n", "only\n", "a\r1\r2\r",
                      // Dates read from bytes, through the calendar, quoted, spaced, with
                      // Unicode spaces, and a column of dates that ends in a name.
                      "t,u\n2012-01-31T08:00:00.250Z,2012-01-31\n 1066-10-14 ,2016-12-31T23:59:60Z\n\"2012-02-01 08:00\",\n\t2012-02-29\u{00A0},x\n"])
    func matchesParse(text: String) throws {
        let reader = CSVReader(delimiter: text.hasPrefix("k;") ? ";" : ",")
        let result = try both(text, reader: reader)
        #expect(result.columns.map(\.type) == result.expected.map(\.type))
        for (read, expected) in zip(result.columns, result.expected) {
            switch (read, expected) {
            case (.numbers(let a), .numbers(let b)): #expect(a.map { $0.isNaN ? nil : $0 } == b.map { $0.isNaN ? nil : $0 })
            default: #expect(read == expected)
            }
        }
    }

    @Test("names read by their bytes: past the first eight, quoted, with doubled quotes, empty and in any order")
    func namesByTheirBytes() throws {
        // Twelve names in a shuffled order, each also quoted; a name with doubled quotes
        // and its unquoted twin without them; non-ASCII names of equal length in bytes.
        var names = (0..<12).map { "name-\($0)" } + ["\"say \"\"hi\"\"\"", "say hi", "é", "\"é\"", "ü", ""]
        var random = SplitMix64(seed: 17)
        var lines = ["n,v"]
        for row in 0..<600 {
            names.shuffle(using: &random)
            let name = names[row % names.count]
            lines.append((row % 5 == 0 && !name.hasPrefix("\"") ? "\"\(name)\"" : name) + ",\(row)")
        }
        let result = try both(lines.joined(separator: "\n") + "\n")
        #expect(result.columns[0] == result.expected[0])
        guard case let .categories(read) = result.columns[0] else {
            Issue.record("expected names, got \(result.columns[0].type)")
            return
        }
        #expect(Set(read) == Set((0..<12).map { "name-\($0)" } + ["say \"hi\"", "say hi", "é", "ü", ""]))
    }

    @Test("a byte order mark is skipped and numbers are typed without whitespace tricks")
    func bomAndNumbers() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("v,w,s\n1, 2,0x10\n+3.5,4,nan\n".utf8))
        let columns = try CSVReader().readColumns(data)
        #expect(columns.header == ["v", "w", "s"])
        #expect(columns.column(at: 0) == .numbers([1, 3.5]))
        // A leading space is trimmed, as `Column.number` trims; hex and nan are not numbers.
        #expect(columns.column(at: 1) == .numbers([2, 4]))
        #expect(columns.column(at: 2) == .categories(["0x10", "nan"]))
    }

    /// The scanner looks for the end of an unquoted field eight bytes at a time: every lane
    /// of the word must end a field at the right byte, whichever byte ends it.
    @Test("unquoted fields of every length up to 19, ended by the delimiter, LF, CRLF, CR or the end, read whole",
          arguments: ["\n", "\r\n", "\r"])
    func fieldEndsInEveryLane(lineBreak: String) throws {
        var text = "a;b" + lineBreak
        var expected: ([Double], [Double]) = ([], [])
        for k in 1...19 {
            for m in [1, 7, 8, 9, 19 - k + 1] {
                text += String(repeating: "7", count: k) + ";" + String(repeating: "8", count: m) + lineBreak
                expected.0.append(Double(String(repeating: "7", count: k))!)
                expected.1.append(Double(String(repeating: "8", count: m))!)
            }
        }
        text += "12345678901;9"  // no line break at the end
        expected.0.append(12345678901)
        expected.1.append(9)
        let columns = try CSVReader(delimiter: ";").readColumns(Data(text.utf8))
        #expect(columns.rowCount == expected.0.count)
        #expect(columns.column(at: 0) == .numbers(expected.0))
        #expect(columns.column(at: 1) == .numbers(expected.1))
    }

    @Test("a quote inside an unquoted field is found in every lane, at its character column")
    func quoteInEveryLane() {
        // From the field's second byte: a quote at its first opens a quoted field.
        for k in 1..<20 {
            let text = "a,b\n1," + String(repeating: "x", count: k) + "\"" + String(repeating: "y", count: 12) + "\n"
            #expect(throws: CSVError.quoteInUnquotedField(line: 2, column: 3 + k)) { try CSVReader().readColumns(Data(text.utf8)) }
        }
    }

    @Test("syntax errors carry parse's line and character column",
          arguments: ["a,b\n1,ab\"c\n", "a,b\n1,2\n\"x\"y,2\n", "a,b\n1,\"open\nmore\n", "a,b\n\"x\ny\",1\n2,3\n4,5,6\n",
                      "", "a,a\n1,2\n", "ü,b\nüü,a\"\n"])
    func sameErrors(text: String) {
        var parseError: CSVError?
        do { _ = try CSVReader().parse(text) } catch { parseError = error as? CSVError }
        #expect(parseError != nil)
        #expect(throws: parseError!) { try CSVReader().readColumns(Data(text.utf8)) }
    }

    @Test("invalid UTF-8 names its line; rows past the limit stop at the first one over")
    func invalidAndTooMany() {
        var bytes = Data("a\n1\n".utf8)
        bytes.append(contentsOf: [0xFF, 0x0A])
        #expect(throws: CSVError.invalidUTF8(line: 3)) { try CSVReader().readColumns(bytes) }
        #expect(throws: CSVError.tooManyRows(line: 5, limit: 3)) { try CSVReader(maximumRows: 3).readColumns(Data("a\n1\n2\n3\n4".utf8)) }
        #expect(throws: Never.self) { try CSVReader(maximumRows: 3).readColumns(Data("a\n1\n2\n3\n".utf8)) }
    }

    @Test("a delimiter that is not one ASCII character is refused by name")
    func delimiter() {
        #expect(throws: CSVError.unsupportedDelimiter("é")) { try CSVReader(delimiter: "é").readColumns(Data("aéb\n1é2\n".utf8)) }
        #expect(CSVError.unsupportedDelimiter("\"").description == "the delimiter '\"' is not one ASCII character other than a quote or a line break")
    }

    @Test("dates read by arithmetic equal the Gregorian calendar's, across leap years, zones and centuries")
    func dateArithmetic() {
        var calendar = Calendar(identifier: .gregorian)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<2_000 {
            let year = Int.random(in: 1583...2400, using: &generator), month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...31, using: &generator), hour = Int.random(in: 0...23, using: &generator)
            let minute = Int.random(in: 0...59, using: &generator), second = Int.random(in: 0...59, using: &generator)
            let zoneMinutes = Int.random(in: -14 * 4...14 * 4, using: &generator) * 15
            calendar.timeZone = TimeZone(secondsFromGMT: zoneMinutes * 60)!
            let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
            let expected = components.isValidDate(in: calendar) ? calendar.date(from: components) : nil
            let sign = zoneMinutes < 0 ? "-" : "+"
            let zone = String(format: "%@%02d:%02d", sign, abs(zoneMinutes) / 60, abs(zoneMinutes) % 60)
            let text = String(format: "%04d-%02d-%02dT%02d:%02d:%02d", year, month, day, hour, minute, second) + zone
            #expect(Column.date(text) == expected, "\(text)")
        }
        #expect(Column.date("2023-02-29") == nil)
        #expect(Column.date("2024-02-29") == Date(timeIntervalSince1970: 1_709_164_800))
        #expect(Column.date("2001-01-01T00:00:00Z") == Date(timeIntervalSinceReferenceDate: 0))
    }

    @Test("dates with slashes, year first, read as their ISO-8601 twins; mixed separators do not")
    func slashes() {
        #expect(Column.date("2012/01/31") == Column.date("2012-01-31"))
        #expect(Column.date("2012/01/31") != nil)
        #expect(Column.date("2015/12/31 23:59:30") == Column.date("2015-12-31T23:59:30Z"))
        #expect(Column.date("2012/01-31") == nil)
        #expect(Column.date("2012-01/31") == nil)
        #expect(Column.date("31/01/2012") == nil)
        #expect(Column.date("2013/02/29") == nil)
    }

    @Test("fractional seconds are kept, in UTC and in a zone, by arithmetic and by the calendar")
    func fractionalSeconds() {
        #expect(Column.date("2001-01-01T00:00:00.25Z") == Date(timeIntervalSinceReferenceDate: 0.25))
        #expect(Column.date("2001-01-01T01:00:00.5+01:00") == Date(timeIntervalSinceReferenceDate: 0.5))
        let nanos = Column.date("2001-01-01T00:00:00.123456789999Z")?.timeIntervalSinceReferenceDate
        // A `Date` holds seconds since 2001 in a `Double`: a tenth of a microsecond apart here.
        #expect(nanos.map { abs($0 - 0.123456789) < 1e-7 } == true)
        let julian = Column.date("1066-10-14T12:00:00.75Z")
        let whole = Column.date("1066-10-14T12:00:00Z")
        #expect(julian != nil && whole != nil && julian!.timeIntervalSince(whole!) == 0.75)
        #expect(Column.date("2001-01-01T00:00:00.Z") == Date(timeIntervalSinceReferenceDate: 0))
        #expect(Column.date("2001-01-01T00:00:00.5x") == nil)
        #expect(Column.date("2001-01-01T00:00++1:00") == nil)
    }

    @Test("a column of 100,000 timestamps reads as dates, each the date its text spells")
    func manyTimestamps() throws {
        var text = "t,v\n"
        var expected: [Date?] = []
        for i in 0..<100_000 {
            let seconds = 1_700_000_000 + i * 61
            let date = Date(timeIntervalSince1970: TimeInterval(seconds) + Double(i % 4) * 0.25)
            var utc = Calendar(identifier: .gregorian)
            utc.timeZone = TimeZone(identifier: "UTC")!
            let c = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            text += String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%02dZ,%d\n", c.year!, c.month!, c.day!, c.hour!, c.minute!,
                           c.second!, (i % 4) * 25, i)
            expected.append(date)
        }
        let columns = try CSVReader().readColumns(Data(text.utf8))
        #expect(columns.column(at: 0) == .dates(expected))
    }
}

/// Inputs the CSV fuzz target found where the two readers disagreed.
@Suite("CSV readers agree (fuzz findings)")
struct CSVReadersAgreeTests {
    @Test("both readers accept or refuse the same bytes, with the same header",
          arguments: [[1, 44, 220, 190],
                      [112, 95, 35, 105, 102, 44, 119, 105, 100, 110, 44, 48, 50, 44, 50, 48, 46, 51, 50, 46, 50, 44, 49, 50, 48, 49, 50, 47, 48, 49, 44, 47, 48, 48, 50, 46, 67, 44, 49, 48, 46, 54, 44, 50, 46, 56, 44, 52, 46, 53, 44, 114, 97, 105, 110, 44, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 34, 204, 143, 34, 34, 34]] as [[UInt8]])
    func agree(bytes: [UInt8]) {
        let data = Data(bytes)
        var tableError: Error?, columnsError: Error?
        var table: CSVTable?, columns: CSVColumns?
        do { table = try CSVReader().read(data) } catch { tableError = error }
        do { columns = try CSVReader().readColumns(data) } catch { columnsError = error }
        #expect("\(String(describing: tableError))" == "\(String(describing: columnsError))")
        #expect(table?.header == columns?.header)
    }
}
