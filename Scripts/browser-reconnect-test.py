#!/usr/bin/env python3
"""The page's live updates through a network blip and a server restart, in headless Chromium: offline for 5 s while
the table changes, then online — the page catches up without a reload; the server restarted on the same port — the
page says so and reloads. Usage: browser-reconnect-test.py TABULA_BINARY"""
import json
import sys
import time
import urllib.request

from selenium.webdriver.common.by import By

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
