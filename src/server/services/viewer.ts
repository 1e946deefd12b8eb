import type { Profile } from "@/shared/session";

/** The signed-in person a request acts for; services authorize against it. */
export type Viewer = {
  user: { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled: boolean };
  sessionId: string;
  profile: Profile | null;
  /** The admin role. An admin acts as one only with two-factor sign-in on (`actsAsAdmin`). */
  isAdmin: boolean;
};

/**
 * Whether the viewer may use admin powers: the role, and two-factor sign-in switched on (decision 170,
 * decision 170). Until then an admin is a member like any other, and the admin area asks for setup.
 */
export function actsAsAdmin(viewer: Pick<Viewer, "isAdmin" | "user"> | null | undefined): boolean {
  return Boolean(viewer?.isAdmin && viewer.user.twoFactorEnabled);
}
