// Keeps relative dates ("3 days ago") true: recomputes each <time data-relative>
// with the rules in relative-date-rules.json (or data-rules) and the plural
// categories of <html lang>, then hides the "as of" note. Without scripts, on
// failure, or with no rules, the build's text stays.
(function () {
  "use strict";

  // RelativeDate.text(forAge:rules:category:) for an age in seconds.
  function relativeText(age, rules, lang) {
    var seconds = Math.max(0, Math.floor(age));
    var rule = rules.filter(function (r) {
      return r.below == null || seconds < r.below;
    })[0] || rules[rules.length - 1];
    if (!rule) return "";
    var count = Math.floor(seconds / rule.unit);
    if (count === 1 || rule.unit === 1) return rule.one;
    return ((rule.forms || {})[new Intl.PluralRules(lang).select(count)] || rule.other).split("{n}").join(count);
  }

  function refresh(rules) {
    var now = Date.now(), times = document.querySelectorAll("time[data-relative]");
    for (var i = 0; i < times.length; i++) {
      var then = Date.parse(times[i].dateTime);
      if (!isNaN(then)) times[i].textContent = relativeText((now - then) / 1000, rules, document.documentElement.lang);
    }
    var note = document.getElementById("dates-as-of");
    if (note) note.hidden = true;
  }

  // An old link to a comment now on a later page: page 1 lists each later page's
  // comments in data-comment-pages; go to the one that has it.
  var pages = document.querySelector("[data-comment-pages]"), wanted = location.hash.slice(9);
  if (pages && location.hash.indexOf("#comment-") === 0 && !document.getElementById("comment-" + wanted)) {
    pages.getAttribute("data-comment-pages").split(" ").forEach(function (group) {
      var page = group.split(":");
      if (page[1].split(",").indexOf(wanted) >= 0) location.replace("page/" + page[0] + "/" + location.hash);
    });
  }

  window.marginaliaRelativeText = relativeText;
  var script = document.currentScript;
  if (!script || !window.fetch) return;
  fetch(new URL(script.dataset.rules || "relative-date-rules.json", script.src))
    .then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.json();
    })
    .then(function (rules) {
      if (!rules.length) return;
      refresh(rules);
      setInterval(function () { refresh(rules); }, 60000);
      // And content swapped in by serve's live reload.
      document.addEventListener("marginalia:content-replaced", function () { refresh(rules); });
    })
    .catch(function () {});
})();
