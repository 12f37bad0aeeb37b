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
  // One region per selectable chart (the data itself, then "more"); in each, value states
  // (picked by pointing) and range states (picked by dragging), apart.
  var regions = (data.selection ? [data] : []).concat(data.more || []).map(function (axis) {
    return { axis: axis, values: [], ends: [], pairs: {} };
  });
  for (var s = 0; s < states.length; s++) {
    var g = regions[states[s].g || 0], r = states[s].r;
    if (!g) continue;
    if (!r) { g.values.push(s); continue; }
    if (g.ends.indexOf(r[0]) < 0) g.ends.push(r[0]);
    if (g.ends.indexOf(r[1]) < 0) g.ends.push(r[1]);
  }
  regions.forEach(function (g) { g.ends.sort(function (a, b) { return a - b; }); });
  for (var t = 0; t < states.length; t++) {
    var h = regions[states[t].g || 0], q = states[t].r;
    if (h && q) h.pairs[h.ends.indexOf(q[0]) + "," + h.ends.indexOf(q[1])] = t;
  }
  var pickers = data.pickers || [];
  var chosen = pickers.map(function (p) { return p.selected; });
  function moved() {
    for (var i = 0; i < pickers.length; i++) if (chosen[i] !== pickers[i].selected) return true;
    return false;
  }
  var current = -1;
  var ranged = false;   // a dragged range stays until a click, a key or Escape
  var drag = null;

  function show(index) {
    if (index >= 0 && moved()) return;   // selection states belong to the pickers' first choices
    if (index === current) return;
    if (current >= 0) apply(current, false);
    current = index;
    if (current >= 0) apply(current, true);
    var label = current >= 0 ? states[current].key : "";
    root.setAttribute("data-selected", label);
    live.textContent = label;
  }

  function apply(index, on) { toggle(index, states[index].hide, on); }

  // Shows (or hides again) variant `index`: its fragments appear, the base nodes it replaces go.
  function toggle(index, hide, on) {
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

  // The index in the ascending `list` whose value (read by `at`) is nearest to x.
  function nearest(list, x, at) {
    var lo = 0, hi = list.length - 1;
    if (hi < 0) return -1;
    while (lo < hi) {
      var mid = (lo + hi) >> 1;
      if (at(list[mid]) < x) lo = mid + 1; else hi = mid;
    }
    if (lo > 0 && x - at(list[lo - 1]) <= at(list[lo]) - x) return lo - 1;
    return lo;
  }

  function inPlot(axis, p) {
    var f = axis.plot;
    return p.x >= f[0] && p.x <= f[0] + f[2] && p.y >= f[1] && p.y <= f[1] + f[3];
  }

  // The region whose plot (or pie) holds p.
  function regionAt(p) {
    for (var i = 0; i < regions.length; i++) {
      var axis = regions[i].axis;
      if (axis.selection === "x" && inPlot(axis, p)) return regions[i];
      if (axis.selection === "angle") {
        var dx = p.x - axis.center[0], dy = p.y - axis.center[1];
        if (Math.sqrt(dx * dx + dy * dy) <= axis.radius) return regions[i];
      }
    }
    return null;
  }

  function pick(p) {
    var g = regionAt(p);
    if (!g) return -1;
    if (g.axis.selection === "x") {
      var v = nearest(g.values, p.x, function (i) { return states[i].x; });
      return v < 0 ? -1 : g.values[v];
    }
    var a = Math.atan2(p.y - g.axis.center[1], p.x - g.axis.center[0]) + Math.PI / 2;
    if (a < 0) a += 2 * Math.PI;
    for (var i = 0; i < g.values.length; i++) {
      var st = states[g.values[i]];
      if (a >= st.a[0] && a < st.a[1]) return g.values[i];
    }
    return -1;
  }

  function same(x) { return x; }

  // The range state of region g between the grid ends nearest to x0 and x1.
  function rangeBetween(g, x0, x1) {
    var a = nearest(g.ends, Math.min(x0, x1), same), b = nearest(g.ends, Math.max(x0, x1), same);
    var index = g.pairs[a + "," + b];
    return index === undefined ? -1 : index;
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
    var p = scenePoint(event);
    if (drag) {
      if (Math.abs(p.x - drag.x) > 3) drag.moved = true;
      if (drag.moved) { ranged = true; show(rangeBetween(drag.g, drag.x, p.x)); }
    } else if (regions.length && !ranged) {
      show(pick(p));
    }
    tooltip(event);
  });
  svg.addEventListener("pointerdown", function (event) {
    if (!regions.length) return;
    var p = scenePoint(event), g = regionAt(p);
    if (g && g.ends.length) {
      drag = { g: g, x: p.x, moved: false };
      if (svg.setPointerCapture) svg.setPointerCapture(event.pointerId);
    }
    if (!ranged) show(pick(p));
  });
  svg.addEventListener("pointerup", function (event) {
    if (drag && !drag.moved) { ranged = false; show(pick(scenePoint(event))); }
    drag = null;
  });
  svg.addEventListener("pointerleave", function () {
    if (!ranged && !drag) show(-1);
    tip.hidden = true;
  });
  root.addEventListener("keydown", function (event) {
    if (!states.length) return;
    // Keys act in the chart of the current state, else the first selectable chart.
    var g = regions[current >= 0 ? states[current].g || 0 : 0];
    if (!g) return;
    var next = current;
    var r = current >= 0 ? states[current].r : null;
    var step = 0;
    switch (event.key) {
      case "ArrowRight": case "ArrowDown": step = 1; break;
      case "ArrowLeft": case "ArrowUp": step = -1; break;
      case "Home": step = -Infinity; break;
      case "End": step = Infinity; break;
      case "Escape": next = -1; ranged = false; break;
      default: return;
    }
    if (step && r) {
      // A range moves as a whole, one grid end at a time.
      var a = g.ends.indexOf(r[0]), b = g.ends.indexOf(r[1]);
      var shift = Math.max(-a, Math.min(g.ends.length - 1 - b, step === Infinity ? g.ends.length : step === -Infinity ? -g.ends.length : step));
      var shifted = g.pairs[(a + shift) + "," + (b + shift)];
      if (shifted !== undefined) next = shifted;
    } else if (step && g.values.length) {
      var at = g.values.indexOf(current);
      if (step === Infinity) at = g.values.length - 1;
      else if (step === -Infinity) at = 0;
      else if (at < 0) at = step > 0 ? 0 : g.values.length - 1;
      else at = Math.max(0, Math.min(g.values.length - 1, at + step));
      next = g.values[at];
    }
    event.preventDefault();
    show(next);
  });
  // Pickers: real buttons over the drawn segments; choosing one shows the view drawn with it.
  var buttons = root.querySelectorAll("button[data-oc-picker]");
  function place() {
    var rect = svg.getBoundingClientRect(), box = root.getBoundingClientRect();
    var sx = rect.width / svg.viewBox.baseVal.width, sy = rect.height / svg.viewBox.baseVal.height;
    for (var i = 0; i < buttons.length; i++) {
      var f = pickers[+buttons[i].getAttribute("data-oc-picker")].options[+buttons[i].getAttribute("data-oc-option")].frame;
      buttons[i].style.left = (rect.left - box.left + f[0] * sx) + "px";
      buttons[i].style.top = (rect.top - box.top + f[1] * sy) + "px";
      buttons[i].style.width = (f[2] * sx) + "px";
      buttons[i].style.height = (f[3] * sy) + "px";
    }
  }
  function option(p, o, on) {
    if (o === null || o === undefined) return;
    var opt = pickers[p].options[o];
    toggle(opt.v, opt.hide, on);
  }
  function choose(p, o) {
    if (chosen[p] === o) return;
    show(-1);
    ranged = false;
    // Each picker's options were drawn with the others at their first choice.
    for (var q = 0; q < pickers.length; q++) {
      if (q !== p && chosen[q] !== pickers[q].selected) { option(q, chosen[q], false); chosen[q] = pickers[q].selected; }
    }
    option(p, chosen[p], false);
    option(p, o, true);
    chosen[p] = o;
    for (var i = 0; i < buttons.length; i++) {
      var bp = +buttons[i].getAttribute("data-oc-picker");
      buttons[i].setAttribute("aria-pressed", String(+buttons[i].getAttribute("data-oc-option") === chosen[bp]));
    }
    root.setAttribute("data-picked", buttons.length ? pickedLabels() : "");
  }
  function pickedLabels() {
    var labels = [];
    for (var i = 0; i < buttons.length; i++) if (buttons[i].getAttribute("aria-pressed") === "true") labels.push(buttons[i].textContent);
    return labels.join(",");
  }
  for (var b = 0; b < buttons.length; b++) {
    buttons[b].addEventListener("click", function (event) {
      var button = event.currentTarget;
      choose(+button.getAttribute("data-oc-picker"), +button.getAttribute("data-oc-option"));
    });
    buttons[b].addEventListener("keydown", function (event) {
      // Arrow keys move along the segments, choosing as they go.
      var step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
      event.stopPropagation();
      if (!step) return;
      var button = event.currentTarget, p = +button.getAttribute("data-oc-picker");
      var o = Math.max(0, Math.min(pickers[p].options.length - 1, +button.getAttribute("data-oc-option") + step));
      var next = root.querySelector('button[data-oc-picker="' + p + '"][data-oc-option="' + o + '"]');
      event.preventDefault();
      if (next) { next.focus(); choose(p, o); }
    });
  }
  if (buttons.length) {
    place();
    window.addEventListener("resize", place);
    root.setAttribute("data-picked", pickedLabels());
  }

  // Scrolling: the plot and x axis are drawn whole; their groups are translated.
  var scroll = data.scroll;
  if (scroll) {
    var strips = root.querySelectorAll("[data-oc-scroll]");
    var offset = -1;
    var pan = null, settle = 0, shown = -1;

    var scrollTo = function (to) {
      var next = Math.max(0, Math.min(scroll.max, to));
      if (next === offset) return;
      offset = next;
      for (var i = 0; i < strips.length; i++) strips[i].setAttribute("transform", "translate(" + (-offset) + " 0)");
      var value = scroll.start + offset * scroll.per;
      // Dates to the second, numbers to six decimals (more than the offsets' precision), a
      // category axis's category whose band starts at or before the leading edge.
      root.setAttribute("data-scroll", scroll.cats ? scroll.cats[Math.max(0, Math.min(scroll.cats.length - 1, Math.floor(offset / scroll.band + 1e-3)))]
        : scroll.date ? new Date(Math.round(value) * 1000).toISOString() : String(Math.round(value * 1e6) / 1e6));
      root.setAttribute("data-scroll-offset", String(offset));
      // What the rest of the view draws for the resting place nearest the offset.
      if (scroll.states.length) {
        var near = nearest(scroll.states, offset, function (st) { return st.o; });
        if (near !== shown) {
          if (shown >= 0) toggle(scroll.states[shown].v, scroll.states[shown].hide, false);
          shown = near;
          toggle(scroll.states[shown].v, scroll.states[shown].hide, true);
        }
      }
    };
    // The resting place nearest `to`; with a direction, the next one past `from` that way;
    // with `within` (a limited drag's [lowest, highest] offsets), one inside it.
    var rest = function (to, major, from, direction, within) {
      var list = major && scroll.major.length ? scroll.major : scroll.snaps;
      if (within) {
        to = Math.max(within[0], Math.min(within[1], to));
        list = list.filter(function (o) { return o >= within[0] - 0.5 && o <= within[1] + 0.5; });
      }
      if (!list.length) return to;
      if (direction > 0) { for (var i = 0; i < list.length; i++) if (list[i] > from + 0.5) return list[i]; return list[list.length - 1]; }
      if (direction < 0) { for (var j = list.length - 1; j >= 0; j--) if (list[j] < from - 0.5) return list[j]; return list[0]; }
      return list[nearest(list, to, same)];
    };
    var inView = function (p) {
      var v = scroll.view;
      return p.x >= v[0] && p.x <= v[0] + v[2] && p.y >= v[1] && p.y <= v[1] + v[3];
    };
    // Client pixels to chart points along x.
    var perClient = function () {
      var rect = svg.getBoundingClientRect();
      return svg.viewBox.baseVal.width / rect.width / scroll.k;
    };
    scrollTo(scroll.offset);

    svg.addEventListener("pointerdown", function (event) {
      if (!inView(scenePoint(event))) return;
      pan = { x: event.clientX, offset: offset, samples: [[event.timeStamp, event.clientX]] };
      if (svg.setPointerCapture) svg.setPointerCapture(event.pointerId);
    });
    // The offsets one drag from `from` may reach: a page either way when gestures are limited.
    var reach = function (from) {
      var page = scroll.view[2] / scroll.k;
      return scroll.limit ? [Math.max(0, from - page), Math.min(scroll.max, from + page)] : null;
    };
    svg.addEventListener("pointermove", function (event) {
      if (!pan) return;
      var to = pan.offset - (event.clientX - pan.x) * perClient(), within = reach(pan.offset);
      scrollTo(within ? Math.max(within[0], Math.min(within[1], to)) : to);
      pan.samples.push([event.timeStamp, event.clientX]);
      if (pan.samples.length > 6) pan.samples.shift();
    });
    var release = function (event) {
      if (!pan) return;
      // A fast drag (over one pixel a millisecond at release) rests on the major alignment, past where it started.
      var first = pan.samples[0], dt = event.timeStamp - first[0];
      var speed = dt > 0 ? (event.clientX - first[1]) / dt : 0;
      var fast = Math.abs(speed) > 1 && scroll.major.length;
      var within = reach(pan.offset);
      scrollTo(fast ? rest(offset, true, pan.offset, speed < 0 ? 1 : -1, within) : rest(offset, false, undefined, 0, within));
      pan = null;
    };
    svg.addEventListener("pointerup", release);
    svg.addEventListener("pointercancel", release);
    svg.addEventListener("wheel", function (event) {
      if (!inView(scenePoint(event))) return;
      var delta = Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY;
      if (!delta) return;
      event.preventDefault();
      scrollTo(offset + delta * perClient());
      clearTimeout(settle);
      settle = setTimeout(function () { scrollTo(rest(offset, false)); }, 150);
    }, { passive: false });
    root.addEventListener("keydown", function (event) {
      if (states.length) return;   // keys move the selection instead
      var to;
      switch (event.key) {
        case "ArrowRight": to = scroll.snaps.length ? rest(offset, false, offset, 1) : offset + scroll.view[2] / scroll.k / 10; break;
        case "ArrowLeft": to = scroll.snaps.length ? rest(offset, false, offset, -1) : offset - scroll.view[2] / scroll.k / 10; break;
        case "PageDown": to = scroll.major.length ? rest(offset, true, offset, 1) : offset + scroll.view[2] / scroll.k; break;
        case "PageUp": to = scroll.major.length ? rest(offset, true, offset, -1) : offset - scroll.view[2] / scroll.k; break;
        case "Home": to = 0; break;
        case "End": to = scroll.max; break;
        default: return;
      }
      event.preventDefault();
      scrollTo(to);
    });
  }
  root.setAttribute("data-ready", "true");
})();
"""#

    /// The tooltip and focus ring; nothing else is styled.
    static let style = #"""
.oc-chart { position: relative; display: inline-block; outline: none; }
.oc-chart:focus-visible { outline: 2px solid #0a84ff; outline-offset: 2px; }
.oc-chart svg { display: block; touch-action: pan-y; user-select: none; -webkit-user-select: none; }
.oc-tooltip { position: absolute; pointer-events: none; max-width: 20em; padding: 3px 6px; border-radius: 4px;
  background: rgba(30, 30, 30, 0.9); color: #fff; font: 12px sans-serif; white-space: pre-wrap; }
.oc-tooltip[hidden] { display: none; }
.oc-option { position: absolute; margin: 0; padding: 0; border: 0; border-radius: 7px; background: transparent;
  color: transparent; font: 13px sans-serif; cursor: pointer; }
.oc-option:focus-visible { outline: 2px solid #0a84ff; outline-offset: 1px; }
.oc-live { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
"""#
}
