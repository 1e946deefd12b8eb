import type { PageData } from "@/server/pages/page-data";
import type { Viewer } from "@/server/services/viewer";
import type { LandingView } from "@/shared/landing-view";
import type { Language } from "@/shared/languages";
import type { ZoneClock } from "@/shared/zone-clock";

/**
 * What a page's loaders and its render get from the server (decision 236): React Router's load
 * context, built per request by `pages/page-routes.ts`. Route modules import this type only (`import
 * type`); everything they read goes through `data`, the services of the JSON API.
 */
export type PageContext = {
  /** The page's language: ?lang=, then the browser's choice (cookie), then the profile, else German. */
  language: Language;
  /** The zone the page writes its moments in: the member's own, else the operator's (decision 236). */
  clock: ZoneClock;
  /** The request's CSP nonce, for the scripts the page writes. */
  nonce: string;
  viewer: Viewer | null;
  /** A notice a redirect brought along (the `pj_notice` cookie), for the page to show once. */
  notice: string | null;
  data: PageData;
  /** What the landing page shows differently per visitor (signed in, current week, admin). */
  landingView: LandingView;
  /** The landing page's own small script: it is the one page without React in the browser. */
  landingScript: string;
  /** Counts a browser's view of the landing page (once per client in a few minutes, decision 174). */
  countLandingView: () => void;
  /**
   * Set only while the build renders the offline shell (`scripts/build-after-pages.mjs`): the root's
   * fallback, with nobody's data in it.
   */
  offlineShell?: true;
};
