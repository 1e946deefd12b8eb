/**
 * What the server-rendered landing page shows differently per visitor (header, hero button, pricing
 * link, footer's admin link). Nothing personal — no name, no e-mail — so one rendering serves every
 * member with the same view (`server/routes/landing.ts` keeps them).
 */
export type LandingView = {
  signedIn: boolean;
  /** The week the hero's "continue" button opens (1 without a profile). */
  currentWeek: number;
  isAdmin: boolean;
};

export const VISITOR_VIEW: LandingView = { signedIn: false, currentWeek: 1, isAdmin: false };
