import Foundation

/// The values of the last complete plan of a `PlanDerivation` (the files of a render), for the
/// next one. Looked up by place in the plan, which stays put from one build to the next unless
/// jobs come or go (then by key), so that most lookups hash nothing and take no lock.
final class KeptPlans<Value: Sendable>: MemoStore.Table, @unchecked Sendable {
    private let lock = NSLock()
    private var lastPlan = KeptPlan<Value>([])
    private var counts = MemoStore.Counts(reused: 0, made: 0)

    /// The last complete plan's values.
    var last: KeptPlan<Value> {
        lock.lock()
        defer { lock.unlock() }
        return lastPlan
    }

    /// Ends a plan that made every value: it is what the next one starts from.
    func remember(_ plan: KeptPlan<Value>, reused: Int, made: Int) {
        lock.lock()
        lastPlan = plan
        counts = MemoStore.Counts(reused: counts.reused + reused, made: counts.made + made)
        lock.unlock()
    }

    /// A plan keeps only its own values, so there is nothing else to forget.
    func end(forgettingUnused: Bool) -> MemoStore.Counts {
        lock.lock()
        defer { lock.unlock() }
        let ended = counts
        counts = MemoStore.Counts(reused: 0, made: 0)
        return ended
    }
}

/// What one plan made, in plan order; read by the next plan, never changed.
final class KeptPlan<Value: Sendable>: Sendable {
    private let values: [Value]
    private let byKey = Locked<[String: Int]?>(nil)

    init(_ values: [Value]) {
        self.values = values
    }

    /// The keys it made that `keys` do not have.
    func keys<D: PlanDerivation>(missingFrom keys: [String], _ derivation: D) -> [String] where D.Value == Value {
        // The common case, one plan after another with the same jobs, needs no set.
        if values.count == keys.count && keys.indices.allSatisfy({ derivation.key(of: values[$0]) == keys[$0] }) { return [] }
        let planned = Set(keys)
        return values.map(derivation.key(of:)).filter { !planned.contains($0) }
    }

    /// What it made at place `index` of its plan or, failing that, under `key`.
    func value<D: PlanDerivation>(at index: Int, key: String, _ derivation: D) -> Value? where D.Value == Value {
        if index < values.count, derivation.key(of: values[index]) == key { return values[index] }
        let index = byKey.withLock { byKey in
            if byKey == nil {
                let places = values.indices.map { (derivation.key(of: values[$0]), $0) }
                byKey = Dictionary(places, uniquingKeysWith: { first, _ in first })
            }
            return byKey?[key]
        }
        return index.map { values[$0] }
    }
}
