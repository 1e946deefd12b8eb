import { createHmac } from "node:crypto";
import { hashPassword } from "@/server/auth/password-hash";
import { fromBool } from "@/server/db/schema";
import { ADMIN_ROLE } from "@/server/services/admin/admin-role";
import { GRADUATE, grantBadge } from "@/server/services/badges/badge-service";
import { createProfile } from "@/server/services/profiles/profile-service";
import { enableTwoFactorFor } from "@/server/test/test-admins";
import type { TestApp } from "@/server/test/test-app";
import { uniqueEmail } from "@/server/test/test-app";
import type { Plan } from "@/shared/plans";

export const PERSONAS = ["visitor", "member", "other", "graduate", "admin"] as const;
export type PersonaName = (typeof PERSONAS)[number];

export type Persona = {
  name: PersonaName;
  client: ReturnType<TestApp["client"]>;
  userId: string | null;
  email: string | null;
  password: string;
  plan: Plan | null;
};

export const PERSONA_PASSWORD = "secret123";

let passwordHash: Promise<string> | null = null;

/**
 * One of the five kinds of caller the access-control tests know: a visitor (no session), a member
 * with the Core plan and consent, another such member (who must never reach the first one's data),
 * a graduate (Deep plan and the graduate badge) and an admin (Core plan, admin role, two-factor on).
 *
 * Made in the database with a session of their own rather than through sign-up: scrypt costs about a
 * second per sign-up on a busy machine, and the matrix needs dozens of throwaway personas. The sign-up
 * and sign-in endpoints themselves are cells of the matrix.
 */
export async function createPersona(t: TestApp, name: PersonaName): Promise<Persona> {
  const client = t.client();
  if (name === "visitor")
    return { name, client, userId: null, email: null, password: PERSONA_PASSWORD, plan: null };
  passwordHash ??= hashPassword(PERSONA_PASSWORD);
  const userId = crypto.randomUUID();
  const email = uniqueEmail(name);
  const now = new Date().toISOString();
  const plan: Plan = name === "graduate" ? "deep" : "core";
  await t.db
    .insertInto("user")
    .values({
      id: userId,
      name: `${name} person`,
      email,
      emailVerified: fromBool(false),
      image: null,
      createdAt: now,
      updatedAt: now,
      role: name === "admin" ? ADMIN_ROLE : "user",
      banned: null,
      banReason: null,
      banExpires: null,
    })
    .execute();
  await t.db
    .insertInto("account")
    .values({
      id: crypto.randomUUID(),
      accountId: userId,
      providerId: "credential",
      userId,
      password: await passwordHash,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await createProfile(t.db, { userId, fullName: `${name} person` });
  await t.db
    .updateTable("profiles")
    .set({ subscription_type: plan, has_paid: fromBool(true), subscription_start_date: now })
    .where("id", "=", userId)
    .execute();
  if (name === "graduate") await grantBadge(t.db, { userId, badgeType: GRADUATE });
  // Admins act as admins only with two-factor sign-in on (decision 170).
  if (name === "admin") await enableTwoFactorFor(t, userId);
  await signInWithoutPassword(t, client, userId);
  const consent = await client.json("/api/consent", { body: { privacy: true, terms: true } });
  if (consent.status !== 200) throw new Error(`consent of ${name} failed: ${consent.status}`);
  return { name, client, userId, email, password: PERSONA_PASSWORD, plan };
}

/** A new session for the user in the client's cookie jar, signed the way better-auth signs its cookie. */
export async function signInWithoutPassword(
  t: TestApp,
  client: ReturnType<TestApp["client"]>,
  userId: string,
) {
  const context = await t.deps.auth.$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = createHmac("sha256", t.deps.config.authSecret).update(session.token).digest("base64");
  client.cookies.set(
    context.authCookies.sessionToken.name,
    encodeURIComponent(`${session.token}.${signature}`),
  );
  return session.token;
}

/** What a caller may not change about themselves through any request body. */
export async function privilegeSnapshot(t: TestApp, userId: string) {
  const user = await t.db
    .selectFrom("user")
    .select(["id", "role", "email", "emailVerified"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const profile = await t.db
    .selectFrom("profiles")
    .select(["id", "subscription_type", "has_paid", "subscription_start_date"])
    .where("id", "=", userId)
    .executeTakeFirst();
  const badges = await t.db
    .selectFrom("user_badges")
    .select(["badge_type"])
    .where("user_id", "=", userId)
    .execute();
  return {
    user: user ? { ...user, emailVerified: Boolean(user.emailVerified) } : null,
    profile: profile ? { ...profile, has_paid: Boolean(profile.has_paid) } : null,
    badges: badges.map((b) => b.badge_type).sort(),
  };
}
