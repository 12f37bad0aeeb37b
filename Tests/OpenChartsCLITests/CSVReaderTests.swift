import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("CSV reader (RFC 4180)")
struct CSVReaderTests {
    let reader = CSVReader()

    @Test("quoted fields hold delimiters, doubled quotes and line breaks")
    func quotedFields() throws {
        let table = try reader.parse("name,note\n\"Smith, J\",\"said \"\"hi\"\"\"\n\"two\nlines\",x\n")
        #expect(table.header == ["name", "note"])
        #expect(table.rows == [["Smith, J", "said \"hi\""], ["two\nlines", "x"]])
    }

    @Test("CRLF line ends and a UTF-8 byte order mark are accepted")
    func crlfAndBOM() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data("a,b\r\n1,2\r\n3,4".utf8)
        let table = try reader.read(data)
        #expect(table.header == ["a", "b"])
        #expect(table.rows == [["1", "2"], ["3", "4"]])
    }

    @Test("a custom delimiter splits fields")
    func delimiter() throws {
        let table = try CSVReader(delimiter: ";").parse("a;b\n1,5;2\n")
        #expect(table.rows == [["1,5", "2"]])
    }

    @Test("empty fields and a trailing empty field are kept")
    func emptyFields() throws {
        #expect(try reader.parse("a,b,c\n,,\n1,,\n").rows == [["", "", ""], ["1", "", ""]])
    }

    @Test("a quote inside an unquoted field is an error with line and column")
    func strayQuote() {
        #expect(throws: CSVError.quoteInUnquotedField(line: 2, column: 5)) { try reader.parse("a,b\n1,ab\"c\n") }
    }

    @Test("text after a closing quote is an error with line and column")
    func textAfterQuote() {
        #expect(throws: CSVError.textAfterClosingQuote(line: 3, column: 4)) { try reader.parse("a,b\n1,2\n\"x\"y,2\n") }
    }

    @Test("an unclosed quote is an error naming where it opened")
    func unterminated() {
        let error = CSVError.unterminatedQuote(line: 2, column: 3)
        #expect(throws: error) { try reader.parse("a,b\n1,\"open\nmore\n") }
        #expect(error.description == "line 2, column 3: a quoted field is never closed")
    }

    @Test("a record with the wrong number of fields names its starting line and both counts")
    func fieldCount() {
        #expect(throws: CSVError.fieldCount(line: 5, expected: 2, found: 3)) {
            try reader.parse("a,b\n\"x\ny\",1\n2,3\n4,5,6\n")
        }
    }

    @Test("invalid UTF-8 names the line")
    func invalidUTF8() {
        let data = Data("a,b\n1,2\n".utf8) + Data([0x33, 0xFF, 0x2C, 0x34, 0x0A])
        #expect(throws: CSVError.invalidUTF8(line: 3)) { try reader.read(data) }
    }

    @Test("an unknown column lists the columns found")
    func unknownColumn() throws {
        let table = try reader.parse("month,value\nJan,1\n")
        #expect(throws: CSVError.unknownColumn("valeu", available: ["month", "value"])) { try table.column("valeu") }
        #expect(CSVError.unknownColumn("valeu", available: ["month", "value"]).description
                == "no column 'valeu'; the columns are: month, value")
    }

    @Test("an empty file has no header; a duplicate column name is refused")
    func emptyAndDuplicate() {
        #expect(throws: CSVError.empty) { try reader.parse("") }
        #expect(throws: CSVError.duplicateColumn("a")) { try reader.parse("a,a\n1,2\n") }
    }

    @Test("a file over the size limit is refused before parsing")
    func sizeLimit() {
        #expect(throws: CSVError.tooLarge(bytes: 12, limit: 10)) {
            try CSVReader(maximumBytes: 10).read(Data("a,b\n1,2\n3,4\n".utf8))
        }
    }
}

@Suite("CSV column types")
struct ColumnTypeTests {
    @Test("numbers, ISO-8601 dates and categories are told apart per column")
    func detection() {
        #expect(Column(fields: ["1", "-2.5", "3e2"]).type == .number)
        #expect(Column(fields: ["2012-01-01", "2012-02-29"]).type == .date)
        #expect(Column(fields: ["2012-01-01T08:30:00Z", "2012-01-01 09:00"]).type == .date)
        #expect(Column(fields: ["Jan", "1"]).type == .category)
        #expect(Column(fields: ["nan", "inf"]).type == .category)
        #expect(Column(fields: ["0x10"]).type == .category)
        #expect(Column(fields: ["", ""]).type == .category)
    }

    @Test("dates parse in UTC or their own offset; impossible dates are categories")
    func dates() throws {
        guard case .dates(let values) = Column(fields: ["2012-02-29", "2012-01-01T00:00:00+01:00"]) else {
            Issue.record("not dates")
            return
        }
        #expect(values[0]?.timeIntervalSince1970 == 1_330_473_600)
        #expect(values[1]?.timeIntervalSince1970 == 1_325_372_400)
        #expect(Column(fields: ["2013-02-29"]).type == .category)
        #expect(Column(fields: ["2012-13-01"]).type == .category)
    }

    @Test("empty number fields read as NaN")
    func emptyNumbers() {
        guard case .numbers(let values) = Column(fields: ["1", ""]) else {
            Issue.record("not numbers")
            return
        }
        #expect(values[0] == 1)
        #expect(values[1].isNaN)
    }
}
