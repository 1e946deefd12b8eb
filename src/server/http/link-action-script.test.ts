// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { LINK_ACTION_SCRIPT } from "@/server/http/link-action-script";
import { LINK_ACTION_GLOBAL, LINK_ACTION_ID } from "@/shared/page-data";

/** A mail link's frame as the server renders it (decision 224), opened at `address`, and its script run. */
function openPage(address: string, answer: Promise<Response>) {
  window.history.replaceState(null, "", address);
  document.body.innerHTML = `<main><section><h1>Anmeldung bestätigen</h1><template id="${LINK_ACTION_ID}" data-endpoint="/api/reminders/confirm"><div role="status">Wird bestätigt …</div><div><h2>Bestätigt</h2></div></template></section></main>`;
  const fetch = vi.fn(() => answer);
  vi.stubGlobal("fetch", fetch);
  // jsdom runs no inline script by itself: run it as the browser does.
  new Function(LINK_ACTION_SCRIPT)();
  return fetch;
}

const section = () => document.querySelector("section")!.innerHTML;
const held = () => (window as unknown as Record<string, unknown>)[LINK_ACTION_GLOBAL];

afterEach(() => {
  vi.unstubAllGlobals();
  (window as unknown as Record<string, unknown>)[LINK_ACTION_GLOBAL] = undefined;
});

describe("a mail link's request as its page paints (decision 224)", () => {
  it("shows the waiting state, posts the token once and shows the done state on a 2xx answer", async () => {
    let answer!: (res: Response) => void;
    const fetch = openPage(
      "/erinnerungen/bestaetigen?token=abc%2Bdef",
      new Promise((resolve) => (answer = resolve)),
    );
    expect(section()).toBe('<h1>Anmeldung bestätigen</h1><div role="status">Wird bestätigt …</div>');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith("/api/reminders/confirm", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ token: "abc+def" }),
    });
    // The SPA takes the request over from here instead of sending it again.
    expect(held()).toMatchObject({ path: "/erinnerungen/bestaetigen", token: "abc+def" });
    answer(new Response("{}", { status: 200 }));
    await vi.waitFor(() =>
      expect(section()).toBe("<h1>Anmeldung bestätigen</h1><div><h2>Bestätigt</h2></div>"),
    );
  });

  it("leaves any other answer to the SPA: the waiting state stays", async () => {
    openPage("/erinnerungen/bestaetigen?token=abc", Promise.resolve(new Response("{}", { status: 400 })));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(section()).toBe('<h1>Anmeldung bestätigen</h1><div role="status">Wird bestätigt …</div>');
    openPage("/erinnerungen/bestaetigen?token=abc", Promise.reject(new TypeError("offline")));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(section()).toBe('<h1>Anmeldung bestätigen</h1><div role="status">Wird bestätigt …</div>');
  });

  it("sends nothing without a token: the page says the link is incomplete", () => {
    const fetch = openPage("/erinnerungen/bestaetigen", Promise.resolve(new Response("{}")));
    expect(fetch).not.toHaveBeenCalled();
    expect(held()).toBeUndefined();
    expect(document.getElementById(LINK_ACTION_ID)).not.toBeNull();
  });
});
