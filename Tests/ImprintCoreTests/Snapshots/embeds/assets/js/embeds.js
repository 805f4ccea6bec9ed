// Turns an embed's facade into its player when the reader clicks it: until then, the page makes
// no request to the video's host. Without JavaScript, the facade is a link to the video.
//
// Only the players the theme's shortcodes make are loaded: a page's HTML may come from an import
// or a feed, and a `data-embed` holding a script URL would run in the site's own origin (and
// another site's page would pose as the player). Any other value is ignored, and the facade
// stays the link it is.
var EMBED_PLAYERS = [
  "https://www.youtube-nocookie.com/embed/", "https://player.vimeo.com/video/", "https://codepen.io/",
  "https://speakerdeck.com/player/", "https://www.slideshare.net/slideshow/embed_code/key/",
  "https://platform.twitter.com/embed/Tweet.html?",
];

function embedPlayer(source) {
  var url;
  try {
    url = new URL(source);
  } catch (error) {
    return null;
  }
  var known = EMBED_PLAYERS.some(function (prefix) { return url.href.indexOf(prefix) === 0; });
  return url.protocol === "https:" && known ? url.href : null;
}

document.addEventListener("click", function (event) {
  var facade = event.target.closest(".embed-facade");
  var embed = facade && facade.parentElement;
  var source = embed && embedPlayer(embed.getAttribute("data-embed") || "");
  if (!source) return;
  event.preventDefault();
  var frame = document.createElement("iframe");
  frame.src = source;
  frame.title = embed.getAttribute("data-embed-title") || "";
  frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
  frame.allowFullscreen = true;
  embed.replaceChildren(frame);
});
