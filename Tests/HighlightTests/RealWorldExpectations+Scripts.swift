/// Python, Ruby, shell scripts and terminal sessions: decorators, docstrings and f-strings, Ruby's
/// symbols, variables, `$0`, `%r{}` and heredocs, the shell's expansions, prompts and output.
extension RealWorldExpectations {
    static let scripts: [String: TokenExpectation] = [
        "python.py": TokenExpectation(
            tokens: [
                Pair("sd", "\"\"\"Report and export the translations of an Xcode String Catalog.\n\n"
                    + "Usage: strings_report.py Localizable.xcstrings [--export out.csv] [--languages de,fr,ja]\n\"\"\""),
                Pair("kn", "from"), Pair("kn", "import"), Pair("sa", "r"),
                Pair("s2", #""%(?:\d+\$)?(?:lld|ld|d|@|f|\.\d+f|s)""#), Pair("nd", "@dataclass"), Pair("kc", "True"),
                Pair("k", "class"), Pair("nc", "Entry"),
                Pair("sd", "\"\"\"One key of the catalog in one language.\"\"\""), Pair("nb", "str"), Pair("o", "|"),
                Pair("kc", "None"), Pair("nd", "@property"), Pair("k", "def"), Pair("nf", "missing"),
                Pair("bp", "self"), Pair("o", "->"), Pair("nb", "bool"), Pair("ow", "is"), Pair("ow", "and"),
                Pair("ow", "not"), Pair("ow", "or"), Pair("nb", "Exception"), Pair("k", "pass"), Pair("nd", "@cache"),
                Pair("k", "try"), Pair("k", "with"), Pair("k", "as"), Pair("k", "except"), Pair("k", "raise"),
                Pair("sa", "f"), Pair("si", "{"), Pair("si", "}"), Pair("s1", "'version'"), Pair("nf", "entries"),
                Pair("k", "for"), Pair("ow", "in"), Pair("k", "continue"), Pair("k", "match"), Pair("k", "case"),
                Pair("k", "yield"), Pair("k", "if"), Pair("k", "else"), Pair("nf", "problems"), Pair("k", "elif"),
                Pair("nf", "export"), Pair("nf", "main"), Pair("nb", "print"), Pair("nb", "len"), Pair("k", "return"),
                Pair("s2", "\"__main__\""),
            ]),
        "ruby.rb": TokenExpectation(
            tokens: [
                Pair("nb", "require"), Pair("s2", "\"json\""), Pair("ss", ":ios"), Pair("no", "SCHEME"), Pair("o", "="),
                Pair("sx", "%w[\n  platform=iOS\\ Simulator,name=iPhone\\ 15\n"
                    + "  platform=iOS\\ Simulator,name=iPad\\ Air\\ (5th\\ generation)\n]"),
                Pair("k", "module"), Pair("nn", "Release"),
                Pair("c1", "# Builds release notes from the commits since the last tag."), Pair("k", "class"),
                Pair("nc", "Changelog"), Pair("sr", #"%r{\Av(\d+)\.(\d+)(?:\.(\d+))?\z}"#),
                Pair("sr", #"/\A(?:Merge|WIP|fixup!)/i"#), Pair("nb", "attr_reader"), Pair("ss", ":version"),
                Pair("k", "def"), Pair("nf", "initialize"), Pair("ss", "version:"), Pair("kc", "nil"),
                Pair("vi", "@version"), Pair("vc", "@@built"), Pair("bp", "self"), Pair("nf", "bump"), Pair("ow", "or"),
                Pair("nb", "raise"), Pair("si", "#{"), Pair("k", "case"), Pair("k", "when"), Pair("k", "then"),
                Pair("nf", "collect!"), Pair("sb", "`git log --pretty=format:%s "), Pair("vi", "@since"),
                Pair("o", "=~"), Pair("sh", "<<~NOTES"), Pair("nb", "private"), Pair("k", "rescue"),
                Pair("no", "Errno"), Pair("k", "end"), Pair("k", "do"), Pair("o", "|"), Pair("vg", "$0"),
                Pair("ss", "project:"), Pair("kc", "true"), Pair("no", "ENV"), Pair("k", "next"),
                Pair("sr", "%r{Tests? failed}"), Pair("k", "defined?"), Pair("kc", "__FILE__"),
                Pair("sr", #"/^\s*lane :(\w+)/"#), Pair("vg", "$stdout"),
            ]),
        "bash.sh": TokenExpectation(
            tokens: [
                Pair("ch", "#!/usr/bin/env bash"), Pair("nb", "set"), Pair("nv", "IFS"), Pair("o", "="),
                Pair("nb", "readonly"), Pair("nv", "SCHEME"), Pair("s2", "\""), Pair("nv", "${SCHEME:-Clipper}"),
                Pair("nv", "VERBOSE"), Pair("mi", "0"), Pair("nb", "printf"),
                Pair("s1", #"'\033[1;34m==>\033[0m %s\n'"#), Pair("nv", "$*"), Pair("o", ">&"), Pair("mi", "2"),
                Pair("nb", "exit"), Pair("sh", "<<EOF"), Pair("nb", "local"), Pair("nv", "$?"), Pair("o", "&&"),
                Pair("k", "if"), Pair("p", "(("), Pair("k", "then"), Pair("k", "fi"), Pair("nb", "trap"),
                Pair("k", "while"), Pair("nb", "getopts"), Pair("k", "do"), Pair("k", "case"), Pair("nv", "$option"),
                Pair("k", "in"), Pair("p", ";;"), Pair("k", "esac"), Pair("k", "done"), Pair("nb", "shift"),
                Pair("k", "$(("), Pair("k", "))"), Pair("nv", "${1:-}"), Pair("o", "||"), Pair("k", "$("),
                Pair("nv", "${xcodebuild_args[@]}"), Pair("sh", "<<'PLIST'"), Pair("se", "\\\n"), Pair("k", "for"),
                Pair("nv", "${file##*/}"), Pair("sh", "<<ITEM"),
            ]),
        "console.sh-session": TokenExpectation(
            tokens: [
                Pair("gp", "$ "),
                Pair("c1", "# Written for Imprint's highlighting tests by the Imprint team. Modelled on the terminal"),
                Pair("go", "swift-driver version: 1.115 Apple Swift version 6.0 (swiftlang-6.0.0.9.10 clang-1600.0.26.2)"),
                Pair("o", "&&"), Pair("nb", "cd"), Pair("go", "Cloning into 'feedkit'..."), Pair("o", "|"),
                Pair("nb", "echo"), Pair("nv", "$?"), Pair("go", "1"), Pair("nb", "export"),
                Pair("nv", "DEVELOPER_DIR"), Pair("s2", "\"/Applications/Xcode-15.4.app/Contents/Developer\""),
                Pair("s1", "'iPhone (15|SE)'"), Pair("k", "for"), Pair("k", "in"), Pair("k", "do"),
                Pair("nb", "printf"), Pair("k", "$("), Pair("nv", "${f##*/}"), Pair("k", "done"),
                Pair("go", "  212 Entry.swift"), Pair("gp", "% "), Pair("nv", "$SHELL"), Pair("go", "/bin/zsh"),
                Pair("gp", "# "), Pair("go", "Reading package lists... Done"), Pair("nv", "$PWD"),
            ]),
    ]
}
