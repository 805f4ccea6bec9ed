/// Code with the tricky cases of each language, for the round-trip and per-language tests.
enum Samples {
    static let objc = #"""
    #import <Foundation/Foundation.h>
    #define MAX_ROWS 64 // rows
    static NSString * const KeyName = @"app.key \"quoted\"";

    @interface RowCache : NSObject <NSCacheDelegate>
    @property (nonatomic, copy) NSString *title;
    - (void)reloadItems:(NSArray *)items;
    @end

    @implementation RowCache
    - (void)reloadItems:(NSArray *)items
    {
        SEL action = @selector(reloadData);
        dispatch_async(dispatch_get_main_queue(), ^{ self.items = @[@1, @2.5]; });
        if (items == nil) { return; } /* multi
        line */
    }
    @end
    """#

    static let swift = ##"""
    import Foundation
    /* outer /* nested */ still comment */
    @MainActor
    final class RowCache<T: Hashable>: ObservableObject {
        @Published var rows: [T] = []
        let greeting = "Hello, \(name.uppercased())! \t tab"
        let raw = #"A \d+ "raw" string with \#(value) inside"#
        let block = """
            Multiline \(1 + 2)
            "quoted"
            """
        func reload(_ items: [T]) async throws -> Int {
            #if DEBUG
            print(#function)
            #endif
            return items.filter { $0.hashValue > 0x1F }.count + 1_000 + Int(2.5e-3)
        }
        var `default`: Int { 0 }
    }
    """##

    static let c = #"""
    #include <stdio.h>
    #include "config.h"
    #define SQUARE(x) ((x) * (x)) \
        /* continued */
    struct point { int x, y; };
    int main(int argc, char *argv[]) {
        char c = '\n';
        unsigned long n = 0xFFul + 017 + 1.5f;
        printf("%d points\n", argc); // count
        return 0;
    }
    """#

    static let cpp = #"""
    #include <vector>
    namespace geometry {
    template <typename T>
    class Shape {
    public:
        virtual ~Shape() = default;
        auto name() const -> std::string { return R"raw(a "raw" \n string)raw"; }
        bool empty = nullptr == this;
    };
    }
    """#

    static let javascript = #"""
    import { render } from './view.js';
    const pattern = /^\/posts\/(\d+)[/?]$/gi;
    let total = count / 2 / scale;
    function greet(name) {
      return `Hello, ${name.toUpperCase()} and ${`nested ${1 + 1}`}!`;
    }
    class Cache extends Map { get size() { return this.count ?? 0; } }
    console.log('single \'quoted\'', "double", 0b1010, 1e-9, $element);
    """#

    static let typescript = #"""
    interface Row { id: number; title?: string }
    type Id = string | number;
    @Component({ selector: 'app-row' })
    export class RowView implements Row {
      readonly id: number = 0;
      constructor(private readonly cache: Map<Id, Row>) {}
    }
    """#

    static let java = #"""
    package com.example.rows;
    import java.util.List;
    @Override
    public final class RowCache<T> implements Cache {
        private static final char NEWLINE = '\n';
        public int count(List<T> items) { return items.size() + 0x10 + 3_000L; }
        String block = """
            text block "quoted"
            """;
    }
    """#

    static let kotlin = #"""
    package com.example
    /* outer /* nested */ still */
    data class Row(val id: Int, val title: String)
    fun greet(name: String): String = "Hello, $name! ${name.length} chars"
    val raw = """
        raw ${'$'}money $name
        """
    object Registry { lateinit var rows: List<Row> }
    """#

    static let scala = #"""
    package example
    import scala.concurrent.Future
    case class Row(id: Int, title: String)
    object Main extends App {
      def greet(name: String): String = s"Hello, $name! ${name.length}"
      val path = raw"C:\temp\$name"
      val block = """no \escapes here"""
      trait Named { def name: String }
    }
    """#

    static let python = #"""
    #!/usr/bin/env python3
    from dataclasses import dataclass
    import re

    @dataclass
    class Row:
        """A row of the table."""
        id: int
        title: str = 'untitled'

