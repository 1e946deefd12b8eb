import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { allowanceIdentifier } from "@/server/services/accounts/member-allowance";
import { createPersona, type Persona, signInWithoutPassword } from "@/server/test/personas";
import { apiRouteInventory } from "@/server/test/route-inventory";
import { arbitraryFor, deeplyNested, hostileJson, PROTOTYPE_KEYS } from "@/server/test/schema-arbitrary";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { pageViewBodySchema, setAdminBodySchema } from "@/shared/admin";
import { forgotPasswordSchema, loginSchema, signUpRequestSchema } from "@/shared/auth-schemas";
import { checkoutRequestSchema } from "@/shared/checkout";
import {
  createBulletinSchema,
  createCommentSchema,
  createPostSchema,
  editBulletinSchema,
  editCommentSchema,
  editPostSchema,
} from "@/shared/community";
import { consentRequestSchema } from "@/shared/consent";
import { isWeekField, WEEK_FIELDS, type WeekNumber } from "@/shared/journey-fields";
import { journeyFieldSchema, journeyValueError } from "@/shared/journey-schemas";
import { mailSettingsUpdateSchema } from "@/shared/notifications";
import { fullNameField, profileUpdateSchema } from "@/shared/profile-schemas";
import { contactSchema, reminderSignupSchema, reminderTokenSchema } from "@/shared/public-forms";
import { createReportSchema, suspensionBodySchema } from "@/shared/reports";

/**
 * Property-based fuzzing of every API route (decision 147): bodies shaped by our zod schemas with hostile
 * values mixed in, generic hostile bodies, odd queries, path segments, methods and content types.
 * Whatever comes in: never a 500, never a stack trace in an answer, never a stored row that breaks
 * its schema. FUZZ_RUNS sets the number of requests (`npm run fuzz` runs many more).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let t: TestApp;
let member: Persona;
let admin: Persona;
let routes: string[];

beforeAll(async () => {
  t = await createTestApp({ IP_RATE_LIMIT: "false" });
  member = await createPersona(t, "member");
  admin = await createPersona(t, "admin");
  routes = apiRouteInventory(t);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** A journey change as the autosave sends it, for a real or a made-up field. */
const journeyChange = fc
  .tuple(
    fc.constantFrom<WeekNumber>(1, 2, 3, 4, 5),
    fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, "toString", "hasOwnProperty"), fc.string({ maxLength: 41 })),
    fc.nat(3),
    fc.boolean(),
  )
  .chain(([week, madeUp, baseVersion, real]) => {
    const field = real ? fc.constantFrom(...WEEK_FIELDS[week]) : fc.constant(madeUp);
    return field.chain((name) => {
      const schema = journeyFieldSchema(week, name);
      return (schema ? arbitraryFor(schema, 3) : hostileJson).map((value) => ({
        week,
        body: { changes: [{ field: name, value, baseVersion }] },
      }));
    });
  });

const BODY_SCHEMAS: Record<string, z.ZodType> = {
  "PATCH /api/profile": profileUpdateSchema,
  "POST /api/reminders": reminderSignupSchema,
  "POST /api/reminders/confirm": reminderTokenSchema,
  "POST /api/reminders/unsubscribe": reminderTokenSchema,
  "POST /api/member-reminders/unsubscribe": reminderTokenSchema,
  "POST /api/notification-mails/unsubscribe": reminderTokenSchema,
  "PUT /api/notifications/mail-settings": mailSettingsUpdateSchema,
  "POST /api/contact": contactSchema,
  "POST /api/consent": consentRequestSchema,
  "POST /api/plans/checkout": checkoutRequestSchema,
  "POST /api/community/impulses/:id/comments": createCommentSchema,
  "POST /api/community/posts": createPostSchema,
  "POST /api/community/posts/:id/comments": createCommentSchema,
  "POST /api/community/bulletin": createBulletinSchema,
  "PATCH /api/community/posts/:id": editPostSchema,
  "PATCH /api/community/post-comments/:id": editCommentSchema,
  "PATCH /api/community/impulse-comments/:id": editCommentSchema,
  "PATCH /api/community/bulletin/:id": editBulletinSchema,
  "PUT /api/admin/users/:id/admin": setAdminBodySchema,
  "POST /api/community/reports": createReportSchema,
  "PUT /api/admin/users/:id/suspension": suspensionBodySchema,
  "POST /api/usage/page-view": pageViewBodySchema,
  "POST /api/auth/sign-up/email": signUpRequestSchema,
  "POST /api/auth/sign-in/email": loginSchema,
  "POST /api/auth/request-password-reset": forgotPasswordSchema,
  "POST /api/auth/two-factor/enable": z.object({ password: z.string() }),
  "POST /api/auth/two-factor/verify-totp": z.object({
    code: z.string(),
    trustDevice: z.boolean().optional(),
  }),
  "POST /api/auth/two-factor/verify-backup-code": z.object({ code: z.string() }),
  "POST /api/auth/two-factor/generate-backup-codes": z.object({ password: z.string() }),
  "POST /api/auth/two-factor/disable": z.object({ password: z.string() }),
  "POST /api/auth/update-user": profileUpdateSchema
    .pick({ fullName: true })
    .transform((v) => ({ name: v.fullName })),
};

