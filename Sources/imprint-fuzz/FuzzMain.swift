import Foundation
import ImprintFuzzTargets

// Built by `make fuzz` with libFuzzer (`--sanitize=fuzzer`, `-DFUZZING`): libFuzzer calls this
// for every input, on the target named by IMPRINT_FUZZ_TARGET.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    selectedTarget.run(Data(bytes: bytes, count: count))
    return 0
}

/// Runs the target once before fuzzing starts, so that what it creates once (tables, lazily
/// made globals) exists before libFuzzer starts counting allocations, and is not taken for a leak.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>) -> CInt {
    selectedTarget.run(Data("/blog/about".utf8))
    return 0
}

let selectedTarget: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["IMPRINT_FUZZ_TARGET"] ?? ""
    guard let target = FuzzTarget.named(name) else {
        let names = FuzzTarget.all.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("imprint-fuzz: set IMPRINT_FUZZ_TARGET to one of \(names)\n".utf8))
        exit(64)
    }
    return target
}()

#if !FUZZING
/// Without libFuzzer: runs the target on each file named on the command line, to replay an input.
@main
enum Replay {
    static func main() {
        for path in CommandLine.arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("imprint-fuzz: cannot read \(path)\n".utf8))
                exit(1)
            }
            selectedTarget.run(data)
            print("\(selectedTarget.name): \(path): ok")
        }
    }
}
#endif
