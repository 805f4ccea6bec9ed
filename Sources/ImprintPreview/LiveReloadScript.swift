import Foundation
import ImprintCore

/// The script the preview server adds to every HTML page it serves (and never to built files).
///
/// It listens to `/__imprint/events`: `reload` reloads the page (or, when it names the page of
/// the post just saved, goes there), `css` swaps the stylesheets in
/// place, `failure` shows the build errors over the page, and `hello` carries the build's id, so
/// that a page loaded before a server restart or a missed event reloads when it reconnects.
enum LiveReloadScript {
    static func tag(basePath: String) -> String {
        """
        <script>
        (function () {
          var events = \(JavaScriptText.string(basePath + "__imprint/events")), seen = null;
          function overlay(text) {
            var box = document.getElementById("imprint-errors");
            if (!text) { if (box) box.remove(); return; }
            if (!box) {
              box = document.createElement("pre");
              box.id = "imprint-errors";
              box.setAttribute("role", "alert");
              box.style.cssText = "position:fixed;inset:0 0 auto 0;z-index:2147483647;margin:0;padding:1rem 1.25rem;" +
                "max-height:60vh;overflow:auto;background:#2d0f12;color:#ffd7d5;font:13px/1.5 ui-monospace,monospace;" +
                "white-space:pre-wrap;border-bottom:3px solid #ff6b6b";
              document.documentElement.appendChild(box);
            }
            box.textContent = "Imprint: the build failed. The page shows the last good build.\\n\\n" + text;
          }
          function connect() {
            var source = new EventSource(events);
            source.addEventListener("hello", function (event) {
              var build = event.data.split("\\n")[0];
              if (seen !== null && seen !== build) { location.reload(); return; }
              seen = build;
              overlay(event.data.split("\\n").slice(1).join("\\n"));
            });
            source.addEventListener("reload", function (event) {
              var page = event.data.split("\\n")[1];
              if (page && location.pathname !== page) { location.href = page; } else { location.reload(); }
            });
            source.addEventListener("css", function (event) {
              seen = event.data;
              overlay("");
              document.querySelectorAll('link[rel="stylesheet"]').forEach(function (link) {
                var url = new URL(link.href);
                url.searchParams.set("imprint-reload", Date.now());
                link.href = url.href;
              });
            });
            source.addEventListener("failure", function (event) { overlay(event.data); });
            source.onerror = function () { source.close(); setTimeout(connect, 1000); };
          }
          connect();
        })();
        </script>
        """
    }

    /// `html` with the script right after `<head>` (or `<head …>`), else before `</body>`, else at the end.
    static func inject(into html: Data, basePath: String) -> Data {
        let text = String(decoding: html, as: UTF8.self)
        let script = tag(basePath: basePath)
        if let head = text.range(of: "<head", options: .caseInsensitive),
           let close = text[head.upperBound...].firstIndex(of: ">"),
           [">", " ", "\n", "\t"].contains(text[head.upperBound]) {
            let after = text.index(after: close)
            return Data((text[..<after] + "\n" + script + text[after...]).utf8)
        }
        if let body = text.range(of: "</body>", options: [.caseInsensitive, .backwards]) {
            return Data((text[..<body.lowerBound] + script + "\n" + text[body.lowerBound...]).utf8)
        }
        return Data((text + script).utf8)
    }
}
