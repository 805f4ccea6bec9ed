import Foundation
import ImprintCore

/// A problem that stops an import, worded for the person who ran it.
struct ImportFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
