#!/usr/bin/env python3
"""The page's live updates through a network blip and a server restart, in headless Chromium: offline for 5 s while
the table changes, then online — the page catches up without a reload; text typed while offline is kept and sent
when the connection is back; a stopped server (SIGSTOP) is said within seconds; the server restarted on the same
port — the page says so and reloads. Usage: browser-reconnect-test.py TABULA_BINARY"""
import json
import os
import signal
import sys
import time
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Browser, serve

binary = sys.argv[1]
server, url = serve(binary, ["Tool/Tests/Browser/form.yaml"])
port = url.rstrip("/").rsplit(":", 1)[1]
browser = Browser()
driver, check, row = browser.driver, browser.check, browser.row


def post(event):
    token = driver.execute_script("return document.querySelector('meta[name=tabula-token]').content")
    request = urllib.request.Request(url + "events", method="POST", data=json.dumps(event).encode(),
                                     headers={"Content-Type": "application/json", "X-Tabula-Token": token})
    urllib.request.urlopen(request).read()


def offline(flag):
    driver.execute_cdp_cmd("Network.emulateNetworkConditions", {
        "offline": flag, "latency": 0, "downloadThroughput": -1, "uploadThroughput": -1})


try:
    driver.get(url)
    check(lambda: driver.find_element(By.TAG_NAME, "h1").text == "Browser test", "the page shows the table")
    driver.execute_script("window.sameDocument = true")
    driver.execute_cdp_cmd("Network.enable", {})
    offline(True)
    post({"level": "/", "event": "select", "row": "wifi"})
    time.sleep(5)
    offline(False)
    check(lambda: row("wifi").find_element(By.CSS_SELECTOR, "button").get_attribute("aria-checked") == "true",
          "after 5 s offline the page catches up with a change made meanwhile")
    check(lambda: driver.execute_script("return window.sameDocument === true"), "without a reload")
    check(lambda: driver.find_element(By.ID, "status").text == "", "and the status line is quiet again")
    row("wifi").find_element(By.CSS_SELECTOR, "button[role=switch]").click()
    check(lambda: row("wifi").find_element(By.CSS_SELECTOR, "button").get_attribute("aria-checked") == "false",
          "its own clicks work again")

    # Issue 42, item 2: text typed offline was dropped in silence ("Not sent…" vanished, the server never had it).
    status = lambda: driver.find_element(By.ID, "status").text
    offline(True)
    row("name").find_element(By.CSS_SELECTOR, "label input").send_keys("Kept", Keys.TAB)
    check(lambda: "1 change is kept and will be sent" in status(), "text typed offline is kept, and the page says so")
    offline(False)
    page_html = lambda: urllib.request.urlopen(url).read().decode()
    check(lambda: 'value="Kept"' in page_html(), "back online, the kept text reaches the server")
    check(lambda: status() == "", "and the status line is quiet again")

    # Issue 42, item 10: a stopped server left the page silent.
    os.kill(server.pid, signal.SIGSTOP)
    try:
        started = time.time()
        check(lambda: "Not connected" in status(), "a stopped server is said on the status line")
        print(f"   said after {time.time() - started:.1f} s")
    finally:
        os.kill(server.pid, signal.SIGCONT)
    check(lambda: status() == "", "and the page is quiet again once the server answers")

    server.kill()
    server.wait()
    check(lambda: "Reconnecting" in driver.find_element(By.ID, "status").text, "a stopped server: reconnecting…")
    server, _ = serve(binary, ["Tool/Tests/Browser/form.yaml"], port=port)
    check(lambda: "The server restarted" in driver.find_element(By.ID, "status").text,
          "a restarted server is said plainly")
    check(lambda: driver.execute_script("return window.sameDocument") is None and
          driver.find_element(By.TAG_NAME, "h1").text == "Browser test", "and the page reloads")
finally:
    browser.close([server])

browser.report("reconnect test")
