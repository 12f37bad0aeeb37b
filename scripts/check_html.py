#!/usr/bin/env python3
"""Drives OpenCharts' interactive HTML pages in headless Chromium and checks what a user sees.

The pages come from the Swift test suites `HTMLPageTests` (Tests/OpenChartsChartsTests/
Interaction/HTMLPageTests.swift) and `PickerPageTests` (Tests/OpenChartsCLITests), which write them to `$OPENCHARTS_ARTIFACTS/html/`. By
default this script runs that suite with OPENCHARTS_ARTIFACTS=.build/html-check, then opens
each page from file:// and checks:

- line-selection.html (seed 002, 6:20): moving the pointer over the plot shows the rule at the
  nearest day, with its popover inside the chart at both edges; arrow keys, Home/End move the
  selection and Escape clears it; the page logs no console errors (a wrong CSP hash would);
- donut-selection.html (7:31): the pointer over each sector selects it;
- daily-bars.html (7:54): under 1 MB; a bar shows its accessibility label as a tooltip; the
  pointer selects the day under it;
- range-selection.html (7:07): dragging selects the days between the drag's ends and shows the
  range's rectangle over them; the range stays until a click; arrow keys move it; Escape clears;
- value-and-range.html (7:07, both modifiers): hover selects a day, a drag a range that stays
  while the pointer moves, a click a day again;
- hostile-range.html: a range over the hostile names opens no dialog and adds no element;
- year-scroll.html (8:50): a year of daily bars shows 30 days; a slow drag scrolls and rests on a
  midnight, the x axis labels moving with the bars and the y axis staying; Page Down and a fast
  drag rest on the first of a month; arrow keys move a day; the wheel scrolls; End and Home;
- category-scroll.html: 24 named bars, 6 at a time: a slow drag rests on a category's start with
  the labels following, End shows the last six, a drag of a page and a half moves one page;
- pets-picker.html (seed 001): the city picker's buttons lie over the drawn segments; clicking,
  Tab and Enter, and arrow keys switch the pie and legend between Dublin, Milan and London;
- hostile-picker.html: options named like the hostile names read as text and run nothing;
- year-total.html: the total of the visible 30 days, above the scrolling year, follows the scroll;
- dashboard.html: in a stack of three charts, the second selects and the third scrolls;
- two-charts.html: a line chart and a donut in a stack both select, keys move within the donut;
- hostile.html: bars named `</script><script>alert(1)</script>` and friends open no dialog and
  add no element when hovered and selected.

Screenshots of every state go to .build/html-check/screenshots/ (or --screenshots DIR).
Prints `N passed, M failed`; exits 1 when anything failed.

Needs chromium, chromium-driver and the selenium package; installs nothing itself:
    apt-get install chromium chromium-driver && pip install selenium
Usage: scripts/check_html.py [--html-dir DIR] [--screenshots DIR]
"""
import argparse
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from selenium import webdriver
from selenium.common.exceptions import NoAlertPresentException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.actions.action_builder import ActionBuilder
from selenium.webdriver.common.keys import Keys

ROOT = Path(__file__).resolve().parent.parent
results = []


def check(name, condition, detail=""):
    results.append(bool(condition))
    print(("PASS " if condition else "FAIL ") + name + ("" if condition or not detail else f": {detail}"))
    return bool(condition)


def make_driver():
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--force-device-scale-factor=1", "--window-size=1000,900"]:
        options.add_argument(argument)
    binary = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if binary:
        options.binary_location = binary
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver_path = shutil.which("chromedriver")
    service = Service(driver_path) if driver_path else Service()
    return webdriver.Chrome(service=service, options=options)


