// Without zod, for the onboarding page (decision 131); consent.ts builds its schemas on these.

/**
 * The version of the privacy policy and terms a consent refers to. Raise it when either text changes
 * materially: everyone is then asked again, and earlier consents stay on record with their version.
 */
export const POLICY_VERSION = "2026-11-01";

export const CONSENT_TYPES = ["privacy", "terms"] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Delay before the consent dialog opens on the onboarding page (spec section 9). */
export const CONSENT_MODAL_DELAY_MS = 500;
