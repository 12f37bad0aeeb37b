/// Read and write access to a value owned elsewhere, as SwiftUI's `@Binding`.
///
/// ```swift
/// struct PieChart: View {
///     @Binding var data: [Double]
///     init(data: Binding<[Double]>) { self._data = data }
/// }
/// PieChart(data: .constant([1, 2, 3]))
/// ```
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getValue: () -> Value
    private let setValue: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getValue = get
        setValue = set
    }

    /// The same binding, so that `@Binding var x: T` can be initialised from `$other`.
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes: writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getValue() }
        nonmutating set { setValue(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value, as `$point.x`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getValue = self.getValue, setValue = self.setValue
        return Binding<Subject>(
            get: { getValue()[keyPath: keyPath] },
            set: { newValue in
                var whole = getValue()
                whole[keyPath: keyPath] = newValue
                setValue(whole)
            })
    }
}

extension Binding {
    /// The binding, as SwiftUI's `animation(_:)`: its changes would animate; a still image
    /// shows the changed state.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}