class Page:
    """One page loaded in the browser, with helpers in scene coordinates."""

    def __init__(self, driver, path):
        self.driver = driver
        driver.get(path.resolve().as_uri())
        self.ready = driver.execute_script("return document.getElementById('oc-chart').getAttribute('data-ready')") == "true"
        self.data = json.loads(driver.execute_script("return document.getElementById('oc-data').textContent"))
        self.states = self.data["states"]

    def svg_rect(self):
        return self.driver.execute_script("""
            var s = document.querySelector('#oc-chart svg'), r = s.getBoundingClientRect(), b = s.viewBox.baseVal;
            return {left: r.left, top: r.top, width: r.width, height: r.height, sx: r.width / b.width, sy: r.height / b.height};""")

    def to_client(self, x, y):
        r = self.svg_rect()
        return r["left"] + x * r["sx"], r["top"] + y * r["sy"]

    def move(self, x, y):
        """Moves the pointer to scene point (x, y)."""
        cx, cy = self.to_client(x, y)
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(int(round(cx)), int(round(cy)))
        actions.perform()

    def drag(self, x0, x1, y, steps=6, release=True, duration=250):
        """Presses at scene (x0, y), moves to (x1, y) in `steps` of `duration` ms each, and releases."""
        actions = ActionBuilder(self.driver, duration=duration)
        cx, cy = self.to_client(x0, y)
        actions.pointer_action.move_to_location(int(round(cx)), int(round(cy)))
        actions.pointer_action.pointer_down()
        for step in range(1, steps + 1):
            cx, _ = self.to_client(x0 + (x1 - x0) * step / steps, y)
            actions.pointer_action.move_to_location(int(round(cx)), int(round(cy)))
        if release:
            actions.pointer_action.pointer_up()
        actions.perform()

    def leave(self):
        """Moves the pointer off the chart, to its right."""
        r = self.svg_rect()
        actions = ActionBuilder(self.driver)
        actions.pointer_action.move_to_location(int(r["left"] + r["width"] + 40), int(r["top"] + 10))
        actions.perform()

    def scroll_position(self):
        """The scrolling chart's reported position and offset."""
        return self.driver.execute_script("var r = document.getElementById('oc-chart');"
                                          "return {pos: r.getAttribute('data-scroll'), off: parseFloat(r.getAttribute('data-scroll-offset'))};")

    def selected(self):
        return self.driver.execute_script("return document.getElementById('oc-chart').getAttribute('data-selected')")

    def visible_fragments(self):
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('[data-oc-state]')).filter(function (g) {"
            " return !g.hasAttribute('display'); }).map(function (g) { return g.getAttribute('data-oc-state'); })"
            ".filter(function (v, i, all) { return all.indexOf(v) === i; });")

    def fragment_boxes(self, index):
        """Client rectangles of the shapes and texts in state `index`'s fragments."""
        return self.driver.execute_script("""
            return Array.from(document.querySelectorAll('[data-oc-state="' + arguments[0] + '"] path, [data-oc-state="' + arguments[0] + '"] text'))
              .map(function (e) { var r = e.getBoundingClientRect();
                return {tag: e.tagName, left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height}; });""",
            str(index))

    def console_errors(self):
        return [entry for entry in self.driver.get_log("browser") if entry.get("level") == "SEVERE"]

    def element_count(self):
        return self.driver.execute_script("return document.getElementsByTagName('*').length")

    def alert_open(self):
        try:
            self.driver.switch_to.alert
            return True
        except NoAlertPresentException:
            return False

    def screenshot(self, folder, name):
        self.driver.save_screenshot(str(folder / f"{name}.png"))


def nearest(states, x):
    return min(range(len(states)), key=lambda i: (abs(states[i]["x"] - x), i))


def check_line(driver, folder, shots):
    page = Page(driver, folder / "line-selection.html")
    check("line: the script ran (CSP allowed it)", page.ready)
    states, plot = page.states, page.data["plot"]
    check("line: one state per day", len(states) == 7, f"{len(states)} states")
    mid_y = plot[1] + plot[3] / 2
    svg = page.svg_rect()
    # Pointer at each day and between days: the rule shows at the nearest day.
    probes = [s["x"] for s in states] + [(a["x"] + b["x"]) / 2 - 3 for a, b in zip(states, states[1:])] + [plot[0] + 1, plot[0] + plot[2] - 1]
    wrong = []
    for x in probes:
        page.move(x, mid_y)
        expected = nearest(states, round(x))
        if page.selected() != states[expected]["key"]:
            wrong.append((round(x, 1), page.selected(), states[expected]["key"]))
            continue
        rules = [b for b in page.fragment_boxes(expected) if b["tag"] == "path" and b["width"] <= 3 and b["height"] > 50]
        rule_x = (rules[0]["left"] + rules[0]["right"]) / 2 if rules else None
        want = svg["left"] + states[expected]["x"] * svg["sx"]
        if rule_x is None or abs(rule_x - want) > 1.5:
            wrong.append((round(x, 1), "rule at", rule_x, "want", want))
    check("line: the pointer shows the rule at the nearest day", not wrong, str(wrong[:3]))
    for index in range(len(states)):
        page.move(states[index]["x"], mid_y)
        page.screenshot(shots, f"line-selection-{index}")
    # The popover stays inside the chart at both edges.
    for edge, index in [("first", 0), ("last", len(states) - 1)]:
        page.move(states[index]["x"], mid_y)
        boxes = [b for b in page.fragment_boxes(index) if b["tag"] == "text"]
        inside = boxes and all(b["left"] >= svg["left"] - 0.5 and b["right"] <= svg["left"] + svg["width"] + 0.5
                               and b["top"] >= svg["top"] - 0.5 and b["bottom"] <= svg["top"] + svg["height"] + 0.5 for b in boxes)
        check(f"line: the popover is inside the chart at the {edge} day", inside, str(boxes))
    page.leave()
    check("line: leaving the chart clears the selection", page.selected() == "" and not page.visible_fragments())
    # Keys.
    driver.execute_script("document.getElementById('oc-chart').focus()")
    keys = ActionChains(driver)
    sequence = [(Keys.ARROW_RIGHT, 0), (Keys.ARROW_RIGHT, 1), (Keys.ARROW_RIGHT, 2), (Keys.ARROW_LEFT, 1),
                (Keys.END, len(states) - 1), (Keys.ARROW_RIGHT, len(states) - 1), (Keys.HOME, 0)]
    seen = []
    for key, expected in sequence:
        keys.send_keys(key).perform()
        seen.append(page.selected() == states[expected]["key"] and page.visible_fragments() == [str(expected)])
    check("line: arrow keys, Home and End move the selection one day at a time", all(seen), str(seen))
    page.screenshot(shots, "line-selection-keys")
    keys.send_keys(Keys.ESCAPE).perform()
    check("line: Escape clears the selection", page.selected() == "" and not page.visible_fragments())
    errors = page.console_errors()
    check("line: no console errors", not errors, str(errors))


def check_donut(driver, folder, shots):
    import math
    page = Page(driver, folder / "donut-selection.html")
    check("donut: the script ran", page.ready)
    cx, cy = page.data["center"]
    radius = page.data["radius"]
    wrong = []
    for index, state in enumerate(page.states):
        a = (state["a"][0] + state["a"][1]) / 2
        page.move(cx + 0.85 * radius * math.sin(a), cy - 0.85 * radius * math.cos(a))
        if page.selected() != state["key"] or page.visible_fragments() != [str(index)]:
            wrong.append((index, page.selected(), state["key"]))
        page.screenshot(shots, f"donut-selection-{index}")
    check("donut: the pointer over each sector selects it", len(page.states) == 6 and not wrong, str(wrong))
    check("donut: no console errors", not page.console_errors(), str(page.console_errors()))


def check_daily_bars(driver, folder, shots):
    path = folder / "daily-bars.html"
    size = path.stat().st_size
    check(f"daily bars: the page is under 1 MB ({size} bytes)", size < 1_000_000)
    page = Page(driver, path)
    check("daily bars: one state per day", len(page.states) == 365, f"{len(page.states)} states")
    # The first bar from the 101st on that covers a whole pixel column (bars are ~1.4 px wide).
    bar = driver.execute_script("""
        var bars = document.querySelectorAll('[role="graphics-symbol"]');
        for (var i = 100; i < bars.length; i++) {
          var r = bars[i].getBoundingClientRect(), x = Math.ceil(r.left);
          if (x + 0.5 < r.right) return {index: i, label: bars[i].getAttribute('aria-label'), x: x, y: r.top + r.height / 2};
        }""")
    actions = ActionBuilder(driver)
    actions.pointer_action.move_to_location(int(bar["x"]), int(bar["y"]))
    actions.perform()
    tip = driver.execute_script("var t = document.getElementById('oc-tooltip'); return {hidden: t.hidden, text: t.textContent};")
    check("daily bars: a bar shows its accessibility label as a tooltip", not tip["hidden"] and tip["text"] == bar["label"], f"{tip} vs {bar['label']}")
    check("daily bars: the pointer over a bar selects its day", page.selected() == page.states[bar["index"]]["key"], page.selected())
    page.screenshot(shots, "daily-bars-selected")
    check("daily bars: no console errors", not page.console_errors(), str(page.console_errors()))


def check_range(driver, folder, shots):
    page = Page(driver, folder / "range-selection.html")
    check("range: the script ran", page.ready)
    states, plot = page.states, page.data["plot"]
    ends = sorted({s["r"][0] for s in states if "r" in s})
    check("range: a state for every pair of the 7 days", len(ends) == 7 and len(states) == 28, f"{len(ends)} ends, {len(states)} states")
    mid_y = plot[1] + plot[3] / 2
    svg = page.svg_rect()

    def expect(a, b):
        return next(i for i, s in enumerate(states) if s["r"] == [ends[a], ends[b]])

    # Dragging from the second day to the fifth, either way, selects that range and shows its rectangle.
    wrong = []
    for x0, x1 in [(ends[1] + 2, ends[4] - 3), (ends[4] + 3, ends[1] - 2)]:
        page.drag(x0, x1, mid_y)
        index = expect(1, 4)
        rects = [b for b in page.fragment_boxes(index) if b["tag"] == "path"]
        left = svg["left"] + ends[1] * svg["sx"]
        right = svg["left"] + ends[4] * svg["sx"]
        if page.selected() != states[index]["key"] or page.visible_fragments() != [str(index)]:
            wrong.append((x0, x1, page.selected()))
        elif not rects or abs(rects[0]["left"] - left) > 1.5 or abs(rects[0]["right"] - right) > 1.5:
            wrong.append(("rectangle", rects[:1], left, right))
    check("range: dragging selects the days between, and the rectangle covers them", not wrong, str(wrong))
    page.screenshot(shots, "range-selection-dragged")
    page.move(ends[6], mid_y)
    check("range: the range stays after the drag while the pointer moves", page.selected() == states[expect(1, 4)]["key"])
    # Arrow keys move the range a day at a time.
    driver.execute_script("document.getElementById('oc-chart').focus()")
    keys = ActionChains(driver)
    keys.send_keys(Keys.ARROW_RIGHT).perform()
    first = page.selected() == states[expect(2, 5)]["key"]
    keys.send_keys(Keys.ARROW_RIGHT).perform()
    keys.send_keys(Keys.ARROW_RIGHT).perform()
    second = page.selected() == states[expect(3, 6)]["key"]
    keys.send_keys(Keys.ARROW_LEFT).perform()
    third = page.selected() == states[expect(2, 5)]["key"]
    check("range: arrow keys move the range one day at a time and stop at the last day", first and second and third,
          f"{first} {second} {third} {page.selected()}")
    page.screenshot(shots, "range-selection-keys")
    keys.send_keys(Keys.ESCAPE).perform()
    check("range: Escape clears the range", page.selected() == "" and not page.visible_fragments())
    page.drag(ends[0], ends[6], mid_y)
    check("range: dragging across the whole plot selects every day", page.selected() == states[expect(0, 6)]["key"], page.selected())
    page.screenshot(shots, "range-selection-all")
    check("range: no console errors", not page.console_errors(), str(page.console_errors()))


def check_value_and_range(driver, folder, shots):
    page = Page(driver, folder / "value-and-range.html")
    states, plot = page.states, page.data["plot"]
    values = [i for i, s in enumerate(states) if "r" not in s]
    ends = sorted({s["r"][0] for s in states if "r" in s})
    mid_y = plot[1] + plot[3] / 2
    page.move(states[values[2]]["x"], mid_y)
    hover = page.selected() == states[values[2]]["key"]
    page.drag(ends[1], ends[3], mid_y)
    rng = next(i for i, s in enumerate(states) if s.get("r") == [ends[1], ends[3]])
    dragged = page.selected() == states[rng]["key"] and page.visible_fragments() == [str(rng)]
    page.screenshot(shots, "value-and-range-dragged")
    page.move(states[values[5]]["x"], mid_y)
    kept = page.selected() == states[rng]["key"]
    page.drag(states[values[5]]["x"], states[values[5]]["x"], mid_y, steps=1)   # a click
    clicked = page.selected() == states[values[5]]["key"]
    check("value and range: hover selects a day, a drag a range that stays, a click a day again",
          hover and dragged and kept and clicked, f"{hover} {dragged} {kept} {clicked}")
    check("value and range: no console errors", not page.console_errors(), str(page.console_errors()))


def check_hostile_range(driver, folder, shots):
    page = Page(driver, folder / "hostile-range.html")
    check("hostile range: no dialog on load", not page.alert_open())
    before = page.element_count()
    plot = page.data["plot"]
    ends = sorted({s["r"][0] for s in page.states if "r" in s})
    mid_y = plot[1] + plot[3] / 2
    page.drag(ends[0], ends[-1], mid_y)
    key = page.selected()
    check("hostile range: a drag selects the range, its key read back as text", "</script>" in key and "/" in key, key)
    texts = driver.execute_script("return Array.from(document.querySelectorAll('[data-oc-state] text'))"
                                  ".filter(function (t) { return !t.closest('[display]'); }).map(function (t) { return t.textContent; })")
    check("hostile range: the popover shows the names as text", any("</script>" in t or "<img" in t or "javascript:" in t for t in texts), str(texts))
    page.screenshot(shots, "hostile-range")
    check("hostile range: no dialog after dragging", not page.alert_open())
    check("hostile range: no element added", page.element_count() == before, f"{before} -> {page.element_count()}")
    check("hostile range: no console errors", not page.console_errors(), str(page.console_errors()))


def check_scroll(driver, folder, shots):
    import re
    import time
    from selenium.webdriver.common.actions.wheel_input import ScrollOrigin
    page = Page(driver, folder / "year-scroll.html")
    check("scroll: the script ran", page.ready)
    sc = page.data["scroll"]
    view = sc["view"]
    mid_y = view[1] + view[3] / 2

    where = page.scroll_position

    def visible(selector):
        """Texts (or labels) and client x centres of the elements matching `selector` whose centre is in the window."""
        left, _ = page.to_client(view[0], 0)
        right, _ = page.to_client(view[0] + view[2], 0)
        return driver.execute_script("""
            var left = arguments[1], right = arguments[2];
            return Array.from(document.querySelectorAll(arguments[0])).map(function (e) {
              var r = e.getBoundingClientRect(); return [e.textContent || e.getAttribute('aria-label'), (r.left + r.right) / 2, (r.top + r.bottom) / 2]; })
              .filter(function (e) { return e[1] > left && e[1] < right; });""",
            selector, left, right)

    def bars():
        return visible('[data-oc-scroll] [role="graphics-symbol"]')

    def x_labels():
        return visible('[data-oc-scroll] [aria-label^="X axis"] text')

    def y_labels():
        return driver.execute_script("return Array.from(document.querySelectorAll('[aria-label^=\"Y axis\"] text'))"
                                     ".map(function (e) { var r = e.getBoundingClientRect(); return [e.textContent, r.left, r.top]; });")

    def midnight(pos):
        return pos is not None and pos.endswith("T00:00:00.000Z")

    start = where()
    check("scroll: the page starts at the first day", start["pos"] == "2023-01-01T00:00:00.000Z" and start["off"] == 0, str(start))
    first_bars, first_labels, first_y = bars(), x_labels(), y_labels()
    check("scroll: the window shows 30 days of bars", len(first_bars) == 30, str(len(first_bars)))
    check("scroll: the x axis shows labels in the window", len(first_labels) >= 2, str(first_labels))
    page.screenshot(shots, "year-scroll-start")

    # A slow drag to the left scrolls forward and rests on a midnight.
    page.drag(view[0] + view[2] * 0.8, view[0] + view[2] * 0.3, mid_y, steps=5, duration=200)
    after = where()
    check("scroll: a slow drag scrolls and rests on a day", midnight(after["pos"]) and after["off"] > 0 and after["off"] in sc["snaps"],
          str(after))
    moved_labels = x_labels()
    shared = [(a, b) for a in first_labels for b in moved_labels if a[0] == b[0]]
    sx = page.svg_rect()["sx"]
    shift = after["off"] * sc["k"] * sx
    check("scroll: the x axis labels follow the bars",
          moved_labels != first_labels and all(abs((a[1] - b[1]) - shift) < 1.5 for a, b in shared), f"{first_labels} -> {moved_labels}, shift {shift}")
    check("scroll: the y axis stays", y_labels() == first_y)
    check("scroll: still 30 days visible after snapping", len(bars()) == 30, str(len(bars())))
    page.screenshot(shots, "year-scroll-dragged")

    # Page Down rests on the first of the next month; a fast drag too.
    driver.execute_script("document.getElementById('oc-chart').focus()")
    ActionChains(driver).send_keys(Keys.PAGE_DOWN).perform()
    month = where()
    check("scroll: Page Down rests on the first of the next month", month["pos"] == "2023-02-01T00:00:00.000Z", str(month))
    page.screenshot(shots, "year-scroll-page-down")
    page.drag(view[0] + view[2] * 0.7, view[0] + view[2] * 0.2, mid_y, steps=1, duration=20)
    flick = where()
    check("scroll: a fast drag rests on the first of the month after", flick["pos"] == "2023-03-01T00:00:00.000Z", str(flick))
    page.screenshot(shots, "year-scroll-flick")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    check("scroll: the right arrow moves one day", where()["pos"] == "2023-03-02T00:00:00.000Z", str(where()))
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).send_keys(Keys.ARROW_LEFT).perform()
    check("scroll: the left arrow moves back a day at a time", where()["pos"] == "2023-02-28T00:00:00.000Z", str(where()))

    # The wheel scrolls, then rests on a day.
    before = where()
    svg = driver.find_element("css selector", "#oc-chart svg")
    rect = page.svg_rect()
    cx, cy = page.to_client(view[0] + view[2] / 2, mid_y)
    origin = ScrollOrigin.from_element(svg, int(cx - (rect["left"] + rect["width"] / 2)), int(cy - (rect["top"] + rect["height"] / 2)))
    ActionChains(driver).scroll_from_origin(origin, 0, 250).perform()
    time.sleep(0.4)
    wheel = where()
    check("scroll: the wheel scrolls forward and rests on a day", wheel["off"] > before["off"] and midnight(wheel["pos"]), f"{before} -> {wheel}")
    page.screenshot(shots, "year-scroll-wheel")

    ActionChains(driver).send_keys(Keys.END).perform()
    end = where()
    check("scroll: End shows the last 30 days", end["pos"] == "2023-12-02T00:00:00.000Z" and end["off"] == sc["max"], str(end))
    check("scroll: the last window shows 30 days of bars", len(bars()) == 30, str(len(bars())))
    page.screenshot(shots, "year-scroll-end")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    check("scroll: Home goes back to the first day", where()["pos"] == "2023-01-01T00:00:00.000Z")
    check("scroll: no console errors", not page.console_errors(), str(page.console_errors()))


