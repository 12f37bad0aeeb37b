/// A value a view owns, as SwiftUI's `@State`.
///
/// Rendering is a single pass with no user events, so a view draws the initial state;
/// writes (through the wrapped value or a binding from `$value`) are kept and seen by
/// later reads of the same view value.
///
/// ```swift
/// struct Picker: View {
///     @State var selectedCity = 0
///     var body: some View { Text("City \(selectedCity)") }
/// }
/// ```
@propertyWrapper
public struct State<Value> {
    /// A reference, so that a view (a value type) can change its state from `body`.
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private let box: Box

    public init(wrappedValue value: Value) {
        box = Box(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value, read as `$name`.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// State starting at `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}
