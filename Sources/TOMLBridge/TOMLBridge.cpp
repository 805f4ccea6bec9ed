// TOML, read by toml++ (header-only) and handed to Swift as JSON that keeps where each value
// was written.
#include "TOMLBridge.h"

#include <cstdlib>
#include <cstring>
#include <new>
#include <sstream>
#include <stdexcept>
#include <string>

// toml++ assumes what it asserts, and a table header that starts with a character no key starts
// with (`[é]`) breaks an assertion: a debug build aborted, a release build went on undefined. Its
// assertions are kept in every build and throw, which the parse below catches.
#undef NDEBUG
#define TOML_ASSERT(expr) \
    do { \
        if (!(expr)) throw std::logic_error("toml++ assertion: " #expr); \
    } while (0)
#include <toml++/toml.h>

namespace {

void writeString(std::ostringstream &out, std::string_view text) {
    out << '"';
    for (unsigned char character : text) {
        switch (character) {
        case '"': out << "\\\""; break;
        case '\\': out << "\\\\"; break;
        case '\n': out << "\\n"; break;
        case '\r': out << "\\r"; break;
        case '\t': out << "\\t"; break;
        default:
            if (character < 0x20) {
                char escaped[8];
                std::snprintf(escaped, sizeof escaped, "\\u%04x", character);
                out << escaped;
            } else {
                out << character;
            }
        }
    }
    out << '"';
}

void writeNode(std::ostringstream &out, const toml::node &node);

void writeValue(std::ostringstream &out, const toml::node &node) {
    if (auto table = node.as_table()) {
        out << '{';
        bool first = true;
        for (auto &&[key, value] : *table) {
            if (!first) out << ',';
            first = false;
            writeString(out, key.str());
            out << ':';
            writeNode(out, value);
        }
        out << '}';
    } else if (auto array = node.as_array()) {
        out << '[';
        for (size_t index = 0; index < array->size(); index++) {
            if (index > 0) out << ',';
            writeNode(out, *array->get(index));
        }
        out << ']';
    } else if (auto text = node.as_string()) {
        writeString(out, text->get());
    } else {
        // Numbers, booleans, dates and times: as TOML writes them, in text.
        std::ostringstream written;
        if (auto boolean = node.as_boolean()) written << (boolean->get() ? "true" : "false");
        else if (auto integer = node.as_integer()) written << integer->get();
        else if (auto number = node.as_floating_point()) written << number->get();
        else if (auto date = node.as_date()) written << date->get();
        else if (auto time = node.as_time()) written << time->get();
        else if (auto dateTime = node.as_date_time()) written << dateTime->get();
        writeString(out, written.str());
    }
}

void writeNode(std::ostringstream &out, const toml::node &node) {
    // Text is "v"; numbers, booleans, dates and times are "p", plain, as YAML would read them.
    const char *kind = node.is_string() || node.is_table() || node.is_array() ? "v" : "p";
    out << "{\"l\":" << node.source().begin.line << ",\"c\":" << node.source().begin.column << ",\"" << kind << "\":";
    writeValue(out, node);
    out << '}';
}

// The value that makes `count` pass `limit`, counting `node` and everything in it, or nullptr.
const toml::node *valuePastLimit(const toml::node &node, size_t &count, size_t limit) {
    if (++count > limit) return &node;
    if (auto table = node.as_table()) {
        for (auto &&[key, value] : *table) {
            if (auto past = valuePastLimit(value, count, limit)) return past;
        }
    } else if (auto array = node.as_array()) {
        for (auto &&value : *array) {
            if (auto past = valuePastLimit(value, count, limit)) return past;
        }
    }
    return nullptr;
}

char *copy(const std::string &text) {
    char *result = static_cast<char *>(std::malloc(text.size() + 1));
    if (result == nullptr) throw std::bad_alloc();
    std::memcpy(result, text.c_str(), text.size() + 1);
    return result;
}

}

extern "C" ImprintTOMLResult imprint_toml_parse(const char *text, size_t length, size_t maximumValues) {
    ImprintTOMLResult result{nullptr, nullptr, 0, 0};
    try {
        toml::table table = toml::parse(std::string_view(text, length));
        // Checked before the JSON is written: a million-item array as JSON, then as Swift values,
        // took gigabytes.
        size_t count = 0;
        if (auto past = valuePastLimit(table, count, maximumValues)) {
            result.error = copy("more than " + std::to_string(maximumValues) + " values by here: use a smaller value");
            result.line = static_cast<long>(past->source().begin.line);
            result.column = static_cast<long>(past->source().begin.column);
            return result;
        }
        std::ostringstream out;
        out << "{\"l\":1,\"c\":1,\"v\":";
        writeValue(out, table);
        out << '}';
        result.json = copy(out.str());
    } catch (const toml::parse_error &error) {
        result.error = copy(std::string(error.description()));
        result.line = static_cast<long>(error.source().begin.line);
        result.column = static_cast<long>(error.source().begin.column);
    } catch (...) {
        // Out of memory, or anything else: no exception may leave for Swift.
        std::free(result.json);
        result.json = nullptr;
        result.error = copy("the TOML could not be read");
        result.line = 1;
        result.column = 1;
    }
    return result;
}

extern "C" void imprint_toml_free(ImprintTOMLResult result) {
    std::free(result.json);
    std::free(result.error);
}
