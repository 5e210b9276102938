#!/usr/bin/env python3
"""The trip planner (Examples/trip-planner.yaml) completed in headless Chromium twice, each run checked against the
exact answers `tabula serve` prints: once with the keyboard alone (Tab, Shift-Tab, Enter, Space, arrows and typing;
the test reads where the focus is, as a screen reader user hears it) and once with JavaScript off (the page is one
form: text typed goes with whatever button is pressed next). The run with two tabs open is in
browser-forms-test.py. Usage: browser-trip-planner-test.py TABULA_BINARY"""
import json
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Browser, serve

binary = sys.argv[1]
PLANNER = ["Examples/trip-planner.yaml", "--source", "cities=Examples/lists/cities.json"]
EXPECTED = {"travellers": [{"name": "Ada", "age": 30}, {"name": "Alan", "age": 31}], "email": "ada@example.com",
            "country": "fr", "city": "nce", "departure": "2027-04-01", "fare": "flexible", "return": "2027-04-10",
            "insurance": True, "notes": "Aisle", "_submitted": "book"}
FOCUSED = """const e = document.activeElement; const row = e.closest && e.closest('li.row');
    return [row ? row.dataset.id : e.nodeName, e.nodeName, e.getAttribute('role') || '', e.getAttribute('aria-label') || '',
            e.className || '', e.textContent.trim().slice(0, 40)];"""


def answers_of(server, browser, how):
    output, errors = server.communicate(timeout=10)
    answers = json.loads(output or "{}")
    if answers != EXPECTED or server.returncode != 0:
        browser.failures.append(f"{how}: the planner printed {answers} (status {server.returncode}; {errors.strip()})")
        print(f"FAILED: {how}: the planner printed {answers}, expected {EXPECTED}")
    else:
        print(f"ok: {how}, the planner's answers are exactly the form's")


def keyboard_only():
    server, url = serve(binary, PLANNER)
    browser = Browser()
    driver, check = browser.driver, browser.check
    focused = lambda: driver.execute_script(FOCUSED)
    h1 = lambda: driver.find_element(By.TAG_NAME, "h1").text
    page = lambda: driver.find_element(By.CSS_SELECTOR, "header p.page").text

    def keys(*typed):
        driver.switch_to.active_element.send_keys(*typed)

    def tab_to(what, wanted, backwards=False):
        """Presses Tab (or Shift-Tab) until the focus is on what `wanted` accepts (its row id, element name, role,
        accessible name, class and text), at most 60 times."""
        for _ in range(60):
            if wanted(*focused()):
                return
            keys(Keys.SHIFT, Keys.TAB) if backwards else keys(Keys.TAB)
            time.sleep(0.03)
        browser.failures.append(f"Tab reaches {what}")
        print(f"FAILED: Tab reaches {what}; the focus is on {focused()}")

    on_row = lambda rid, name="BUTTON": lambda row, element, *_: row == rid and element == name
    try:
        driver.get(url)
        check(lambda: page() == "Page 1 of 3: Who", "the planner opens on its first page")

        def name_traveller(rid, name, older=False):
            tab_to(f"{rid}'s button", on_row(rid))
            keys(Keys.ENTER)
            check(lambda: h1() == "Traveller" and focused()[1] == "H1", f"Enter opens {rid}, the focus on its title")
            tab_to("the name field", on_row("name", "INPUT"))
            keys(name, Keys.TAB)
            if older:
                tab_to("the age's +", lambda row, element, role, label, *_: label == "Increase Age")
                keys(Keys.ENTER)
                check(lambda: "31" in driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="age"]').text,
                      "Enter on + makes the age 31")
            tab_to("Back", lambda row, element, role, label, classes, *_: "back" in classes, backwards=True)
            keys(Keys.ENTER)
            check(lambda: h1() == "Plan a trip" and focused()[0] == rid,
                  f"Back returns, the focus on {rid}, which shows {name}")

        name_traveller("travellers/0", "Ada")
        tab_to("Add a traveller", on_row("travellers/add"))
        keys(Keys.ENTER)
        check(lambda: driver.find_elements(By.CSS_SELECTOR, 'li.row[data-id="travellers/1"]'), "Enter adds a traveller")
        name_traveller("travellers/1", "Alan", older=True)
        tab_to("the e-mail field", on_row("email", "INPUT"))
        keys("ada@example.com", Keys.TAB)
        tab_to("Next", on_row("next-who"))
        keys(Keys.ENTER)
        check(lambda: page() == "Page 2 of 3: Where" and focused()[1] == "H1", "Enter on Next turns the page")

        tab_to("the country's segments", lambda row, element, role, *_: row == "country" and role == "radio")
        keys(Keys.ARROW_RIGHT)
        check(lambda: driver.find_element(By.XPATH, "//button[@role='radio' and text()='France']")
              .get_attribute("aria-checked") == "true", "an arrow chooses France")
        tab_to("the city", on_row("city"))
        keys(Keys.ENTER)
        check(lambda: h1() == "City", "Enter opens the city's options")
        tab_to("the options", lambda row, element, role, *_: role == "radio")
        keys(Keys.ARROW_DOWN, Keys.ARROW_DOWN)
        check(lambda: focused()[5].startswith("Nice") and h1() == "City", "arrows browse the options without choosing")
        keys(Keys.SPACE)
        check(lambda: h1() == "Plan a trip" and "Nice" in driver.find_element(
            By.CSS_SELECTOR, 'li.row[data-id="city"]').text, "Space chooses Nice and comes back")
        tab_to("Next", on_row("next-where"))
        keys(Keys.ENTER)
        check(lambda: page() == "Page 3 of 3: When", "Enter on Next turns to the last page")

        tab_to("the fare", on_row("fare"))
        keys(Keys.ENTER)
        tab_to("the fare's options", lambda row, element, role, *_: row == "fare" and role == "radio")
        keys(Keys.ARROW_DOWN)
        check(lambda: "Flexible" in driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="fare"]').text
              and not driver.find_elements(By.CSS_SELECTOR, ".inline-options"), "an arrow chooses Flexible")
        tab_to("the return date", on_row("return", "INPUT"))
        keys("04102027", Keys.TAB)
        tab_to("the extras", on_row("extras/header"))
        keys(Keys.ENTER)
        tab_to("the insurance", on_row("insurance"))
        keys(Keys.SPACE)
        check(lambda: driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="insurance"] button')
              .get_attribute("aria-checked") == "true", "Space switches the insurance on")
        tab_to("the notes", on_row("notes", "INPUT"))
        keys("Aisle", Keys.TAB)
        tab_to("Book", on_row("book"))
        keys(Keys.ENTER)
        check(lambda: h1() == "Sent", "Enter on Book sends the trip")
        answers_of(server, browser, "with the keyboard alone")
    finally:
        browser.close([server])
    return browser.failures


