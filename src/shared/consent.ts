import { z } from "zod";

/**
 * The version of the privacy policy and terms a consent refers to. Raise it when either text changes
 * materially: everyone is then asked again, and earlier consents stay on record with their version.
 */
export const POLICY_VERSION = "2026-11-01";

export const CONSENT_TYPES = ["privacy", "terms"] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];

/** Delay before the consent dialog opens on the onboarding page (spec section 9). */
export const CONSENT_MODAL_DELAY_MS = 500;

/** POST /api/consent: both boxes must be ticked; anything else is a 400 and nothing is stored. */
export const consentRequestSchema = z.strictObject({
  privacy: z.literal(true, { error: "consent.required" }),
  terms: z.literal(true, { error: "consent.required" }),
});
export type ConsentRequest = z.infer<typeof consentRequestSchema>;

/** GET and POST /api/consent: what the viewer agreed to for the current policy version, and when. */
export const consentStatusSchema = z.object({
  policyVersion: z.string(),
  complete: z.boolean(),
  consents: z.object({
    privacy: z.string().nullable(),
    terms: z.string().nullable(),
  }),
});
export type ConsentStatus = z.infer<typeof consentStatusSchema>;