const segment = fc.oneof(
  fc.uuid({ version: 4 }),
  fc.constantFrom(
    "1",
    "5",
    "0",
    "6",
    "-1",
    "1e0",
    "gratitude",
    "%00",
    "%2e%2e%2f",
    "..",
    "%E0%A4%A",
    "x".repeat(3000),
  ),
  fc.string({ unit: "binary", maxLength: 30 }).map(encodeURIComponent),
);
/** NUL inside what a route decodes before it reads it: a cursor is base64url JSON (issue 50, finding 6). */
const ENCODED_NUL = [
  Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000Z\u0000", "x"])).toString("base64url"),
  Buffer.from(JSON.stringify(["2026-01-01T00:00:00.000Z", "a\u0000b"])).toString("base64url"),
];
/** The query keys our routes read, for the random queries and the fixed NUL check. */
const QUERY_KEYS = [
  "lang",
  "cursor",
  "token",
  "time",
  "day",
  "mode",
  "page",
  "q",
  "kind",
  "when",
  "category",
  "plan",
  "email",
];
const query = fc.oneof(
  { arbitrary: fc.constant(""), weight: 3 },
  {
    arbitrary: fc
      .dictionary(
        fc.oneof(fc.constantFrom(...QUERY_KEYS, "__proto__"), fc.string()),
        fc.oneof(
          fc.string({ unit: "binary", maxLength: 50 }),
          fc.constantFrom("de", "en", "xx", "07:30", "sun", "answers"),
        ),
        { maxKeys: 4 },
      )
      .map((q) => `?${new URLSearchParams(Object.entries(q)).toString()}`),
    weight: 2,
  },
);
const contentType = fc.oneof(
  { arbitrary: fc.constant("application/json"), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=x",
      "application/json; charset=utf-16",
      "application/xml",
      "",
      "application/json, text/plain",
    ),
    weight: 1,
  },
);

