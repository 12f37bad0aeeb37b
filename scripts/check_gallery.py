#!/usr/bin/env python3
"""The README's gallery command on this checkout, then its index.html in headless Chromium.

Runs `swift run opencharts gallery` with no argument (as a newcomer would; it writes
gallery/), then opens gallery/index.html from file:// and checks that every image
loaded (naturalWidth > 0), that every chart of the index has an image, and that the
browser logged no error. Writes a screenshot to gallery/index-screenshot.png.

Needs chromium, chromium-driver and selenium (CI installs them).
Prints "N passed, M failed"; exits 1 on any failure.
"""
import subprocess
import sys
from pathlib import Path

from check_html import ROOT, check, make_driver, results


def main():
    subprocess.run(["swift", "run", "-q", "opencharts", "gallery"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    index = ROOT / "gallery" / "index.html"
    check("gallery/index.html was written", index.exists())
    driver = make_driver()
    try:
        driver.get(index.as_uri())
        images = driver.execute_script(
            "return Array.from(document.images).map(i => [i.getAttribute('src'), i.complete, i.naturalWidth]);")
        figures = driver.execute_script("return document.querySelectorAll('figure').length;")
        check("the index shows at least 19 charts", figures >= 19, f"{figures} figures")
        check("every chart has an image", len(images) == figures, f"{len(images)} images, {figures} figures")
        for src, complete, width in images:
            check(f"image {src} loaded", complete and width > 0, f"complete={complete} naturalWidth={width}")
        errors = [entry for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]
        check("no console errors", not errors, str(errors))
        driver.set_window_size(1400, 2400)
        driver.save_screenshot(str(ROOT / "gallery" / "index-screenshot.png"))
    finally:
        driver.quit()
    passed = sum(results)
    print(f"{passed} passed, {len(results) - passed} failed")
    return 0 if all(results) and results else 1


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.exit(main())
