import { z } from "zod";

/** One signed-in session of the member, as "Your devices" on /profile lists it (decision 172). */
export type DeviceSession = {
  id: string;
  /** From the User-Agent: browser and system names, null when unknown. */
  browser: string | null;
  system: string | null;
  signedInAt: string;
  /** When the session was last renewed: its last use, to the day (sessions renew once a day). */
  lastActiveAt: string;
  /** The session of the request that asks. */
  current: boolean;
};

/**
 * Session ids are UUIDs (auth.ts's generateId). Anything else is refused before it reaches the
 * database: PostgreSQL cannot even compare a text with a NUL in it, and answered such an id with a 500.
 */
export const deviceSessionParamSchema = z.strictObject({ id: z.uuid({ error: "invalid_id" }) });
