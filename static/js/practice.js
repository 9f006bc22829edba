// The practice page: sends a message to the messages API and shows the coach's turn as it streams in (SSE over
// fetch) as plain text with tool activity as chips; when the turn ends the server's rendering of the transcript and
// of what surrounds it (mode, scenario, stepper, step hint) replaces it: one renderer, so a live page reads as it
// will after a reload. The script only opens and closes what the screen has room for.
(function () {
  "use strict";

  var root = document.getElementById("practice");
  if (!root) return;
  var config = JSON.parse(document.getElementById("practice-config").textContent);
  var T = JSON.parse(document.getElementById("practice-strings").textContent);
  var form = document.getElementById("composer");
  var box = document.getElementById("id_content");
  var sendButton = document.getElementById("send-button");
  var transcript = document.getElementById("transcript");
  var live = document.getElementById("live-status");
  var errorLine = document.getElementById("composer-error");
  var counter = document.getElementById("char-count");
  var busy = false;

  function el(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  function format(template, values) {
    return String(template).replace(/%\((\w+)\)s/g, function (_, key) {
      return values[key] === undefined ? "" : values[key];
    });
  }

  function nearBottom() {
    return window.innerHeight + window.scrollY >= document.body.scrollHeight - 160;
  }

  function keepInView(stick) {
    if (stick) window.scrollTo(0, document.body.scrollHeight);
  }

  function csrfToken() {
    var input = form.querySelector("input[name=csrfmiddlewaretoken]");
    return input ? input.value : "";
  }

  function showError(message) {
    errorLine.textContent = message;
    errorLine.hidden = !message;
  }

  function setBusy(value) {
    busy = value;
    sendButton.disabled = value;
    sendButton.textContent = value ? T.sending : T.send;
    root.setAttribute("aria-busy", value ? "true" : "false");
  }

  // --- what surrounds the conversation: the server renders it; on a wide screen the current step's words are open ---
  function roomy() {
    return window.matchMedia("(min-width: 960px)").matches;
  }

  function fitSide() {
    var step = root.getAttribute("data-step");
    var feelings = document.getElementById("feelings-picker");
    var needs = document.getElementById("needs-picker");
    if (feelings) feelings.open = roomy() && step === "feeling";
    if (needs) needs.open = roomy() && step === "need";
    // On a wide screen the scenario stays open beside the conversation; on a phone it folds so the talk shows.
    var scenarioCard = document.getElementById("scenario-card");
    if (scenarioCard) scenarioCard.open = roomy();
  }

  // The server's rendering of the mode's name, the side panel and the step hint takes the place of each by its id.
  async function swapSide() {
    var fragment = document.createElement("template");
    try {
      var response = await fetch(config.sideUrl, { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (!response.ok) return false;
      fragment.innerHTML = await response.text(); // rendered and escaped by the server's templates
    } catch (err) {
      return false;
    }
    var title = fragment.content.getElementById("page-title"); // the tab's title, as a reload renders it
    if (title) document.title = title.textContent.trim();
    Array.prototype.slice.call(fragment.content.children).forEach(function (node) { // a copy: nodes move out
      var current = node.id && document.getElementById(node.id);
      if (current) current.replaceWith(node);
    });
    var side = document.getElementById("practice-side");
    var ended = document.getElementById("session-end");
    form.hidden = Boolean(ended && !ended.hidden); // a finished session takes no more messages
    var mode = root.getAttribute("data-mode");
    root.setAttribute("data-mode", side.getAttribute("data-mode"));
    root.setAttribute("data-step", side.getAttribute("data-step"));
    fitSide();
    return mode !== root.getAttribute("data-mode");
  }

  // --- tool chips and evaluation cards ------------------------------------------------------------------------------
  function toolLabel(name, ok) {
    var labels = T.tools[name] || T.tool_default;
    return ok ? labels.ok : labels.failed;
  }

  // --- a ready-made answer: "Use this" puts it in the message box, to send as it is or edit ------------------------
  transcript.addEventListener("click", function (event) {
    var button = event.target.closest(".use-answer");
    if (!button) return;
    box.value = button.getAttribute("data-answer") || "";
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    live.textContent = T.used;
  });

  // --- changes the coach proposes: Approve / Decline -----------------------------------------------------------------
  async function decide(card, decision) {
    var id = card.getAttribute("data-action-id");
    var template = decision === "approve" ? config.approveUrl : config.declineUrl;
    var status = card.querySelector(".action-status");
    card.querySelectorAll("button").forEach(function (button) { button.disabled = true; });
    setBusy(true);
    var body = null;
    var response = null;
    try {
      response = await fetch(template.replace("/0/", "/" + Number(id) + "/"), {
        method: "POST",
        credentials: "same-origin",
        headers: { "Accept": "application/json", "X-CSRFToken": csrfToken(), "X-Requested-With": "XMLHttpRequest" }
      });
      body = await response.json();
    } catch (err) {
      body = null;
    }
    setBusy(false);
    if (!response || (!response.ok && response.status !== 410) || !body) {
      status.textContent = T.error;
      card.querySelectorAll("button").forEach(function (button) { button.disabled = false; });
      return;
    }
    // The server renders the decided card where it was and the coach's reply to the decision below it.
    if (!(await swapTranscript())) {
      var state = (body.action && body.action.status) || (response.status === 410 ? "expired" : "");
      status.textContent = T.actions.status[state] || "";
      card.querySelector(".action-buttons").hidden = true;
    }
    keepInView(true);
  }

  transcript.addEventListener("click", function (event) {
    var button = event.target.closest("[data-decision]");
    if (!button || busy) return;
    var card = button.closest(".action-card");
    if (card) decide(card, button.getAttribute("data-decision"));
  });

  // --- the care frame: "Back to practice" leaves it; the server renders the hand-back and what surrounds it --------
  root.addEventListener("submit", async function (event) {
    var backForm = event.target.closest("#back-to-practice");
    if (!backForm || busy) return;
    event.preventDefault();
    setBusy(true);
    var ok = false;
    try {
      var response = await fetch(backForm.action, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Accept": "application/json", "X-CSRFToken": csrfToken(), "X-Requested-With": "XMLHttpRequest" }
      });
      ok = response.ok;
    } catch (err) {
      ok = false;
    }
    if (!ok) {
      setBusy(false);
      showError(T.error);
      return;
    }
    await Promise.all([swapTranscript(), swapSide()]);
    setBusy(false);
    showError("");
    live.textContent = T.back_to_practice;
    box.focus();
    keepInView(true);
  });

  // --- one turn ------------------------------------------------------------------------------------------------------
  function Turn(userText) {
    this.userText = userText;
    this.text = "";
    this.row = null;
    this.bubble = null;
    this.chips = {};
    this.finished = false;
    var intro = transcript.querySelector('[data-kind="intro"]');
    if (intro) intro.remove();
    var user = el("li", "bubble user");
    user.setAttribute("data-kind", "user");
    user.appendChild(el("span", "who-says", T.you));
    user.appendChild(el("div", "text", userText));
    transcript.appendChild(user);
    this.user = user;
    this.typing = el("li", "typing");
    this.typing.setAttribute("aria-hidden", "true");
    this.typing.appendChild(el("span", "dot"));
    this.typing.appendChild(el("span", "dot"));
    this.typing.appendChild(el("span", "dot"));
    transcript.appendChild(this.typing);
    live.textContent = T.thinking;
  }

  Turn.prototype.toolRow = function () {
    if (!this.row) {
      this.row = el("li", "tool-row");
      this.row.setAttribute("data-kind", "tools");
      var chips = el("ul", "chips tool-chips");
      this.row.appendChild(chips);
      transcript.insertBefore(this.row, this.bubble || this.typing);
    }
    return this.row;
  };

  Turn.prototype.chip = function (id, name) {
    if (!this.chips[id]) {
      var chip = el("li", "chip tool pending", toolLabel(name, true));
      chip.setAttribute("data-tool", name);
      this.toolRow().querySelector(".tool-chips").appendChild(chip);
      this.chips[id] = chip;
    }
    return this.chips[id];
  };

  Turn.prototype.handle = function (type, data) {
    var stick = nearBottom();
    if (type === "tool_call") {
      this.chip(data.id, data.name);
    } else if (type === "tool_result") {
      var chip = this.chip(data.id, data.name);
      var awaiting = data.ok && data.awaiting_confirmation === true; // the server's word: it waits for a decision
      chip.classList.remove("pending");
      chip.classList.toggle("failed", !data.ok);
      chip.classList.toggle("awaiting", awaiting);
      chip.textContent = awaiting ? T.actions.awaiting : toolLabel(data.name, data.ok);
      if (data.practice && data.practice.accepted) live.textContent = T.step_accepted;
    } else if (type === "delta") {
      this.text += data.text || "";
      this.render();
    } else if (type === "done") {
      this.text = data.content || this.text;
      this.render();
      if (data.safety) {
        var help = document.getElementById("safety-card");
        if (help) help.open = true; // where to find help, beside the coach's answer
      }
      this.done = true;
    } else if (type === "error") {
      var status = Number(data.status || 0);
      this.fail(status === 503 || status === 429 ? T.busy : T.error); // the message was saved when the stream began
    }
    keepInView(stick);
  };

  // While it streams the reply is plain text (no markup is guessed at); the server renders it when the turn ends.
  Turn.prototype.render = function () {
    if (!this.bubble) {
      this.bubble = el("li", "bubble assistant");
      this.bubble.setAttribute("data-kind", "assistant");
      this.bubble.appendChild(el("span", "who-says", T.coach));
      this.body = el("div", "text streaming");
      this.bubble.appendChild(this.body);
      transcript.insertBefore(this.bubble, this.typing);
    }
    this.body.textContent = this.text.replace(/<\/?\s*(partner|coach)\s*>/gi, "\n\n"); // role-play voices
  };

  // The turn ended well: the server's rendering of the transcript takes the place of the streamed text.
  Turn.prototype.end = async function () {
    if (this.finished) return;
    this.finished = true;
    var stick = nearBottom();
    var swapped = await Promise.all([swapTranscript(), swapSide()]);
    if (!swapped[0]) {
      if (this.typing.parentNode) this.typing.remove();
      if (this.bubble) this.bubble.classList.add("complete"); // keep the streamed text: it says the same words
    }
    var mode = document.getElementById("mode-name");
    live.textContent = swapped[1] && mode ? format(T.mode_changed, { mode: mode.textContent.trim() }) : "";
    showError("");
    setBusy(false);
    keepInView(stick);
  };

  // The turn failed: the learner's text goes back in the box, whether or not the server kept it.
  Turn.prototype.fail = function (message) {
    if (this.finished) return;
    this.finished = true;
    if (this.typing.parentNode) this.typing.remove();
    if (this.bubble) this.bubble.classList.add("complete");
    if (!this.saved) this.user.remove();
    if (!box.value.trim()) box.value = this.userText;
    countChars();
    live.textContent = message;
    showError(message);
    setBusy(false);
  };

  async function swapTranscript() {
    try {
      var response = await fetch(config.transcriptUrl, { credentials: "same-origin", headers: { Accept: "text/html" } });
      if (!response.ok) return false;
      transcript.innerHTML = await response.text(); // rendered and escaped by the server's templates
      return true;
    } catch (err) {
      return false;
    }
  }

  function parseBlock(block) {
    var type = "message";
    var data = [];
    block.split("\n").forEach(function (line) {
      if (!line || line.charAt(0) === ":") return;
      var colon = line.indexOf(":");
      var field = colon < 0 ? line : line.slice(0, colon);
      var value = colon < 0 ? "" : line.slice(colon + 1).replace(/^ /, "");
      if (field === "event") type = value;
      else if (field === "data") data.push(value);
    });
    if (!data.length) return null;
    try {
      return { type: type, data: JSON.parse(data.join("\n")) };
    } catch (err) {
      return null;
    }
  }

  // The server refused the message before keeping it: its own words when it gave some (the length limit, say).
  function errorMessage(response, body) {
    if (response.status === 429 || response.status === 503) return T.busy_not_sent;
    return firstText(body && body.content) || firstText(body) || T.not_sent; // the field's own words first
  }

  // A refusal's body: JSON, or one SSE "error" event when the page asked for a stream.
  async function refusal(response) {
    var text = "";
    try { text = await response.text(); } catch (err) { return null; }
    try { return JSON.parse(text); } catch (err) { /* not JSON: an event */ }
    var event = parseBlock(text.replace(/\r\n?/g, "\n").trim());
    return event ? event.data : null;
  }

  function firstText(value) {
    if (typeof value === "string") return value;
    if (!value || typeof value !== "object") return "";
    var keys = Object.keys(value);
    for (var i = 0; i < keys.length; i += 1) {
      var text = firstText(value[keys[i]]);
      if (text) return text;
    }
    return "";
  }

  async function send(content) {
    var turn = new Turn(content);
    setBusy(true);
    showError("");
    keepInView(true);
    var response;
    try {
      response = await fetch(config.messagesUrl, {
        method: "POST",
        credentials: "same-origin",
        headers: {
          "Accept": "text/event-stream",
          "Content-Type": "application/json",
          "X-CSRFToken": csrfToken(),
          "X-Requested-With": "XMLHttpRequest"
        },
        body: JSON.stringify({ content: content })
      });
    } catch (err) {
      turn.fail(T.not_sent);
      return;
    }
    var type = response.headers.get("Content-Type") || "";
    if (!response.ok || type.indexOf("text/event-stream") !== 0 || !response.body) {
      turn.fail(errorMessage(response, await refusal(response)));
      return;
    }
    turn.saved = true; // the stream began: the server has kept the message
    var reader = response.body.getReader();
    var decoder = new TextDecoder();
    var buffer = "";
    try {
      for (;;) {
        var chunk = await reader.read();
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true }).replace(/\r\n?/g, "\n");
        var cut;
        while ((cut = buffer.indexOf("\n\n")) >= 0) {
          var event = parseBlock(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          if (event) turn.handle(event.type, event.data);
        }
      }
    } catch (err) {
      turn.fail(T.error);
      return;
    }
    if (buffer.trim()) {
      var last = parseBlock(buffer);
      if (last) turn.handle(last.type, last.data);
    }
    if (turn.done) await turn.end();
    else turn.fail(T.error);
  }

  form.addEventListener("submit", function (event) {
    event.preventDefault();
    if (busy) return;
    var content = box.value.trim();
    if (!content) {
      showError(T.empty);
      box.focus();
      return;
    }
    box.value = "";
    countChars();
    send(content);
  });

  // How long the message is, against the limit the server keeps (a longer one is refused with its words).
  function countChars() {
    var length = box.value.length;
    counter.textContent = length + " / " + config.maxLength;
    counter.classList.toggle("over", length > config.maxLength);
  }
  box.addEventListener("input", countChars);

  box.addEventListener("keydown", function (event) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  // --- the feelings and needs pickers: words picked one after another are joined the way the language does --------
  // English: "frustrated and worried", "frustrated, worried and tense". Chinese feelings: "沮丧又担心",
  // "沮丧、担心又紧张"; Chinese needs: "尊重和信任", "尊重、信任和支持".
  var CJK = /[\u3400-\u9fff]/;
  var run = null; // the words picked in a row: where they start in the box and which they are

  function joinWords(words, kind) {
    var chinese = CJK.test(words.join(""));
    var last = chinese ? (kind === "needs" ? "和" : "又") : " and ";
    if (words.length < 2) return words.join("");
    return words.slice(0, -1).join(chinese ? "、" : ", ") + last + words[words.length - 1];
  }

  function pickWord(word, kind) {
    var value = box.value;
    var caret = box.selectionEnd === null || box.selectionEnd === undefined ? value.length : box.selectionEnd;
    var continues = run && run.kind === kind && caret === run.end &&
      value.slice(run.start, run.end) === joinWords(run.words, kind) && run.words.indexOf(word) < 0;
    if (continues) {
      run.words.push(word);
    } else {
      var start = box.selectionStart === null || box.selectionStart === undefined ? value.length : box.selectionStart;
      var before = value.slice(0, start);
      var gap = before && !/\s$/.test(before) && !CJK.test(word) ? " " : "";
      value = before + gap + value.slice(caret);
      run = { kind: kind, start: start + gap.length, end: start + gap.length, words: [word] };
    }
    var text = joinWords(run.words, kind);
    box.value = value.slice(0, run.start) + text + value.slice(run.end);
    run.end = run.start + text.length;
    box.focus();
    box.setSelectionRange(run.end, run.end);
    live.textContent = format(T.inserted, { word: word });
  }

  // The word lists are swapped with the side panel: one listener on the page serves whichever buttons are there.
  root.addEventListener("click", function (event) {
    var button = event.target.closest(".chip.word");
    if (!button) return;
    var picker = button.closest(".picker");
    pickWord(button.getAttribute("data-word"), picker && picker.id === "needs-picker" ? "needs" : "feelings");
  });

  fitSide();
  countChars();
  setBusy(false); // the button waits for this script: without it the form would post to the API and show its JSON
  // A reopened session opens at its latest message.
  if (transcript.lastElementChild) transcript.lastElementChild.scrollIntoView({ block: "end" });
})();
