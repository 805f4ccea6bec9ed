// The reader's colour theme: light, dark, or the system's. The header's button goes through the
// three, and the choice is kept in localStorage for every page and visit. This file is loaded
// in <head> before the stylesheet, without `defer`: `data-theme` is on <html> before the page
// is first painted, so a page never flashes the other theme. Without JavaScript the button stays
// hidden and the stylesheet follows the system (prefers-color-scheme).
(function () {
  var KEY = "imprint-theme";
  var root = document.documentElement;
  var systemDark = window.matchMedia("(prefers-color-scheme: dark)");

  // Storage can be refused (blocked cookies, some private windows): then the choice lasts a page.
  function stored() {
    try {
      var choice = localStorage.getItem(KEY);
      return choice === "light" || choice === "dark" ? choice : "system";
    } catch (error) {
      return "system";
    }
  }

  function store(choice) {
    try {
      if (choice === "system") localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, choice);
    } catch (error) {
      // Not kept: the next page follows the system again.
    }
  }

  function current() {
    return root.getAttribute("data-theme") || "system";
  }

  // From the system's theme the first press shows the other one, so that it always changes the page.
  function next(choice) {
    var system = systemDark.matches ? "dark" : "light";
    var other = system === "dark" ? "light" : "dark";
    return choice === "system" ? other : choice === other ? system : "system";
  }

  function show(choice) {
    if (choice === "system") root.removeAttribute("data-theme");
    else root.setAttribute("data-theme", choice);
    document.querySelectorAll(".theme-switch button").forEach(function (button) {
      button.setAttribute("aria-label", "Theme: " + choice);
      button.title = "Theme: " + choice + " (next: " + next(choice) + ")";
      button.parentElement.hidden = false;
    });
  }

  show(stored());
  document.addEventListener("DOMContentLoaded", function () {
    show(current());
  });
  document.addEventListener("click", function (event) {
    if (!event.target.closest(".theme-switch button")) return;
    var choice = next(current());
    store(choice);
    show(choice);
  });
  // Another tab chose, or the page came back from the back-forward cache.
  window.addEventListener("storage", function (event) {
    if (event.key === KEY || event.key === null) show(stored());
  });
  window.addEventListener("pageshow", function (event) {
    if (event.persisted) show(stored());
  });
  systemDark.addEventListener("change", function () {
    show(current());
  });
})();
