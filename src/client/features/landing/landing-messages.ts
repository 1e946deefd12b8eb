/**
 * The texts the landing page's script needs after the page is rendered (errors, the sending state,
 * notices). The server renders them into a JSON block; the script reads it — it bundles no translations.
 */
export const LANDING_MESSAGES_ID = "landing-messages";

export type LandingMessages = {
  emailErrors: Record<string, string>;
  rateLimited: string;
  network: string;
  failed: string;
  submit: string;
  sending: string;
  /** Contains "{email}" where the address goes. */
  successText: string;
  signedOut: string;
  signOutFailed: string;
  close: string;
  /** A notice a redirect brought along (a member turned away from the admin area), shown once. */
  notice: string | null;
};
