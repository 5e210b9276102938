#!/usr/bin/env python3
"""Drives `tabula serve` in headless Chromium with JavaScript turned off: the page is one form, and it works as
plain HTML — toggle, type, choose from a picker, go back, submit. Usage: browser-no-js-test.py TABULA_BINARY"""
import json
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Browser, serve

binary = sys.argv[1]
server, url = serve(binary, ["Tool/Tests/Browser/form.yaml"])
browser = Browser(javascript=False)
servers = [server]
driver, check, row = browser.driver, browser.check, browser.row

try:
    driver.get(url)
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Browser test", "the page shows the table")
    check(lambda: not driver.execute_script("return document.documentElement.classList.contains('js')"),
          "no script runs")
    # Issue 42, item 8: the page is one form, so text typed in one row survives pressing another row's button.
    field = row("name").find_element(By.CSS_SELECTOR, "input:not([type=hidden])")
    field.send_keys("Grace")
    row("wifi").find_element(By.CSS_SELECTOR, "button[role=switch]").click()
    check(lambda: row("wifi").find_element(By.CSS_SELECTOR, "button").get_attribute("aria-checked") == "true",
          "a switch toggles (the page's form posts, the page comes back)")
    check(lambda: row("home") is not None, "and reveals the row it shows")
    check(lambda: row("name").find_element(By.CSS_SELECTOR, "input:not([type=hidden])").get_attribute("value") == "Grace",
          "and the text typed in another row before the press is kept")
    field = row("name").find_element(By.CSS_SELECTOR, "input:not([type=hidden])")
    shown_before = field.get_attribute("name")  # names the text the page showed: a new page shows a new one
    field.send_keys(" Hopper", Keys.ENTER)
    check(lambda: row("name").find_element(By.CSS_SELECTOR, "input:not([type=hidden])").get_attribute("name")
          != shown_before and row("name").find_element(By.CSS_SELECTOR, "input:not([type=hidden])")
          .get_attribute("value") == "Grace Hopper"
          and row("wifi").find_element(By.CSS_SELECTOR, "button").get_attribute("aria-checked") == "true",
          "Enter in a field sends the fields (the page comes back showing them) and presses no other button")
    row("start").find_element(By.CSS_SELECTOR, "input:not([type=hidden])").send_keys("12091906")
    row("start").find_element(By.CSS_SELECTOR, "button.set").click()
    check(lambda: row("start").find_element(By.CSS_SELECTOR, "input:not([type=hidden])").get_attribute("value") == "1906-12-09",
          "a date typed and Set is set")
    # Issue 43, item 12: the list ends with a field for another answer; typing one and Enter answers the picker.
    browser.answer_under_other("codec", "Opus", "Codec", "Browser test")
    row("codec").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Codec", "a picker opens its options")
    driver.find_element(By.XPATH, "//button[.//span[text()='FLAC']]").click()
    check(lambda: row("codec") is not None and "FLAC" in row("codec").text, "choosing comes back with the choice")
    row("more").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "More", "a row opens its child table")
    driver.find_element(By.CSS_SELECTOR, "button.back").click()
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Browser test", "Back returns to the parent")
    row("save").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Sent", "a valid submit shows that it was sent")
    output, errors = server.communicate(timeout=10)
    answers = json.loads(output or "{}")
    expected = {"wifi": True, "volume": 0.2, "name": "Grace Hopper", "start": "1906-12-09", "codec": "flac", "more": {"sounds": False},
                "_submitted": "save"}
    if answers != expected or server.returncode != 0:
        browser.failures.append(f"submit printed {answers} (status {server.returncode}; {errors.strip()}), "
                                f"expected {expected}")
        print(f"FAILED: submit printed {answers}")
    else:
        print("ok: submit ends the server with the answers on stdout")

    # Search without JavaScript (issue 43, item 8): the field is a GET form, so Enter shows the matches as a page
    # (a link), and a press on a match keeps the search.
    search_server, search_url = serve(binary, ["Tool/Tests/Browser/fidelity.yaml"])
    servers.append(search_server)
    driver.get(search_url + "t/search")
    shown_ids = lambda: [r.get_attribute("data-id") for r in driver.find_elements(By.CSS_SELECTOR, "li.row")]
    driver.find_element(By.CSS_SELECTOR, "input.search").send_keys("zur", Keys.ENTER)
    check(lambda: shown_ids() == ["zurich"] and driver.current_url.endswith("/t/search?q=zur"),
          "Enter in the search field shows the matches, at an address of their own")
    check(lambda: driver.find_element(By.CSS_SELECTOR, "p.matches").text == "1 row matches “zur”",
          "the page says how many rows match")
    driver.find_element(By.CSS_SELECTOR, "input.search").clear()
    driver.find_element(By.CSS_SELECTOR, "input.search").send_keys("notes")
    driver.find_element(By.CSS_SELECTOR, "button.search").click()
    check(lambda: shown_ids() == ["note"], "the Search button searches too")
    note = driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="note"] input:not([type=hidden])')
    note.send_keys("Louvre", Keys.ENTER)
    check(lambda: shown_ids() == ["note"] and "q=notes" in driver.current_url
          and driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="note"] input:not([type=hidden])')
          .get_attribute("value") == "Louvre", "a value set among the matches keeps the search")
finally:
    browser.close(servers)

browser.report("browser test without JavaScript")
