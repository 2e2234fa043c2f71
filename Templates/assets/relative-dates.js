// Keeps relative dates ("3 days ago") true after the build: recomputes every
// <time data-relative> against the visitor's clock, with the buckets the
// generator writes to relative-date-rules.json (RelativeDateRule.standard, the
// table the Swift view models use), then hides the "as of" note. Without
// scripts, or if anything fails, the build-time text and the note stay.
(function () {
  "use strict";

  // The text for an age in seconds; mirrors RelativeDate.text(forAge:rules:).
  function relativeText(age, rules) {
    var seconds = Math.max(0, Math.floor(age));
    var rule = rules.filter(function (r) {
      return r.below == null || seconds < r.below;
    })[0] || rules[rules.length - 1];
    if (!rule) return "";
    var count = Math.floor(seconds / rule.unit);
    return count === 1 || rule.unit === 1 ? rule.one : rule.other.split("{n}").join(String(count));
  }

  function refresh(rules) {
    var now = Date.now();
    var times = document.querySelectorAll("time[data-relative]");
    for (var i = 0; i < times.length; i++) {
      var then = Date.parse(times[i].dateTime);
      if (!isNaN(then)) times[i].textContent = relativeText((now - then) / 1000, rules);
    }
    var note = document.getElementById("dates-as-of");
    if (note) note.hidden = true;
  }

  window.marginaliaRelativeText = relativeText;
  var script = document.currentScript;
  if (!script || !window.fetch) return;
  fetch(new URL("relative-date-rules.json", script.src))
    .then(function (response) {
      if (!response.ok) throw new Error(response.status);
      return response.json();
    })
    .then(function (rules) {
      refresh(rules);
      setInterval(function () { refresh(rules); }, 60000);
    })
    .catch(function () {});
})();
