// The practice page: sends a message to the messages API and shows the coach's turn as it streams in (SSE over
// fetch), with tool activity as chips, evaluations as cards, and the four-step stepper kept up to date.
(function () {
  "use strict";

  var root = document.getElementById("practice");
  if (!root) return;
  var config = JSON.parse(document.getElementById("practice-config").textContent);
  var T = JSON.parse(document.getElementById("practice-strings").textContent);
  var md = window.NvcMarkdown;
  var form = document.getElementById("composer");
  var box = document.getElementById("id_content");
  var sendButton = document.getElementById("send-button");
  var transcript = document.getElementById("transcript");
  var live = document.getElementById("live-status");
  var errorLine = document.getElementById("composer-error");
  var COMPONENTS = ["observation", "feeling", "need", "request"];
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

  // --- mode, scenario and stepper ---------------------------------------------------------------------------------
  function setMode(mode) {
    if (!mode || mode === config.mode) return;
    config.mode = mode;
    root.setAttribute("data-mode", mode);
    document.getElementById("mode-name").textContent = T.modes[mode] || mode;
    var hidden = document.getElementById("new-session-mode");
    if (hidden) hidden.value = mode;
    live.textContent = format(T.mode_changed, { mode: T.modes[mode] || mode });
  }

  function showScenario(scenario) {
    if (!scenario) return;
    var card = document.getElementById("scenario-card");
    var link = document.getElementById("scenario-link");
    link.textContent = scenario.title || "";
    if (scenario.id) link.setAttribute("href", config.scenarioUrl.replace("/0/", "/" + Number(scenario.id) + "/"));
    document.getElementById("scenario-situation").textContent = scenario.situation || "";
    document.getElementById("scenario-role").textContent = scenario.other_role || "";
    document.getElementById("scenario-difficulty").textContent =
      (T.difficulties && T.difficulties[scenario.difficulty]) || scenario.difficulty || "";
    card.hidden = false;
    var empty = document.getElementById("scenario-empty");
    if (empty) empty.hidden = true;
  }

  function setStep(step) {
    root.setAttribute("data-step", step);
    config.step = step;
    var index = COMPONENTS.indexOf(step);
    if (index < 0) index = COMPONENTS.length;
    document.querySelectorAll("#stepper .step").forEach(function (item, position) {
      var state = position < index ? "done" : position === index ? "current" : "todo";
      item.classList.remove("done", "current", "todo");
      item.classList.add(state);
      if (state === "current") item.setAttribute("aria-current", "step");
      else item.removeAttribute("aria-current");
      var label = item.querySelector(".step-state");
      if (label) label.textContent = state === "done" ? T.done : state === "current" ? T.current : T.todo;
    });
    var hint = document.getElementById("step-hint");
    var hintKey = config.exercise === "empathy" && step === "done" ? "empathy_done" : step;
    if (hint && T.step_hints[hintKey]) hint.textContent = T.step_hints[hintKey];
    var feelings = document.getElementById("feelings-picker");
    var needs = document.getElementById("needs-picker");
    var roomy = window.matchMedia("(min-width: 960px)").matches;
    if (feelings) feelings.open = roomy && step === "feeling";
    if (needs) needs.open = roomy && step === "need";
  }

  function recordAnswer(step, text) {
    var item = document.querySelector('#stepper .step[data-step="' + step + '"] .step-answer');
    if (item) item.textContent = text;
  }

  // --- tool chips and evaluation cards ------------------------------------------------------------------------------
  function toolLabel(name, ok) {
    var labels = T.tools[name] || T.tool_default;
    return ok ? labels.ok : labels.failed;
  }

  // A verdict in plain words (the labels are for machines; the page's strings carry their wording).
  function plainLabel(component, label) {
    var words = T.labels[component] || {};
    var text = words[label] || words.absent || "";
    return text.charAt(0).toUpperCase() + text.slice(1);
  }

  function componentCard(component, part) {
    var label = String(part.label || "");
    var ideal = label === component;
    var card = el("article", "eval-card " + (ideal ? "ok" : label === "absent" ? "missing" : "warn"));
    card.setAttribute("data-component", component);
    var title = el("h4", null, (T.components[component] || component) + " ");
    title.appendChild(el("span", "eval-label", (ideal ? "✓ " : "") + plainLabel(component, label)));
    card.appendChild(title);
    if (part.evidence) {
      var evidence = el("p", "evidence");
      evidence.appendChild(el("span", "muted", T.evidence + ":"));
      evidence.appendChild(document.createTextNode(" "));
      evidence.appendChild(el("mark", null, String(part.evidence)));
      card.appendChild(evidence);
    }
    if (part.suggestion) {
      var suggestion = el("p", "suggestion");
      if (!ideal) suggestion.appendChild(el("span", "muted", T.suggestion + ": ")); // advice; praise needs no "Try"
      suggestion.appendChild(document.createTextNode(String(part.suggestion)));
      card.appendChild(suggestion);
    }
    return card;
  }

  // An evaluation as cards per component. In the four-step practice (focus = the step answered) the step's card
  // comes first and the other parts fold away, so a one-part answer is not shown as three failures.
  function evaluationCard(data, focus) {
    var components = data.components || {};
    var focused = COMPONENTS.indexOf(focus) >= 0;
    var section = el("section", "evaluation" + (focused ? " focused" : ""));
    section.setAttribute("aria-label", T.evaluation);
    var container = section;
    if (focused) {
      section.appendChild(componentCard(focus, components[focus] || {}));
      var details = el("details", "other-parts");
      details.appendChild(el("summary", null, T.other_parts)); // a step is judged on its part, not scored whole
      section.appendChild(details);
      container = details;
    } else {
      var head = el("header", "evaluation-head");
      head.appendChild(el("h3", null, T.evaluation));
      if (typeof data.score === "number") {
        var score = el("span", "score", String(data.score));
        score.title = T.score;
        score.appendChild(el("small", null, "/100"));
        head.appendChild(score);
      }
      section.appendChild(head);
    }
    var grid = el("div", "evaluation-grid");
    COMPONENTS.forEach(function (component) {
      if (focused && component === focus) return;
      grid.appendChild(componentCard(component, components[component] || {}));
    });
    container.appendChild(grid);
    return section;
  }

  // A guess of the "hear the other person" exercise: the verdict in plain words, the feeling and need guessed, and
  // (once accepted) what else they might feel and need — a guess is a guess.
  function empathyCard(practice) {
    var E = T.empathy;
    var section = el("section", "evaluation focused empathy-guess");
    section.setAttribute("aria-label", E.title);
    var label = String(practice.label || "");
    var card = el("article", "eval-card " + (practice.accepted ? "ok" : label === "no_guess" ? "missing" : "warn"));
    card.setAttribute("data-component", "empathy");
    var words = E.labels[label] || E.labels.no_guess;
    var title = el("h4", null, E.title + " ");
    title.appendChild(el("span", "eval-label", (practice.accepted ? "✓ " : "") + words.charAt(0).toUpperCase() +
      words.slice(1)));
    card.appendChild(title);
    var guess = practice.guess || {};
    var matched = practice.matched || {};
    var reference = practice.reference || {};
    function line(className, name, value, marked) {
      if (!value) return;
      var p = el("p", className);
      p.appendChild(el("span", "muted", name + ":"));
      p.appendChild(document.createTextNode(" "));
      p.appendChild(marked ? el("mark", null, String(value)) : document.createTextNode(String(value)));
      card.appendChild(p);
    }
    function others(list, got) {
      return (list || []).filter(function (word) { return (got || []).indexOf(word) < 0; }).join(E.separator || ", ");
    }
    line("evidence", E.feeling, guess.feeling, true);
    line("evidence", E.need, guess.need, true);
    if (practice.accepted) {
      line("suggestion", E.other_feelings, others(reference.feelings, matched.feeling), false);
      line("suggestion", E.other_needs, others(reference.needs, matched.need), false);
    }
    section.appendChild(card);
    return section;
  }

  // --- a ready-made answer: "Use this" puts it in the message box, to send as it is or edit ------------------------
  var failedTries = Number(config.failedTries || 0);

  function lastQuote(container) {
    var quotes = container.querySelectorAll("blockquote");
    return quotes.length ? quotes[quotes.length - 1].textContent.trim() : "";
  }

  function offerButton(answer) {
    transcript.querySelectorAll(".offer").forEach(function (old) { old.remove(); });
    var line = el("p", "offer");
    var button = el("button", "button small secondary use-answer", T.use_this);
    button.type = "button";
    button.setAttribute("data-answer", answer);
    line.appendChild(button);
    return line;
  }

  transcript.addEventListener("click", function (event) {
    var button = event.target.closest(".use-answer");
    if (!button) return;
    box.value = button.getAttribute("data-answer") || "";
    box.focus();
    box.setSelectionRange(box.value.length, box.value.length);
    live.textContent = T.used;
  });

  // --- changes the coach proposes: Approve / Decline -----------------------------------------------------------------
  function shown(value) {
    // The whole change, never cut: the box scrolls.
    return typeof value === "string" ? value : JSON.stringify(value);
  }

  function actionCard(action) {
    var card = el("li", "action-card");
    card.setAttribute("data-kind", "action");
    card.setAttribute("data-action-id", String(Number(action.action_id)));
    card.setAttribute("data-tool", String(action.tool || ""));
    card.appendChild(el("p", "action-title", T.actions.titles[action.tool] || T.actions.title_default));
    var list = el("dl", "changes");
    Object.keys(action.changes || {}).forEach(function (key) {
      list.appendChild(el("dt", null, T.actions.fields[key] || key));
      var value = action.changes[key];
      if (key === "locale" && T.actions.locales[value]) value = T.actions.locales[value];
      var box = el("dd", "change-value", shown(value));
      box.tabIndex = 0;
      list.appendChild(box);
    });
    card.appendChild(list);
    var buttons = el("div", "action-buttons");
    var approve = el("button", "button small", T.actions.approve);
    approve.type = "button";
    approve.setAttribute("data-decision", "approve");
    var decline = el("button", "button small secondary", T.actions.decline);
    decline.type = "button";
    decline.setAttribute("data-decision", "decline");
    buttons.appendChild(approve);
    buttons.appendChild(decline);
    card.appendChild(buttons);
    var status = el("p", "action-status");
    status.setAttribute("role", "status");
    card.appendChild(status);
    return card;
  }

  function appendReply(body) {
    var calls = body.tool_calls || [];
    var anchor = null;
    if (calls.length) {
      var row = el("li", "tool-row");
      row.setAttribute("data-kind", "tools");
      var chips = el("ul", "chips tool-chips");
      calls.forEach(function (call) {
        var chip = el("li", "chip tool" + (call.ok ? "" : " failed"), toolLabel(call.name, call.ok));
        chip.setAttribute("data-tool", call.name);
        chips.appendChild(chip);
      });
      row.appendChild(chips);
      transcript.appendChild(row);
      anchor = row;
    }
    if (body.reply && body.reply.content) {
      var bubble = el("li", "bubble assistant complete");
      bubble.setAttribute("data-kind", "assistant");
      bubble.appendChild(el("span", "who-says", T.coach));
      var text = el("div", "md");
      text.innerHTML = md.render(body.reply.content); // escaped first by NvcMarkdown.render
      bubble.appendChild(text);
      transcript.appendChild(bubble);
      anchor = bubble;
    }
    if (body.pending_action) transcript.appendChild(actionCard(body.pending_action));
    return anchor;
  }

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
    var state = (body.action && body.action.status) || (response.status === 410 ? "expired" : "");
    status.textContent = T.actions.status[state] || "";
    card.classList.add("decided", "decided-" + state);
    card.querySelector(".action-buttons").hidden = true;
    var anchor = appendReply(body);
    keepInView(Boolean(anchor));
  }

  transcript.addEventListener("click", function (event) {
    var button = event.target.closest("[data-decision]");
    if (!button || busy) return;
    var card = button.closest(".action-card");
    if (card) decide(card, button.getAttribute("data-decision"));
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
    if (type === "mode") {
      setMode(data.mode);
    } else if (type === "tool_call") {
      this.chip(data.id, data.name);
    } else if (type === "tool_result") {
      var chip = this.chip(data.id, data.name);
      var payload = data.data || {};
      var awaiting = data.ok && payload.status === "awaiting_confirmation";
      chip.classList.remove("pending");
      chip.classList.toggle("failed", !data.ok);
      chip.classList.toggle("awaiting", awaiting);
      chip.textContent = awaiting ? T.actions.awaiting : toolLabel(data.name, data.ok);
      if (data.ok && data.name === "evaluate_nvc" && data.practice && data.practice.step === "empathy") {
        this.toolRow().appendChild(empathyCard(data.practice));
      } else if (data.ok && data.name === "evaluate_nvc" && payload.components) {
        this.toolRow().appendChild(evaluationCard(payload, data.practice && data.practice.step));
      }
      if (data.ok && data.name === "practice_start" && payload.scenario) {
        setMode("scenario");
        showScenario(payload.scenario);
      }
      var args = data.arguments;
      if (typeof args === "string") {
        try { args = JSON.parse(args); } catch (err) { args = null; }
      }
      if (data.practice) this.progress(data.practice, args && typeof args.text === "string" ? args.text : "");
    } else if (type === "delta") {
      this.text += data.text || "";
      this.render();
    } else if (type === "done") {
      this.text = data.content || this.text;
      this.render();
      if (data.parts && data.message_id) this.swapInTurnEnd(data.message_id);
      if (data.safety) {
        var help = document.getElementById("safety-card");
        if (help) help.open = true; // where to find help, beside the coach's answer
      }
      if (data.mode) setMode(data.mode);
      if (data.pending_action) transcript.insertBefore(actionCard(data.pending_action), this.typing);
      this.showOffer();
      this.finish("");
    } else if (type === "error") {
      var status = Number(data.status || 0);
      this.finish(status === 503 || status === 429 ? T.busy : T.error);
    }
    keepInView(stick);
  };

  Turn.prototype.progress = function (practice, answered) {
    if (COMPONENTS.indexOf(practice.step) >= 0 || practice.step === "empathy") {
      failedTries = practice.accepted ? 0 : failedTries + 1;
      var attempt = typeof practice.attempt === "number" ? practice.attempt : failedTries;
      this.offer = !practice.accepted && attempt >= Number(config.offerFromTry || 3)
        ? { answer: String(practice.model_answer || "") } : null;
    }
    if (practice.accepted) {
      transcript.querySelectorAll(".offer").forEach(function (old) { old.remove(); }); // the step has moved on
      // the whole accepted answer: what was evaluated (a "use this" reply sends the offered answer)
      recordAnswer(practice.step, (practice.answers && practice.answers[practice.step]) || answered || this.userText);
      live.textContent = T.step_accepted;
    }
    if (practice.next_step) setStep(practice.next_step);
  };

  // The server renders how a finished role-play turn reads (the partner's and the coach's bubbles, the learner's
  // evaluation row); the streamed text is replaced by that, so a live turn reads as it will after a reload.
  Turn.prototype.swapInTurnEnd = async function (messageId) {
    var bubble = this.bubble;
    var user = this.user;
    try {
      var response = await fetch(config.turnEndUrl.replace(/\/0\/$/, "/" + messageId + "/"), {
        credentials: "same-origin", headers: { Accept: "text/html" }
      });
      if (!response.ok) return;
      var holder = document.createElement("ol");
      holder.innerHTML = await response.text(); // rendered and escaped by the server's templates
      var row = holder.querySelector('[data-kind="eval-row"]');
      if (row && user && user.parentNode) user.parentNode.insertBefore(row, user.nextSibling);
      if (bubble && bubble.parentNode) {
        Array.prototype.slice.call(holder.children).forEach(function (item) {
          bubble.parentNode.insertBefore(item, bubble);
        });
        bubble.remove();
      }
    } catch (err) {
      // keep the streamed text: it says the same words
    }
  };

  Turn.prototype.showOffer = function () {
    if (!this.offer || !this.bubble) return;
    var answer = this.offer.answer || lastQuote(this.body);
    if (answer) this.bubble.appendChild(offerButton(answer));
  };

  Turn.prototype.render = function () {
    if (!this.bubble) {
      this.bubble = el("li", "bubble assistant");
      this.bubble.setAttribute("data-kind", "assistant");
      this.bubble.appendChild(el("span", "who-says", T.coach));
      this.body = el("div", "md");
      this.bubble.appendChild(this.body);
      transcript.insertBefore(this.bubble, this.typing);
    }
    var shown = this.text.replace(/<\/?\s*(partner|coach)\s*>/gi, "\n\n"); // role-play voices, split at the end
    this.body.innerHTML = md.render(shown); // escaped first by NvcMarkdown.render
  };

  Turn.prototype.finish = function (message) {
    if (this.finished) return;
    this.finished = true;
    if (this.typing.parentNode) this.typing.remove();
    if (this.bubble) this.bubble.classList.add("complete");
    live.textContent = message || "";
    showError(message || "");
    setBusy(false);
  };

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

  function errorMessage(response, body) {
    if (response.status === 429 || response.status === 503) return T.busy;
    if (body && typeof body === "object") {
      var detail = body.detail || body.error || (body.content && body.content[0]);
      if (typeof detail === "string") return detail;
    }
    return T.error;
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
      turn.finish(T.error);
      return;
    }
    var type = response.headers.get("Content-Type") || "";
    if (!response.ok || type.indexOf("text/event-stream") !== 0 || !response.body) {
      var body = null;
      try { body = await response.json(); } catch (err) { body = null; }
      turn.finish(errorMessage(response, body));
      return;
    }
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
      turn.finish(T.error);
      return;
    }
    if (buffer.trim()) {
      var last = parseBlock(buffer);
      if (last) turn.handle(last.type, last.data);
    }
    if (!turn.finished) turn.finish(turn.text ? "" : T.error);
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
    send(content);
  });

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

  document.querySelectorAll(".chip.word").forEach(function (button) {
    button.addEventListener("click", function () {
      var picker = button.closest(".picker");
      pickWord(button.getAttribute("data-word"), picker && picker.id === "needs-picker" ? "needs" : "feelings");
    });
  });

  setStep(config.step);
})();
