/// How a build gets its site model: by reading every content file (`ContentModel`), or, in
/// `serve`, by patching the last build's model.
protocol ModelSource: Sendable {
    func model(_ inputs: BuildInputs, _ steps: inout StepRunner) throws(BuildFailure) -> BuiltModel
}
