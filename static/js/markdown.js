// A tiny, safe Markdown renderer for streamed coach text: the text is HTML-escaped FIRST, then a small subset is
// applied (bold, italics, inline code, blockquotes, lists, paragraphs, line breaks). No model text ever reaches
// innerHTML unescaped, and no links or raw HTML are produced.
(function (global) {
  "use strict";

  function escapeHtml(text) {
    return String(text)
      .replace(/&/g, "&amp;")
      .replace(/</g, "&lt;")
      .replace(/>/g, "&gt;")
      .replace(/"/g, "&quot;")
      .replace(/'/g, "&#39;");
  }

  function inline(escaped) {
    return escaped
      .replace(/`([^`\n]+)`/g, "<code>$1</code>")
      .replace(/\*\*([^*\n]+)\*\*/g, "<strong>$1</strong>")
      .replace(/__([^_\n]+)__/g, "<strong>$1</strong>")
      .replace(/(^|[^*\w])\*([^*\n]+)\*(?!\w)/g, "$1<em>$2</em>")
      .replace(/(^|[^_\w])_([^_\n]+)_(?!\w)/g, "$1<em>$2</em>");
  }

  function renderBlocks(lines) {
    var html = [];
    var i = 0;
    while (i < lines.length) {
      var line = lines[i];
      if (!line.trim()) { i += 1; continue; }
      if (/^\s*&gt;\s?/.test(line)) {
        var quoted = [];
        while (i < lines.length && /^\s*&gt;\s?/.test(lines[i])) {
          quoted.push(lines[i].replace(/^\s*&gt;\s?/, ""));
          i += 1;
        }
        html.push("<blockquote>" + renderBlocks(quoted) + "</blockquote>");
        continue;
      }
      var bullet = /^\s*[-*+]\s+/;
      var numbered = /^\s*\d+[.)]\s+/;
      if (bullet.test(line) || numbered.test(line)) {
        var pattern = bullet.test(line) ? bullet : numbered;
        var tag = pattern === bullet ? "ul" : "ol";
        var items = [];
        while (i < lines.length && pattern.test(lines[i])) {
          items.push("<li>" + inline(lines[i].replace(pattern, "")) + "</li>");
          i += 1;
        }
        html.push("<" + tag + ">" + items.join("") + "</" + tag + ">");
        continue;
      }
      var para = [];
      while (i < lines.length && lines[i].trim() && !/^\s*&gt;/.test(lines[i]) &&
             !bullet.test(lines[i]) && !numbered.test(lines[i])) {
        para.push(inline(lines[i]));
        i += 1;
      }
      html.push("<p>" + para.join("<br>") + "</p>");
    }
    return html.join("");
  }

  function render(text) {
    return renderBlocks(escapeHtml(text).replace(/\r\n?/g, "\n").split("\n"));
  }

  global.NvcMarkdown = { render: render, escapeHtml: escapeHtml };
})(window);
