/// A value a stage makes from declared inputs. The stage says what the value is made from and
/// how to make it; whether a build takes it from the last build instead is decided by the
/// `Reuse` the build was given, never by the stage.
protocol Derivation {
    associatedtype Input
    associatedtype Value
    associatedtype Failure: Error = Never

    /// What values of this derivation are kept under, beside those of the others.
    var name: String { get }
    /// What identifies the value from one build to the next: its source file, or "" for the
    /// one value of a build.
    func key(of input: Input) -> String
    /// Whether the value made from `kept` is the value of `input`.
    func reuses(_ kept: Input, for input: Input) -> Bool
    /// A value made from an earlier input, taken for `input`, which `reuses` allowed: the value
    /// itself, unless it takes in what of `input` its reuse lets differ.
    func reusing(_ value: Value, for input: Input) -> Value
    /// The files the value was read from, with their signatures then (`POSIXFiles.signature`,
    /// "" for a file that was not there): a value is reused only while they are unchanged. A
    /// path is absolute, or relative to the site (`content/posts/x.md`): a file the watcher saw
    /// no change to, nor to a folder above it, is then trusted without a look.
    func files(of value: Value) -> [String: String]
    /// Whether a change to the source file at `path` (relative to the site) may change the value
    /// in a way its input and files do not show.
    func isChanged(by path: String) -> Bool
    /// Whether `isChanged(by:)` says anything: then values are reused only when what changed is known.
    var readsUnlistedSources: Bool { get }

    /// The value of `input`, made anew.
    func make(_ input: Input) throws(Failure) -> Value
    /// The value of `input` for a build that keeps nothing for a next one: `make(_:)`, unless
    /// the value carries what only a next build reads.
    func makeWithoutKeeping(_ input: Input) throws(Failure) -> Value
    /// The value of `input`, from what the last build made under the same key (`earlier`), for
    /// a value cheaper to bring up to date than to make anew.
    func make(_ input: Input, from earlier: Earlier<Value>) throws(Failure) -> Value
}

/// What the last build made under a key, and the source files changed since (relative to the
/// site), when a watcher knows them.
struct Earlier<Value> {
    let value: Value
    let changes: Set<String>?
}

extension Derivation {
    func key(of input: Input) -> String { "" }
    func reusing(_ value: Value, for input: Input) -> Value { value }
    func files(of value: Value) -> [String: String] { [:] }
    func isChanged(by path: String) -> Bool { false }
    var readsUnlistedSources: Bool { false }

    func make(_ input: Input, from earlier: Earlier<Value>) throws(Failure) -> Value {
        try make(input)
    }

    func makeWithoutKeeping(_ input: Input) throws(Failure) -> Value {
        try make(input)
    }
}

extension Derivation where Input: Equatable {
    func reuses(_ kept: Input, for input: Input) -> Bool { kept == input }
}

/// A derivation whose values `imprint build` may take from an earlier run of Imprint
/// (`.imprint-cache/`): its input has a digest that is the same in every process, and its value
/// can be archived. What the cache's key holds (the binary, the build's options, site.yml and the
/// theme) need not be in the digest.
protocol LastingDerivation: Derivation where Value: Archivable {
    /// Everything else the value is made from, but the files it read.
    func digest(of input: Input) -> StableDigest
    /// The files the value was read from, relative to the site: it is taken only while their
    /// contents are the same.
    func filesRead(by value: Value) -> [String]
    /// A value an earlier run made from the same, for this build: it may need what the build
    /// keeps outside the memory (an image's copies) made or marked again. Nil when it cannot be
    /// had as it was: the value is then made anew.
    func revived(_ value: Value, for input: Input) -> Value?
}

extension LastingDerivation {
    func revived(_ value: Value, for input: Input) -> Value? { value }
}

/// Values a build makes for each job of its plan, in plan order, which a build may take from the
/// last build's plan instead, looked up by place (then by `key`).
protocol PlanDerivation: Sendable {
    associatedtype Input: Sendable
    associatedtype Value: Sendable

    var name: String { get }
    func key(of input: Input) -> String
    func key(of value: Value) -> String
    /// Whether `kept`, made for a job of the last plan, is the value of `input`.
    func reuses(_ kept: Value, for input: Input) -> Bool
    /// Whether the input's value counts among those the build reports it reused or made.
    func isCounted(_ input: Input) -> Bool
    /// What the value of `input` is made from, the same in every process, when the value is a
    /// file that `imprint build` may leave as an earlier run wrote it; nil when it is always made.
    func digest(of input: Input) -> StableDigest?
    /// The value of `input` as the file at `path` that an earlier run wrote from the same.
    func written(_ input: Input, at path: String) -> Value
}

/// The values of a plan, and what differs from the last plan's, when there was one.
struct PlanValues<Value> {
    let values: [Value]
    /// The places of the values made anew, in plan order.
    let made: [Int]
    /// The keys of the last plan that this one does not have; nil when there was no last plan.
    let removed: [String]?
}

/// How a build gets the values its stages derive. `imprint build` makes each value
/// (`MakingEverything`); `imprint serve` passes the engine of `Incremental/`, which takes from the
/// last build what is made from the same inputs.
protocol Reuse: Sendable {
    /// Whether what this build makes is kept for a next one (which may read it again).
    var keepsValues: Bool { get }

    func value<D: Derivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value

    /// The value of `input`, which a build may take from an earlier run of Imprint.
    func lastingValue<D: LastingDerivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value

    /// The files an earlier run wrote to the output folder and that are still there as it wrote
    /// them, when the build may leave those as they are.
    var lastOutput: OutputRecord? { get }
    /// Whether the build records the files it writes (`BuildReport.written`), for the next.
    var recordsOutput: Bool { get }

    /// `value(_:for:)` of `derivation`, for a stage that asks it for many values in one build:
    /// what the build keeps for it is found once, not for each value.
    func deriving<D: Derivation>(_ derivation: D) -> (D.Input) -> D.Value where D.Failure == Never

    /// The values of `inputs`. `make` gets the values taken from the last plan, nil at the other
    /// places, and makes the values of those places (in the order given).
    func values<D: PlanDerivation, Failure: Error>(
        _ derivation: D, for inputs: [D.Input], make: (_ kept: [D.Value?], _ places: [Int]) throws(Failure) -> [D.Value]
    ) throws(Failure) -> PlanValues<D.Value>
}

extension Reuse {
    func deriving<D: Derivation>(_ derivation: D) -> (D.Input) -> D.Value where D.Failure == Never {
        { input in value(derivation, for: input) }
    }

    func lastingValue<D: LastingDerivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value {
        try value(derivation, for: input)
    }

    var lastOutput: OutputRecord? { nil }
    var recordsOutput: Bool { false }
}

extension PlanDerivation {
    func digest(of input: Input) -> StableDigest? { nil }
}

/// The `Reuse` of a build that keeps nothing: every value is made.
struct MakingEverything: Reuse {
    var keepsValues: Bool { false }

    func value<D: Derivation>(_ derivation: D, for input: D.Input) throws(D.Failure) -> D.Value {
        try derivation.makeWithoutKeeping(input)
    }

    func values<D: PlanDerivation, Failure: Error>(
        _ derivation: D, for inputs: [D.Input], make: (_ kept: [D.Value?], _ places: [Int]) throws(Failure) -> [D.Value]
    ) throws(Failure) -> PlanValues<D.Value> {
        let all = Array(inputs.indices)
        return PlanValues(values: try make(Array(repeating: nil, count: inputs.count), all), made: all, removed: nil)
    }
}
