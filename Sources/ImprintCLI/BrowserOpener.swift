import Foundation
import ImprintCore
import ImprintPreview

/// Opens a URL in the user's browser (`--open`).
enum BrowserOpener {
    static func open(_ url: String) {
        let process = Process()
        #if os(macOS)
        process.executableURL = URL(fileURLWithPath: "/usr/bin/open")
        #else
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["xdg-open"]
        #endif
        process.arguments = (process.arguments ?? []) + [url]
        try? process.run()
    }
}
