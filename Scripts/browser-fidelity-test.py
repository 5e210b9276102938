#!/usr/bin/env python3
"""Draws Tool/Tests/Browser/fidelity.yaml with `tabula serve` in a real headless Chromium and measures it against
UIKit's drawing: row styles (subtitle, value1, value2), separators inset like a cell's, a stepper with − and +, a
segmented control inside the row's margins, title-less controls across the row, images, links, a pressed state,
and the three table styles. Usage: browser-fidelity-test.py TABULA_BINARY"""
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Browser, serve

binary = sys.argv[1]
server, url = serve(binary, ["Tool/Tests/Browser/fidelity.yaml"])
browser = Browser()
driver, check, row, failures = browser.driver, browser.check, browser.row, browser.failures
box = lambda selector: driver.execute_script(
    "const r = document.querySelector(arguments[0]).getBoundingClientRect();"
    "return {left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width};", selector)
style = lambda selector, name, pseudo=None: driver.execute_script(
    "return getComputedStyle(document.querySelector(arguments[0]), arguments[2]).getPropertyValue(arguments[1])",
    selector, name, pseudo)
at = lambda rid, inner="": f'li.row[data-id="{rid}"] {inner}'.strip()

try:
    driver.get(url)
    check(lambda: abs(box(at("subtitle", ".detail"))["left"] - box(at("subtitle", ".text"))["left"]) < 1
          and box(at("subtitle", ".detail"))["top"] >= box(at("subtitle", ".text"))["bottom"] - 1,
          "a subtitle row: the subtitle under the text, both from the left (they were centred)")
    list_left = box(at("subtitle")).get("left")
    check(lambda: style(at("subtitle"), "left", "::before") == "16px" and style(at("subtitle"), "border-bottom-width")
          == "0px", "separators start 16 points in, where the text does (they ran edge to edge)")
    check(lambda: style(at("value1"), "left", "::before") == "16px", "under every row")
    check(lambda: box(at("value2", ".detail"))["right"] < box(at("value2", ".text"))["left"]
          and style(at("value2", ".detail"), "text-align") == "right",
          "a value2 row: its detail first, right-aligned, then the text (it was drawn as value1)")
    check(lambda: driver.find_element(By.CSS_SELECTOR, at("pictured", ".image")).text == "G"
          and box(at("pictured", ".image"))["right"] < box(at("pictured", ".text"))["left"],
          "a row's image stands before its text (it was not drawn)")

    output = lambda: driver.find_element(By.CSS_SELECTOR, at("count", "output")).text
    check(lambda: output() == "2" and len(driver.find_elements(By.CSS_SELECTOR, at("count", ".stepper button"))) == 2,
          "a stepper shows its value and − and + (it was a bare number field)")
    driver.find_element(By.CSS_SELECTOR, at("count", 'button[aria-label="Increase Count"]')).click()
    check(lambda: output() == "3" and driver.find_element(
        By.CSS_SELECTOR, at("count", 'button[aria-label="Increase Count"]')).get_attribute("disabled") is not None,
          "+ counts up, and stops at the maximum")
    driver.find_element(By.CSS_SELECTOR, at("count", 'button[aria-label="Decrease Count"]')).click()
    check(lambda: output() == "2", "− counts down")
    row_box = box(at("size"))
    check(lambda: box(at("size", ".segments"))["right"] <= row_box["right"] - 15
          and box(at("size", ".text"))["left"] >= row_box["left"] + 15,
          "a segmented row keeps the row's margins (it touched both edges)")
    check(lambda: box(at("level", "input[type=range]"))["width"] > 0.85 * box(at("level"))["width"]
          and box(at("notes", "textarea"))["width"] > 0.85 * box(at("notes"))["width"],
          "a slider and a text view without a title take the whole row (they took half)")
    link = lambda: driver.find_element(By.CSS_SELECTOR, at("site", "a.link"))
    check(lambda: link().get_attribute("href") == "https://example.org/help"
          and link().get_attribute("rel") == "noopener noreferrer" and link().get_attribute("target") == "_blank",
          "a URL row is a link that opens in a new tab (it was plain text)")
    check(lambda: not driver.find_elements(By.CSS_SELECTOR, at("script", "a")) and "Not a link" in row("script").text,
          "a javascript: URL is never a link")

    # A row looks pressed while it is: the mouse goes down on the More-like row and its colour changes.
    target = box(at("grouped", "button"))
    normal = style(at("grouped", "button"), "background-color")
    x, y = target["left"] + 40, (target["top"] + target["bottom"]) / 2
    driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
    driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                           {"type": "mousePressed", "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1})
    pressed = style(at("grouped", "button"), "background-color")
    driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                           {"type": "mouseReleased", "x": x, "y": y, "button": "left", "buttons": 0, "clickCount": 1})
    if pressed != normal:
        print(f"ok: a row looks pressed while it is ({normal} → {pressed})")
    else:
        failures.append("a pressed row looks as it did")
        print("FAILED: a pressed row looks as it did")

    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Grouped", "the press opens the grouped table")
    main = box("main")
    check(lambda: style("ul.rows", "border-top-left-radius") == "0px" and abs(box("ul.rows")["width"] - main["width"])
          < 1, "a grouped table's lists run edge to edge, square (all styles were drawn inset grouped)")
    driver.get(url)
    check(lambda: style("ul.rows", "border-top-left-radius") == "10px" and box("ul.rows")["left"] >= box("main")[
        "left"] + 15, "an inset grouped table's lists are rounded, inside margins")
    driver.get(url + "t/plain")
    check(lambda: style("main h2", "position") == "sticky" and style("body", "background-color")
          == style("ul.rows", "background-color"), "a plain table: headers stay on top as bars, one white page")
    # Suggestions (issue 43, item 10): a short list is the field's datalist whole; a long one follows the typing.
    driver.get(url)
    options = lambda rid: driver.execute_script(
        "return [...document.querySelector(arguments[0]).list.options].map((o) => o.value)", at(rid, "input"))
    check(lambda: options("city") == ["Paris", "Prague", "Porto"], "a text field's suggestions are its datalist")
    check(lambda: len(options("town")) == 8, "a long list offers its first 8 before anything is typed")
    driver.find_element(By.CSS_SELECTOR, at("town", "input")).send_keys("zur")
    check(lambda: options("town") == ["Zurich"], "typing asks the server, which narrows the long list")

    # A row's actions (issue 43, item 9): behind "Actions…", reached from the keyboard, coloured at their edge,
    # Delete… last among them.
    summary = lambda: driver.find_element(By.CSS_SELECTOR, at("mail", "details.actions > summary"))
    check(lambda: summary().get_attribute("aria-label") == "Actions for Lunch on Friday?"
          and not driver.find_element(By.CSS_SELECTOR, at("mail", "button.action")).is_displayed(),
          "a row's actions wait behind one button")
    driver.execute_script("arguments[0].focus()", summary())
    summary().send_keys(Keys.ENTER)
    focused = lambda: driver.execute_script("return document.activeElement.textContent")
    driver.switch_to.active_element.send_keys(Keys.TAB)
    check(lambda: focused() == "Archive", "Enter opens them and Tab reaches the first")
    check(lambda: style(at("mail", "button.action"), "border-left-color") == "rgb(0, 0, 255)",
          "an action's colour marks its edge")
    driver.find_element(By.CSS_SELECTOR, at("mail", "details.delete > summary")).click()
    driver.find_element(By.CSS_SELECTOR, at("mail", "button.delete")).click()
    check(lambda: row("mail") is None, "Delete, last among the actions, deletes the row")

    # Heights from the definition (issue 43, item 1): the table's 60 for Tall, 20 of its own for Short, and Tall's
    # footer of height 0 shows nothing.
    driver.get(url + "t/heights")
    above = lambda sid: box(f'section[data-id="{sid}"] ul.rows')["top"] - box(f'section[data-id="{sid}"]')["top"]
    check(lambda: abs(above("tall") - 60) < 0.5 and abs(above("short") - 20) < 0.5,
          "a header's height is the definition's (the page drew its own)")
    check(lambda: "Hidden footer" not in driver.find_element(By.TAG_NAME, "main").text
          and abs(box('section[data-id="tall"]')["bottom"] - box('section[data-id="tall"] ul.rows')["bottom"]) < 0.5,
          "a footer of height 0 takes no space and shows no text")
    check(lambda: driver.find_element(By.CSS_SELECTOR, 'section[data-id="tall"] h2').text.lower() == "tall",
          "the header's text is inside its space")

    # Themes (issue 43, items 7 and 11): the table's tint, text colour, font, corner radius and insets; a row's own
    # background and corners over them; light and dark.
    driver.get(url + "t/themed")
    check(lambda: style(at("plain", ".text"), "color") == "rgb(27, 27, 31)", "the table's text colour, light")
    check(lambda: "Georgia" in style(at("plain", ".text"), "font-family"), "the table's font")
    check(lambda: style("main ul.rows", "border-top-left-radius") == "20px", "the table's corner radius")
    check(lambda: style(at("plain", ".label"), "padding-left") == "24px"
          and style(at("plain", ".label"), "padding-top") == "14px", "the table's insets")
    check(lambda: style(at("out"), "background-color") == "rgb(196, 0, 15)"
          and style(at("out"), "border-top-left-radius") == "8px", "a row's own background and corners")
    check(lambda: style(at("out", "button"), "color") == "rgb(255, 255, 255)", "a row's own text colour")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": "dark"}]})
    check(lambda: style(at("plain", ".text"), "color") == "rgb(242, 242, 247)", "the table's text colour, dark")
    check(lambda: style(at("out"), "background-color") == "rgb(155, 0, 12)", "a row's background, dark")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})

    # Search (issue 43, item 8): the field narrows the rows as the person types, says how many match, keeps the
    # focus and the text through the update, and Escape-free clearing shows every row again.
    driver.get(url + "t/search")
    shown_ids = lambda: driver.execute_script('return [...document.querySelectorAll("li.row")].map((r) => r.dataset.id)')
    check(lambda: shown_ids() == ["paris", "prague", "zurich", "kyoto", "note"], "every row before a search")
    field = driver.find_element(By.CSS_SELECTOR, "input.search")
    check(lambda: field.get_attribute("placeholder") == "Search cities", "the field says what it searches")
    field.click()
    field.send_keys("par")
    check(lambda: shown_ids() == ["paris", "note"], "typing narrows the rows to the matches")
    check(lambda: driver.execute_script("return document.activeElement.value") == "par",
          "the field keeps the focus and the text through the update")
    check(lambda: driver.find_element(By.ID, "announcements").get_attribute("textContent") == "2 rows match “par”",
          "the count is said to a screen reader")
    field.send_keys("is n")
    check(lambda: shown_ids() == ["note"], "a longer search narrows further")
    driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="note"] input').send_keys("Louvre", Keys.ENTER)
    check(lambda: driver.execute_script('return document.querySelector("input.search").value') == "paris n"
          and shown_ids() == ["note"], "a value set while searching keeps the search")
    field = driver.find_element(By.CSS_SELECTOR, "input.search")
    field.send_keys(Keys.CONTROL, "a")
    field.send_keys(Keys.DELETE)
    check(lambda: shown_ids() == ["paris", "prague", "zurich", "kyoto", "note"], "an empty search shows every row")
    check(lambda: driver.find_element(By.CSS_SELECTOR, 'li.row[data-id="note"] input').get_attribute("value")
          == "Louvre", "the value typed while searching was kept")
finally:
    browser.close([server])

browser.report("fidelity test")
