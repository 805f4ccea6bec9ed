/// How a build gets its site model: by reading every content file (`ContentModel`), or, in
/// `serve`, by patching the last build's model.
protocol ModelSource: Sendable {
    func model(_ inputs: BuildInputs, _ steps: inout StepRunner) -> MadeModel
}

/// What a model source made: the model, or the errors of its steps and, when the files that
/// were read still make one, their site model, whose plan the build checks too, so that one
/// run reports the errors of the plan's files and paths beside the model's.
enum MadeModel {
    case built(BuiltModel)
    case failed(BuildFailure, readable: SiteModel?)
}
