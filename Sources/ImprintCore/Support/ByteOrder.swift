/// Numbers in the headers of binary files, read where they stand: PNG and JPEG write them
/// big-endian, GIF and WebP little-endian.
extension [UInt8] {
    /// The unsigned number of `count` bytes at `offset`, most significant first.
    func bigEndian(at offset: Int, count: Int) -> Int {
        self[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// The unsigned number of `count` bytes at `offset`, least significant first.
    func littleEndian(at offset: Int, count: Int) -> Int {
        self[offset..<offset + count].reversed().reduce(0) { $0 << 8 | Int($1) }
    }
}
