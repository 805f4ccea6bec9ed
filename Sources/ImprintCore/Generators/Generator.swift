import Foundation
import Mustache

/// Makes one kind of output from the site model. Generators never touch the disk.
protocol Generator: Sendable {
    func generate(_ context: GeneratorContext) throws(MustacheError) -> [OutputFile]
}
