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
from selenium.webdriver.common.keys import Keys

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
    children = [row.get_attribute("data-id")
                for row in driver.find_elements(By.CSS_SELECTOR, "li.row:has(button .chevron)")]
    paths = [""] + ["t/" + urllib.parse.quote(child, safe="") for child in children]
    for scheme in ["light", "dark"]:
        # Reduced motion: a live list's rows fade in and flash as they change, and axe-core, measuring a colour
        # mid-animation, would report a contrast the row has only for a moment.
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-color-scheme", "value": scheme}, {"name": "prefers-reduced-motion", "value": "reduce"}]})
        for path in paths:
            driver.get(url + path)
            background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
            # The page's background (a plain table's is its cells' colour).
            if background not in {"light": ["rgb(242, 242, 247)", "rgb(255, 255, 255)"],
                                  "dark": ["rgb(0, 0, 0)", "rgb(28, 28, 30)"]}[scheme]:
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
    # And the fidelity test's form: every row style, a stepper, an image, links, the three table styles.
    for example in examples + ["Tool/Tests/Browser/fidelity.yaml"]:
        server, url = serve(binary, [example])
        servers.append(server)
        audit(os.path.basename(example), url)
        server.kill()
    if not failures:
        print(f"ok: axe-core finds no violation on {pages} pages (the demo's catalogue, {len(examples)} examples and "
              "the fidelity form, each with the tables its rows open, light and dark)")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    # The keyboard and the screen reader (issue 28, finding 7): a single choice is a radio group with one stop for
    # Tab and arrow keys among its options (arrows did nothing); errors are read out as they appear (nothing was);
    # the page says the table's language (always "en").
    example = lambda name: next(path for path in examples if path.endswith(name))
    check, row = browser.check, browser.row
    focused = lambda: driver.execute_script(
        "const a = document.activeElement; const text = a.querySelector('.text') || a;"
        "return [a.closest('li.row')?.dataset.id, text.textContent.trim()]")
    checked = lambda rid: driver.execute_script(
        "return [...arguments[0].querySelectorAll('[role=radio][aria-checked=true]')]"
        ".map((r) => (r.querySelector('.text') || r).textContent.trim())", row(rid)) if row(rid) else []
    server, url = serve(binary, [example("signup.yaml")])
    servers.append(server)
    driver.get(url)
    check(lambda: driver.find_element(By.CSS_SELECTOR, 'ul[role=radiogroup][aria-label="Plan"]') is not None,
          "the plan's options are a radio group named by its header")
    tab_stops = lambda: [button.get_attribute("tabindex") for button in driver.find_elements(
        By.CSS_SELECTOR, 'ul[role=radiogroup] [role=radio]')]
    check(lambda: tab_stops() == [None, "-1"], "only the chosen option is a stop for Tab")
    row("plan-free").find_element(By.CSS_SELECTOR, "[role=radio]").send_keys(Keys.ARROW_DOWN)
    check(lambda: checked("plan-pro") == ["Pro (5 € a month)"] and focused() == ["plan-pro", "Pro (5 € a month)"],
          "the down arrow moves to the next option and chooses it")
    check(lambda: tab_stops() == ["-1", None], "which becomes the group's stop for Tab")
    driver.switch_to.active_element.send_keys(Keys.ARROW_UP)
    check(lambda: checked("plan-free") == ["Free"] and focused()[0] == "plan-free", "and the up arrow back")
    email = row("email").find_element(By.CSS_SELECTOR, "input[name=value]")
    email.send_keys("ada", Keys.TAB)
    announced = lambda: driver.execute_script("return document.getElementById('announcements').textContent")
    check(lambda: announced().startswith("E-mail: ") and
          row("email").find_element(By.CSS_SELECTOR, "input[name=value]").get_attribute("aria-invalid") == "true",
          "an error that appears is read out (an assertive live region), and the field is invalid")
    # Every error shown at once (a submit with empty required fields), as axe-core sees it: none is a violation.
    row("create").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: len(driver.find_elements(By.CSS_SELECTOR, "p.error")) >= 3, "a failed submit shows every error")
    driver.execute_script(axe)
    shown = driver.execute_async_script(RUN)
    if shown:
        failures.append(f"signup with its errors shown: {shown}")
    else:
        print("ok: axe-core finds no violation with every error shown")
    server.kill()

    server, url = serve(binary, [example("preferences.yaml")])
    servers.append(server)
    driver.get(url)
    check(lambda: checked("quality") == ["High"], "a segmented row shows its choice")
    row("quality").find_element(By.CSS_SELECTOR, '[aria-checked="true"]').send_keys(Keys.ARROW_RIGHT)
    check(lambda: checked("quality") == ["Best"] and focused() == ["quality", "Best"],
          "the right arrow chooses the next segment, and focus stays on it")
    driver.switch_to.active_element.send_keys(Keys.ARROW_RIGHT)
    check(lambda: checked("quality") == ["Low"] and focused() == ["quality", "Low"], "round to the first")
    server.kill()

    server, url = serve(binary, [example("Settings.bundle"), "--locale", "fr"])
    servers.append(server)
    driver.get(url)
    check(lambda: driver.execute_script("return document.documentElement.lang") == "fr",
          "a bundle read in French says so: <html lang=\"fr\">")
    server.kill()
finally:
    browser.close(servers)

browser.report("accessibility test")
