// Polls a JSON status URL and shows a long operation's progress. The status answers {state, done?, total?,
// message?, url?}; states: pending, running/progress, done, failed. Used by scenario generation and re-indexing.
(function () {
  "use strict";

  function start(root) {
    var url = root.getAttribute("data-status-url");
    var bar = root.querySelector("[data-progress-bar]");
    var message = root.querySelector("[data-progress-message]");
    var linkBox = root.querySelector("[data-progress-link]");
    var redirect = root.getAttribute("data-redirect") === "true";
    var delay = 400;
    var failures = 0;

    function show(body) {
      if (typeof body.total === "number" && body.total > 0 && typeof body.done === "number") {
        bar.max = body.total;
        bar.value = body.done;
        bar.setAttribute("aria-valuetext", body.done + " / " + body.total);
      } else if (body.state === "done") {
        bar.max = 1;
        bar.value = 1;
      }
      if (body.message) message.textContent = body.message;
      root.setAttribute("data-state", body.state || "pending");
    }

    function finish(body) {
      if (body.state === "done" && body.url) {
        var link = linkBox && linkBox.querySelector("a");
        if (link) {
          link.setAttribute("href", body.url);
          linkBox.hidden = false;
        }
        if (redirect) window.setTimeout(function () { window.location.assign(body.url); }, 900);
      }
    }

    function poll() {
      fetch(url, { credentials: "same-origin", headers: { "Accept": "application/json" } })
        .then(function (response) {
          if (!response.ok) throw new Error("status " + response.status);
          return response.json();
        })
        .then(function (body) {
          failures = 0;
          show(body);
          if (body.state === "done" || body.state === "failed") {
            finish(body);
            return;
          }
          delay = Math.min(delay * 1.3, 3000);
          window.setTimeout(poll, delay);
        })
        .catch(function () {
          failures += 1;
          if (failures < 5) window.setTimeout(poll, 1500);
          else message.textContent = root.getAttribute("data-error-text") || message.textContent;
        });
    }

    poll();
  }

  document.querySelectorAll("[data-progress]").forEach(start);
})();
