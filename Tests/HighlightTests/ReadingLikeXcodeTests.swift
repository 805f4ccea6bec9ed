import Highlight
import XCTest

/// The constructs where real Cocoa, Swift and C code read wrong: type names, function names in
/// definitions, regular expression literals, the operators Xcode and GitHub keep quiet, and the
/// keywords that were missing.
final class ReadingLikeXcodeTests: XCTestCase {
    func testCocoaClassNamesAreClassesButNotCocoaFunctionsOrMacros() {
        let code = """
            NSMutableDictionary<NSString *, NSError *> *errors = [NSMutableDictionary dictionary];
            UIView *view = [[UIView alloc] initWithFrame:CGRectZero];
            CGRect frame = CGRectMake(0, 0, 10, 10);
            NSLog(@"%@", view);
            UIKIT_EXTERN NSString *const RowCacheKey;
            RowCache *cache = [RowCache new];
            """
        let tokens = classified(code, "objc")
        for name in ["NSMutableDictionary", "NSString", "NSError", "UIView", "RowCache"] {
            XCTAssertTrue(tokens.contains(Pair("nc", name)), "\(name) is a class: \(tokens)")
        }
        for name in ["CGRectMake", "NSLog", "UIKIT_EXTERN", "CGRectZero", "errors", "view", "frame"] {
            XCTAssertFalse(tokens.contains(Pair("nc", name)), "\(name) is not a class")
        }
        assertTokens(code, "objc", include: [Pair("nc", "NSMutableDictionary"), Pair("p", "<"), Pair("nc", "NSString"), Pair("nc", "NSError"), Pair("p", "*>")])
    }

    func testSwiftTypesInTypePositionsOnly() {
        let code = """
            struct Row: Identifiable, Hashable {
                let id: UUID
                var tags: [Tag] = []
                func load() async throws -> Payload? { try await Loader.shared.fetch(id) as? Payload }
                var body: some View { ZStack { Text(title) } }
            }
            let logger = Logger(subsystem: "app", category: "rows")
            let cached = cache as! Dictionary<Key, Set<Value>>
            if value is Error {}
            let Constant = 3
            switch state { case .Ready: break }
            """
        let tokens = classified(code, "swift")
        for name in ["Identifiable", "Hashable", "UUID", "Tag", "Payload", "Loader", "View", "ZStack", "Text", "Logger",
                     "Dictionary", "Key", "Value"] {
            XCTAssertTrue(tokens.contains(Pair("nc", name)) || tokens.contains(Pair("kt", name)), "\(name) is a type: \(tokens)")
        }
        XCTAssertTrue(tokens.contains(Pair("kt", "Set")) && tokens.contains(Pair("kt", "Error")), "the known types keep their class")
        XCTAssertFalse(tokens.contains(Pair("nc", "Constant")), "a capitalised constant's declaration is no type")
        XCTAssertFalse(tokens.contains(Pair("nc", "Ready")), "a member after . is no type")
        XCTAssertFalse(tokens.contains { $0.cssClass == "nc" && $0.text.first?.isLowercase == true }, "no lowercase name is a type")
    }

