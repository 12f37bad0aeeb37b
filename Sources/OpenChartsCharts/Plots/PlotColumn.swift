import Foundation

/// One channel of a vectorized plot as a column: numbers and dates (seconds since the
/// reference date) read straight from the user's collection where they can be, strings
/// (categories) copied out.
///
/// A column of a `Double`, `Float`, `Int` or `Date` stored property of the elements of a
/// contiguous collection (an array of structs) is not copied: ``withValues(_:)`` hands the
/// layout a strided view of the collection itself, so a million-point line costs no
/// allocation before it is reduced.
struct PlotColumn: @unchecked Sendable {
    /// What the values are.
    enum Kind: Sendable { case number, date, string }

    let kind: Kind
    let count: Int
    /// For string columns, each row's category numbered in order of first appearance (its
    /// index in ``categories``): worked out once, when the column is made, for the groups,
    /// the legend, an axis's categories, positions and stacks, which then compare numbers.
    let codes: [Int32]
    /// The distinct categories, in order of first appearance.
    let categories: [String]
    /// Calls its argument with a strided view of the numbers (dates: seconds since the
    /// reference date); empty for string columns.
    private let access: ((StridedDoubles) -> Void) -> Void

    /// A column of numbers or dates held in its own array.
    init(kind: Kind, values: [Double]) {
        self.kind = kind
        count = values.count
        (codes, categories) = ([], [])
        access = { body in
            values.withUnsafeBytes { raw in
                body(StridedDoubles(base: raw.baseAddress, stride: 8, count: values.count))
            }
        }
    }

    /// A column of categories.
    init<S: Sequence<String>>(strings: S) {
        var found = FirstAppearance<String>()
        var codes: [Int32] = []
        codes.reserveCapacity(strings.underestimatedCount)
        for string in strings { codes.append(found.code(of: string)) }
        self.init(codes: codes, categories: found.values)
    }

    /// A column of categories by their codes: category `categories[codes[i]]` at row i.
    private init(codes: [Int32], categories: [String]) {
        kind = .string
        count = codes.count
        self.codes = codes
        self.categories = categories
        access = { body in body(StridedDoubles(base: nil, stride: 8, count: 0)) }
    }

    /// The category of string column row `index`.
    func category(at index: Int) -> String { categories[Int(codes[index])] }

    /// A column read in place from `data`, `offset` bytes into each element.
    private init<C: RandomAccessCollection>(kind: Kind, data: C, offset: Int, scalar: StridedDoubles.Scalar) {
        self.kind = kind
        count = data.count
        (codes, categories) = ([], [])
        access = { body in
            let done: Void? = data.withContiguousStorageIfAvailable { buffer in
                body(StridedDoubles(base: UnsafeRawPointer(buffer.baseAddress).map { $0 + offset },
                                    stride: MemoryLayout<C.Element>.stride, count: buffer.count, scalar: scalar))
            }
            if done == nil { body(StridedDoubles(base: nil, stride: 8, count: 0)) }
        }
    }

    /// Runs `body` with the numbers.
    func withValues(_ body: (StridedDoubles) -> Void) { access(body) }

    /// The numbers copied into an array (NaN for categories).
    var numbers: [Double] {
        var result: [Double] = []
        withValues { values in
            result.reserveCapacity(values.count)
            for i in 0..<values.count { result.append(values[i]) }
        }
        return result
    }

