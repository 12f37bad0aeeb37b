import Foundation

/// Reads a value from the environment inside a view, as SwiftUI's `@Environment`.
///
/// ```swift
/// struct Caption: View {
///     @Environment(\.font) var font
///     var body: some View { Text(font == nil ? "body" : "custom") }
/// }
/// ```
/// Layout fills it in before it reads `body`; read outside a body it holds the default.
@propertyWrapper
public struct Environment<Value> {
    /// Holds the environment the view was laid out in.
    final class Box {
        var values: EnvironmentValues?
    }

    let keyPath: KeyPath<EnvironmentValues, Value>
    let box = Box()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.values ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// A stored property that layout fills in before reading a view's body.
protocol EnvironmentInstallable {
    func install(_ environment: EnvironmentValues)
}

extension Environment: EnvironmentInstallable {
    func install(_ environment: EnvironmentValues) {
        box.values = environment
    }
}

/// Gives each `@Environment` property of `view` the environment it is laid out in.
/// - Complexity: O(p) in the view's stored properties.
func installEnvironment<V: View>(_ environment: EnvironmentValues, into view: V) {
    for child in Mirror(reflecting: view).children {
        (child.value as? any EnvironmentInstallable)?.install(environment)
    }
}

/// Reading direction, as SwiftUI's `LayoutDirection`. Layout is always left to right.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}

extension EnvironmentValues {
    /// The reading direction: always `.leftToRight` here.
    public var layoutDirection: LayoutDirection { .leftToRight }
}