def check_category_scroll(driver, folder, shots):
    page = Page(driver, folder / "category-scroll.html")
    check("category scroll: the script ran", page.ready)
    sc = page.data["scroll"]
    view = sc["view"]
    mid_y = view[1] + view[3] / 2
    step = view[2] / sc["k"] / 6

    where = page.scroll_position

    def labels():
        left, _ = page.to_client(view[0], 0)
        right, _ = page.to_client(view[0] + view[2], 0)
        return driver.execute_script("""
            var left = arguments[0], right = arguments[1];
            return Array.from(document.querySelectorAll('[data-oc-scroll] [aria-label^="X axis"] text')).filter(function (e) {
              var r = e.getBoundingClientRect(); var c = (r.left + r.right) / 2; return c > left && c < right; })
              .map(function (e) { return e.textContent; });""", left, right)

    start = where()
    check("category scroll: the page starts at the first category", start["pos"] == "Item 01" and start["off"] == 0, str(start))
    check("category scroll: six categories are labelled in the window", labels() == [f"Item {i:02d}" for i in range(1, 7)], str(labels()))
    page.screenshot(shots, "category-scroll-start")
    # A slow drag of two and a half bands rests on a band's start.
    page.drag(view[0] + view[2] * 0.8, view[0] + view[2] * 0.8 - 2.4 * step * sc["k"], mid_y, steps=6, duration=300)
    after = where()
    check("category scroll: a slow drag rests on a category", after["pos"] == "Item 03" and abs(after["off"] - 2 * step) < 0.01, str(after))
    check("category scroll: the labels follow", labels() == [f"Item {i:02d}" for i in range(3, 9)], str(labels()))
    page.screenshot(shots, "category-scroll-dragged")
    driver.execute_script("document.getElementById('oc-chart').focus()")
    ActionChains(driver).send_keys(Keys.END).perform()
    end = where()
    check("category scroll: End shows the last six", end["pos"] == "Item 19" and labels() == [f"Item {i:02d}" for i in range(19, 25)],
          f"{end} {labels()}")
    # A slow drag back by a page and a half (out past the chart) is limited to one page.
    page.drag(view[0] + view[2] * 0.05, view[0] + view[2] * 1.65, mid_y, steps=8, duration=400)
    limited = where()
    check("category scroll: one drag moves at most a page", limited["pos"] == "Item 13" and abs(limited["off"] - 12 * step) < 0.01, str(limited))
    page.screenshot(shots, "category-scroll-limited")
    check("category scroll: no console errors", not page.console_errors(), str(page.console_errors()))


