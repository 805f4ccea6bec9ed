import Foundation

/// Finds files of `/assets/…` paths: `content/assets/` first, then the theme's `assets/`.
struct AssetLocator: Sendable {
    let contentAssets: URL
    let themeAssets: URL

    func candidates(_ sitePath: String) -> [String] {
        let relative = String(sitePath.dropFirst("/assets/".count))
        return ["content/assets/" + relative, "templates/assets/" + relative]
    }

    func find(_ sitePath: String) -> (url: URL, data: Data)? {
        let relative = String(sitePath.dropFirst("/assets/".count))
        for folder in [contentAssets, themeAssets] {
            let url = folder.appendingPathComponent(relative)
            if let data = try? Data(contentsOf: url) { return (url, data) }
        }
        return nil
    }
}