    func testSwiftRegexLiterals() {
        assertTokens(#"let pair = /(.+?): (.+)/"#, "swift", include: [Pair("sr", "/(.+?): (.+)/")])
        assertTokens("if let match = line.firstMatch(of: #/(?<key>\\w+)=(?<value>.*)/#) {}", "swift", include: [
            Pair("sr", "#/(?<key>\\w+)=(?<value>.*)/#"),
        ])
        assertTokens("let extended = #/\n  (\\d+) # digits\n/#\nlet x = 1", "swift", include: [
            Pair("sr", "#/\n  (\\d+) # digits\n/#"), Pair("kd", "let"),
        ])
        let division = classified("let half = width / 2 / scale", "swift")
        XCTAssertFalse(division.contains { $0.cssClass == "sr" }, "division is no regex: \(division)")
        assertTokens("let key = match?.0", "swift", include: [Pair("p", "?."), Pair("mi", "0")])
    }

    func testFunctionNamesInCFamilyDefinitions() {
        assertTokens("static void disableRawMode(int fd) {\n    tcsetattr(fd, TCSAFLUSH, &orig);\n}", "c", include: [
            Pair("kt", "void"), Pair("nf", "disableRawMode"),
        ])
        XCTAssertFalse(classified("    tcsetattr(fd, TCSAFLUSH, &orig);\n    return write(fd, buf, n);", "c").contains { $0.cssClass == "nf" })
        assertTokens("int\nmain(void);\nstatic inline int max(int a, int b);", "c", include: [Pair("nf", "max")])
        assertTokens(
            "static NSError * AFErrorWithUnderlyingError(NSError *error, NSError *underlyingError) {\n}", "objc",
            include: [Pair("nc", "NSError"), Pair("nf", "AFErrorWithUnderlyingError")])
        assertTokens("std::vector<int> Parser::tokens(const std::string &text) const {\n}", "cpp", include: [Pair("nf", "tokens")])
        XCTAssertFalse(classified("std::sort(v.begin(), v.end());\nx = compute(y);", "cpp").contains { $0.cssClass == "nf" })
        assertTokens("@Override\npublic List<String> names(int limit) throws IOException {\n}", "java", include: [
            Pair("nf", "names"),
        ])
        XCTAssertFalse(classified("System.out.println(names(3));\nnew Thread(task).start();", "java").contains { $0.cssClass == "nf" })
    }

    func testMethodNamesInCSharpAndMetalDefinitions() {
        assertTokens("public async Task<List<Item>> LoadItems(int page) {\n    return await client.GetItems(page);\n}", "csharp", include: [
            Pair("p", "<"), Pair("nc", "Item"), Pair("nf", "LoadItems"),
        ])
        XCTAssertFalse(classified("    return await client.GetItems(page);", "csharp").contains { $0.cssClass == "nf" })
        assertTokens("kernel void blur(texture2d<float, access::read> input [[texture(0)]],\n                 uint2 gid [[thread_position_in_grid]]) {\n}", "metal", include: [
            Pair("nf", "blur"),
        ])
    }

    /// What the samples of the new languages found.
    func testFloatSuffixesMemberKeywordsAndConstructorArguments() {
        assertTokens("var speed = 12f; var scale = 0.5F;", "csharp", include: [Pair("mf", "12f"), Pair("mf", "0.5F")])
        XCTAssertFalse(classified("t := reflect.ValueOf(n).Type()", "go").contains(Pair("k", "Type")), "Type is a keyword after . in Swift only")
        assertTokens("let t = T.Type.self", "swift", include: [Pair("k", "Type")])
        XCTAssertFalse(classified("constexpr sampler linearSampler(coord::normalized, filter::linear);", "metal").contains { $0.cssClass == "nf" })
    }

    /// Ruby's and PHP's single quotes escape only `\'` and `\\`.
    func testSingleQuotedStringsEscapeOnlyTheQuoteAndTheBackslash() {
        XCTAssertEqual(classified(#"x = '\n'"#, "ruby"), [Pair("o", "="), Pair("s1", #"'\n'"#)])
        assertTokens(#"x = 'it\'s'"#, "ruby", include: [Pair("s1", "'it"), Pair("se", #"\'"#), Pair("s1", "s'")])
        assertTokens(#"<?php $path = '\clear_cache'; ?>"#, "php", include: [Pair("s1", #"'\clear_cache'"#)])
    }

    func testKotlinExtensionReceiverIsNotTheFunctionName() {
        assertTokens("suspend fun Throwable.suspendAndThrow(): Nothing = throw this", "kotlin", include: [
            Pair("kd", "fun"), Pair("nc", "Throwable"), Pair("nf", "suspendAndThrow"),
        ])
        assertTokens("def self.for(name)", "ruby", include: [Pair("bp", "self"), Pair("nf", "for")])
    }

    func testQuietOperators() {
        assertTokens("func load(_ id: Int?) -> Result<Row, any Error> { let x = id ?? 0 }", "swift", include: [
            Pair("p", "?)"), Pair("p", "->"), Pair("p", "<"), Pair("p", ">"), Pair("p", "="), Pair("o", "??"),
        ])
        assertTokens("- (void)reload;\n+ (instancetype)shared;", "objc", include: [Pair("p", "-"), Pair("p", "+")])
        assertTokens("int total = a + b;\np->next = NULL;", "c", include: [Pair("p", "="), Pair("o", "+"), Pair("p", "->")])
        assertTokens("if (a == b && c != d) {}", "swift", include: [Pair("o", "=="), Pair("o", "&&"), Pair("o", "!=")])
        let comparison = classified("if (count < limit && total > 0) {}", "cpp")
        XCTAssertTrue(comparison.contains(Pair("o", "<")) && comparison.contains(Pair("o", ">")), "comparisons stay operators: \(comparison)")
    }

    func testObjectiveCKeywordsAndPropertyAttributes() {
        assertTokens(
            "@property (nonatomic, copy, getter=isEnabled) NSString *title;\n@property (class, readonly, strong) id shared;",
            "objc",
            include: [
                Pair("k", "@property"), Pair("k", "nonatomic"), Pair("k", "copy"), Pair("k", "getter"), Pair("nf", "isEnabled"),
                Pair("k", "class"), Pair("k", "readonly"), Pair("k", "strong"),
            ])
        XCTAssertFalse(classified("NSArray *list = [items copy];", "objc").contains(Pair("k", "copy")), "copy as a message is no keyword")
        let bridged = classified("CFStringRef s = (__bridge CFStringRef)name; NSError *__autoreleasing e; __kindof UIView *v;", "objc")
        for keyword in ["__bridge", "__autoreleasing", "__kindof"] {
            XCTAssertTrue(bridged.contains(Pair("k", keyword)), "\(keyword) is a keyword: \(bridged)")
        }
    }

    func testRubyGlobalsAndPercentLiterals() {
        assertTokens("puts $0\nwarn $!\nroute = %r{^/posts/(\\d+)}i\nnames = %w[a b]\nx = 10 % 3", "ruby", include: [
            Pair("vg", "$0"), Pair("vg", "$!"), Pair("sr", "%r{^/posts/(\\d+)}i"), Pair("sx", "%w[a b]"), Pair("o", "%"),
        ])
    }

    func testKotlinAndJavaImportPathsAreNamespaces() {
        assertTokens("package com.example.data\nimport kotlinx.coroutines.flow.*\nimport org.gradle.api.internal.file", "kotlin", include: [
            Pair("kn", "package"), Pair("nn", "com.example.data"), Pair("nn", "kotlinx.coroutines.flow.*"),
            Pair("nn", "org.gradle.api.internal.file"),
        ])
        assertTokens("import java.util.List;", "java", include: [Pair("kn", "import"), Pair("nn", "java.util.List")])
    }
}
