// Loads a post's comment service when the reader asks for it: until then, the page makes no
// request to giscus.app, utteranc.es or a Mastodon server. Without JavaScript, the button and
// its note stay hidden and the link below them leads to the discussion.
document.querySelectorAll(".comments-ask").forEach(function (line) {
  line.hidden = false;
});

document.addEventListener("click", function (event) {
  var button = event.target.closest(".comments-load");
  var frame = button && button.closest("[data-comments]");
  if (!frame) return;
  button.disabled = true;
  var service = frame.getAttribute("data-comments");
  if (service === "mastodon") {
    showReplies(frame, button);
    return;
  }
  // giscus reads data-repo and the like from its script; utterances reads repo, issue-term, theme.
  var script = document.createElement("script");
  script.src = service === "giscus" ? "https://giscus.app/client.js" : "https://utteranc.es/client.js";
  script.async = true;
  script.crossOrigin = "anonymous";
  Array.prototype.forEach.call(frame.attributes, function (attribute) {
    if (attribute.name.indexOf("data-") !== 0 || attribute.name === "data-comments") return;
    script.setAttribute(service === "giscus" ? attribute.name : attribute.name.slice(5), attribute.value);
  });
  frame.appendChild(script);
});

// The replies to the toot, from its server's public API. Their HTML is another server's: only
// its text is shown, paragraph by paragraph, and the author's name as text.
function showReplies(frame, button) {
  var toot = new URL(frame.getAttribute("data-toot"));
  var id = toot.pathname.split("/").filter(Boolean).pop();
  var status = document.createElement("p");
  status.className = "comments-status";
  status.textContent = "Loading the replies…";
  button.parentElement.after(status);
  fetch(toot.origin + "/api/v1/statuses/" + encodeURIComponent(id) + "/context")
    .then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.json();
    })
    .then(function (context) {
      var replies = context.descendants || [];
      status.textContent = replies.length === 1 ? "1 reply on Mastodon" : replies.length + " replies on Mastodon";
      var list = document.createElement("ol");
      list.className = "comment-list";
      replies.forEach(function (reply) {
        list.appendChild(replyItem(reply));
      });
      status.after(list);
    })
    .catch(function () {
      status.textContent = "The replies could not be loaded: read them on Mastodon with the link below.";
    });
}

function replyItem(reply) {
  var item = document.createElement("li");
  item.className = "comment";
  var meta = document.createElement("p");
  meta.className = "meta comment-meta";
  var author = document.createElement("a");
  author.href = /^https?:\/\//.test(reply.account.url) ? reply.account.url : "#";
  author.rel = "nofollow ugc";
  author.textContent = reply.account.display_name || reply.account.acct;
  var time = document.createElement("time");
  time.dateTime = reply.created_at;
  time.textContent = new Date(reply.created_at).toLocaleDateString();
  meta.append(author, " · ", time);
  var body = document.createElement("div");
  body.className = "comment-body";
  var parsed = new DOMParser().parseFromString(reply.content, "text/html");
  var paragraphs = parsed.body.querySelectorAll("p");
  (paragraphs.length ? Array.prototype.slice.call(paragraphs) : [parsed.body]).forEach(function (paragraph) {
    var text = document.createElement("p");
    text.textContent = paragraph.textContent;
    body.appendChild(text);
  });
  // A reply behind a content warning stays behind it until the reader opens it.
  if (reply.spoiler_text || reply.sensitive) {
    var details = document.createElement("details");
    var summary = document.createElement("summary");
    summary.textContent = reply.spoiler_text || "Sensitive content";
    details.append(summary, body);
    body = details;
  }
  item.append(meta, body);
  return item;
}