def visible_texts(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('#oc-chart svg text'))"
                                 ".filter(function (t) { return !t.closest('[display=\"none\"]'); }).map(function (t) { return t.textContent; });")


def visible_paths(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('#oc-chart svg path'))"
                                 ".filter(function (t) { return !t.closest('[display=\"none\"]'); }).map(function (t) { return t.getAttribute('d'); });")


def pressed(driver):
    return driver.execute_script("return Array.from(document.querySelectorAll('button[data-oc-picker]'))"
                                 ".filter(function (b) { return b.getAttribute('aria-pressed') === 'true'; }).map(function (b) { return b.textContent; });")


def check_picker(driver, folder, shots):
    page = Page(driver, folder / "pets-picker.html")
    check("picker: the script ran", page.ready)
    buttons = driver.find_elements("css selector", "button[data-oc-picker]")
    check("picker: one real button per city", [b.text or b.get_attribute("textContent") for b in buttons] == ["Dublin", "Milan", "London"],
          str([b.get_attribute("textContent") for b in buttons]))
    # Each button covers its drawn segment.
    svg = page.svg_rect()
    wrong = []
    for button, option in zip(buttons, page.data["pickers"][0]["options"]):
        r = button.rect
        f = option["frame"]
        want = (svg["left"] + f[0] * svg["sx"], svg["top"] + f[1] * svg["sy"], f[2] * svg["sx"], f[3] * svg["sy"])
        if any(abs(a - b) > 1 for a, b in zip((r["x"], r["y"], r["width"], r["height"]), want)):
            wrong.append((r, want))
    check("picker: each button lies over its segment", not wrong, str(wrong))
    cities = {"Dublin": "Horse", "Milan": "Bird", "London": "Horse"}
    dublin_texts, dublin_paths = visible_texts(driver), visible_paths(driver)
    check("picker: Dublin is chosen at first, its legend drawn", pressed(driver) == ["Dublin"]
          and any(t.startswith("Cat: ") for t in dublin_texts) and not any(t.startswith("Bird") for t in dublin_texts), str(dublin_texts))
    page.screenshot(shots, "picker-dublin")
    buttons[1].click()
    milan_texts, milan_paths = visible_texts(driver), visible_paths(driver)
    check("picker: clicking Milan shows Milan's legend and pie", pressed(driver) == ["Milan"]
          and any(t.startswith("Bird: ") for t in milan_texts) and milan_paths != dublin_paths, str(milan_texts))
    page.screenshot(shots, "picker-milan")
    # Keyboard: Tab reaches the buttons; Enter chooses; arrows move along them.
    driver.execute_script("document.getElementById('oc-chart').focus()")
    ActionChains(driver).send_keys(Keys.TAB).perform()
    focused = driver.execute_script("return document.activeElement.textContent")
    check("picker: Tab from the chart reaches the first button", focused == "Dublin", focused)
    ActionChains(driver).send_keys(Keys.TAB).send_keys(Keys.TAB).send_keys(Keys.ENTER).perform()
    london_texts = visible_texts(driver)
    check("picker: Enter on London chooses London", pressed(driver) == ["London"] and any(t.startswith("Horse: ") for t in london_texts)
          and london_texts != dublin_texts, str(london_texts))
    page.screenshot(shots, "picker-london")
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    check("picker: the left arrow moves to Milan and chooses it", pressed(driver) == ["Milan"]
          and driver.execute_script("return document.activeElement.textContent") == "Milan" and visible_texts(driver) == milan_texts)
    ActionChains(driver).send_keys(Keys.ARROW_LEFT).perform()
    check("picker: back on Dublin the page is as loaded", pressed(driver) == ["Dublin"] and visible_texts(driver) == dublin_texts
          and visible_paths(driver) == dublin_paths)
    check("picker: no console errors", not page.console_errors(), str(page.console_errors()))