/** A whole request: which route, who sends it, method, path, query, content type and body. */
const request = fc
  .record({
    routeIndex: fc.nat(),
    who: fc.constantFrom("visitor", "member", "admin"),
    methodSwap: fc.oneof(
      { arbitrary: fc.constant(null), weight: 9 },
      { arbitrary: fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"), weight: 1 },
    ),
    segments: fc.array(segment, { minLength: 3, maxLength: 3 }),
    query,
    contentType,
    bodyKind: fc.constantFrom("schema", "schema", "schema", "hostile", "proto", "nested", "raw"),
    hostile: hostileJson,
    raw: fc.oneof(
      fc.string({ unit: "binary", maxLength: 200 }),
      fc.constantFrom("{", "[]", "null", '{"a":1}{', "\u0000"),
    ),
    nestedDepth: fc.constantFrom(50, 1000, 20_000),
    journey: journeyChange,
  })
  .chain((r) => {
    const route = routes[r.routeIndex % routes.length]!;
    const schema = BODY_SCHEMAS[route];
    return (schema ? arbitraryFor(schema, 2) : fc.constant(r.hostile)).map((schemaBody) => ({
      ...r,
      route,
      schemaBody,
    }));
  });

type Sample = typeof request extends fc.Arbitrary<infer T> ? T : never;

function build(sample: Sample) {
  const [method0, template] = sample.route.split(" ") as [string, string];
  const method = sample.methodSwap ?? method0;
  let i = 0;
  let path = template.replace(/:[a-z]+/g, () => sample.segments[i++]!);
  let value: unknown = sample.schemaBody;
  if (sample.route === "PUT /api/journey/weeks/:week/entries" && sample.bodyKind === "schema") {
    path = `/api/journey/weeks/${sample.journey.week}/entries`;
    value = sample.journey.body;
  }
  let body: string | undefined;
  switch (sample.bodyKind) {
    case "hostile":
      body = JSON.stringify(sample.hostile);
      break;
    case "proto": {
      // JSON.stringify drops a real __proto__; write the key into the text, as an attacker would.
      const base = JSON.stringify(value && typeof value === "object" && !Array.isArray(value) ? value : {});
      const key = PROTOTYPE_KEYS[sample.segments[0]!.length % PROTOTYPE_KEYS.length];
      body = `{"${key}":{"isAdmin":true,"role":"admin","polluted":true},${base.slice(1)}`.replace(",}", "}");
      break;
    }
    case "nested":
      body = deeplyNested(sample.nestedDepth, sample.nestedDepth % 2 === 0 ? "object" : "array");
      break;
    case "raw":
      body = sample.raw;
      break;
    default:
      body = value === undefined ? undefined : JSON.stringify(value);
  }
  if (method === "GET" || method === "HEAD") body = undefined;
  const headers: Record<string, string> = {};
  if (body !== undefined) headers["content-type"] = sample.contentType;
  return { method, path: `${path}${sample.query}`, body, headers };
}

const STACK_TRACE =
  /\n\s+at [^\n]+:\d+:\d+|node_modules\/|\/src\/server\/|(Type|Reference|Syntax|Range)Error: /;

async function send(sample: Sample) {
  const who = sample.who === "visitor" ? t.client() : sample.who === "member" ? member.client : admin.client;
  const persona = sample.who === "member" ? member : sample.who === "admin" ? admin : null;
  // A fuzzed sign-out or revoke may have ended the session; every request starts signed in.
  if (persona) await signInWithoutPassword(t, persona.client, persona.userId!);
  const req = build(sample);
  const res = await who.request(req.path, { method: req.method, body: req.body, headers: req.headers });
  const text = await res.text();
  return { req, status: res.status, text };
}

function assertAnswer({ req, status, text }: Awaited<ReturnType<typeof send>>) {
  const what = `${req.method} ${req.path.slice(0, 200)} (${req.headers["content-type"] ?? "no body"}) ${
    req.body?.slice(0, 200) ?? ""
  } → ${status} ${text.slice(0, 300)}`;
  expect(status, what).toBeLessThan(500);
  expect(STACK_TRACE.test(text), `stack trace in the answer: ${what}`).toBe(false);
  expect(({} as Record<string, unknown>).polluted, "Object.prototype polluted").toBeUndefined();
}

/** The hostile examples every run includes, whatever the random ones are. */
const FIXED: Array<{ route: string; body: string; path?: string }> = [
  {
    route: "PUT /api/journey/weeks/:week/entries",
    path: "/api/journey/weeks/1/entries",
    body: JSON.stringify({
      changes: [{ field: "__proto__", value: { x: "y".repeat(250_000) }, baseVersion: 0 }],
    }),
  },
  {
    route: "PUT /api/journey/weeks/:week/entries",
    path: "/api/journey/weeks/1/entries",
    body: '{"changes":[{"field":"tasks","value":{"__proto__":{"x":true}},"baseVersion":0}]}',
  },
  {
    route: "PUT /api/journey/weeks/:week/entries",
    path: "/api/journey/weeks/2/entries",
    body: '{"changes":[{"field":"constructor","value":"x","baseVersion":0},{"field":"prototype","value":"x","baseVersion":0}]}',
  },
  { route: "POST /api/auth/update-user", body: JSON.stringify({ name: "" }) },
  { route: "POST /api/auth/update-user", body: JSON.stringify({ name: "n".repeat(200_000) }) },
  { route: "PATCH /api/profile", body: '{"__proto__":{"fullName":"x"},"fullName":"Proto"}' },
  {
    route: "POST /api/consent",
    body: '{"privacy":true,"terms":true,"__proto__":{"admin":true}}',
  },
];

describe(`fuzzing every route on ${testDialectName}`, () => {
  it("answers hostile fixed examples without a 500 or a stack trace", async () => {
    for (const example of FIXED) {
      const path = example.path ?? example.route.split(" ")[1]!;
      const method = example.route.split(" ")[0]!;
      // A persona of its own, so the random requests later cannot overwrite what this one stored.
      const caller = await createPersona(t, "member");
      const res = await caller.client.request(path, { method, body: example.body });
      const text = await res.text();
      assertAnswer({ req: { method, path, body: example.body, headers: {} }, status: res.status, text });
    }
  });

  it("answers a NUL in every path parameter and query value without a 500", async () => {
    // PostgreSQL cannot hold or even compare a text with NUL in it: a random run once found a route
    // (DELETE /api/account/sessions/:id) that handed it one and answered 500. Every route, every time:
    // the parameters all at once, each query key alone (a strict schema refuses the others).
    for (const route of routes) {
      const [method, template] = route.split(" ") as [string, string];
      if (!template.includes(":") && method !== "GET") continue;
      const path = template.replace(/:[a-z]+/gi, "%00");
      const persona = template.startsWith("/api/admin") ? admin : member;
      const body = method === "GET" ? undefined : "{}";
      const queries =
        method === "GET"
          ? [
              "",
              ...QUERY_KEYS.map((key) => `?${key}=a%00b`),
              ...ENCODED_NUL.map((value) => `?cursor=${value}`),
            ]
          : [""];
      for (const query of queries) {
        await signInWithoutPassword(t, persona.client, persona.userId!);
        const res = await persona.client.request(`${path}${query}`, { method, body });
        const req = { method, path: `${path}${query}`, body, headers: {} };
        assertAnswer({ req, status: res.status, text: await res.text() });
      }
    }
  }, 60_000);

  it(`answers ${RUNS} random requests without a 500 or a stack trace`, async () => {
    await fc.assert(
      fc.asyncProperty(request, async (sample) => assertAnswer(await send(sample))),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);

  it("answers any search query without a 500: nothing in it is full-text query syntax (decision 186)", async () => {
    const hostile = fc.oneof(
      fc.string({ unit: "binary", maxLength: 120 }),
      fc.constantFrom(
        '"',
        '"übergang',
        "a*",
        "NEAR(a b)",
        "^ab",
        "ab:cd",
        "title:ab",
        "ab & !cd",
        "ab:*",
        "(ab",
        "AND OR",
        "ÄÖÜß",
      ),
    );
    await signInWithoutPassword(t, member.client, member.userId!);
    await fc.assert(
      fc.asyncProperty(hostile, async (q) => {
        // Every query reaches the database: the member's search allowance (decision 253) starts anew.
        await t.db
          .deleteFrom("rate_limit_attempts")
          .where("identifier", "=", allowanceIdentifier("search", member.userId!))
          .execute();
        const res = await member.client.request(`/api/community/search?q=${encodeURIComponent(q)}`);
        const text = await res.text();
        expect([200, 400], `${q} → ${res.status} ${text.slice(0, 200)}`).toContain(res.status);
        expect(STACK_TRACE.test(text)).toBe(false);
      }),
      { numRuns: 60, seed: SEED },
    );
  });

  it("stores only journey entries that pass their field's schema", async () => {
    const rows = await t.db.selectFrom("journey_entries").select(["week_number", "field", "value"]).execute();
    const broken = rows
      .map((row) => {
        const known = isWeekField(row.week_number, row.field);
        const error = known
          ? journeyValueError(row.week_number, row.field, JSON.parse(row.value))
          : "unknown_field";
        return error ? `week ${row.week_number} ${row.field}: ${error} (${row.value.length} chars)` : null;
      })
      .filter(Boolean);
    expect(broken).toEqual([]);
  });

  it("stores only user and profile names that pass the name rules", async () => {
    const users = await t.db.selectFrom("user").select(["name"]).execute();
    const profiles = await t.db.selectFrom("profiles").select(["full_name"]).execute();
    const names = [...users.map((u) => u.name), ...profiles.map((p) => p.full_name)];
    const broken = names.filter((name) => !fullNameField.safeParse(name).success || name !== name.trim());
    expect(broken.map((name) => `${JSON.stringify(name.slice(0, 40))} (${name.length} chars)`)).toEqual([]);
  });

  it("stores only community texts, contact messages and reminders that pass their schemas", async () => {
    const broken: string[] = [];
    for (const post of await t.db.selectFrom("forum_posts").select(["title", "description"]).execute()) {
      if (!createPostSchema.safeParse(post).success) broken.push(`forum_posts ${post.title.slice(0, 30)}`);
    }
    for (const table of ["forum_comments", "impulse_comments"] as const) {
      for (const row of await t.db.selectFrom(table).select(["comment_text"]).execute()) {
        if (!createCommentSchema.safeParse({ text: row.comment_text }).success)
          broken.push(`${table} ${row.comment_text.slice(0, 30)}`);
      }
    }
    for (const row of await t.db
      .selectFrom("bulletin_posts")
      .select(["category", "title", "content", "user_id"])
      .execute()) {
      if (
        row.user_id &&
        !createBulletinSchema.safeParse({ category: row.category, title: row.title, content: row.content })
          .success
      )
        broken.push(`bulletin_posts ${row.title.slice(0, 30)}`);
    }
    for (const row of await t.db
      .selectFrom("contact_messages")
      .select(["name", "email", "message", "language"])
      .execute()) {
      if (!contactSchema.safeParse(row).success) broken.push(`contact_messages ${row.name.slice(0, 30)}`);
    }
    for (const row of await t.db
      .selectFrom("reminder_subscriptions")
      .select(["email", "language"])
      .execute()) {
      if (!reminderSignupSchema.safeParse(row).success)
        broken.push(`reminder_subscriptions ${row.email.slice(0, 30)}`);
    }
    expect(broken).toEqual([]);
  });
});
