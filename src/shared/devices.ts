import { z } from "zod";

/** One signed-in session of the member, as "Your devices" on /profile lists it (decision 172). */
export const deviceSessionSchema = z.object({
  id: z.string(),
  /** From the User-Agent: browser and system names, null when unknown. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  signedInAt: z.string(),
  /** When the session was last renewed: its last use, to the day (sessions renew once a day). */
  lastActiveAt: z.string(),
  /** The session of the request that asks. */
  current: z.boolean(),
});
export type DeviceSession = z.infer<typeof deviceSessionSchema>;

/**
 * One page of "Your devices" (issue 50, finding 7; decision 253): at most DEVICE_SESSIONS_PAGE_SIZE,
 * the one asking first on the first page, then the others last active first; `nextCursor` asks for
 * the next page, null on the last.
 */
export const deviceSessionsPageSchema = z.object({
  sessions: z.array(deviceSessionSchema),
  nextCursor: z.string().nullable(),
});
export type DeviceSessionsPage = z.infer<typeof deviceSessionsPageSchema>;

export const deviceSessionsQuerySchema = z.strictObject({
  cursor: z.string().max(200).optional(),
});
