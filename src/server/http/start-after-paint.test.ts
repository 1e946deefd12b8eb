// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  APP_SCRIPTS_ID,
  HELD_PRESS_MS,
  START_SCRIPT,
  startAfterPaint,
  UNPAINTED_START_MS,
} from "@/server/http/start-after-paint";
import { FRAME_MENU_WIRED } from "@/shared/frame-menu";

type PaintCallback = (list: { getEntriesByName: (name: string) => unknown[] }) => void;

const scripts = ["/assets/index-abc.js", ...Array.from({ length: 19 }, (_, i) => `/assets/chunk-${i}.js`)];

/** The page's end as the answer sends it, and the start script run as the browser runs it. */
function startPage(supportedEntryTypes: string[]) {
  const callbacks: PaintCallback[] = [];
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = supportedEntryTypes;
      constructor(callback: PaintCallback) {
        callbacks.push(callback);
      }
      observe() {}
    },
  );
  // Inserted as markup, the start script does not run by itself (jsdom runs no scripts): run it here.
  document.body.innerHTML = startAfterPaint(scripts);
  new Function(START_SCRIPT)();
  return {
    paint: (name: string) => {
      for (const callback of callbacks) callback({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    },
  };
}

const requested = () =>
  [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${element.getAttribute("src")} crossorigin=${element.getAttribute("crossorigin")}`
      : `${(element as HTMLLinkElement).rel} ${element.getAttribute("href")} crossorigin=${element.getAttribute("crossorigin")}`,
  );

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
  document.head.innerHTML = "";
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the SPA's scripts start after the first paint (decision 222)", () => {
  it("lists the scripts in the answer, with the start script after them", () => {
    const html = startAfterPaint(scripts);
    expect(html).toBe(
      `<script type="application/json" id="${APP_SCRIPTS_ID}">${JSON.stringify(scripts)}</script><script>${START_SCRIPT}</script>`,
    );
    expect(startAfterPaint([])).toBe("");
    // A script address cannot close the list's element.
    expect(startAfterPaint(["/a</script>.js"])).toContain('["/a\\u003c/script>.js"]');
  });

  it("requests nothing before the first contentful paint, then the entry first and the chunks a few per task", () => {
    const page = startPage(["paint", "largest-contentful-paint"]);
    vi.advanceTimersByTime(UNPAINTED_START_MS - 1);
    page.paint("first-paint");
    expect(requested()).toEqual([]);

    page.paint("first-contentful-paint");
    expect(requested()).toEqual([
      "script module /assets/index-abc.js crossorigin=",
      ...scripts.slice(1, 8).map((src) => `modulepreload ${src} crossorigin=`),
    ]);
    vi.advanceTimersToNextTimer();
    expect(requested()).toHaveLength(16);
    vi.runAllTimers();
    expect(requested()).toEqual([
      "script module /assets/index-abc.js crossorigin=",
      ...scripts.slice(1).map((src) => `modulepreload ${src} crossorigin=`),
    ]);
    // A later paint entry or the fallback timer adds nothing twice.
    page.paint("first-contentful-paint");
    vi.runAllTimers();
    expect(requested()).toHaveLength(scripts.length);
  });

  it("starts after a second on a page that is not painted (a tab in the background)", () => {
    startPage(["paint"]);
    vi.advanceTimersByTime(UNPAINTED_START_MS - 1);
    expect(requested()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(requested()).toHaveLength(8);
  });

  it("starts after the first frame where the browser reports no paint entries", () => {
    startPage([]);
    expect(requested()).toEqual([]);
    vi.runAllTimers();
    expect(requested()).toHaveLength(scripts.length);
  });
});

describe("the frame's phone menu works from the first paint (decision 228)", () => {
  it("opens and closes the frame's menu before any of the page's scripts", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    // The frame's header as site-header.tsx renders it (first-paint.spec.ts presses the real one).
    const frame = `<header><button type="button" data-menu-toggle aria-expanded="false" aria-controls="menu-1" aria-label="Menü"></button></header><nav id="menu-1" hidden><a href="/community">Community</a></nav>`;
    document.body.innerHTML = `<div id="root" data-frame>${frame}</div>${startAfterPaint(scripts)}`;
    new Function(START_SCRIPT)();
    const toggle = document.querySelector<HTMLButtonElement>("#root button[data-menu-toggle]")!;
    const menu = document.getElementById("menu-1")!;
    expect(toggle.hasAttribute(FRAME_MENU_WIRED)).toBe(true);

    toggle.click();
    expect(requested()).toEqual([]);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(menu.hidden).toBe(false);
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(menu.hidden).toBe(true);
  });
});

describe("a press on the frame's controls is held until React has taken over (decision 229)", () => {
  /** A frame with a page button, two buttons of the same name and the language select. */
  const controls = (mark: string) =>
    `<header><button type="button" data-sign-out>Abmelden</button><select><option value="de">Deutsch</option><option value="en">English</option></select></header><main><h1>${mark}</h1><button type="button">Neu</button><ul><li><button type="button">Bearbeiten</button></li><li><button type="button">Bearbeiten</button></li></ul><a href="/x">Link</a></main>`;

  function framePage() {
    vi.stubGlobal("PerformanceObserver", undefined);
    document.body.innerHTML = `<div id="root" data-frame>${controls("Frame")}</div>${startAfterPaint(scripts)}`;
    new Function(START_SCRIPT)();
    return document.getElementById("root")!;
  }

  /** React's first commit: the frame's nodes out, its own in (with its handlers). */
  function takeOver(root: HTMLElement, markup = controls("React")) {
    const pressed: string[] = [];
    root.replaceChildren();
    root.insertAdjacentHTML("afterbegin", markup);
    for (const [i, button] of [...root.querySelectorAll("button")].entries()) {
      button.addEventListener("click", () => pressed.push(`${i} ${button.textContent}`));
    }
    root.addEventListener("change", (event) =>
      pressed.push(`select ${(event.target as HTMLSelectElement).value}`),
    );
    return pressed;
  }
  const mutationsDelivered = () => new Promise((resolve) => queueMicrotask(() => resolve(undefined)));

  it("repeats the last press on React's button of the same name and place, once", async () => {
    const root = framePage();
    const frameButtons = [...root.querySelectorAll("button")];
    const framePressed: string[] = [];
    for (const button of frameButtons) button.addEventListener("click", () => framePressed.push("frame"));
    let submitted = 0;
    root.addEventListener("click", () => submitted++);

    frameButtons[2]!.click();
    frameButtons[3]!.click();
    // Held: nothing of the page saw it, and the pressed button shows it was taken.
    expect(framePressed).toEqual([]);
    expect(submitted).toBe(0);
    expect(frameButtons[3]!.style.opacity).toBe("0.6");

    const pressed = takeOver(root);
    await mutationsDelivered();
    expect(pressed).toEqual(["3 Bearbeiten"]);
    // After the takeover, presses are React's own and nothing is repeated again.
    root.querySelectorAll("button")[1]!.click();
    await mutationsDelivered();
    expect(pressed).toEqual(["3 Bearbeiten", "1 Neu"]);
  });

  it("holds sign-out and a language choice, and repeats the choice on React's select", async () => {
    const root = framePage();
    root.querySelector<HTMLButtonElement>("button[data-sign-out]")!.click();
    const select = root.querySelector("select")!;
    select.value = "en";
    select.dispatchEvent(new Event("change", { bubbles: true }));

    const pressed = takeOver(root);
    await mutationsDelivered();
    // The last of the two: the choice.
    expect(pressed).toEqual(["select en"]);
    expect(root.querySelector("select")!.value).toBe("en");
  });

  it("waits for the control to appear enabled after the takeover, and drops the press when it does not", async () => {
    const root = framePage();
    root.querySelectorAll("button")[1]!.click();
    const pressed = takeOver(root, "<p>Laden…</p>");
    await mutationsDelivered();
    expect(pressed).toEqual([]);

    root.innerHTML = controls("React").replace(
      '<button type="button">Neu</button>',
      '<button type="button" disabled>Neu</button>',
    );
    const button = root.querySelectorAll("button")[1]!;
    button.addEventListener("click", () => pressed.push("Neu"));
    await mutationsDelivered();
    expect(pressed).toEqual([]);
    button.disabled = false;
    await mutationsDelivered();
    expect(pressed).toEqual(["Neu"]);

    // A press whose control never comes is dropped after HELD_PRESS_MS.
    const again = framePage();
    again.querySelectorAll("button")[1]!.click();
    takeOver(again, "<p>Laden…</p>");
    await mutationsDelivered();
    vi.advanceTimersByTime(HELD_PRESS_MS);
    const late: string[] = [];
    again.insertAdjacentHTML("beforeend", '<button type="button">Neu</button>');
    again.querySelector("button")!.addEventListener("click", () => late.push("Neu"));
    again.append(document.createElement("hr"));
    await mutationsDelivered();
    expect(late).toEqual([]);
  });

  it("lets a link through: links work without any script", async () => {
    const root = framePage();
    const link = root.querySelector("a")!;
    let followed = false;
    link.addEventListener("click", (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    });
    link.click();
    expect(followed).toBe(true);
    const pressed = takeOver(root);
    await mutationsDelivered();
    expect(pressed).toEqual([]);
  });
});