        def describe(self, width=0x10):
            pattern = r"\d+\.\d*"
            label = f"{self.title!r:>{width}} has {{braces}} and {len(self.title)}"
            return label if self.id is not None and True else b'bytes\n'
    """#

    static let ruby = #"""
    # A row cache
    require 'json'
    module Rows
      class Cache < Base
        attr_reader :rows
        @@count = 0
        def fetch(key, default: nil)
          @rows ||= {}
          $stderr.puts "missing #{key.inspect} in #{@rows.size} rows" unless @rows.key?(key)
          sql = <<~SQL
            SELECT * FROM rows WHERE id = #{key}
          SQL
          @rows.fetch(key) { default } =~ /\A\d+\z/
        end
      end
    end
    =begin
    a block comment
    =end
    """#

    static let shell = #"""
    #!/bin/sh
    set -eu
    # build every package
    for f in Sources/*.swift; do
        wc -l "$f" | sort -n > "${OUT:-out}.log" 2>&1
    done
    NAME='single $quoted'
    echo "Built $(git rev-parse --short HEAD) on $(date) \"today\"" && exit 0
    cat <<'EOF' > notes.txt
    literal $HOME and `ticks`
    EOF
    echo $((1 + 2)) $1 $@
    """#

    static let console = #"""
    $ git clone https://github.com/example/rows.git
    Cloning into 'rows'...
    $ cd rows && swift build -c release
    Build complete!
    # apt-get install -y libcmark-gfm-dev
    % echo "$SHELL"
    /bin/zsh
    """#

    static let json = #"""
    {
      "name": "rows",
      "version": 2,
      "ratio": -1.5e3,
      "tags": ["swift", "ios", "\u00e9\n"],
      "private": false,
      "license": null
    }
    """#

    static let yaml = #"""
    ---
    title: "Caching row heights: a \"study\""
    date: 2011-10-12
    draft: false
    count: 42
    ratio: 1.5
    tags: [ios, objc]
    anchors: &defaults
      timeout: 30 # seconds
    merged: *defaults
    summary: |
      A block scalar
      over two lines.
    typed: !!str 123
    - list item
    """#

    static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <!-- a comment -->
    <head><style>body { color: #333; margin: 0 auto; }</style></head>
    <body class="post" data-id='7'>
      <p>Fish &amp; chips &copy; 2026</p>
      <script>const x = `a ${1 + 1}`; if (a < b) { run(); }</script>
      <img src="a.png" alt="">
    </body>
    </html>
    """#

    static let xml = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
      <channel><title>Rows &amp; columns</title><![CDATA[<b>raw</b>]]></channel>
    </rss>
    """#

    static let css = #"""
    @media (prefers-color-scheme: dark) {
      .highlight pre > code, #main a:hover::after {
        color: #e6edf3;
        margin: 0 -1.5em 2px;
        font-family: "SF Mono", monospace !important;
        background: url(bg.png) rgb(0, 0, 0);
      }
    }
    /* comment */
    """#

    static let diff = #"""
    diff --git a/Row.swift b/Row.swift
    index 3b18e51..a9c3f1d 100644
    --- a/Row.swift
    +++ b/Row.swift
    @@ -1,3 +1,3 @@
     struct Row {
    -    var title: String
    +    var title: String?
     }
    """#

    static let go = #"""
    package main

    import (
        "fmt"
        "io"
    )

    // Reader counts the bytes it reads.
    type Reader struct {
        src   io.Reader
        count int64
    }

    func (r *Reader) Read(p []byte) (n int, err error) {
        n, err = r.src.Read(p)
        r.count += int64(n)
        return n, err
    }

    func main() {
        path := `C:\raw\string "quoted"`
        sep, tab := '\n', '\t'
        done := make(chan struct{})
        go func(x int) { close(done) }(0x1F)
        /* block */ fmt.Printf("%s %c%c %v\n", path, sep, tab, 1.5e3 == 0 || nil == nil)
        <-done
    }
    """#

    static let rust = ##"""
    //! Crate docs.
    use std::collections::HashMap;

    /// A cache of rows.
    #[derive(Debug, Clone)]
    #[cfg(feature = "serde")]
    pub struct Cache<'a> {
        rows: HashMap<&'a str, Vec<u8>>,
    }

