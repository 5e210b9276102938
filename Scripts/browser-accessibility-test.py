#!/usr/bin/env python3
"""Runs axe-core (the accessibility engine browsers' audits use; the axe-playwright-python package ships it) on
every example's page and each table it opens, in light and dark mode, in a real headless Chromium, and fails on any
violation. Usage: browser-accessibility-test.py TABULA_BINARY"""
import importlib.util
import os
import re
import subprocess
import sys
import tempfile
import urllib.parse

from selenium.webdriver.common.by import By

from browser import Browser, serve

binary = sys.argv[1]
package = importlib.util.find_spec("axe_playwright_python").submodule_search_locations[0]
with open(os.path.join(package, "axe.min.js")) as file:
    axe = file.read()
os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp()  # the demo's databases and the examples, made afresh
browser = Browser()
driver, failures = browser.driver, browser.failures
RUN = """const done = arguments[arguments.length - 1];
    axe.run(document).then((result) => done(result.violations.map((v) => [v.id, v.help,
      v.nodes.slice(0, 3).map((n) => n.target.join(' ') + ': ' + n.failureSummary.replace(/\\s+/g, ' '))])),
      (error) => done([['axe', String(error), []]]));"""
driver.set_script_timeout(60)
# What axe-core leaves to people: a control's own shape against what is around it (WCAG 1.4.11, 3:1: the switch's
# track was 1.71:1) and the size of a slider to hit (it was 16 px tall).
NON_TEXT = """const rgb = (color) => color.match(/[\\d.]+/g).slice(0, 3).map(Number);
    const luminance = (color) => {
      const [r, g, b] = rgb(color).map((c) => c / 255).map((c) => c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const contrast = (a, b) => { const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p); return (x + 0.05) / (y + 0.05); };
    const problems = [];
    for (const track of document.querySelectorAll('.switch')) {
      const ratio = contrast(getComputedStyle(track).backgroundColor,
                             getComputedStyle(track.closest('ul.rows')).backgroundColor);
      if (ratio < 3) problems.push(`a switch's track against its row: ${ratio.toFixed(2)}:1`);
    }
    for (const slider of document.querySelectorAll('input[type=range]')) {
      const height = slider.getBoundingClientRect().height;
      if (height < 24) problems.push(`a slider ${height} px tall (at least 24)`);
    }
    return problems;"""
servers = []
pages = 0


def audit(name, url):
    """Runs axe-core on the page at `url` and on each table its rows open, light and dark."""
    global pages
    driver.get(url)
    children = [row.get_attribute("data-id") for row in driver.find_elements(By.CSS_SELECTOR, "li.row:has(.chevron)")]
    paths = [""] + ["t/" + urllib.parse.quote(child, safe="") for child in children]
    for scheme in ["light", "dark"]:
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        for path in paths:
            driver.get(url + path)
            background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            if background != {"light": "rgb(242, 242, 247)", "dark": "rgb(0, 0, 0)"}[scheme]:
                failures.append(f"{name} /{path}: the page is not in {scheme} mode (background {background})")
            driver.execute_script(axe)
            violations = driver.execute_async_script(RUN)
            violations += [["non-text", problem, []] for problem in driver.execute_script(NON_TEXT)]
            pages += 1
            for rule, help, nodes in violations:
                failures.append(f"{name} /{path} ({scheme}): {rule}")
                print(f"FAILED: {name} /{path} ({scheme}): {rule} — {help}")
                for node in nodes:
                    print(f"    {node}")


try:
    # The demo's catalogue (it also makes the databases the contacts example reads), then every shipped example.
    demo = subprocess.Popen([binary, "demo", "--web", "--port", "0"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    servers.append(demo)
    audit("the demo", re.search(r"(http://127\.0\.0\.1:\d+/)", demo.stderr.readline()).group(1))
    examples = subprocess.run([binary, "examples"], capture_output=True, text=True, check=True).stdout.split()
    for example in examples:
        server, url = serve(binary, [example])
        servers.append(server)
        audit(os.path.basename(example), url)
        server.kill()
    if not failures:
        print(f"ok: axe-core finds no violation on {pages} pages (the demo's catalogue and {len(examples)} examples, "
              "each with the tables its rows open, light and dark)")
finally:
    browser.close(servers)

browser.report("accessibility test")
