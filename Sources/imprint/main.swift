import Foundation
import ImprintCLI

exit(CLI.run(CommandLine.arguments, console: .standard))
