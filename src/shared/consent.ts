import { z } from "zod";

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
