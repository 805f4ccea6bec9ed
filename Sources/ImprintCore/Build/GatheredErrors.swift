/// Errors gathered so that one run reports them all: a step runs when its own inputs were
/// made, whatever failed beside them. The model's steps gather theirs (`ContentModel`), and the
/// build gathers the failures of its steps (`BuildStep`). The failure names the first step that
/// found an error.
struct GatheredErrors {
    /// The warnings of the files read, reported with the errors.
    let warnings: [Diagnostic]
    private var errors: [Diagnostic] = []
    private var firstStep: String?

    init(warnings: [Diagnostic] = []) {
        self.warnings = warnings
    }

    /// Whether no step has found an error yet.
    var isEmpty: Bool { firstStep == nil }

    mutating func add(_ found: [Diagnostic], foundBy step: String) {
        guard !found.isEmpty else { return }
        errors += found
        if firstStep == nil { firstStep = step }
    }

    mutating func add<Value>(_ result: Result<Value, BuildFailure>, foundBy step: String) {
        guard case .failure(let failure) = result else { return }
        add(failure.diagnostics, foundBy: step)
    }

    /// The value of the last step, or every error gathered, with the warnings.
    func check<Value>(_ result: Result<Value, BuildFailure>) throws(BuildFailure) -> Value {
        if let firstStep { throw BuildFailure(diagnostics: errors + warnings, step: firstStep) }
        return try result.get()
    }

    /// Every error gathered, with the warnings, when there is one.
    func check() throws(BuildFailure) {
        try check(Result<Void, BuildFailure>.success(()))
    }
}
