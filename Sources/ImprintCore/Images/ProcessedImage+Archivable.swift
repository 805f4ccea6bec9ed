/// The copies of an image as a remembered rendering that shows it holds them (`ImageUse`).
extension ProcessedImage: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(width)
        archive.write(height)
        archive.write(resized)
        archive.write(webp)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(
            width: try reader.read(Int.self), height: try reader.read(Int.self), resized: try reader.read([ImageVariant].self),
            webp: try reader.read([ImageVariant].self))
    }
}

extension ImageVariant: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(width)
        archive.write(height)
        archive.write(format.rawValue)
        archive.write(length)
        archive.write(digest)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        let width = try reader.read(Int.self)
        let height = try reader.read(Int.self)
        let name = try reader.read(String.self)
        guard let format = Format(rawValue: name) else { throw BinaryArchive.Damage(offset: reader.offset, reason: "\(name) is no image format") }
        self.init(width: width, height: height, format: format, length: try reader.read(Int.self), digest: try reader.read(String.self))
    }
}
