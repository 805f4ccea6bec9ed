import Foundation
import ImprintCore

extension PublishMarkdown {
    /// The metadata as the front matter `HugoProject` reads a project's facts from, by lowercased
    /// key: a list key (`platforms: iOS, macOS`, `tech: Swift, Vapor`) split at its commas, as
    /// Publish splits `tags`, and every other value as written.
    var projectFields: [String: YAMLNode] {
        let lists = Set(["platforms", "platform"] + HugoProject.tagKeys)
        return Dictionary(metadata.map { key, value in
            let line = keyLines[key] ?? 1
            let node = lists.contains(key.lowercased())
                ? YAMLNode(kind: .sequence(list(key).map { YAMLNode(kind: .scalar($0, isPlain: false), line: line, column: 1) }), line: line, column: 1)
                : YAMLNode(kind: .scalar(value, isPlain: false), line: line, column: 1)
            return (key.lowercased(), node)
        }) { first, _ in first }
    }
}
