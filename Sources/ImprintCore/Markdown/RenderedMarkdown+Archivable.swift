/// A rendering as `imprint build` remembers it across runs (`MarkdownRendering`), with the
/// images whose copies it shows.
extension RenderedMarkdown: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(html)
        archive.write(summary.html)
        archive.write(summary.text)
        archive.write(summary.hasMore)
        archive.write(problems)
        archive.write(sourceLinks)
        archive.write(sitePathLinks)
        archive.write(headingIDs)
        archive.write(anchorIDs)
        archive.write(headings)
        archive.write(wordCount)
        archive.write(filesRead)
        archive.write(images)
        archive.write(leadImage)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(html: try reader.read(String.self))
        summary = MarkdownSummary(html: try reader.read(String.self), text: try reader.read(String.self), hasMore: try reader.read(Bool.self))
        problems = try reader.read([MarkdownProblem].self)
        sourceLinks = try reader.read([SourceLink].self)
        sitePathLinks = try reader.read([SitePathLink].self)
        headingIDs = try reader.read([String].self)
        anchorIDs = try reader.read([String].self)
        headings = try reader.read([MarkdownHeading].self)
        wordCount = try reader.read(Int.self)
        filesRead = try reader.read([String].self)
        images = try reader.read([ImageUse].self)
        leadImage = try reader.read(LeadImage?.self)
    }
}

extension MarkdownProblem: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(line)
        archive.write(column)
        archive.write(message)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(line: try reader.read(Int.self), column: try reader.read(Int.self), message: try reader.read(String.self))
    }
}

extension SourceLink: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(number)
        archive.write(target)
        archive.write(fragment)
        archive.write(written)
        archive.write(line)
        archive.write(column)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(
            number: try reader.read(Int.self), target: try reader.read(String.self), fragment: try reader.read(String?.self),
            written: try reader.read(String.self), line: try reader.read(Int.self), column: try reader.read(Int.self))
    }
}

extension SitePathLink: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(url)
        archive.write(written)
        archive.write(line)
        archive.write(column)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(url: try reader.read(String.self), written: try reader.read(String.self), line: try reader.read(Int.self), column: try reader.read(Int.self))
    }
}

extension MarkdownHeading: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(level)
        archive.write(id)
        archive.write(text)
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        self.init(level: try reader.read(Int.self), id: try reader.read(String.self), text: try reader.read(String.self))
    }
}

extension LeadImage: Archivable {
    func archive(into archive: inout BinaryArchive) {
        archive.write(url)
        archive.write(size != nil)
        if let size {
            archive.write(size.width)
            archive.write(size.height)
        }
    }

    init(from reader: inout BinaryArchive.Reader) throws(BinaryArchive.Damage) {
        let url = try reader.read(String.self)
        let size = try reader.read(Bool.self) ? ImageSize(width: try reader.read(Int.self), height: try reader.read(Int.self)) : nil
        self.init(url: url, size: size)
    }
}
