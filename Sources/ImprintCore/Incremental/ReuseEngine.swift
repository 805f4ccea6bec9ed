import Foundation

/// The one place that decides what a build of `imprint serve` takes from the last build: each
/// value a stage derives (`Derivation`) is kept in the session's `MemoStore` under its key, and
/// taken while its input is the same, the files it was read from are unchanged and no change the
/// watcher saw may have changed it. The stages never learn whether they were reused.
struct ReuseEngine: Reuse {
    let store: MemoStore
    /// The site's folder, which relative paths of `Derivation.files(of:)` are in.
    let siteFolder: String
    /// The source files changed since the last build (relative to the site), when the watcher knows them.
    let changes: Set<String>?

    var keepsValues: Bool { true }

    /// A value as the engine keeps it: with its input and the signatures of the files it was read from.
    struct Kept<Input, Value> {
        let input: Input
        let value: Value
        let files: [String: String]
    }

    func value<D: Derivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value {
        try value(derivation, for: input, in: table(of: derivation))
    }

    /// Finds the derivation's table once, for all the values a stage asks of it.
    func deriving<D: Derivation>(_ derivation: D) -> (D.Input) -> D.Value where D.Failure == Never {
        let kept = table(of: derivation)
        return { input in value(derivation, for: input, in: kept) }
    }

    func values<D: PlanDerivation, Failure: Error>(
        _ derivation: D, for inputs: [D.Input], make: (_ kept: [D.Value?], _ places: [Int]) throws(Failure) -> [D.Value]
    ) throws(Failure) -> PlanValues<D.Value> {
        let plans = store.table(derivation.name) { KeptPlans<D.Value>() }
        let last = plans.last
        var values = [D.Value?](repeating: nil, count: inputs.count)
        var places: [Int] = []
        var reused = 0
        for index in inputs.indices {
            let input = inputs[index]
            if let kept = last.value(at: index, key: derivation.key(of: input), derivation), derivation.reuses(kept, for: input) {
                values[index] = kept
                if derivation.isCounted(input) { reused += 1 }
            } else {
                places.append(index)
            }
        }
        for (index, value) in zip(places, try make(values, places)) { values[index] = value }
        let all = values.map { $0! }
        plans.remember(KeptPlan(all), reused: reused, made: places.count { derivation.isCounted(inputs[$0]) })
        return PlanValues(values: all, made: places, removed: last.keys(missingFrom: inputs.map(derivation.key(of:)), derivation))
    }
}

private extension ReuseEngine {
    func table<D: Derivation>(of derivation: D) -> MemoTable<Kept<D.Input, D.Value>> {
        store.table(derivation.name)
    }

    func value<D: Derivation>(
        _ derivation: D, for input: D.Input, in kept: MemoTable<Kept<D.Input, D.Value>>
    ) throws(D.Failure) -> D.Value {
        let key = derivation.key(of: input)
        let earlier = kept.value(for: key)
        if let earlier, isCurrent(earlier, of: derivation, for: input) {
            return derivation.reusing(earlier.value, for: input)
        }
        let value: D.Value
        do throws(D.Failure) {
            value = if let earlier {
                try derivation.make(input, from: Earlier(value: earlier.value, changes: changes))
            } else {
                try derivation.make(input)
            }
        } catch {
            kept.fail()
            throw error
        }
        kept.store(Kept(input: input, value: value, files: derivation.files(of: value)), for: key)
        return value
    }

    func isCurrent<D: Derivation>(_ kept: Kept<D.Input, D.Value>, of derivation: D, for input: D.Input) -> Bool {
        if derivation.readsUnlistedSources {
            guard let changes, !changes.contains(where: derivation.isChanged(by:)) else { return false }
        }
        guard derivation.reuses(kept.input, for: input) else { return false }
        return kept.files.allSatisfy { path, signature in
            let file = path.hasPrefix("/") ? path : siteFolder + "/" + path
            return isVouchedFor(path) || (POSIXFiles.signature(of: file) ?? "") == signature
        }
    }

    /// Whether the watcher saw no change to the file at `path` (relative to the site) nor to a
    /// folder above it.
    func isVouchedFor(_ path: String) -> Bool {
        guard let changes, !path.hasPrefix("/") else { return false }
        var place = Substring(path)
        while !place.isEmpty {
            if changes.contains(String(place)) { return false }
            guard let slash = place.lastIndex(of: "/") else { break }
            place = place[..<slash]
        }
        return true
    }
}
