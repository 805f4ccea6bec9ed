import Highlight
import XCTest

/// `.strings` files, property lists (old-style and XML) and `.xcconfig` build settings.
final class AppleFormatTests: XCTestCase {
    func testStringsKeysValuesEscapesAndFormatSpecifiers() {
        assertTokens(Samples.strings, "strings", include: [
            Pair("cm", "/* Title of the main window */"), Pair("nt", "\"window.title\""), Pair("o", "="),
            Pair("s2", "\"Rows & Columns\""), Pair("p", ";"), Pair("c1", "// Shown when a row is deleted"),
            Pair("nt", "\"row.deleted %@\""), Pair("s2", "\"Deleted “"), Pair("si", "%@"), Pair("si", "%1$d"), Pair("si", "%2$lld"),
            Pair("si", "%%"), Pair("se", "\\n"), Pair("nt", "unquoted_key"), Pair("se", "\\\""), Pair("se", "\\U00E9"),
        ])
        XCTAssertEqual(classified("\"a\" = \"50% off\";", "strings"), [Pair("nt", "\"a\""), Pair("o", "="), Pair("s2", "\"50% off\""), Pair("p", ";")])
    }

    func testOldStylePropertyListKeysValuesAndData() {
        assertTokens(Samples.plist, "pbxproj", include: [
            Pair("c1", "// !$*UTF8*$!"), Pair("p", "{"), Pair("nt", "archiveVersion"), Pair("o", "="), Pair("mi", "1"),
            Pair("nt", "objects"), Pair("nt", "13B07F961A680F5B00A75B9A"), Pair("cm", "/* App */"), Pair("nt", "isa"),
            Pair("s", "PBXNativeTarget"), Pair("s2", "\"$(TARGET_NAME)\""), Pair("s", "iphoneos"), Pair("p", "("), Pair("s", "main.m"),
            Pair("s2", "\"Other File.swift\""), Pair("mf", "3.5"), Pair("p", ");"), Pair("mh", "<0fbd7a 33>"),
        ])
    }

    /// A `plist` block that starts with `<`, after white space, is XML, as it was before old-style plists.
    func testXMLPropertyListIsXML() {
        let xml = "\n  <?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>Name</key><string>Rows</string></dict></plist>\n"
        XCTAssertEqual(classified(xml, "plist"), classified(xml, "xml"))
        assertTokens(xml, "plist", include: [Pair("cp", "<?xml version=\"1.0\"?>"), Pair("nt", "<plist"), Pair("na", "version"), Pair("nt", "><dict><key>")])
    }

    func testXcconfigSettingsConditionsIncludesAndComments() {
        assertTokens(Samples.xcconfig, "xcconfig", include: [
            Pair("c1", "// Shared settings for every target"), Pair("cp", "#include "), Pair("cpf", "\"Base.xcconfig\""),
            Pair("cp", "#include? "), Pair("cpf", "\"Local.xcconfig\""), Pair("nv", "PRODUCT_NAME"), Pair("o", "="),
            Pair("nv", "$(TARGET_NAME)"), Pair("nv", "$(inherited)"), Pair("s2", "\"UIKit\""), Pair("c1", "// link UIKit"),
            Pair("nv", "SWIFT_ACTIVE_COMPILATION_CONDITIONS"), Pair("p", "["), Pair("na", "config"), Pair("o", "="), Pair("p", "]"),
            Pair("na", "sdk"), Pair("p", "]["), Pair("na", "arch"), Pair("kc", "NO"), Pair("c1", "//example.com/docs"),
            Pair("nv", "${SRCROOT}"), Pair("nv", "$(PRODUCT_NAME:c99extidentifier)"),
        ])
        XCTAssertFalse(classified(Samples.xcconfig, "xcconfig").contains { $0.text.contains("iphonesimulator") }, "a condition's value is plain")
    }

    func testAVersionIsAStringAndANumberANumber() {
        assertTokens("{ MARKETING_VERSION = 1.4.1; OBJECT_VERSION = 56; SCALE = 3.5; }", "plist", include: [
            Pair("s", "1.4.1"), Pair("mi", "56"), Pair("mf", "3.5"),
        ])
    }
}
