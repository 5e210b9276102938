/// The page's one script and one style sheet, served as files (the Content-Security-Policy forbids inline
/// script). The script only makes the server-rendered page live: it posts the form's fields and buttons as events,
/// refreshes on updates, and holds a window of the rows of long sections, following the reader as they scroll.
///
/// Each is served at a URL named after its content (``scriptPath``, ``styleSheetPath``), so a browser may keep it
/// for good: a new version of the tool has a new URL.
enum WebAssets {
  /// The script's URL path: `/tabula.<fingerprint>.js`.
  static let scriptPath = "/tabula.\(fingerprint(script)).js"
  /// The style sheet's URL path: `/tabula.<fingerprint>.css`.
  static let styleSheetPath = "/tabula.\(fingerprint(styleSheet)).css"

  /// A short name for `text`'s content (64-bit FNV-1a, hexadecimal): any change to the text changes it.
  static func fingerprint(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return String(hash, radix: 16)
  }

  static let script = #"""
    "use strict";
    (() => {
      const token = document.querySelector('meta[name="tabula-token"]').content;
      document.documentElement.classList.add("js");
      const root = () => document.getElementById("tabula");
      const status = () => document.getElementById("status");
      let shown = Number(root().dataset.version);

      // Values typed while the server cannot be reached are kept — the last for each row of each table — and sent
      // once it answers again; the status line says how many wait. Other events are not replayed later.
      const unsent = new Map();
      const unsentKey = (event) => `${event.level} ${event.rowEncoded}`;
      // A page that holds no window of rows asks for the table as it is after the event with the answer, which
      // saves the refresh a request (click to paint).
      const send = (event, wantsContent) => fetch("/events", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Tabula-Token": token,
          ...(wantsContent && !windows().length ? { "X-Tabula-Fragment": "1" } : {}) },
        body: JSON.stringify(event),
      });
      // The status line quiet again once the server is heard.
      function connected() {
        if (!status().dataset.connection) return;
        status().textContent = "";
        delete status().dataset.connection;
      }
      function sayUnsent() {
        status().textContent = `Not sent yet: ${unsent.size} change${unsent.size === 1 ? " is" : "s are"} kept and `
          + "will be sent when the server can be reached.";
        status().dataset.connection = "lost";
      }
      // While an event is on its way, updates wait for its answer (at most a second), which carries the table as it
      // is after it: the page is drawn once, a request sooner. What they would have animated is kept for the drawing
      // that shows them.
      let posting = 0;
      let waiting = null;
      function arrived(version, ids) {
        if (!posting) return refresh(version, ids);
        if (!waiting) {
          waiting = { version: 0, ids: { deleted: [], inserted: [], reloaded: [] } };
          const queued = waiting;
          setTimeout(() => {
            if (waiting !== queued) return;
            waiting = null;
            refresh(queued.version, queued.ids);
          }, 1000);
        }
        waiting.version = Math.max(waiting.version, version);
        for (const kind of ["deleted", "inserted", "reloaded"]) waiting.ids[kind].push(...ids[kind]);
      }
      function posted(answer) {
        const waited = posting ? null : waiting;
        if (!posting) waiting = null;
        const late = waited && !(answer && answer.version >= waited.version);
        if (answer && answer.version !== undefined) {
          refresh(answer.version, waited && !late ? waited.ids : {}, answer.path, answer.page, answer.content);
        }
        if (late) refresh(waited.version, waited.ids);
      }
      async function post(fields) {
        const event = { level: root().dataset.path, ...pageOf(root()), ...fields };
        posting += 1;
        let response;
        try {
          response = await send(event, true);
        } catch {
          posting -= 1;
          posted(null);
          if (event.event === "setValue") {
            unsent.set(unsentKey(event), event);
            sayUnsent();
          } else {
            status().textContent = "Not sent: the server cannot be reached. Reconnecting…";
          }
          return;
        }
        if (event.event === "setValue") unsent.delete(unsentKey(event));
        const answer = await response.json().catch(() => ({}));
        posting -= 1;
        status().textContent = response.ok ? "" : (answer.error || response.statusText);
        if (answer.finished) return showFinished(answer.finished);
        posted(response.ok ? answer : null);
      }
      // The page of a form of pages the tab shows: every event and refresh names it, so pages, like navigation,
      // belong to the tab (a Next in another tab turns no page here).
      const pageOf = (element) => element.dataset.page ? { page: Number(element.dataset.page) } : {};
      let sending = false;
      async function sendUnsent() {
        if (sending || !unsent.size) return;
        sending = true;
        try {
          for (const event of [...unsent.values()]) {
            const response = await send(event).catch(() => null);
            if (!response) return sayUnsent();
            unsent.delete(unsentKey(event));
            const answer = await response.json().catch(() => ({}));
            if (!response.ok) status().textContent = `Not saved: ${answer.error || response.statusText}`;
            if (answer.finished) return showFinished(answer.finished);
          }
          connected();
          refresh(Number.MAX_SAFE_INTEGER, {});
        } finally {
          sending = false;
        }
      }

