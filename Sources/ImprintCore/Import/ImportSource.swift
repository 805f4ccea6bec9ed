import Foundation

/// What an export holds: the items to import and those left out.
struct ImportSource: Sendable {
    let items: [ImportedItem]
    let skipped: [SkippedItem]
}
