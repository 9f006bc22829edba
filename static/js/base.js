// Small page-wide behaviour: the language menu switches on change; the fallback button is for no-JS browsers.
(function () {
  "use strict";
  document.documentElement.classList.add("js");
  document.querySelectorAll("select[data-autosubmit]").forEach(function (select) {
    select.addEventListener("change", function () {
      if (select.form) select.form.submit();
    });
  });
})();
