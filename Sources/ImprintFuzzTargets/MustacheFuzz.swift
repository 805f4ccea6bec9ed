import Foundation
import Mustache

/// The Mustache parser and renderer: the first line of the bytes is a partial, the rest a
/// template that may use it, a layout and itself; both modes parse, and what parses renders
/// with data of every shape.
enum MustacheFuzz {
    static func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        let newline = text.firstIndex(of: "\n") ?? text.endIndex
        let templates = [
            "page": String(text[newline...]), "partial": String(text[..<newline]),
            "layout": "<h1>{{$title}}Untitled{{/title}}</h1>{{$body}}{{/body}}{{>partial}}",
        ]
        for mode in [TemplateLibrary.Mode.strict, .spec] {
            guard let library = try? TemplateLibrary(templates: templates, mode: mode) else { continue }
            _ = try? library.render("page", with: value)
        }
    }

    static let value: TemplateValue = [
        "title": "A <title> & \"quotes\"", "empty": "", "zero": 0, "flag": true, "none": .null, "ratio": 2.5,
        "posts": [["title": "One", "tags": ["a", "b"]], ["title": "Two", "tags": []]],
        "nested": ["deeper": ["deepest": "bottom", "list": [1, 2, 3]]],
    ]
}
