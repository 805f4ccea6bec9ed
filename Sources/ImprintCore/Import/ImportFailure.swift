import Foundation

/// A problem that stops an import, worded for the person who ran it.
public struct ImportFailure: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