    /// The column of `path` over `data`.
    /// - Complexity: O(1) for `Double`, `Float`, `Int` and `Date` stored properties of a
    ///   contiguous collection of structs; O(n) otherwise (one pass, one array).
    static func make<C: RandomAccessCollection, Value: Plottable>(_ data: C, _ path: KeyPath<C.Element, Value>) -> PlotColumn {
        let kind = kindOf(Value.self)
        // Date stores its seconds since the reference date as one Double.
        let scalar: StridedDoubles.Scalar? =
            Value.self == Double.self || (Value.self == Date.self && MemoryLayout<Date>.size == 8) ? .double
            : Value.self == Float.self ? .float : Value.self == Int.self ? .int : nil
        // A stored property (of a struct with other fields of any kind: a name, an array) sits
        // at one offset in every element.
        let offset = MemoryLayout<C.Element>.offset(of: path)
        if let scalar, let offset, data.withContiguousStorageIfAvailable({ _ in true }) == true {
            return PlotColumn(kind: kind, data: data, offset: offset, scalar: scalar)
        }
        // Stored categories are read from there too: a key path applied to each element
        // through generic code costs a couple of thousand instructions a row.
        if Value.self == String.self, let offset, let column = data.withContiguousStorageIfAvailable({ buffer in
            let base = UnsafeRawPointer(buffer.baseAddress), stride = MemoryLayout<C.Element>.stride
            return PlotColumn(strings: (0..<buffer.count).lazy.map {
                base.unsafelyUnwrapped.load(fromByteOffset: $0 &* stride &+ offset, as: String.self)
            })
        }) {
            return column
        }
        return make(data.lazy.map { $0[keyPath: path] }, kind: kind)
    }

    /// The column of `value` repeated `count` times.
    static func constant<Value: Plottable>(_ value: Value, count: Int) -> PlotColumn {
        make(repeatElement(value, count: count), kind: kindOf(Value.self))
    }

    private static func make<S: Sequence>(_ values: S, kind: Kind) -> PlotColumn where S.Element: Plottable {
        if kind == .string {
            return PlotColumn(strings: values.lazy.map { value in
                if case let .string(text) = value.primitivePlottable._chartPrimitive { return text }
                return ""
            })
        }
        var numbers: [Double] = []
        numbers.reserveCapacity(values.underestimatedCount)
        for value in values {
            switch value.primitivePlottable._chartPrimitive {
            case let .number(v): numbers.append(v)
            case let .date(d): numbers.append(d.timeIntervalSinceReferenceDate)
            case .string: numbers.append(.nan)
            }
        }
        return PlotColumn(kind: kind, values: numbers)
    }

    static func kindOf<Value: Plottable>(_ type: Value.Type) -> Kind {
        let primitive = Value.PrimitivePlottable.self
        if primitive == String.self { return .string }
        if primitive == Date.self { return .date }
        return .number
    }

    /// The chart primitive of the value at `index` (for legends, axes and labels).
    func primitive(at index: Int) -> ChartPrimitive {
        switch kind {
        case .string:
            return .string(index < codes.count ? category(at: index) : "")
        case .number, .date:
            var value = Double.nan
            withValues { if index < $0.count { value = $0[index] } }
            return kind == .date ? .date(Date(timeIntervalSinceReferenceDate: value)) : .number(value)
        }
    }

    /// The column's chart kind.
    var primitiveKind: ChartPrimitiveKind {
        switch kind {
        case .number: .number
        case .date: .date
        case .string: .string
        }
    }
}

/// Numbers at a fixed stride in memory: a column read in place.
struct StridedDoubles {
    /// How each value is stored.
    enum Scalar: Sendable { case double, float, int }

    let base: UnsafeRawPointer?
    let stride: Int
    let count: Int
    var scalar = Scalar.double

    @inline(__always)
    subscript(index: Int) -> Double {
        guard let base else { return .nan }
        switch scalar {
        case .double: return base.load(fromByteOffset: index &* stride, as: Double.self)
        case .float: return Double(base.load(fromByteOffset: index &* stride, as: Float.self))
        case .int: return Double(base.load(fromByteOffset: index &* stride, as: Int.self))
        }
    }
}

/// A labelled channel of a plot: a column, or the two ends of an interval.
struct PlotChannel: Sendable {
    var label: String
    var start: PlotColumn
    var end: PlotColumn?

    var kind: PlotColumn.Kind { start.kind }
}
