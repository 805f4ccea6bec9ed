import Foundation
import XCTest

/// One folder for every temporary folder of a test run, removed when the run ends, so that
/// `make test` leaves nothing behind in the system's temporary folder.
package final class TemporaryFolders: NSObject, XCTestObservation, @unchecked Sendable {
    package static let shared: TemporaryFolders = {
        let folders = TemporaryFolders()
        XCTestObservationCenter.shared.addTestObserver(folders)
        return folders
    }()

    package let root = FileManager.default.temporaryDirectory.appendingPathComponent("imprint-tests-\(UUID().uuidString)")

    package func testBundleDidFinish(_ testBundle: Bundle) {
        try? FileManager.default.removeItem(at: root)
    }
}