    impl<'a> Cache<'a> {
        pub fn get(&self, key: &'a str) -> Option<&Vec<u8>> {
            let c = 'x';
            let newline = '\n';
            let raw = r#"a "raw" \n string"#;
            let bytes = b"bytes\n";
            /* outer /* nested */ still comment */
            println!("{} {}", c, 1_000u32 + 0xFF_u8 as u32);
            'outer: loop { break 'outer; }
            self.rows.get(key)
        }
    }

    fn longest<'b>(x: &'b str, y: &'static str) -> &'b str { if x.len() > 2.5f64 as usize { x } else { y } }
    """##

    static let metal = #"""
    #include <metal_stdlib>
    using namespace metal;

    struct VertexOut {
        float4 position [[position]];
        half3 color;
    };

    vertex VertexOut vertex_main(const device float3 *positions [[buffer(0)]],
                                 constant float4x4 &mvp [[buffer(1)]],
                                 uint vid [[vertex_id]]) {
        VertexOut out;
        out.position = mvp * float4(positions[vid], 1.0);
        out.color = half3(0.5h, 1.0h, 0.25h);
        return out;
    }

    fragment half4 fragment_main(VertexOut in [[stage_in]]) { return half4(in.color, 1); }

    kernel void add(device const float *a [[buffer(0)]], uint id [[thread_position_in_grid]]) {
        threadgroup float shared[64]; // scratch
    }
    """#

    static let glsl = #"""
    #version 450 core
    // A textured, lit fragment
    layout(location = 0) in vec3 vNormal;
    layout(location = 1) in vec2 vUV;
    layout(location = 0) out vec4 fragColor;

    uniform sampler2D albedo;
    uniform mat4 model;
    precision highp float;

    struct Light { vec3 direction; float intensity; };

    void main() {
        vec3 n = normalize(vNormal);
        float diffuse = max(dot(n, vec3(0.0, 1.0, 0.0)), 0.0) * 1.5e-1;
        /* gamma */
        fragColor = vec4(texture(albedo, vUV).rgb * diffuse, 1.0);
        if (gl_FrontFacing == false) { discard; }
    }
    """#

    static let csharp = #"""
    using System;
    using System.Collections.Generic;
    using static System.Math;

    namespace Imprint.Samples
    {
        [Serializable]
        [Route("api/[controller]")]
        public sealed class RowCache<T> : IDisposable where T : class
        {
            private readonly Dictionary<string, T> rows = new();
            public int Count { get; private set; }

            #region Helpers
            public string Describe(string name)
            {
                var path = @"C:\temp\""quoted"" file";
                var message = $"Row {name} has {Count,5:N0} items and {{braces}}";
                var both = $@"{path}\{name}";
                char c = '\n';
                return message + path + both + c + 1.5m + 0x1F + (this == null);
            }
            #endregion

            public void Dispose() => rows.Clear();
        }
    }
    """#

    static let lua = #"""
    -- A tiny module
    local M = {}

    --[[ a block
    comment ]]
    --[==[ another ]] still comment ]==]

    local function greet(name)
      return string.format("Hello, %s!\n", name) .. [[long
    string]] .. [==[with ]] inside]==]
    end

    function M.util:run(x, ...)
      if x ~= nil and not self.done then
        for i, v in ipairs({1, 2.5, 0x10}) do print(i, v) end
      end
      return 'single'
    end

    return M
    """#

    static let php = #"""
    <!DOCTYPE html>
    <ul class="posts">
    <?php foreach ($posts as $post): ?>
      <li><a href="<?= htmlspecialchars($post->url) ?>"><?= $post->title ?></a></li>
    <?php endforeach; ?>
    </ul>
    <?php
    namespace App\Models;

    #[Entity]
    final class Post extends Model
    {
        /** The table's name. */
        protected static $table = 'posts';

        public function summary(int $length = 80): string
        {
            $text = "Post {$this->title}: $length chars\n"; // a comment
            # another comment
            $html = <<<HTML
              <p>$text</p>
              HTML;
            $raw = <<<'EOT'
            no $interpolation here
            EOT;
            return self::trim($text) ?? null;
        }
    }
    """#

    static let sql = #"""
    -- Recent posts with their tag counts
    CREATE TABLE "posts" (
        id SERIAL PRIMARY KEY,
        title VARCHAR(200) NOT NULL,
        published_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP
    );
    /* a /* nested */ comment */
    select p.title, count(t.id) as tags
    from posts p left join `tags` t on t.post_id = p.id
    where p.title like 'It''s %' and p.id > $1 and @limit >= 10.5
    group by p.title order by tags desc limit 10;
    CREATE FUNCTION touch() RETURNS trigger AS $$ BEGIN NEW.updated = now(); RETURN NEW; END; $$ LANGUAGE plpgsql;
    """#

    static let toml = #"""
    # Site configuration
    title = "Rows \"and\" columns"
    "quoted key" = 'literal \n'
    site.base_url = "https://example.com"
    1234 = 1234

    [server.alpha]
    ip = "10.0.0.1"
    port = 8_080
    ratio = -1.5e3
    enabled = true
    hex = 0xDEAD_beef
    not-a-number = nan
    born = 1979-05-27T07:32:00-08:00
    local = 1979-05-27 07:32:00
    day = 1979-05-27
    lunch = 12:30:00
    ports = [ 8000, 8001,
      8002, # trailing comment
    ]
    point = { x = 1, y = "two", nested = { z = [1, [2, 3]] } }
    bio = """
    Multiline \
    basic string"""
    regex = '''I [dw]on't need \d{2}'''

    [[products]]
    name = "Hammer"
    """#

    static let makefile = #"""
    CC ?= cc
    CFLAGS := -O2 -Wall $(EXTRA)
    SRC = $(wildcard src/*.c)
    OBJ = $(SRC:.c=.o)
    export PATH := $(PWD)/bin:$(PATH)

    # Build everything
    .PHONY: all clean

    all: app ## the default

    app: $(OBJ) | build
    \#t@echo "Linking $@ from $^"
    \#t$(CC) $(CFLAGS) -o $@ $^ \
    \#t    -lm

    %.o: %.c
    \#t$(CC) -c $< -o $@

    ifeq ($(OS),Windows_NT)
    EXE = .exe
    else
    EXE =
    endif

    include config.mk

    clean:
    \#trm -f $(OBJ) app$(EXE)
    """#

    static let dockerfile = #"""
    # syntax=docker/dockerfile:1
    # escape=\
    # A two-stage build
    FROM --platform=$BUILDPLATFORM golang:1.22 AS build
    WORKDIR /src
    COPY go.mod go.sum ./
    RUN go mod download && \
        # fetch modules first
        go build -o /out/app ./cmd/app
    ENV CGO_ENABLED=0 GOOS=linux
    ARG VERSION="1.0"
    run echo "lower case works"
    RUN <<EOF
    apt-get update
    apt-get install -y curl
    EOF

    from alpine:3.19
    COPY --from=build /out/app /usr/local/bin/app
    EXPOSE 8080
    HEALTHCHECK --interval=30s CMD wget -qO- http://localhost:8080/health || exit 1
    ENTRYPOINT ["/usr/local/bin/app", "--port", "8080"]
    CMD ["serve"]
    """#

    static let plist = #"""
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objectVersion = 56;
        objects = {
            13B07F961A680F5B00A75B9A /* App */ = {
                isa = PBXNativeTarget;
                buildSettings = {
                    PRODUCT_NAME = "$(TARGET_NAME)";
                    SDKROOT = iphoneos;
                };
                files = (main.m, "Other File.swift", 3.5);
                icon = <0fbd7a 33>;
            };
        };
    }
    """#

    static let strings = #"""
    /* Title of the main window */
    "window.title" = "Rows & Columns";

    // Shown when a row is deleted
    "row.deleted %@" = "Deleted “%@” (%1$d of %2$lld, 100%% done)\n";
    unquoted_key = "Value with \"escapes\" and \U00E9";
    """#

    static let xcconfig = #"""
    // Shared settings for every target
    #include "Base.xcconfig"
    #include? "Local.xcconfig"

    PRODUCT_NAME = $(TARGET_NAME)
    OTHER_LDFLAGS = $(inherited) -ObjC -framework "UIKit" // link UIKit
    SWIFT_ACTIVE_COMPILATION_CONDITIONS[config=Debug] = $(inherited) DEBUG
    EXCLUDED_ARCHS[sdk=iphonesimulator*][arch=x86_64] = i386
    ENABLE_BITCODE = NO
    HOMEPAGE = https://example.com/docs
    INFOPLIST_FILE = ${SRCROOT}/$(PRODUCT_NAME:c99extidentifier)/Info.plist
    """#

    static let all = [
        objc, swift, c, cpp, metal, glsl, go, rust, javascript, typescript, java, kotlin, scala, csharp, python, ruby, lua,
        php, shell, console, makefile, dockerfile, sql, json, yaml, toml, html, xml, plist, strings, xcconfig, css, diff,
    ]
}
