#!/usr/bin/env python3
"""Forms, round two, in headless Chromium: rules that read other rows (a confirmation that follows its password, a
date after another, one of two fields), a check that takes time (the demo's user name, "Checking…" then the
server's answer, typing never held), and options that follow another answer (a city by country, given by
--source). Usage: browser-forms-test.py TABULA_BINARY"""
import json
import re
import subprocess
import sys
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Browser, serve

binary = sys.argv[1]
server, url = serve(binary, ["Tool/Tests/Browser/rules.yaml"])
trip, trip_url = serve(binary, ["Tool/Tests/Browser/trip.yaml", "--source", "cities=Tool/Tests/Browser/cities.json"])
planner, planner_url = serve(binary, ["Examples/trip-planner.yaml", "--source", "cities=Examples/lists/cities.json"])
demo = subprocess.Popen([binary, "demo", "--web", "--port", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                        text=True)
demo_url = re.search(r"(http://127\.0\.0\.1:\d+/)", demo.stderr.readline()).group(1)
browser = Browser()
driver, check, row = browser.driver, browser.check, browser.row


def field(rid):
    return row(rid).find_element(By.CSS_SELECTOR, "label input")


def enter_date(rid, keys, what):
    """Types a date (month, day, year, as Chromium's date field takes it) into the row's field and leaves it: the
    field is clicked once it takes a click (rows may still be sliding into place after a change)."""
    check(lambda: field(rid).click() is None, what)
    field(rid).send_keys(keys)
    driver.find_element(By.TAG_NAME, "h1").click()


def error(rid):
    found = row(rid).find_elements(By.CSS_SELECTOR, ".error")
    return found[0].text if found else ""


try:
    driver.get(url)
    field("password").send_keys("secret12", Keys.TAB)
    field("confirm").send_keys("secret13", Keys.TAB)
    check(lambda: error("confirm") == "The passwords differ.", "a confirmation that differs says so when left")
    check(lambda: field("confirm").get_attribute("aria-invalid") == "true", "and is marked invalid")
    password = field("password")
    password.send_keys(Keys.CONTROL, "a")
    password.send_keys("secret13", Keys.TAB)
    check(lambda: error("confirm") == "", "changing the password it must match clears its error, on the page at once")
    row("book").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: error("leaves") == "This must be after Arrives.", "a failed submit shows a date before another")
    check(lambda: error("email") == "Fill in this or Phone.", "and one of two fields left empty")
    enter_date("leaves", "01202027", "the date field takes a click")
    check(lambda: error("leaves") == "", "a later date clears it")
    field("phone").send_keys("555 0100", Keys.TAB)
    check(lambda: error("email") == "", "a phone number is enough")
    row("book").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Sent", "the valid form is sent")
    output, errors = server.communicate(timeout=10)
    answers = json.loads(output or "{}")
    expected = {"password": "secret13", "confirm": "secret13", "arrives": "2027-01-15", "leaves": "2027-01-20",
                "phone": "555 0100", "email": "", "_submitted": "book"}
    if answers != expected or server.returncode != 0:
        browser.failures.append(f"submit printed {answers} (status {server.returncode}; {errors.strip()})")
        print(f"FAILED: submit printed {answers}, expected {expected}")
    else:
        print("ok: the answers printed are exactly the form's")

    # The demo's user name is checked by a "server" that answers after a second.
    driver.get(demo_url + "t/rules")
    user = field("user")
    user.send_keys("Ada", Keys.TAB)
    check(lambda: row("user").find_element(By.CSS_SELECTOR, ".checking").text == "Checking…",
          "a check that takes time says so")
    field("password").send_keys("correct horse")
    check(lambda: driver.execute_script("return document.activeElement.value") == "correct horse",
          "and typing elsewhere goes on meanwhile")
    check(lambda: error("user") == "That name is taken.", "the server's answer shows when it comes")
    check(lambda: driver.execute_script("return document.activeElement.value") == "correct horse",
          "without touching the field being typed in")
    check(lambda: not row("user").find_elements(By.CSS_SELECTOR, ".checking"), "and the check is over")

    # A city whose options follow the country: Kyoto, then France clears it and says so; Paris is offered.
    driver.get(trip_url)
    h1 = lambda: driver.find_element(By.TAG_NAME, "h1").text
    row("city").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: h1() == "City", "the city's options open")
    check(lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, "li.row .text")] == ["Tokyo", "Kyoto", "Osaka"],
          "Japan's cities are offered")
    driver.find_element(By.XPATH, "//button[.//span[text()='Kyoto']]").click()
    check(lambda: h1() == "Trip" and "Kyoto" in row("city").text, "Kyoto is chosen")
    row("country").find_element(By.XPATH, ".//button[.//span[text()='France'] or text()='France']").click()
    check(lambda: error("city") == "Kyoto is no longer offered: choose again.\nThis is required.",
          "choosing France clears Kyoto, and the row says so")
    row("city").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, "li.row .text")] == ["Paris", "Lyon", "Osaka"],
          "France's cities are offered")
    driver.find_element(By.XPATH, "//button[.//span[text()='Paris']]").click()
    check(lambda: h1() == "Trip" and error("city") == "", "Paris is chosen and the message is gone")
    row("go").find_element(By.CSS_SELECTOR, "button").click()
    check(lambda: h1() == "Sent", "the trip is sent")
    output, errors = trip.communicate(timeout=10)
    answers = json.loads(output or "{}")
    expected = {"country": "fr", "city": "par", "_submitted": "go"}
    if answers != expected or trip.returncode != 0:
        browser.failures.append(f"the trip printed {answers} (status {trip.returncode}; {errors.strip()})")
        print(f"FAILED: the trip printed {answers}, expected {expected}")
    else:
        print("ok: the trip's answers are exactly the form's")

    # The trip planner: three pages, travellers that repeat, a city by country, a return after the departure.
    driver.get(planner_url)
    page = lambda: driver.find_element(By.CSS_SELECTOR, "header p.page").text
    press = lambda rid: row(rid).find_element(By.CSS_SELECTOR, "button").click()
    ids = lambda: [e.get_attribute("data-id") for e in driver.find_elements(By.CSS_SELECTOR, "li.row")]
    check(lambda: page() == "Page 1 of 3: Who", "the first page says which it is")
    press("next-who")
    check(lambda: error("email") == "This is required.", "Next is held back by the page's empty field")
    check(lambda: page() == "Page 1 of 3: Who", "and the page stays")
    # Issue 42, item 1: a traveller's empty name (in the traveller's own table) held Next back in silence.
    check(lambda: error("travellers/0") == "Name: This is required.",
          "the row that opens the traveller's table says what inside it needs attention")
    check(lambda: "Name: This is required." in driver.find_element(By.ID, "announcements").get_attribute("textContent"),
          "and a screen reader hears it")
    field("email").send_keys("ada@example.com", Keys.TAB)
    press("next-who")
    check(lambda: page() == "Page 1 of 3: Who" and error("travellers/0") == "Name: This is required.",
          "with the e-mail set, Next is still held back by the traveller, and says so")

    def name_traveller(rid, name):
        press(rid)
        check(lambda: h1() == "Traveller", f"{rid} opens its own table")
        field("name").send_keys(name, Keys.TAB)
        driver.find_element(By.CSS_SELECTOR, "button.back").click()
        check(lambda: h1() == "Plan a trip" and name in row(rid).text, f"{rid} shows the name typed")

    name_traveller("travellers/0", "Ada")
    press("travellers/add")
    check(lambda: "travellers/1" in ids(), "the add row adds a traveller")
    name_traveller("travellers/1", "Alan")
    press("travellers/add")
    check(lambda: "travellers/2" in ids(), "and a third")
    row("travellers/2").find_element(By.CSS_SELECTOR, "details.delete summary").click()
    row("travellers/2").find_element(By.CSS_SELECTOR, "button.delete").click()
    check(lambda: "travellers/2" not in ids(), "the third is deleted in two steps")
    row("travellers/1").find_element(By.CSS_SELECTOR, "button.move[aria-label='Move Traveller 2, Alan up']").click()
    check(lambda: ids()[:3] == ["travellers/1", "travellers/0", "travellers/add"], "Alan moves above Ada")
    # Issue 42, item 3: a Next in one tab turned another tab, typing on page 1, to page 2, its typing lost.
    tab_a = driver.current_window_handle
    driver.switch_to.new_window("tab")
    driver.get(planner_url)
    tab_b = driver.current_window_handle
    check(lambda: page() == "Page 1 of 3: Who", "a second tab opens on page 1")
    field("email").click()
    field("email").send_keys(Keys.END, "x")
    driver.switch_to.window(tab_a)
    press("next-who")
    check(lambda: page() == "Page 2 of 3: Where", "Next goes on once the page is valid")
    driver.switch_to.window(tab_b)
    time.sleep(1)  # the update reaches the second tab
    check(lambda: page() == "Page 1 of 3: Who", "the other tab stays on its page")
    check(lambda: field("email").get_attribute("value") == "ada@example.comx", "with the text typed there")
    check(lambda: driver.execute_script("return document.activeElement.closest('li.row').dataset.id") == "email",
          "and the focus in its field")
    field("email").send_keys(Keys.BACKSPACE, Keys.TAB)  # switching tabs sent the x: the address is put back
    check(lambda: 'value="ada@example.com"' in urllib.request.urlopen(planner_url + "fragment?level=/&page=1").read().decode(),
          "the other tab's correction is sent")
    driver.close()
    driver.switch_to.window(tab_a)
    row("country").find_element(By.XPATH, ".//button[.//span[text()='France'] or text()='France']").click()
    press("city")
    check(lambda: [e.text for e in driver.find_elements(By.CSS_SELECTOR, "li.row .text")] == ["Paris", "Lyon", "Nice"],
          "France's cities are offered")
    driver.find_element(By.XPATH, "//button[.//span[text()='Lyon']]").click()
    check(lambda: h1() == "Plan a trip" and "Lyon" in row("city").text, "Lyon is chosen")
    press("next-where")
    check(lambda: page() == "Page 3 of 3: When", "the last page")
    fare = lambda: row("fare").find_element(By.CSS_SELECTOR, "button")
    check(lambda: fare().get_attribute("aria-expanded") == "false", "the fare is an inline picker, folded")
    fare().click()
    check(lambda: [e.text for e in row("fare").find_elements(By.CSS_SELECTOR, ".inline-options [role=radio]")]
          == ["Saver", "Flexible", "First"], "its options unfold under it, in the table")
    row("fare").find_element(By.XPATH, ".//button[@role='radio' and text()='Flexible']").click()
    check(lambda: not row("fare").find_elements(By.CSS_SELECTOR, ".inline-options") and "Flexible" in row("fare").text,
          "choosing one folds them, the choice shown")
    enter_date("return", "03302027", "the rows under the folded options settle")
    check(lambda: error("return") == "This must be after Departure.", "a return before the departure is refused")
    enter_date("return", "04102027", "the return's field takes a click again")
    check(lambda: error("return") == "", "a later one is accepted")
    extras = lambda: row("extras/header").find_element(By.CSS_SELECTOR, "button")
    check(lambda: extras().get_attribute("aria-expanded") == "false" and "insurance" not in ids(),
          "the extras are folded, and their header says so")
    extras().click()
    check(lambda: extras().get_attribute("aria-expanded") == "true" and "insurance" in ids(), "and unfold")
    row("insurance").find_element(By.CSS_SELECTOR, "input[type=checkbox], button[role=switch]").click()
    field("notes").send_keys("Window seat", Keys.TAB)
    extras().click()
    check(lambda: "notes" not in ids(), "they fold again, keeping their answers")
    press("book")
    check(lambda: h1() == "Sent", "the trip is booked")
    output, errors = planner.communicate(timeout=10)
    answers = json.loads(output or "{}")
    expected = {"travellers": [{"name": "Alan", "age": 30}, {"name": "Ada", "age": 30}], "email": "ada@example.com",
                "country": "fr", "city": "lyo", "departure": "2027-04-01", "fare": "flexible", "return": "2027-04-10",
                "insurance": True, "notes": "Window seat", "_submitted": "book"}
    if answers != expected or planner.returncode != 0:
        browser.failures.append(f"the planner printed {answers} (status {planner.returncode}; {errors.strip()})")
        print(f"FAILED: the planner printed {answers}, expected {expected}")
    else:
        print("ok: the planner's answers are exactly the form's, every page's together")
finally:
    browser.close([server, trip, planner, demo])

browser.report("forms browser test")
