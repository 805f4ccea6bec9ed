import Foundation

/// Arguments that did not fit a command, worded for the person who typed them.
struct UsageError: Error, Equatable {
    let message: String
}
