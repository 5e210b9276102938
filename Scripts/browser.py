"""What the Chromium tests share: `tabula serve` started on a free port, a headless Chromium driven by Selenium, and
checks that wait for the page (which replaces its elements as updates arrive) and record failures."""
import re
import subprocess
import sys

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def serve(binary, arguments, port=0):
    """Starts `tabula serve` with `arguments` on `port` (a free one by default); returns the process and the URL."""
    server = subprocess.Popen([binary, "serve", *arguments, "--port", str(port)],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    line = server.stderr.readline()
    match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
    if not match:
        sys.exit(f"browser test: tabula serve did not say where it listens: {line!r}")
    return server, f"http://127.0.0.1:{match.group(1)}/"


class Browser:
    """A headless Chromium (JavaScript on or off) and the failures its checks found."""

    def __init__(self, javascript=True):
        options = webdriver.ChromeOptions()
        options.binary_location = "/usr/bin/chromium"
        for argument in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=430,1100"]:
            options.add_argument(argument)
        if not javascript:
            options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        self.driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
        self.wait = WebDriverWait(self.driver, 10)
        self.failures = []

    def check(self, condition, what):
        """Waits up to 10 s for `condition`; prints ok, or records the failure."""
        def holds(_):
            try:
                return condition()
            except Exception:  # the page replaced the element while it was read: read again
                return False
        try:
            self.wait.until(holds)
            print(f"ok: {what}")
        except Exception:
            self.failures.append(what)
            print(f"FAILED: {what}")

    def row(self, rid):
        """The row with the id, or None."""
        found = self.driver.find_elements(By.CSS_SELECTOR, f'li.row[data-id="{rid}"]')
        return found[0] if found else None

    def answer_under_other(self, picker, text, list_title, table_title):
        """Opens the picker `picker`, types `text` in its list's Other… field with Enter, and checks that the list
        went and the picker shows the answer (issue 43, item 12)."""
        title = lambda: self.driver.find_element(By.TAG_NAME, "h1").text
        self.row(picker).find_element(By.CSS_SELECTOR, "button").click()
        self.check(lambda: title() == list_title and self.row("other") is not None,
                   "the picker's list ends with its Other… field")
        self.row("other").find_element(By.CSS_SELECTOR, "input:not([type=hidden])").send_keys(text + Keys.ENTER)
        self.check(lambda: title() == table_title and text in self.row(picker).text,
                   "what is typed there answers the picker, and the list goes")

    def close(self, servers):
        """Closes the browser and stops `servers` still running."""
        self.driver.quit()
        for server in servers:
            if server.poll() is None:
                server.kill()

    def report(self, name):
        """Exits non-zero naming the failed checks, if any; else says the test passed."""
        if self.failures:
            sys.exit(f"{name} failed: " + "; ".join(self.failures))
        print(f"{name} passed")
