import type { MeResponse } from "@/shared/session";

/** A JSON answer as the API sends it, for a stubbed `fetch`. */
export function jsonResponse(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A signed-in member without a plan, as `/api/me` answers; `updatedAt` is the profile's last change. */
export function testMember(updatedAt: string): MeResponse {
  return {
    user: { id: "u1", email: "mara@example.org", name: "Mara", emailVerified: true, twoFactorEnabled: false },
    profile: {
      id: "u1",
      fullName: "Mara",
      subscriptionType: null,
      hasPaid: false,
      subscriptionStartDate: null,
      currentWeek: 1,
      language: "de",
      updatedAt,
    },
    isAdmin: false,
    badges: [],
  };
}
