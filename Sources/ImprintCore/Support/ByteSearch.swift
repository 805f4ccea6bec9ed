/// Finding ASCII markers in UTF-8 text, byte by byte: for passes over a whole page's HTML,
/// where `String.range(of:)` (through NSString on Linux) and the generic `firstRange(of:)` cost
/// more than the rest of the pass.
extension Array where Element == UInt8 {
    /// Where `needle` first starts in `self[range]`.
    func firstOffset(of needle: [UInt8], in range: Range<Int>) -> Int? {
        guard let first = needle.first, range.count >= needle.count else { return nil }
        return withUnsafeBufferPointer { buffer in
            var index = range.lowerBound
            let last = range.upperBound - needle.count
            while index <= last {
                if buffer[index] == first {
                    var matched = 1
                    while matched < needle.count && buffer[index + matched] == needle[matched] { matched += 1 }
                    if matched == needle.count { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// Whether `self[offset...]` starts with `prefix`.
    package func hasPrefix(_ prefix: [UInt8], at offset: Int) -> Bool {
        offset + prefix.count <= count && self[offset..<offset + prefix.count].elementsEqual(prefix)
    }
}
