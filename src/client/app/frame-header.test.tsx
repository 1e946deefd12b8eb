import { act, fireEvent, screen } from "@testing-library/react";
import { lazy, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { enableFrameHeader } from "@/client/app/frame-header";
import { SiteHeader } from "@/client/components/site-header";
import i18n from "@/client/i18n/i18n";
import { serverRenderer } from "@/client/server-render";
import { FRAME_MENU_WIRED } from "@/shared/frame-menu";
import type { SiteInfo } from "@/shared/public-forms";

const SITE: SiteInfo = {
  operator: { name: null, address: null, email: null },
  testPhaseEnd: "2027-06-30",
  deletionBy: "2027-12-30",
  graduateBadge: "auto",
  timeZone: "Europe/Berlin",
};

/** The contact page's frame as the server sends it, for a signed-in member, in the document. */
function frameInDocument() {
  const markup = serverRenderer
    .frame(
      "de",
      { signedIn: true, currentWeek: 1, isAdmin: false },
      "/kontakt",
      { ready: false, cookie: "" },
      SITE,
    )
    .render();
  document.body.innerHTML = `<div id="root" data-frame>${markup}</div>`;
  return document.getElementById("root")!;
}

/**
 * Decision 217: the frame's header works before React takes over, and what was done with it survives
 * the takeover — the press on the menu of a slow phone is not lost.
 */
describe("the frame's header before the takeover", () => {
  it("opens and closes the phone menu; React's header starts open with the focus on its toggle", async () => {
    await i18n.changeLanguage("de");
    const container = frameInDocument();
    enableFrameHeader(container);
    const frameToggle = screen.getByRole("button", { name: "Menü" });
    fireEvent.click(frameToggle);
    expect(frameToggle).toHaveAttribute("aria-expanded", "true");
    fireEvent.keyDown(frameToggle, { key: "Escape" });
    expect(frameToggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(frameToggle);
    frameToggle.focus();

    await act(async () =>
      createRoot(container).render(
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <SiteHeader signedIn />
          </MemoryRouter>
        </I18nextProvider>,
      ),
    );
    const toggle = screen.getByRole("button", { name: "Menü" });
    expect(toggle).not.toBe(frameToggle);
    expect(frameToggle.isConnected).toBe(false);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveFocus();
    expect(document.getElementById(toggle.getAttribute("aria-controls")!)).not.toHaveAttribute("hidden");
  });

  it("keeps a press on the frame's menu made while React renders in slices, before its commit (decision 220)", async () => {
    await i18n.changeLanguage("de");
    const container = frameInDocument();
    enableFrameHeader(container);
    const frameToggle = screen.getByRole("button", { name: "Menü" });
    // Code still loading outside any boundary holds the transition's commit: the window between React's
    // header rendering and its commit, which a render in slices opens on a slow phone.
    let arrive = () => {};
    const Later = lazy(
      () =>
        new Promise<{ default: () => null }>((resolve) => (arrive = () => resolve({ default: () => null }))),
    );
    const root = createRoot(container);
    await act(async () =>
      startTransition(() =>
        root.render(
          <I18nextProvider i18n={i18n}>
            <MemoryRouter>
              <SiteHeader signedIn />
              <Later />
            </MemoryRouter>
          </I18nextProvider>,
        ),
      ),
    );
    // React's header has rendered (closed), the frame is still on screen: the person opens its menu.
    expect(frameToggle.isConnected).toBe(true);
    fireEvent.click(frameToggle);
    frameToggle.focus();

    await act(async () => arrive());
    const toggle = screen.getByRole("button", { name: "Menü" });
    expect(toggle).not.toBe(frameToggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveFocus();
  });

  it("leaves the presses on a toggle the start script has wired to it, and adds Escape (decision 228)", async () => {
    await i18n.changeLanguage("de");
    const container = frameInDocument();
    const frameToggle = screen.getByRole("button", { name: "Menü" });
    const menu = document.getElementById(frameToggle.getAttribute("aria-controls")!)!;
    // As the start script leaves it: wired, and opened by a press before the entry arrived.
    frameToggle.setAttribute(FRAME_MENU_WIRED, "");
    frameToggle.setAttribute("aria-expanded", "true");
    menu.hidden = false;
    enableFrameHeader(container);

    // A second handler would close the menu the start script's own handler opens or closes with it.
    fireEvent.click(frameToggle);
    expect(frameToggle).toHaveAttribute("aria-expanded", "true");
    expect(menu).not.toHaveAttribute("hidden");
    fireEvent.keyDown(frameToggle, { key: "Escape" });
    expect(frameToggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).toHaveAttribute("hidden");
  });
});
