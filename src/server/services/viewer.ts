import type { Profile } from "@/shared/session";

/** The signed-in person a request acts for; services authorize against it. */
export type Viewer = {
  user: { id: string; email: string; name: string; emailVerified: boolean };
  sessionId: string;
  profile: Profile | null;
  isAdmin: boolean;
};
