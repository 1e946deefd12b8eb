// @vitest-environment node
import { describe, expect, it } from "vitest";
import { serverRenderer } from "@/client/server-render";
import type { LandingView } from "@/shared/landing-view";
import { LANGUAGES } from "@/shared/languages";

/**
 * The landing page's markup for each language and view, pinned byte for byte: the files were written by
 * the renderer before the landing components took their data as props (decision 200), so a change of
 * what the page shows, or of its ids and attributes, shows in review.
 */
const VIEWS: Record<string, LandingView> = {
  visitor: { signedIn: false, currentWeek: 1, isAdmin: false },
  member: { signedIn: true, currentWeek: 3, isAdmin: false },
  admin: { signedIn: true, currentWeek: 2, isAdmin: true },
  "no-profile": { signedIn: true, currentWeek: 1, isAdmin: false },
};

describe("serverRenderer.landing", () => {
  for (const language of LANGUAGES) {
    for (const [name, view] of Object.entries(VIEWS)) {
      it(`renders the ${language} page for a ${name} as before`, async () => {
        await expect(serverRenderer.landing(language, view)).toMatchFileSnapshot(
          `__snapshots__/server-render/landing-${language}-${name}.html`,
        );
      });
    }
  }
});
