import Foundation
import Highlight

// Highlights each sample of a folder (Tests/HighlightTests/RealWorld, one `<language>.<extension>`
// file per language) to HTML many times on one core, as a site build highlights a fenced block,
// and prints seconds per MB of code for each language and in total.
//
// Usage: HighlightBenchmark [--rounds N] [--html DIR] [FOLDER]
//   --rounds N  highlight each file N times (default: as many rounds as take about 1.5 s in all)
//   --html DIR  also write each file's HTML to DIR/<file>.html, for Benchmarks/highlight.py to compare

struct Sample {
    let file: String
    let language: String
    let code: String
}

let arguments = Array(CommandLine.arguments.dropFirst())
func value(after option: String) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
let requestedRounds = value(after: "--rounds").flatMap(Int.init)
let htmlFolder = value(after: "--html")
let folder = arguments.indices.first { !arguments[$0].hasPrefix("--") && ($0 == 0 || !arguments[$0 - 1].hasPrefix("--")) }
    .map { arguments[$0] }
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Tests/HighlightTests/RealWorld").standardized.path

let samples = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().compactMap { file -> Sample? in
    let language = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
    guard Language.named(language) != nil else { return nil }
    return Sample(file: file, language: language, code: try String(contentsOfFile: folder + "/" + file, encoding: .utf8))
}
guard !samples.isEmpty else {
    FileHandle.standardError.write(Data("HighlightBenchmark: no samples in \(folder)\n".utf8))
    exit(1)
}

/// Highlights `sample` `rounds` times and returns the seconds it took; the HTML's size keeps the work from being dropped.
func time(_ sample: Sample, rounds: Int) -> Double {
    var bytes = 0
    let start = ContinuousClock.now
    for _ in 0..<rounds {
        bytes += Highlighter.html(code: sample.code, info: sample.language).utf8.count
    }
    let elapsed = ContinuousClock.now - start
    precondition(bytes > 0)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

// The first round builds the grammars' tables; the second tells how many rounds take about 1.5 s.
for sample in samples { _ = time(sample, rounds: 1) }
let oneRound = samples.reduce(0) { $0 + time($1, rounds: 1) }
let rounds = requestedRounds ?? max(1, Int(1.5 / oneRound))
if let htmlFolder {
    try FileManager.default.createDirectory(atPath: htmlFolder, withIntermediateDirectories: true)
    for sample in samples {
        try Highlighter.html(code: sample.code, info: sample.language).write(
            toFile: htmlFolder + "/" + sample.file + ".html", atomically: true, encoding: .utf8)
    }
}

func row(_ name: String, bytes: Int, seconds: Double, megabytes: Double) -> String {
    name.padding(toLength: 12, withPad: " ", startingAt: 0) + String(format: " %9d %11.4f %9.4f", bytes, seconds, seconds / megabytes)
}

let totalBytes = samples.reduce(0) { $0 + $1.code.utf8.count }
print("highlight: \(samples.count) samples, \(totalBytes) bytes, \(rounds) rounds each, one core")
print("language         bytes     seconds      s/MB")
var totalSeconds = 0.0
for sample in samples {
    let seconds = time(sample, rounds: rounds)
    totalSeconds += seconds
    let megabytes = Double(sample.code.utf8.count * rounds) / 1_000_000
    print(row(sample.language, bytes: sample.code.utf8.count, seconds: seconds, megabytes: megabytes))
}
let totalMegabytes = Double(totalBytes * rounds) / 1_000_000
print(row("total", bytes: totalBytes, seconds: totalSeconds, megabytes: totalMegabytes))
