// Turns an embed's facade into its player when the reader clicks it: until then, the page makes
// no request to the video's host. Without JavaScript, the facade is a link to the video.
document.addEventListener("click", function (event) {
  var facade = event.target.closest(".embed-facade");
  var embed = facade && facade.parentElement;
  var source = embed && embed.getAttribute("data-embed");
  if (!source) return;
  event.preventDefault();
  var frame = document.createElement("iframe");
  frame.src = source;
  frame.title = embed.getAttribute("data-embed-title") || "";
  frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
  frame.allowFullscreen = true;
  embed.replaceChildren(frame);
});
