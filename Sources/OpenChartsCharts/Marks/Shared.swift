import Foundation

/// A value kept in one shared box that is never written: a copy is one retain, and a
/// change makes a new box. Mark records and styles are copied several times per mark on
/// their way through a chart, and their fields read many times more; reading a constant of
/// a class needs no run-time exclusivity check, which a variable of a class makes at every
/// read. Fit for values that are made whole and seldom changed afterwards.
struct Shared<Value: Sendable>: Sendable {
    private final class Box: Sendable {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    var value: Value {
        get { box.value }
        _modify {
            var value = box.value
            yield &value
            box = Box(value)
        }
    }

    /// Whether `self` and `other` share one box, and so hold the same value.
    func isIdentical(to other: Shared) -> Bool { box === other.box }
}
