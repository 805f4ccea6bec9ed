import Foundation
import ImprintCore

/// An item the importer leaves out, and why.
struct SkippedItem: Sendable, Equatable {
    let title: String
    let line: Int
    let reason: String
}
