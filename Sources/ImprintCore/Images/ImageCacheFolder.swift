import Foundation

/// The image cache's folder (`.imprint-cache/images/`): a folder of copies for each image key,
/// the index of the library's settings, and `cards/` with the drawings (social cards, favicons).
enum ImageCacheFolder {
    /// Removes the copies of every key but `keys`, every drawing but `drawings`, and the
    /// indexes of other settings (they name copies that are gone); a folder being written
    /// (hidden, by another build) is left alone.
    static func prune(_ folder: String, keeping keys: Set<String>, drawings: Set<String>, index: String) {
        for name in ((try? POSIXFiles.list(folder)) ?? nil) ?? [] where !name.hasPrefix(".") && name != index {
            let path = folder + "/" + name
            if name == cardsFolder {
                for drawing in ((try? POSIXFiles.list(path)) ?? nil) ?? [] where !drawing.hasPrefix(".") && !drawings.contains(drawing) {
                    POSIXFiles.remove(path + "/" + drawing)
                }
            } else if !keys.contains(name) && (POSIXFiles.kind(of: path) == .directory || name.hasPrefix("index-")) {
                POSIXFiles.remove(path)
            }
        }
    }

    static let cardsFolder = "cards"
}