      // The page is one form (see PageForm): a field is named `set.<kind><fingerprint>.<row>`, and a button says what
      // it does in its value, `<event> <row> <value>` (the row percent-encoded), or `set` for the fields alone.
      const isField = (input) => input.name && input.name.startsWith("set.");
      const sentText = new WeakMap();
      function sendField(input) {
        sentText.set(input, input.value);
        post({ event: "setValue", rowEncoded: input.name.split(".")[2], value: input.value });
      }
      document.addEventListener("submit", (event) => {
        event.preventDefault();
        if (event.target.id === "search") return search();
        const pressed = event.submitter && event.submitter.name === "do" ? event.submitter.value : "set";
        if (pressed === "set") {
          // Enter in a field: every field changed and not sent yet.
          for (const input of event.target.querySelectorAll("[name^='set.']")) {
            if (input.value !== input.defaultValue && sentText.get(input) !== input.value && !input.validity.badInput) {
              sendField(input);
            }
          }
          return;
        }
        const [name, rowEncoded, ...value] = pressed.split(" ");
        post({ event: name, ...(rowEncoded ? { rowEncoded } : {}), ...(value.length ? { value: value.join(" ") } : {}) });
      });
      // A date or time changes with every segment typed (and Chromium says the page has no focus while it does, so
      // a change cannot tell typing from leaving): it is sent only when the person leaves it, whole — once the focus
      // has settled outside it, and not while it is unfinished.
      const waitsForBlur = (input) => ["date", "time", "datetime-local"].includes(input.type);
      document.addEventListener("change", (event) => {
        const input = event.target;
        if (!isField(input) || waitsForBlur(input)) return;
        sendField(input);
      });
      document.addEventListener("focusout", (event) => {
        const input = event.target;
        if (!isField(input) || !waitsForBlur(input)) return;
        setTimeout(() => {
          if (document.activeElement === input || !input.isConnected || input.validity.badInput) return;
          if (input.value !== input.defaultValue) sendField(input);
        }, 0);
      });

      // A field whose suggestions follow what is typed asks for them again, once typing pauses.
      // Only the answer to the latest request is shown: an older one arriving late is dropped.
      let suggesting, asked = 0;
      document.addEventListener("input", (event) => {
        const input = event.target;
        if (input.dataset.suggest !== "typed" || !input.list) return;
        clearTimeout(suggesting);
        suggesting = setTimeout(async () => {
          const row = input.closest("li.row").dataset.id, list = input.list, request = ++asked;
          const page = root().dataset.page ? `&page=${root().dataset.page}` : "";
          const response = await fetch(`/suggestions?level=${encodeURIComponent(root().dataset.path)}${page}`
            + `&row=${encodeURIComponent(row)}&text=${encodeURIComponent(input.value)}`);
          const text = response.ok ? await response.text() : null;
          if (text !== null && request === asked && list.isConnected) list.innerHTML = text;
        }, 150);
      });

      // A searchable table's field narrows the rows as the person types, once typing pauses; the count of
      // matches is said. The search is the page's: every refresh and window of rows asks for it.
      let searching;
      const searchField = () => root().querySelector("input.search");
      const searchQuery = () => searchField()?.value ? `&q=${encodeURIComponent(searchField().value)}` : "";
      // The search the page was drawn for (the field's value attribute): a window of rows belongs to it, not to
      // what is being typed meanwhile.
      const drawnQuery = () => searchField()?.defaultValue ? `&q=${encodeURIComponent(searchField().defaultValue)}` : "";
      function search() {
        clearTimeout(searching);
        refresh(Number.MAX_SAFE_INTEGER, {});
      }
      document.addEventListener("input", (event) => {
        if (!event.target.matches("input.search")) return;
        clearTimeout(searching);
        searching = setTimeout(search, 120);
      });

      // The field being typed in, if any: a text-like input or text area in a row, or the search field.
      function fieldBeingEdited() {
        const active = document.activeElement;
        const typing = 'textarea, input:not([type=hidden]):not([type=range]):not([type=checkbox]):not([type=radio])'
          + ':not([type=submit]):not([type=button])';
        return active && active.matches(typing) && active.closest("li.row, div.search") ? active : null;
      }

      // Brings the page's `old` element to look like `next` in place: an element that stays keeps its identity, so a
      // click in progress, the focus, a half-open delete and the field being typed in (its text, caret and
      // selection) survive any update; rows and sections are matched by id, other children by position; only what
      // differs is touched. Replacing the page whole lost clicks on live pages (3 of 30 on the leaderboard).
      function morph(old, next, editing) {
        if (old.nodeName !== next.nodeName || old.nodeType !== next.nodeType) {
          old.replaceWith(next);
          return next;
        }
        if (old.nodeType !== Node.ELEMENT_NODE) {
          if (old.nodeValue !== next.nodeValue) old.nodeValue = next.nodeValue;
          return old;
        }
        for (const { name } of [...old.attributes]) {
          const personal = name === "open" && old.matches("details");  // the person opened it
          if (!next.hasAttribute(name) && !personal) old.removeAttribute(name);
        }
        for (const { name, value } of [...next.attributes]) {
          if (old.getAttribute(name) !== value) old.setAttribute(name, value);
        }
        if (old === editing) return old;
        if (old.matches("input:not([type=hidden]), textarea")) {
          if (old.value !== next.value) old.value = next.value;
          if (old.matches("textarea")) return old;
        }
        morphChildren(old, next, editing);
        return old;
      }
      const keyOf = (node) => node.nodeType === Node.ELEMENT_NODE && node.dataset.id !== undefined
        ? `${node.nodeName} ${node.dataset.id}` : null;
      function morphChildren(old, next, editing) {
        const keyed = new Map();
        const unkeyed = [];
        for (const child of old.childNodes) {
          const key = keyOf(child);
          if (key === null) unkeyed.push(child); else keyed.set(key, child);
        }
        let position = 0;
        const kept = [...next.childNodes].map((child) => {
          const key = keyOf(child);
          const match = key === null ? unkeyed[position++] : keyed.get(key);
          if (key !== null) keyed.delete(key);
          return match ? morph(match, child, editing) : child;
        });
        const keep = new Set(kept);
        for (const child of [...old.childNodes]) if (!keep.has(child)) child.remove();
        kept.forEach((child, index) => {
          if (old.childNodes[index] !== child) old.insertBefore(child, old.childNodes[index] || null);
        });
      }

