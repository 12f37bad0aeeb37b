/// The page's one script and one style sheet. Both are fixed text: the chart's data reaches
/// the script only as JSON read with `JSON.parse`, and strings reach the page only through
/// `textContent`, so no data becomes markup or code. The Content-Security-Policy allows
/// exactly these two by their SHA-256 hashes.
enum HTMLScript {
    /// Selection (pointer, touch and keys), tooltips with each mark's accessibility label.
    static let script = #"""
(function () {
  "use strict";
  var root = document.getElementById("oc-chart");
  var svg = root.querySelector("svg");
  var tip = document.getElementById("oc-tooltip");
  var live = document.getElementById("oc-live");
  var data = JSON.parse(document.getElementById("oc-data").textContent);
  var states = data.states || [];
  var fragments = {};
  var marked = root.querySelectorAll("[data-oc-state]");
  for (var i = 0; i < marked.length; i++) {
    var key = marked[i].getAttribute("data-oc-state");
    (fragments[key] = fragments[key] || []).push(marked[i]);
  }
  var current = -1;

  function show(index) {
    if (index === current) return;
    if (current >= 0) apply(current, false);
    current = index;
    if (current >= 0) apply(current, true);
    var label = current >= 0 ? states[current].key : "";
    root.setAttribute("data-selected", label);
    live.textContent = label;
  }

  function apply(index, on) {
    var hide = states[index].hide;
    for (var i = 0; i < hide.length; i++) {
      var node = document.getElementById("oc-h" + hide[i]);
      if (!node) continue;
      if (on) node.setAttribute("display", "none"); else node.removeAttribute("display");
    }
    var shown = fragments[String(index)] || [];
    for (var j = 0; j < shown.length; j++) {
      if (on) shown[j].removeAttribute("display"); else shown[j].setAttribute("display", "none");
    }
  }

  // The pointer in scene coordinates (the SVG's viewBox).
  function scenePoint(event) {
    var rect = svg.getBoundingClientRect();
    var box = svg.viewBox.baseVal;
    return {
      x: (event.clientX - rect.left) * (box.width / rect.width),
      y: (event.clientY - rect.top) * (box.height / rect.height)
    };
  }

  function nearest(x) {
    var lo = 0, hi = states.length - 1;
    if (hi < 0) return -1;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (states[mid].x < x) lo = mid + 1; else hi = mid;
    }
    if (lo > 0 && x - states[lo - 1].x <= states[lo].x - x) return lo - 1;
    return lo;
  }

  function pick(p) {
    if (data.selection === "x") {
      var f = data.plot;
      if (p.x < f[0] || p.x > f[0] + f[2] || p.y < f[1] || p.y > f[1] + f[3]) return -1;
      return nearest(p.x);
    }
    if (data.selection === "angle") {
      var dx = p.x - data.center[0], dy = p.y - data.center[1];
      if (Math.sqrt(dx * dx + dy * dy) > data.radius) return -1;
      var a = Math.atan2(dy, dx) + Math.PI / 2;
      if (a < 0) a += 2 * Math.PI;
      for (var i = 0; i < states.length; i++) {
        if (a >= states[i].a[0] && a < states[i].a[1]) return i;
      }
    }
    return -1;
  }

  function tooltip(event) {
    var target = event.target;
    var mark = target && target.closest ? target.closest('[role="graphics-symbol"]') : null;
    var label = mark ? mark.getAttribute("aria-label") : null;
    if (!label) { tip.hidden = true; return; }
    tip.textContent = label;
    tip.hidden = false;
    var box = root.getBoundingClientRect();
    var x = event.clientX - box.left + 12, y = event.clientY - box.top + 12;
    x = Math.max(0, Math.min(x, box.width - tip.offsetWidth));
    y = Math.max(0, Math.min(y, box.height - tip.offsetHeight));
    tip.style.left = x + "px";
    tip.style.top = y + "px";
  }

  svg.addEventListener("pointermove", function (event) {
    if (data.selection) show(pick(scenePoint(event)));
    tooltip(event);
  });
  svg.addEventListener("pointerdown", function (event) {
    if (data.selection) show(pick(scenePoint(event)));
  });
  svg.addEventListener("pointerleave", function () {
    show(-1);
    tip.hidden = true;
  });
  root.addEventListener("keydown", function (event) {
    if (!states.length) return;
    var next = current;
    switch (event.key) {
      case "ArrowRight": case "ArrowDown": next = current < 0 ? 0 : Math.min(current + 1, states.length - 1); break;
      case "ArrowLeft": case "ArrowUp": next = current < 0 ? states.length - 1 : Math.max(current - 1, 0); break;
      case "Home": next = 0; break;
      case "End": next = states.length - 1; break;
      case "Escape": next = -1; break;
      default: return;
    }
    event.preventDefault();
    show(next);
  });
  root.setAttribute("data-ready", "true");
})();
"""#

    /// The tooltip and focus ring; nothing else is styled.
    static let style = #"""
.oc-chart { position: relative; display: inline-block; outline: none; }
.oc-chart:focus-visible { outline: 2px solid #0a84ff; outline-offset: 2px; }
.oc-chart svg { display: block; touch-action: pan-y; }
.oc-tooltip { position: absolute; pointer-events: none; max-width: 20em; padding: 3px 6px; border-radius: 4px;
  background: rgba(30, 30, 30, 0.9); color: #fff; font: 12px sans-serif; white-space: pre-wrap; }
.oc-tooltip[hidden] { display: none; }
.oc-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
"""#
}
