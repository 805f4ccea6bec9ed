/// An immutable UTF-8 copy of a template's source, which text nodes point into.
final class SourceBuffer: @unchecked Sendable {
    let bytes: UnsafeMutableBufferPointer<UInt8>

    init(_ source: String) {
        bytes = .allocate(capacity: source.utf8.count)
        _ = bytes.initialize(from: source.utf8)
    }

    deinit {
        bytes.deallocate()
    }
}