      // Where focus goes after a refresh, so it never falls to the page's body: a pushed table's title; back from a
      // child table (or a picker), the row that opened it; the focused row's control, or — if the row went — the
      // next row that has one.
      function focusTarget(next, after, { sameTable, pushed, oldPath, focusedID, oldRows }) {
        const control = (row) => row && row.querySelector("input:not([type=hidden]), textarea, button, summary");
        if (!sameTable) {
          if (pushed) return next.querySelector("h1");
          const opener = decodeURIComponent(oldPath.split("/").pop() || "");
          return control(after.get(opener)) || next.querySelector("h1");
        }
        if (!focusedID) return null;
        const kept = control(after.get(focusedID));
        if (kept) return kept;
        // The first row with a control from where the focused one was, then before it; else the title.
        const ids = [...after.keys()];
        const index = Math.max(0, oldRows.indexOf(focusedID));
        const order = [...ids.slice(index), ...ids.slice(0, index).reverse()];
        return order.map((id) => control(after.get(id))).find(Boolean) || next.querySelector("h1");
      }

      // Refreshes the table from the server — the one shown, or the one at `target` (a path) — and animates what
      // the changeset says: deleted rows fade out first, inserted rows fade in, moved rows slide from where they
      // were, reloaded rows flash. Each page's table is the one its URL names: no page follows another's navigation.
      const calm = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      const rowsByID = (element) => new Map([...element.querySelectorAll("li.row")].map((row) => [row.dataset.id, row]));
      let refreshing = Promise.resolve();
      let pressing = null;
      document.addEventListener("pointerdown", () => {
        let release;
        pressing = new Promise((done) => { release = done; });
        // A row sliding to its new place stops where it is until the press ends.
        const sliding = document.getAnimations();
        for (const animation of sliding) animation.pause();
        pressing.release = () => {
          // Those finished meanwhile (a pointer that came onto a row finishes them) stay finished.
          for (const animation of sliding) if (animation.playState === "paused") animation.play();
          release();
        };
      }, true);
      for (const name of ["pointerup", "pointercancel"]) {
        document.addEventListener(name, () => {
          // After the click this release makes: an update applied before it could move the element away.
          const held = pressing;
          pressing = null;
          if (held) setTimeout(held.release, 0);
        }, true);
      }
      // The row under the pointer holds its place on the screen while other rows change around it: an update that
      // would move it shifts the table back by as much (a transform on a holder around it, so no layout changes),
      // and the table settles into place once the pointer goes to the title bar or leaves the page. A person aims at
      // what they see: on the live leaderboard a third of the presses aimed at the switch below it landed elsewhere.
      let pointer = null;
      let held = 0;
      const holder = document.createElement("div");
      root().before(holder);
      holder.append(root());
      // The row the pointer is on, else (over a section's header, between sections, past the last) the row nearest
      // it; none when the pointer is on the title bar or off the page.
      const hoveredRow = () => {
        if (!pointer) return null;
        const element = document.elementFromPoint(pointer.x, pointer.y);
        if (element && element.closest("#tabula header")) return null;
        const row = element && element.closest("#tabula li.row");
        if (row) return row;
        let nearest = null, distance = Infinity;
        for (const candidate of root().querySelectorAll("li.row")) {
          const box = candidate.getBoundingClientRect();
          const away = Math.max(box.top - pointer.y, pointer.y - box.bottom, 0);
          if (away < distance) [nearest, distance] = [candidate, away];
        }
        return nearest;
      };
      function hold(offset, animated) {
        held = offset;
        holder.style.transition = animated && !calm ? "transform 0.2s" : "";
        holder.style.transform = held ? `translateY(${held}px)` : "";
      }
      // A pointer that comes onto a row while rows slide or the table settles: every row goes to its place at
      // once, and the table shifts so the row under the pointer stays where it was seen.
      function stayUnder(row) {
        const moving = document.getAnimations().filter((animation) => animation.effect
          && animation.effect.target instanceof Element && animation.effect.target.matches("li.row"));
        if (!moving.length && !holder.style.transition) return;
        const seen = row.getBoundingClientRect().top;
        for (const animation of moving) animation.finish();
        hold(new DOMMatrix(getComputedStyle(holder).transform).m42, false);
        hold(held + seen - row.getBoundingClientRect().top, false);
      }
      document.addEventListener("pointermove", (event) => {
        pointer = { x: event.clientX, y: event.clientY };
        const row = hoveredRow();
        if (row) stayUnder(row); else if (held) hold(0, true);
      }, { capture: true, passive: true });
      document.documentElement.addEventListener("pointerleave", () => {
        pointer = null;
        if (held) hold(0, true);
      });
      // Scrolling or the keyboard moves the person's attention: the table settles at once — what a hold put above
      // the top of the page can be scrolled to, and the focused control is never held away from where it belongs —
      // and holds nothing until the pointer moves again.
      for (const name of ["wheel", "keydown"]) {
        document.addEventListener(name, () => {
          pointer = null;
          if (held) hold(0, false);
        }, { capture: true, passive: true });
      }
      function refresh(version, ids, target, page, content) {
        refreshing = refreshing.then(async () => {
          const level = target || root().dataset.path;
          const sameLevel = level === root().dataset.path;
          const pageShown = page || (sameLevel ? pageOf(root()).page : undefined);
          if (finished || (version <= shown && sameLevel && pageShown === pageOf(root()).page)) return;
          const before = rowsByID(root());
          const leaving = (ids.deleted || []).map((id) => before.get(id)).filter(Boolean);
          if (!calm && leaving.length) {
            for (const row of leaving) row.classList.add("leave");
            await new Promise((done) => setTimeout(done, 150));
          }
          const tops = new Map([...before].map(([id, row]) => [id, row.getBoundingClientRect().top]));
          const focused = document.activeElement && document.activeElement.closest("li.row");
          const focusedID = focused && focused.dataset.id;
          const errorsBefore = errorsOf(root());
          const oldPath = root().dataset.path;
          const oldRows = [...before.keys()];
          const query = (sameLevel ? `&${windowQuery()}${searchQuery()}` : "") + (pageShown ? `&page=${pageShown}` : "");
          const matchesBefore = root().querySelector("p.matches")?.textContent || "";
          // The answer's table holds no window of rows, nor the search: one drawn since is fetched with them.
          let text = sameLevel && (windows().length || searchQuery()) ? null : content;
          if (!text) {
            const response = await fetch(`/fragment?level=${encodeURIComponent(level)}${query}`);
            // The table this page showed is gone (another tab deleted the row that opened it): the root is shown.
            if (response.status === 404 && level !== "/") return refresh(0, {}, "/");
            if (!response.ok || finished) return;
            text = await response.text();
          }
          if (finished) return;
          const made = document.createElement("div");
          made.innerHTML = text;
          // Nothing moves under a finger or a mouse button that is down: the update waits for its release (at most
          // 2 s), so a press on a live page is never lost to a row that moved or changed meanwhile.
          if (pressing) await Promise.race([pressing, new Promise((done) => setTimeout(done, 2000))]);
          const next = made.firstElementChild;
          const path = next.dataset.path;
          const pushed = Number(next.dataset.depth) > Number(root().dataset.depth);
          const sameTable = next.dataset.path === root().dataset.path;
          const focusedBefore = document.activeElement;
          const pageBefore = root().dataset.page;
          const depthBefore = Number(root().dataset.depth);
          const anchor = sameTable && hoveredRow();
          const anchorTop = anchor && anchor.getBoundingClientRect().top;
          if (sameTable) morph(root(), next, fieldBeingEdited()); else root().replaceWith(next);
          sizeSpaces();
          watchLoadMore();
          if (anchor && anchor.isConnected) hold(held + anchorTop - anchor.getBoundingClientRect().top, false);
          else if (held) hold(0, true);
          const shownNow = root();
          shown = Number(shownNow.dataset.version);
          const after = rowsByID(shownNow);
          if (!calm && sameTable) {
            for (const id of ids.inserted || []) after.get(id)?.classList.add("appear");
            for (const id of ids.reloaded || []) after.get(id)?.classList.add("reloaded");
            for (const [id, row] of after) {
              const top = tops.get(id);
              const moved = top === undefined ? 0 : top - row.getBoundingClientRect().top;
              if (moved) row.animate([{ transform: `translateY(${moved}px)` }, { transform: "none" }], { duration: 200 });
            }
          }
          // Focus stays where it was if that element is still on the page; else it goes where focusTarget says.
          const stays = sameTable && focusedBefore && focusedBefore.isConnected && focusedBefore !== document.body;
          if (!stays) {
            const target = focusTarget(shownNow, after, { sameTable, pushed, oldPath, focusedID, oldRows });
            if (target) target.focus();
          } else if (document.activeElement !== focusedBefore) {
            focusedBefore.focus({ preventScroll: true });
          }
          if (sameTable) announce(errorsBefore, errorsOf(shownNow));
          const matches = shownNow.querySelector("p.matches")?.textContent || "";
          if (sameTable && matches !== matchesBefore) say(matches || "Every row is shown");
          // Another page of the form: its title takes the focus, and "Page 2 of 3: Where" is said and in the title.
          if (sameTable && shownNow.dataset.page !== pageBefore) {
            shownNow.querySelector("h1").focus();
            say(shownNow.querySelector("header p.page")?.textContent || "");
          }
          if (shownNow.dataset.title) document.title = shownNow.dataset.title;
          // The browser's history follows the table: a pushed table is a new entry, and going back with the page's
          // own Back goes back in the history too, so Back and Forward in the browser mean the same.
          const depth = Number(shownNow.dataset.depth);
          const address = path && path + (shownNow.dataset.page ? `?page=${shownNow.dataset.page}` : "");
          if (popping) {
            // The browser's Back or Forward moved the history already.
          } else if (pushed) {
            history.pushState({ depth }, "", address);
          } else if (depth < depthBefore && history.state && history.state.depth > depth) {
            goingBack = true;
            history.go(depth - history.state.depth);
          } else if (address && address !== location.pathname + location.search) {
            history.replaceState({ depth }, "", address);
          }
          popping = false;
          placeWindows();
        }).catch(() => {
          // The fragment could not be fetched (offline): the page stays as it was, and the next update or the
          // reconnected stream's first message refreshes it. A rejected chain would end every later refresh.
        });
      }

