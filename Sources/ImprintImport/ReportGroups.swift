import Foundation
import ImprintCore

/// Long lists of the report made short. Lines that give the same advice about different files
/// (hundreds of Git LFS pointers, a front-matter key on every post) are said once, with how many
/// there are and the first few files, so that one fix is not read hundreds of times and what
/// differs stays in sight.
enum ReportGroups {
    /// Advice shared by more lines than this is said once.
    static let groupedAbove = 3
    /// How many files of a group are named.
    static let namedInGroup = 5
    /// Above this many files written, they are counted by folder instead of listed.
    static let writtenListedUpTo = 20

    /// `lines` indented under their heading, those whose `advice` more than `groupedAbove` share
    /// said once where the first of them was: `  advice (N):`, then the first files and
    /// `…and N more`. A line without advice stays as it is.
    static func grouped(_ lines: [String], by advice: (String) -> (subject: String, advice: String)?) -> [String] {
        let split = lines.map(advice)
        let counts = Dictionary(split.compactMap { $0.map { ($0.advice, 1) } }, uniquingKeysWith: +)
        var said: Set<String> = [], result: [String] = []
        for (line, parts) in zip(lines, split) {
            guard let parts, let count = counts[parts.advice], count > groupedAbove else {
                result.append("  \(line)")
                continue
            }
            guard said.insert(parts.advice).inserted else { continue }
            let subjects = split.compactMap { $0 }.filter { $0.advice == parts.advice }.map(\.subject)
            result.append("  \(parts.advice) (\(count)):")
            result += subjects.prefix(namedInGroup).map { "    \($0)" }
            if count > namedInGroup { result.append("    …and \(count - namedInGroup) more") }
        }
        return result
    }

    /// `assets/x.png:1: a Git LFS pointer, …`: the file and line, and what was done.
    static func fileAndAdvice(_ line: String) -> (subject: String, advice: String)? {
        line.firstMatch(of: /^(\S+?:\d+): (.+)$/).map { (String($0.1), String($0.2)) }
    }

    /// `content/posts/x.md: /a.png → https://old.example/a.png (why)`: the image, and why it is there.
    static func imageAndReason(_ line: String) -> (subject: String, advice: String)? {
        line.firstMatch(of: /^(.* → \S+) \((.+)\)$/).map { (String($0.1), String($0.2)) }
    }

    /// The files written, each on its line (`prefix` before it) when there are few; else how many
    /// in each folder, since the files themselves are in the site to see.
    static func written(_ files: [String], prefix: String) -> [String] {
        guard files.count > writtenListedUpTo else { return files.map { prefix + $0 } }
        var folders: [String] = [], counts: [String: Int] = [:]
        for file in files {
            let folder = file.split(separator: "/").dropLast().joined(separator: "/") + "/"
            if counts[folder] == nil { folders.append(folder) }
            counts[folder, default: 0] += 1
        }
        return folders.map { "\(prefix)\(counts[$0]!) file\(counts[$0] == 1 ? "" : "s") in \($0)" }
    }
}