def without_javascript():
    server, url = serve(binary, PLANNER)
    browser = Browser(javascript=False)
    driver, check, row = browser.driver, browser.check, browser.row
    h1 = lambda: driver.find_element(By.TAG_NAME, "h1").text
    page = lambda: driver.find_element(By.CSS_SELECTOR, "header p.page").text
    press = lambda rid: row(rid).find_element(By.CSS_SELECTOR, "button").click()
    field = lambda rid: row(rid).find_element(By.CSS_SELECTOR, "label input")
    try:
        driver.get(url)
        check(lambda: page() == "Page 1 of 3: Who", "without JavaScript, the planner opens on its first page")
        press("travellers/0")
        check(lambda: h1() == "Traveller", "a traveller opens")
        field("name").send_keys("Ada")
        driver.find_element(By.CSS_SELECTOR, "button.back").click()
        check(lambda: h1() == "Plan a trip" and "Ada" in row("travellers/0").text,
              "Back takes the name typed along (no Set pressed)")
        press("travellers/add")
        check(lambda: row("travellers/1") is not None, "Add a traveller adds one")
        press("travellers/1")
        check(lambda: h1() == "Traveller", "the new traveller opens")
        field("name").send_keys("Alan")
        row("age").find_element(By.CSS_SELECTOR, "button[aria-label='Increase Age']").click()
        check(lambda: "31" in row("age").text and field("name").get_attribute("value") == "Alan",
              "+ makes the age 31 and keeps the name typed")
        driver.find_element(By.CSS_SELECTOR, "button.back").click()
        # The post and its redirect load a new page: wait for it before typing (the old one has no e-mail row).
        check(lambda: h1() == "Plan a trip" and row("email") is not None, "Back returns to the plan")
        field("email").send_keys("ada@example.com")
        press("next-who")
        check(lambda: page() == "Page 2 of 3: Where", "Next takes the e-mail typed along and turns the page")
        driver.find_element(By.XPATH, "//button[@role='radio' and text()='France']").click()
        check(lambda: driver.find_element(By.XPATH, "//button[@role='radio' and text()='France']")
              .get_attribute("aria-checked") == "true", "France is chosen")
        press("city")
        check(lambda: h1() == "City", "the city's options open")
        driver.find_element(By.XPATH, "//button[.//span[text()='Nice']]").click()
        check(lambda: h1() == "Plan a trip" and "Nice" in row("city").text, "Nice is chosen")
        press("next-where")
        check(lambda: page() == "Page 3 of 3: When", "the last page")
        press("fare")
        check(lambda: row("fare").find_elements(By.CSS_SELECTOR, ".inline-options"), "the fare's options unfold")
        row("fare").find_element(By.XPATH, ".//button[@role='radio' and text()='Flexible']").click()
        check(lambda: "Flexible" in row("fare").text, "Flexible is chosen")
        field("return").send_keys("04102027")
        press("extras/header")
        check(lambda: row("insurance") is not None and field("return").get_attribute("value") == "2027-04-10",
              "the extras unfold, the return date typed taken along")
        press("insurance")
        check(lambda: row("insurance").find_element(By.CSS_SELECTOR, "button").get_attribute("aria-checked") == "true",
              "the insurance is switched on")
        field("notes").send_keys("Aisle")
        press("book")
        check(lambda: h1() == "Sent", "Book takes the notes typed along and sends the trip")
        answers_of(server, browser, "without JavaScript")
    finally:
        browser.close([server])
    return browser.failures


failures = keyboard_only() + without_javascript()
if failures:
    sys.exit("trip planner test failed: " + "; ".join(failures))
print("trip planner test passed")