      // Errors that appear, or change, as the person works are read out by screen readers (a row's error is drawn
      // in place, where nobody hears it): "E-mail: Enter an e-mail address."
      const errorsOf = (element) => new Map([...element.querySelectorAll("li.row")].map((row) => {
        const error = row.querySelector(".error");
        const text = row.querySelector(".label .text");
        return [row.dataset.id, error ? `${text ? text.textContent + ": " : ""}${error.innerText}` : ""];
      }));
      function say(text) {
        const announcements = document.getElementById("announcements");
        announcements.textContent = "";
        setTimeout(() => { announcements.textContent = text; }, 50);
      }
      function announce(before, after) {
        const news = [...after].filter(([id, error]) => error && before.get(id) !== error).map(([, error]) => error);
        if (news.length) say(news.join(" "));
      }

      // Arrow keys move among the radio buttons of a group and choose, as in any radio group; Tab leaves it. In a
      // picker's list (a pushed table of options), where choosing goes back, arrows only browse: Space or Enter
      // chooses.
      const steps = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };
      document.addEventListener("keydown", (event) => {
        const radio = event.target.closest && event.target.closest('[role="radio"]');
        const step = steps[event.key];
        const group = radio && radio.closest('[role="radiogroup"]');
        if (!step || !group || event.altKey || event.ctrlKey || event.metaKey) return;
        const radios = [...group.querySelectorAll('[role="radio"]:not([disabled])')];
        const next = radios[(radios.indexOf(radio) + step + radios.length) % radios.length];
        event.preventDefault();
        for (const other of radios) other.tabIndex = other === next ? 0 : -1;
        next.focus();
        if (!(group.matches("ul") && Number(root().dataset.depth) > 0)) next.click();
      });

      // The browser's back and forward buttons show the table of the URL they go to.
      let popping = false;
      let goingBack = false;
      history.replaceState({ depth: Number(root().dataset.depth) }, "", location.href);
      window.addEventListener("popstate", () => {
        if (goingBack) {
          goingBack = false;
          return;
        }
        popping = true;
        refresh(0, {}, location.pathname, Number(new URLSearchParams(location.search).get("page")) || undefined);
      });

      // The form has ended (here or in another tab): the server stops, and the page says so.
      let finished = false;
      function showFinished(content) {
        if (finished) return;
        finished = true;
        updates.close();
        hold(0, false);
        const made = document.createElement("div");
        made.innerHTML = content;
        root().replaceWith(made.firstElementChild);
        status().textContent = "";
        // The old errors are not said again; the page that says how the form ended takes the focus.
        document.getElementById("announcements").textContent = "";
        const heading = root().querySelector("h1");
        if (heading) {
          heading.setAttribute("tabindex", "-1");
          heading.focus();
        }
      }

      // "Delete…" opens the button that deletes and gives it the focus (its summary hides); Cancel or Escape close
      // it again, the focus back on "Delete…".
      document.addEventListener("toggle", (event) => {
        const details = event.target;
        if (details.matches && details.matches("details.delete") && details.open) details.querySelector("button.delete").focus();
      }, true);
      function closeDelete(details) {
        details.open = false;
        details.querySelector("summary").focus();
      }
      document.addEventListener("click", (event) => {
        const cancel = event.target.closest && event.target.closest("details.delete button.cancel");
        if (cancel) closeDelete(cancel.closest("details"));
      });
      document.addEventListener("keydown", (event) => {
        const details = event.key === "Escape" && event.target.closest && event.target.closest("details.delete[open]");
        if (details) closeDelete(details);
      });

      // Live updates, kept alive: when the stream drops for good (a browser gives up after one failed retry), a new
      // one is opened with a growing pause, saying so on the status line; its first message names the version, and
      // the page catches up if it is behind. A server that restarted (another instance) means a reload, said plainly.
      // The server sends a heartbeat every 2 s: silence for 6 s means it does not answer (stopped, or the network
      // gone without a word), said on the status line until it is heard again.
      let updates = null;
      let instance = null;
      let pause = 500;
      let heard = Date.now();
      function reached() {
        heard = Date.now();
        if (unsent.size) return sendUnsent();
        connected();
      }
      setInterval(() => {
        if (finished || Date.now() - heard < 6000 || status().dataset.connection === "silent") return;
        status().textContent = unsent.size ? status().textContent : "Not connected: the server does not answer.";
        status().dataset.connection = "silent";
      }, 1000);
      function listen() {
        updates = new EventSource("/updates");
        updates.addEventListener("heartbeat", reached);
        updates.onopen = () => {
          pause = 500;
          reached();
        };
        updates.onerror = () => {
          if (finished) return;
          status().textContent = "Reconnecting…";
          status().dataset.connection = "lost";
          if (updates.readyState === EventSource.CLOSED) {
            setTimeout(listen, pause);
            pause = Math.min(pause * 2, 15000);
          }
        };
        updates.onmessage = (message) => {
          reached();
          const update = JSON.parse(message.data);
          const change = update.change || {};
          if (change.kind === "finished") return showFinished(change.content);
          if (change.kind === "hello") {
            if (instance && change.instance !== instance) {
              finished = true;
              updates.close();
              status().textContent = "The server restarted: reloading the page…";
              setTimeout(() => location.reload(), 1500);
              return;
            }
            instance = change.instance;
          }
          const ids = { deleted: [], inserted: [], reloaded: [] };
          for (const stage of (change.changeset && change.changeset.stages) || []) {
            ids.deleted.push(...(stage.deletedRowIDs || []));
            ids.inserted.push(...(stage.insertedRowIDs || []));
            ids.reloaded.push(...(stage.reloadedRowIDs || []));
          }
          arrived(update.version, ids);
        };
      }
      listen();
      // Back online, the stream may have lost what came meanwhile without noticing: a new one says the version.
      window.addEventListener("offline", () => {
        status().textContent = "Offline: changes will show when the connection is back.";
        status().dataset.connection = "lost";
      });
      window.addEventListener("online", () => {
        if (finished) return;
        updates.close();
        listen();
      });

      // A long section holds a window of rows; padding stands in for the rows above and below, so the scroll bar
      // spans the whole list. Rows outside the window take `scale` pixels each: a row's height, or less when the
      // list would be taller than a browser can lay out.
      const rowHeight = 44;
      const scale = (list) => Math.min(rowHeight, 3e7 / Number(list.dataset.count));
      function place(list) {
        const from = Number(list.dataset.from), to = from + list.children.length;
        list.style.paddingTop = `${from * scale(list)}px`;
        list.style.paddingBottom = `${(Number(list.dataset.count) - to) * scale(list)}px`;
      }
      const windows = () => [...document.querySelectorAll("ul.window")];
      const busy = new Set();
      async function follow(list) {
        const count = Number(list.dataset.count), from = Number(list.dataset.from);
        const rows = [...list.children], to = from + rows.length;
        const y = -list.getBoundingClientRect().top, view = window.innerHeight;
        if (busy.has(list) || !rows.length || y + view < 0 || y > list.offsetHeight) return;
        const start = rows[0].offsetTop, stop = rows[rows.length - 1].offsetTop + rows[rows.length - 1].offsetHeight;
        if ((from === 0 || start <= y - view / 2) && (to === count || stop >= y + view * 1.5)) return;
        // Reading on from the rows held keeps the row at the top of the screen where it is; a jump picks rows by
        // where the scroll bar is.
        const onward = y + view > start && y < stop;
        const anchorIndex = onward
          ? from + Math.max(0, rows.findIndex((row) => row.offsetTop + row.offsetHeight > Math.max(y, start)))
          : Math.min(count - 1, Math.max(0, Math.floor(y / scale(list))));
        const next = Math.max(0, anchorIndex - 40), end = Math.min(count, anchorIndex + 80);
        busy.add(list);
        try {
          const level = encodeURIComponent(root().dataset.path);
          const page = root().dataset.page ? `&page=${root().dataset.page}` : "";
          const response = await fetch(
            `/rows?section=${list.dataset.section}&from=${next}&to=${end}&level=${level}${page}${drawnQuery()}`);
          if (!response.ok || !list.isConnected) return;
          const text = await response.text();
          const anchor = onward ? list.children[anchorIndex - Number(list.dataset.from)] : null;
          const before = anchor && anchor.getBoundingClientRect().top;
          list.innerHTML = text;
          list.dataset.from = next;
          place(list);
          const after = anchor && list.children[anchorIndex - next];
          if (after) window.scrollBy(0, after.getBoundingClientRect().top - before);
        } finally {
          busy.delete(list);
        }
        follow(list);
      }
      let scheduled = false;
      function followAll() {
        if (scheduled) return;
        scheduled = true;
        requestAnimationFrame(() => { scheduled = false; windows().forEach(follow); });
      }
      window.addEventListener("scroll", followAll, { passive: true });
      window.addEventListener("resize", followAll);
      function windowQuery() {
        return windows().map((list) => {
          const id = list.closest("section").dataset.id, from = Number(list.dataset.from);
          return `window=${encodeURIComponent(`${id}:${from}:${from + list.children.length}`)}`;
        }).join("&");
      }
      function placeWindows() {
        windows().forEach(place);
        followAll();
      }
      placeWindows();
      // A Load more row that loads on sight is pressed as it scrolls into view, once per drawing of it.
      const sighted = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          sighted.unobserve(entry.target);
          entry.target.querySelector("button")?.click();
        }
      });
      function watchLoadMore() {
        for (const row of document.querySelectorAll('li.row[data-more="sight"]')) sighted.observe(row);
      }
      watchLoadMore();

      // Headers' and footers' heights for a browser whose style sheets cannot read them (typed attr()).
      function sizeSpaces() {
        if (CSS.supports("height", "attr(data-height px)")) return;
        for (const space of document.querySelectorAll(".head, .foot")) space.style.height = `${space.dataset.height}px`;
      }
      sizeSpaces();
    })();
    """#

  static let styleSheet = #"""
    :root { color-scheme: light dark; --bg: #f2f2f7; --cell: #fff; --text: #000; --dim: #6c6c70; --line: #c6c6c8;
      --accent: #0062cc; --red: #c4000f; --green: #248a3d; --track: #7c7c80;
      font: 17px/1.35 -apple-system, system-ui, sans-serif; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #000; --cell: #1c1c1e; --text: #fff; --dim: #8e8e93; --line: #38383a; --accent: #0a84ff;
        --red: #ff453a; --green: #30d158; --track: #7c7c80; }
    }
    body { margin: 0; background: var(--bg); color: var(--text); }
    /* A theme (issue 43): the table's on #tabula, a row's on its li, as data attributes the custom properties read
       with typed attr(). A browser without it (Safari, Firefox today) draws the page's own look, whole. */
    @supports (color: attr(data-tint type(<color>), red)) {
      [data-tint] { --accent: attr(data-tint type(<color>)); }
      [data-text] { --text: attr(data-text type(<color>)); color: var(--text); }
      [data-dim] { --dim: attr(data-dim type(<color>)); }
      [data-bg] { --bg: attr(data-bg type(<color>)); }
      [data-cell] { --cell: attr(data-cell type(<color>)); }
      @media (prefers-color-scheme: dark) {
        [data-tint-dark] { --accent: attr(data-tint-dark type(<color>)); }
        [data-text-dark] { --text: attr(data-text-dark type(<color>)); }
        [data-dim-dark] { --dim: attr(data-dim-dark type(<color>)); }
        [data-bg-dark] { --bg: attr(data-bg-dark type(<color>)); }
        [data-cell-dark] { --cell: attr(data-cell-dark type(<color>)); }
      }
      #tabula[data-bg] { background: var(--bg); min-height: 100vh; }
      li.row[data-cell] { background: var(--cell); }
      [data-font] { font-family: attr(data-font), -apple-system, system-ui, sans-serif; }
      #tabula[data-radius] { --radius: attr(data-radius type(<length>)); }
      #tabula[data-radius] main ul.rows { border-radius: var(--radius); }
      li.row[data-radius] { border-radius: attr(data-radius type(<length>)); }
      [data-pad-block] { --pad-block: attr(data-pad-block type(<length>+)); }
      [data-pad-inline] { --pad-inline: attr(data-pad-inline type(<length>+)); }
    }
    header { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; padding: 12px 16px 0; max-width: 720px; margin: 0 auto; }
    h1 { font-size: 28px; margin: 8px 0; flex: 1; }
    main { max-width: 720px; margin: 0 auto; padding: 0 16px 32px; }
    section { margin: 24px 0; }
    h2 { font-size: 13px; font-weight: normal; text-transform: uppercase; color: var(--dim); margin: 0 16px 6px; }
    .footer { font-size: 13px; color: var(--dim); margin: 6px 16px 0; }
    /* A header's or footer's height from the definition: the space between the section's edge and its rows. */
    section:has(> .head) { margin-top: 0; }
    section:has(> .foot) { margin-bottom: 0; }
    .head, .foot { height: attr(data-height px); box-sizing: border-box; display: flex; flex-direction: column;
      overflow: hidden; }
    .head { justify-content: flex-end; }
    ul.rows { list-style: none; margin: 0; padding: 0; background: var(--cell); border-radius: 10px; overflow: hidden; }
    /* The table's style, as UIKit draws it: inset grouped (rounded lists inside margins), grouped (lists from edge to
       edge between gaps), plain (one list, its headers bars that stay on top while their rows scroll). */
    main.grouped { padding-left: 0; padding-right: 0; }
    main.grouped ul.rows { border-radius: 0; }
    main.grouped h2, main.grouped .footer { margin-left: 16px; margin-right: 16px; }
    main.plain { padding: 0 0 32px; background: var(--cell); }
    body:has(main.plain) { background: var(--cell); }
    main.plain section { margin: 0; }
    main.plain ul.rows { border-radius: 0; }
    main.plain h2 { position: sticky; top: 0; z-index: 1; margin: 0; padding: 4px 16px; background: var(--bg);
      color: var(--text); font-weight: 600; text-transform: none; }
    main.plain .footer { margin: 0; padding: 4px 16px; background: var(--bg); }
    li.row { min-height: 44px; display: flex; flex-direction: column; justify-content: center; }
    /* Separators start where the text does, as in UIKit (after an image, past it). */
    li.row + li.row::before { content: ""; position: absolute; top: 0; left: 16px; right: 0;
      border-top: 0.5px solid var(--line); }
    li.row.pictured + li.row::before { left: 57px; }
    li.row > .label, li.row > .labelled, li.row .controls, li.row button, li.row label, li.row a.link { display: flex;
      align-items: center; gap: 8px; width: 100%; box-sizing: border-box; }
    li.row > .label, li.row > .labelled { padding-block: var(--pad-block, 11px); padding-inline: var(--pad-inline, 16px); }
    .labelled { gap: 12px; flex: 1; }
    .image { flex: none; width: 29px; height: 29px; border-radius: 7px; background: var(--line); color: var(--text);
      display: flex; align-items: center; justify-content: center; font-size: 15px; font-weight: 600; }
    li.row button:active, li.row a.link:active, details.delete summary:active {
      background: color-mix(in srgb, var(--text) 10%, transparent); }
    a.link { color: inherit; text-decoration: none; padding-block: var(--pad-block, 11px);
      padding-inline: var(--pad-inline, 16px); }
    a.link:focus-visible { outline: 2px solid var(--accent); outline-offset: -3px; }
    form { margin: 0; }
    button { font: inherit; color: inherit; background: none; border: none; padding-block: var(--pad-block, 11px);
      padding-inline: var(--pad-inline, 16px); text-align: left; cursor: pointer; }
    button:focus-visible, input:focus-visible, textarea:focus-visible, summary:focus-visible {
      outline: 2px solid var(--accent); outline-offset: -3px; }
    ::placeholder { color: var(--dim); opacity: 1; }
    label { padding: 6px 16px; }
    .label { flex: 1; display: flex; gap: 8px; }
    .label .text { flex: 1; }
    li.row .label.subtitle { flex-direction: column; align-items: flex-start; gap: 0; text-align: left; }
    .label.value2 .detail { order: -1; flex: 0 0 30%; text-align: right; color: var(--accent); font-size: 15px; }
    .label.value2 .text { flex: 1; }
    .detail { color: var(--dim); overflow-wrap: anywhere; }
    .label, .label .text { min-width: 0; overflow-wrap: anywhere; }
    .label.subtitle .detail { font-size: 14px; }
    .chevron { color: var(--dim); }
    .switch { width: 51px; height: 31px; border-radius: 16px; background: var(--track); position: relative; flex: none; }
    button[role="switch"] { padding-top: 6px; padding-bottom: 6px; }
    .switch::after { content: ""; position: absolute; top: 2px; left: 2px; width: 27px; height: 27px;
      border-radius: 50%; background: #fff; transition: left 0.2s; }
    [aria-checked="true"] .switch { background: var(--green); }
    [aria-checked="true"] .switch::after { left: 22px; }
    .check { color: var(--accent); min-width: 1em; }
    button.action { justify-content: center; color: var(--accent); }
    button.action.destructive { color: var(--red); }
    button.action.submit { font-weight: 600; }
    input, textarea { font: inherit; color: inherit; background: transparent; border: none; text-align: right;
      flex: 1; min-width: 0; }
    /* A field shows where to type even empty and without a placeholder (an empty E-mail was invisible). */
    input:not([type=range]):not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea {
      border-bottom: 1px solid var(--track); }
    input[type="range"] { accent-color: var(--accent); height: 32px; margin: 0; }
    textarea { text-align: left; min-height: 4em; }
    li.row .controls:has(> .segments), li.row .controls:has(> .stepper) { padding: 6px 16px; }
    .segments { display: inline-flex; background: var(--line); border-radius: 8px; padding: 2px; }
    .stepper { display: inline-flex; align-items: center; gap: 0; flex: none; }
    .stepper output { min-width: 2.5em; text-align: right; padding-right: 12px; color: var(--dim); }
    li.row .stepper button { width: 47px; padding: 4px 0; justify-content: center; background: var(--line);
      font-size: 20px; line-height: 1; }
    li.row .stepper button:first-of-type { border-radius: 8px 0 0 8px; border-right: 1px solid var(--bg); }
    li.row .stepper button:last-of-type { border-radius: 0 8px 8px 0; }
    .segments button { padding: 4px 12px; border-radius: 7px; }
    .segments [aria-checked="true"] { background: var(--cell); }
    li.row .controls:has(> .inline-options) { flex-wrap: wrap; padding: 6px 16px; }
    .inline-options { display: flex; flex-direction: column; flex-basis: 100%; margin-top: 4px; }
    li.row .inline-options button { padding: 8px 0 8px 8px; border-top: 1px solid var(--line); }
    .inline-options button::before { content: "○"; color: var(--dim); margin-right: 10px; }
    .inline-options [aria-checked="true"]::before { content: "●"; color: var(--accent); }
    .error { color: var(--red); font-size: 13px; margin: 0 16px 8px; }
    .checking { color: var(--dim); font-size: 13px; margin: 0 16px 8px; }
    .problem { color: var(--red); font-size: 15px; margin: 0 16px 12px; }
    .finished main p { margin: 0 16px 12px; }
    nav.window { display: flex; justify-content: space-between; padding: 8px 16px; }
    nav.window a { color: var(--accent); }
    .js nav.window { display: none; }
    ul.window { position: relative; overflow-anchor: none; }
    .js button.set { display: none; }
    /* "‹ Back" in a bar of its own above the title, as on iOS. */
    button.back { color: var(--accent); padding: 8px 0; flex-basis: 100%; text-align: left; }
    li.row { position: relative; }
    li.row.deletable { flex-direction: row; align-items: center; }
    li.row.deletable > :first-child { flex: 1; min-width: 0; }
    details.delete { flex: none; margin-right: 8px; }
    /* A row's actions: "Actions…" opens them as buttons; a colour marks each at its edge, as iOS colours a swipe. */
    details.actions { flex: none; margin-right: 8px; }
    details.actions summary { list-style: none; color: var(--accent); font-size: 15px; padding: 6px 8px; cursor: pointer; }
    details.actions summary::-webkit-details-marker { display: none; }
    details.actions[open] > span.controls { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
    button.action { width: auto; font-size: 15px; padding: 6px 10px; border-radius: 8px; color: var(--text);
      border-left: 4px solid var(--dim); }
    button.action[data-color] { border-left-color: attr(data-color type(<color>), var(--dim)); }
    button.action[data-color="mint"] { border-left-color: #00c7be; }
    button.action.destructive { color: var(--red); border-left-color: var(--red); }
    details.actions details.delete { margin-right: 0; }
    header p.page { flex-basis: 100%; margin: 0; color: var(--dim); font-size: 15px; }
    /* A searchable table's field, under its title, as a search bar is on iOS. */
    div.search { flex-basis: 100%; display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
    input.search { text-align: left; background: var(--cell); border: 1px solid var(--line) !important; border-radius: 10px;
      padding: 7px 12px; }
    button.search { font: inherit; color: var(--accent); background: none; border: none; padding: 7px 4px;
      cursor: pointer; }
    p.matches { flex-basis: 100%; margin: 0; color: var(--dim); font-size: 15px; }
    span.move { flex: none; display: flex; gap: 2px; margin-right: 8px; }
    button.move { font-size: 15px; padding: 4px 8px; color: var(--accent); background: none; border: none; cursor: pointer; }
    details.delete summary { list-style: none; color: var(--red); font-size: 15px; padding: 6px 8px; cursor: pointer; }
    details.delete summary::-webkit-details-marker { display: none; }
    details.delete[open] summary { display: none; }
    html:not(.js) details.delete button.cancel { display: none; }
    details.delete button.cancel { margin-left: 8px; }
    button.delete { color: #fff; background: var(--red); border-radius: 8px; font-size: 15px; padding: 6px 12px;
      width: auto; }
    #status { position: fixed; bottom: 0; left: 0; right: 0; margin: 0; padding: 8px 16px; color: var(--red);
      background: var(--cell); }
    #status:empty { display: none; }
    /* Rows come, go and flash without fading their text: a row half faded failed contrast for a moment. They are
       revealed and hidden by a clip, and a reloaded row is marked by a bar at its edge. */
    li.appear { animation: appear 0.3s ease-out; }
    li.leave { clip-path: inset(0 0 100% 0); transition: clip-path 0.15s; }
    li.reloaded { animation: reloaded 0.4s ease-out; }
    @keyframes reloaded { from { box-shadow: inset 4px 0 0 var(--accent); } }
    @keyframes appear { from { clip-path: inset(0 0 100% 0); transform: translateY(-8px); } }
    @media (prefers-reduced-motion: reduce) { li.appear { animation: none; } .switch::after { transition: none; } }
    [disabled] { opacity: 0.4; cursor: default; }
    .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%);
      white-space: nowrap; }
    """#
}
