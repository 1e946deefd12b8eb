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
