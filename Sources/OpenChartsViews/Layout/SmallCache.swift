/// A few remembered answers, searched in order.
///
/// A node is asked about a handful of proposals (its smallest, largest and actual size),
/// so a short array with `==` beats a dictionary, whose hashing dominated layout time.
/// It keeps at most `capacity` entries, forgetting the oldest.
struct SmallCache<Key: Equatable, Value> {
    private var entries: [(key: Key, value: Value)] = []
    private static var capacity: Int { 16 }

    subscript(key: Key) -> Value? {
        get {
            for entry in entries where entry.key == key { return entry.value }
            return nil
        }
        set {
            guard let newValue else { return }
            if entries.count >= Self.capacity { entries.removeFirst() }
            entries.append((key, newValue))
        }
    }
}
