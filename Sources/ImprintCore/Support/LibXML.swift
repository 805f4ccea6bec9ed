import CLibXML2
import Foundation

/// Parses XML exports and HTML bodies with libxml2, into `MarkupElement` values.
///
/// The only file that imports CLibXML2. Every document is freed before a call returns. Nothing
/// is loaded from the network, and external entities are not expanded.
package enum LibXML {
    /// A document that is not well-formed XML: where, and what libxml2 says.
    package struct SyntaxError: Error, Equatable {
        package let line: Int
        package let column: Int
        package let message: String
    }

    /// The root element of an XML document (a WordPress export, an RSS or Atom feed).
    package static func parseXML(_ data: Data) throws(SyntaxError) -> MarkupElement {
        _ = initialized
        let options = Int32(XML_PARSE_NONET.rawValue | XML_PARSE_NOCDATA.rawValue | XML_PARSE_COMPACT.rawValue | XML_PARSE_NOERROR.rawValue | XML_PARSE_NOWARNING.rawValue)
        // The first error is the one to report: libxml2 goes on, and its last one is often a consequence.
        let firstError = FirstError()
        xmlSetStructuredErrorFunc(Unmanaged.passUnretained(firstError).toOpaque()) { context, error in
            guard let context, let error else { return }
            let first = Unmanaged<FirstError>.fromOpaque(context).takeUnretainedValue()
            if first.error == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue {
                let message = error.pointee.message.map { String(cString: $0).trimmingWhitespace() } ?? "not well-formed XML"
                first.error = SyntaxError(line: Int(error.pointee.line), column: Int(error.pointee.int2), message: message)
            }
        }
        defer { xmlSetStructuredErrorFunc(nil, nil) }
        let document = data.withUnsafeBytes { bytes in
            xmlReadMemory(bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), "export.xml", nil, options)
        }
        guard let document else {
            throw firstError.error ?? SyntaxError(line: 1, column: 1, message: "not well-formed XML")
        }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), case .element(let element)? = node(root, html: false) else {
            throw SyntaxError(line: 1, column: 1, message: "the document has no root element")
        }
        return element
    }

    /// The nodes of an HTML fragment (a post's body), read as forgivingly as a browser reads it.
    package static func parseHTMLFragment(_ html: String) -> [MarkupNode] {
        _ = initialized
        let wrapped = "<html><head><meta charset=\"utf-8\"></head><body>" + html + "</body></html>"
        let options = Int32(HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_NONET.rawValue)
        let bytes = Array(wrapped.utf8)
        let parsed = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { htmlReadMemory($0, Int32(buffer.count), nil, "UTF-8", options) }
        }
        guard let document = parsed else { return [.text(html)] }
        defer { xmlFreeDoc(document) }
        guard let root = xmlDocGetRootElement(document), case .element(let top)? = node(root, html: true),
              let body = top.element("body")
        else { return [] }
        return body.children
    }
}

/// Where the error callback puts the first error of a parse (one parse per thread at a time).
private final class FirstError {
    var error: LibXML.SyntaxError?
}

private extension LibXML {
    static let initialized: Void = xmlInitParser()

    static func node(_ pointer: xmlNodePtr, html: Bool) -> MarkupNode? {
        let node = pointer.pointee
        switch node.type {
        case XML_ELEMENT_NODE:
            var name = string(node.name)
            if let prefix = node.ns?.pointee.prefix { name = string(prefix) + ":" + name }
            if html { name = name.lowercased() }
            var attributes: [MarkupElement.Attribute] = []
            var attribute = node.properties
            while let current = attribute {
                var attributeName = string(current.pointee.name)
                if let prefix = current.pointee.ns?.pointee.prefix { attributeName = string(prefix) + ":" + attributeName }
                var value = ""
                var part = current.pointee.children
                while let text = part {
                    value += text.pointee.content.map { string($0) } ?? ""
                    part = text.pointee.next
                }
                attributes.append(MarkupElement.Attribute(name: html ? attributeName.lowercased() : attributeName, value: value))
                attribute = current.pointee.next
            }
            var children: [MarkupNode] = []
            var child = node.children
            while let current = child {
                if let converted = self.node(current, html: html) { children.append(converted) }
                child = current.pointee.next
            }
            return .element(MarkupElement(name: name, attributes: attributes, children: children, line: Int(xmlGetLineNo(pointer))))
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return .text(node.content.map { string($0) } ?? "")
        default:
            return nil
        }
    }

    static func string(_ pointer: UnsafePointer<xmlChar>) -> String {
        String(cString: pointer)
    }

    static func string(_ pointer: UnsafeMutablePointer<xmlChar>) -> String {
        String(cString: pointer)
    }
}
