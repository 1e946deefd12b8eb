import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { bootstrap } from "@/server/bootstrap";
import { createLogger } from "@/server/logger";
import { createMemoryMailer } from "@/server/mail/mailer";
import { memberRef } from "@/server/services/admin/audit-log";
import { rowsMentioning } from "@/server/test/rows-mentioning";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";

/**
 * Graduation without waiting (decision 190): completing all five weeks grants the badge
 * once, records it as automatic, and mails the member in their language with a link to the download.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

async function coreMember(prefix: string, language = "de", app = t) {
  const c = app.client();
  const { body } = await c.signUp({
    email: uniqueEmail(prefix.replace(/\W+/g, "-")),
    name: `${prefix} member`,
    language,
  });
  const userId = body.user.id as string;
  await app.db
    .updateTable("profiles")
    .set({ subscription_type: "core", language })
    .where("id", "=", userId)
    .execute();
  return { c, userId };
}

type Client = ReturnType<TestApp["client"]>;
const complete = (c: Client, week: number) =>
  c.json(`/api/journey/weeks/${week}/complete`, { method: "POST" });
const reopen = (c: Client, week: number) =>
  c.json(`/api/journey/weeks/${week}/complete`, { method: "DELETE" });

const badgeRows = (userId: string) =>
  t.db.selectFrom("user_badges").selectAll().where("user_id", "=", userId).execute();
const mailsTo = <T extends { to: string }>(mail: T[], email: string) => mail.filter((m) => m.to === email);

async function emailOf(userId: string) {
  const row = await t.db
    .selectFrom("user")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.email;
}

describe(`graduation on ${testDialectName}`, () => {
  it("grants the badge once when week 5 completes the journey, with an empty granted_by, and mails in German", async () => {
    const { c, userId } = await coreMember("grad-de");
    for (const week of [1, 2, 3, 4]) expect((await complete(c, week)).status).toBe(200);
    expect(await badgeRows(userId)).toEqual([]);
    expect((await c.json("/api/dashboard")).body.isGraduate).toBe(false);

    expect((await complete(c, 5)).status).toBe(200);
    const rows = await badgeRows(userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ badge_type: "graduate", granted_by: null, granted_via: "auto" });
    expect((await c.json("/api/dashboard")).body.isGraduate).toBe(true);
    expect((await c.request("/api/downloads/reflections")).status).toBe(200);

    const mails = mailsTo(t.mail, await emailOf(userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Glückwunsch/);
    expect(mails[0]!.text).toContain("http://localhost:3000/dashboard?lang=de#reflection-download");

    // Completing again, or un-completing a week, neither grants twice nor takes the badge away.
    expect((await reopen(c, 3)).status).toBe(200);
    expect(await badgeRows(userId)).toHaveLength(1);
    expect((await complete(c, 3)).status).toBe(200);
    expect((await reopen(c, 5)).status).toBe(200);
    expect((await complete(c, 5)).status).toBe(200);
    expect(await badgeRows(userId)).toHaveLength(1);
    expect((await badgeRows(userId))[0]!.granted_at).toBe(rows[0]!.granted_at);
    expect(mailsTo(t.mail, await emailOf(userId))).toHaveLength(1);
    // One notification in the app too (decision 182), whatever happened to the weeks afterwards.
    const badgeNotes = await t.db
      .selectFrom("notifications")
      .select(["kind", "actor_id"])
      .where("user_id", "=", userId)
      .execute();
    expect(badgeNotes).toEqual([{ kind: "badge", actor_id: null }]);
    expect((await c.json("/api/notifications/count")).body).toMatchObject({ unread: 1 });
  });

  it("writes the mail in English for an English member", async () => {
    const { c, userId } = await coreMember("grad-en", "en");
    for (const week of [5, 1, 2, 3, 4]) expect((await complete(c, week)).status).toBe(200);
    const mails = mailsTo(t.mail, await emailOf(userId));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Congratulations/);
    expect(mails[0]!.text).toContain("/dashboard?lang=en#reflection-download");
    expect(mails[0]!.text).not.toMatch(/Glückwunsch|Purpose Journey abgeschlossen/);
  });

  it("grants once when two requests on two instances complete the last week at the same moment", async () => {
    // A second app on the same database, with its own connection and its own mailer.
    const mailer = createMemoryMailer();
    const second = await bootstrap(t.deps.config, createLogger("silent"), { mailer });
    try {
      const other = createApp(second.deps);
      const { c, userId } = await coreMember("grad-race");
      for (const week of [1, 2, 3, 4]) await complete(c, week);
      // The same session on the second instance (cookies are signed with the shared secret).
      const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      const headers = { origin: t.deps.config.appUrl, cookie, "content-type": "application/json" };
      const onSecond = () => other.request("/api/journey/weeks/5/complete", { method: "POST", headers });
      const results = await Promise.all([complete(c, 5), onSecond(), complete(c, 5), onSecond()]);
      expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(await badgeRows(userId)).toHaveLength(1);
      const email = await emailOf(userId);
      expect([...t.mail, ...mailer.sent].filter((m) => m.to === email)).toHaveLength(1);
    } finally {
      await second.database.close();
    }
  });

  it("leaves the grant to admins with GRADUATE_BADGE=manual", async () => {
    const manual = await createTestApp({ SEED_STARTER_CONTENT: "false", GRADUATE_BADGE: "manual" });
    try {
      const { c, userId } = await coreMember("grad-manual", "de", manual);
      for (const week of [1, 2, 3, 4, 5]) expect((await complete(c, week)).status).toBe(200);
      const rows = await manual.db
        .selectFrom("user_badges")
        .selectAll()
        .where("user_id", "=", userId)
        .execute();
      expect(rows).toEqual([]);
      expect(manual.mail.filter((m) => /Glückwunsch|Congratulations/.test(m.subject))).toEqual([]);
    } finally {
      await manual.close();
    }
  });
});

describe(`the operator's view of progress on ${testDialectName}`, () => {
  it("filters the users list by finished week 5, without badge and plan, and shows the furthest completed week", async () => {
    const tag = `flt${crypto.randomUUID().slice(0, 6)}`;
    const adminClient = t.client();
    const adminEmail = uniqueEmail("grad-admin");
    const signed = await adminClient.signUp({ email: adminEmail, name: `${tag} Admin` });
    await makeAdmin(t, { id: signed.body.user.id, email: adminEmail });
    const before = (await adminClient.json("/api/admin/overview")).body.journey;

    const finisher = await coreMember(`${tag} Fina`);
    for (const week of [1, 2, 3, 4, 5]) await complete(finisher.c, week);
    const onlyWeek5 = await coreMember(`${tag} Wanda`);
    await complete(onlyWeek5.c, 5);
    // Graduated automatically, then the badge was taken away: finished, without badge.
    await t.db.deleteFrom("user_badges").where("user_id", "=", onlyWeek5.userId).execute();
    const midway = await coreMember(`${tag} Mona`);
    await complete(midway.c, 1);
    await complete(midway.c, 2);
    await midway.c.json("/api/journey/weeks/3/open", { method: "POST" });
    const freeMember = t.client();
    await freeMember.signUp({ email: uniqueEmail("grad-free"), name: `${tag} Frida` });

    const names = async (query: string) => {
      const res = await adminClient.json(`/api/admin/users?q=${tag}${query}`);
      expect(res.status).toBe(200);
      return (res.body.items as { name: string }[]).map((row) => row.name.replace(`${tag} `, "")).sort();
    };
    expect(await names("")).toEqual(["Admin", "Fina member", "Frida", "Mona member", "Wanda member"]);
    expect(await names("&finished=1")).toEqual(["Fina member", "Wanda member"]);
    expect(await names("&withoutBadge=1")).toEqual(["Admin", "Frida", "Mona member", "Wanda member"]);
    expect(await names("&finished=1&withoutBadge=1")).toEqual(["Wanda member"]);
    expect(await names("&plan=core")).toEqual(["Fina member", "Mona member", "Wanda member"]);
    expect(await names("&plan=none&withoutBadge=1")).toEqual(["Admin", "Frida"]);
    expect((await adminClient.json(`/api/admin/users?q=${tag}&finished=yes`)).status).toBe(400);
    expect((await adminClient.json(`/api/admin/users?q=${tag}&plan=gold`)).status).toBe(400);

    const rows = (await adminClient.json(`/api/admin/users?q=${tag}`)).body.items as {
      name: string;
      furthestWeekCompleted: number;
    }[];
    const furthest = Object.fromEntries(
      rows.map((row) => [row.name.replace(`${tag} `, ""), row.furthestWeekCompleted]),
    );
    expect(furthest).toEqual({ Admin: 0, "Fina member": 5, Frida: 0, "Mona member": 2, "Wanda member": 5 });

    // Members are not allowed to filter.
    expect((await midway.c.json("/api/admin/users?finished=1")).status).toBe(403);

    const after = (await adminClient.json("/api/admin/overview")).body.journey;
    expect(after.finished - before.finished).toBe(2);
    expect(after.weeks[2].members - before.weeks[2].members).toBe(1);
    expect(after.notStarted - before.notStarted).toBe(1);
  });
});

describe(`the audit log as data on ${testDialectName}`, () => {
  it("keeps what was done and a pseudonym, never a deleted member's id, name, address or words", async () => {
    const adminClient = t.client();
    const adminEmail = uniqueEmail("audit-admin");
    const signed = await adminClient.signUp({ email: adminEmail, name: "Audit Admin" });
    await makeAdmin(t, { id: signed.body.user.id, email: adminEmail });

    const name = `Quirina ${crypto.randomUUID().slice(0, 6)}`;
    const words = `Ein sehr persönlicher Kommentar ${crypto.randomUUID().slice(0, 6)}`;
    const member = t.client();
    const email = uniqueEmail("audit-member");
    const { body } = await member.signUp({ email, name });
    const id = body.user.id as string;
    const post = await member.json("/api/community/posts", {
      body: { title: `${words} Titel`, description: words },
    });
    expect(post.status).toBe(201);
    const comment = await member.json(`/api/community/posts/${post.body.id}/comments`, {
      body: { text: words },
    });
    expect(comment.status).toBe(201);
    expect(
      (await adminClient.json(`/api/admin/post-comments/${comment.body.id}`, { method: "DELETE" })).status,
    ).toBe(200);
    expect((await adminClient.json(`/api/admin/posts/${post.body.id}`, { method: "DELETE" })).status).toBe(
      200,
    );
    const badge = await adminClient.json(`/api/admin/users/${id}/badges`, {
      method: "PUT",
      body: { badge: "graduate", granted: true },
    });
    expect(badge.status).toBe(200);

    const log = await adminClient.json("/api/admin/audit");
    const about = (log.body.items as { subjectRef: string | null }[]).filter(
      (e) => e.subjectRef === memberRef(id),
    );
    expect(about).toHaveLength(3);
    expect(JSON.stringify(about)).not.toContain(words);
    expect(about.find((e) => (e as { action?: string }).action === "badge.grant")).toMatchObject({
      subjectName: name,
      details: { type: "badge", badge: "graduate", granted: true },
    });

    expect(
      (await member.json("/api/account", { method: "DELETE", body: { password: "secret123" } })).status,
    ).toBe(200);
    expect(await rowsMentioning(t.db, [id, email, name, words])).toEqual([]);
    const after = await adminClient.json("/api/admin/audit");
    const kept = (after.body.items as { subjectRef: string | null; subjectName: string | null }[]).filter(
      (e) => e.subjectRef === memberRef(id),
    );
    expect(kept).toHaveLength(3);
    expect(kept.every((e) => e.subjectName === null)).toBe(true);
  });
});