def check_hostile_picker(driver, folder, shots):
    page = Page(driver, folder / "hostile-picker.html")
    check("hostile picker: no dialog on load", not page.alert_open())
    before = page.element_count()
    buttons = driver.find_elements("css selector", "button[data-oc-picker]")
    names = ["</script><script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "javascript:alert(1)"]
    check("hostile picker: the buttons read the names as text", [b.get_attribute("textContent") for b in buttons] == names,
          str([b.get_attribute("textContent") for b in buttons]))
    shown = []
    for index, button in enumerate(buttons):
        button.click()
        shown.append(any(t.startswith("Chosen:") and names[index][:8] in t for t in visible_texts(driver)))
        page.screenshot(shots, f"hostile-picker-{index}")
    check("hostile picker: each choice shows its name as text", all(shown), str(shown))
    check("hostile picker: no dialog after choosing", not page.alert_open())
    check("hostile picker: no element added", page.element_count() == before, f"{before} -> {page.element_count()}")
    check("hostile picker: no console errors", not page.console_errors(), str(page.console_errors()))


def check_dashboard(driver, folder, shots):
    page = Page(driver, folder / "dashboard.html")
    check("dashboard: the script ran", page.ready)
    states, plot = page.states, page.data["plot"]
    view = page.data["scroll"]["view"]
    page.move(states[3]["x"], plot[1] + plot[3] / 2)
    check("dashboard: the second chart (in a stack, after a still one) selects the day under the pointer",
          page.selected() == states[3]["key"] and page.visible_fragments() == ["3"], page.selected())
    page.screenshot(shots, "dashboard-selected")
    page.leave()
    page.drag(view[0] + view[2] * 0.8, view[0] + view[2] * 0.3, view[1] + view[3] / 2, steps=5, duration=200)
    pos = driver.execute_script("return document.getElementById('oc-chart').getAttribute('data-scroll')")
    check("dashboard: the third chart scrolls and rests on a day", pos != "2023-01-01T00:00:00.000Z" and pos.endswith("T00:00:00.000Z"), pos)
    check("dashboard: scrolling selected nothing", page.selected() == "")
    page.screenshot(shots, "dashboard-scrolled")
    check("dashboard: no console errors", not page.console_errors(), str(page.console_errors()))


def check_two_charts(driver, folder, shots):
    import math
    page = Page(driver, folder / "two-charts.html")
    check("two charts: the script ran", page.ready)
    states = page.states
    line = [i for i, s in enumerate(states) if s.get("g", 0) == 0]
    donut = [i for i, s in enumerate(states) if s.get("g", 0) == 1]
    plot = page.data["plot"]
    pie = page.data["more"][0]
    page.move(states[line[2]]["x"], plot[1] + plot[3] / 2)
    first = page.selected() == states[line[2]]["key"] and page.visible_fragments() == [str(line[2])]
    cx, cy = pie["center"]
    a = sum(states[donut[1]]["a"]) / 2
    page.move(cx + 0.85 * pie["radius"] * math.sin(a), cy - 0.85 * pie["radius"] * math.cos(a))
    second = page.selected() == states[donut[1]]["key"] and page.visible_fragments() == [str(donut[1])]
    check("two charts: the pointer selects in the line chart, then in the donut below it", first and second, f"{first} {second}")
    page.screenshot(shots, "two-charts-donut")
    driver.execute_script("document.getElementById('oc-chart').focus()")
    ActionChains(driver).send_keys(Keys.ARROW_RIGHT).perform()
    check("two charts: arrow keys move within the donut", page.visible_fragments() == [str(donut[2])], str(page.visible_fragments()))
    check("two charts: no console errors", not page.console_errors(), str(page.console_errors()))


def check_year_total(driver, folder, shots):
    page = Page(driver, folder / "year-total.html")
    check("year total: the script ran", page.ready)

    def total():
        return [t for t in visible_texts(driver) if t.startswith("Total: ")]

    def scrolled():
        return driver.execute_script("return document.getElementById('oc-chart').getAttribute('data-scroll')")

    def shown_key():
        visible = set(page.visible_fragments())
        return [s["key"] for s in page.data["scroll"]["states"] if str(s["v"]) in visible]

    first = total()
    driver.execute_script("document.getElementById('oc-chart').focus()")
    ActionChains(driver).send_keys(Keys.PAGE_DOWN).perform()
    february = total()
    check("year total: Page Down to February shows February's total", len(first) == 1 and len(february) == 1 and february != first
          and scrolled() == "2023-02-01T00:00:00.000Z" and shown_key() == [scrolled()], f"{first} -> {february}, {shown_key()}")
    page.screenshot(shots, "year-total-february")
    view = page.data["scroll"]["view"]
    page.drag(view[0] + view[2] * 0.8, view[0] + view[2] * 0.4, view[1] + view[3] / 2, steps=5, duration=200)
    check("year total: after a drag the total is the one of the day it rests on", shown_key() == [scrolled()] and total() != february,
          f"{scrolled()} {shown_key()} {total()}")
    ActionChains(driver).send_keys(Keys.HOME).perform()
    check("year total: Home shows the first total again", total() == first, str(total()))
    check("year total: no console errors", not page.console_errors(), str(page.console_errors()))


def check_hostile(driver, folder, shots):
    page = Page(driver, folder / "hostile.html")
    check("hostile: no dialog on load", not page.alert_open())
    before = page.element_count()
    images = driver.execute_script("return document.getElementsByTagName('img').length + document.getElementsByTagName('script').length")
    mid_y = page.data["plot"][1] + page.data["plot"][3] / 2
    selected = []
    for index, state in enumerate(page.states):
        page.move(state["x"], mid_y)
        selected.append(page.selected())
        page.screenshot(shots, f"hostile-{index}")
    check("hostile: every name is selectable and reads back as text", selected == [s["key"] for s in page.states] and len(selected) == 3, str(selected))
    check("hostile: no dialog after hovering and selecting", not page.alert_open())
    check("hostile: no element added", page.element_count() == before, f"{before} -> {page.element_count()}")
    check("hostile: no img element, and only the page's two script elements", images == 2, str(images))
    tip = driver.execute_script("return document.getElementById('oc-tooltip').textContent")
    check("hostile: tooltips show names as text", "<" in tip or "javascript:" in tip, tip)
    check("hostile: no console errors", not page.console_errors(), str(page.console_errors()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--html-dir", help="folder of the pages; default: run the Swift suite to write them")
    parser.add_argument("--screenshots", default=str(ROOT / ".build" / "html-check" / "screenshots"))
    args = parser.parse_args()
    if args.html_dir:
        folder = Path(args.html_dir)
    else:
        artifacts = ROOT / ".build" / "html-check"
        env = dict(os.environ, OPENCHARTS_ARTIFACTS=str(artifacts))
        subprocess.run(["swift", "test", "--filter", "HTMLPageTests|PickerPageTests"], cwd=ROOT, env=env, check=True)
        folder = artifacts / "html"
    shots = Path(args.screenshots)
    shots.mkdir(parents=True, exist_ok=True)
    driver = make_driver()
    try:
        for run in (check_line, check_donut, check_daily_bars, check_hostile, check_range, check_value_and_range, check_hostile_range, check_scroll, check_category_scroll,
                    check_picker, check_hostile_picker, check_dashboard,
                    check_two_charts, check_year_total):
            try:
                run(driver, folder, shots)
            except Exception as error:  # one page's failure must not hide the others'
                check(f"{run.__name__} ran to the end", False, repr(error))
    finally:
        driver.quit()
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed (screenshots in {shots})")
    sys.exit(0 if passed == len(results) else 1)


if __name__ == "__main__":
    main()
