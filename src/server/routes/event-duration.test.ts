import { readFileSync } from "node:fs";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import { isEventRunning } from "@/shared/community-constants";
import { zonedDateTime } from "@/shared/dates";

/** The page's catalog, read as a file: server code imports no client module (layering.test.ts). */
const catalog = (lang: "de" | "en") => JSON.parse(readFileSync(`src/client/i18n/${lang}/admin.json`, "utf8"));
const deAdmin = catalog("de");
const enAdmin = catalog("en");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false", TIME_ZONE: "Europe/Berlin" });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.deleteFrom("community_events").execute();
});

const MINUTE = 60_000;

/** An event that started `minutesAgo` before now (negative: starts later), as raw rows are stored. */
async function eventStarted(title: string, minutesAgo: number, durationMinutes?: number) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("community_events")
    .values({
      id,
      title,
      description: null,
      title_en: null,
      description_en: null,
      event_date: new Date(Date.now() - minutesAgo * MINUTE).toISOString(),
      event_link: "https://meet.example.org/now",
      created_at: new Date().toISOString(),
      ...(durationMinutes === undefined ? {} : { duration_minutes: durationMinutes }),
    })
    .execute();
  return id;
}

async function admin() {
  const c = t.client();
  const email = uniqueEmail("admin");
  const res = await c.signUp({ email, name: "Ada Admin" });
  await makeAdmin(t, { id: res.body.user.id, email });
  return c;
}

const eventBody = (overrides: Record<string, unknown> = {}) => {
  const start = zonedDateTime(new Date(Date.now() + 3 * 86_400_000), "Europe/Berlin");
  return { title: "Abschlussrunde", date: start.date, time: "18:30", eventLink: "", ...overrides };
};

describe(`events last until they end on ${testDialectName} (decision 197)`, () => {
  it("keeps a running event on /community with its link until start plus 90 minutes", async () => {
    await eventStarted("Läuft seit 30 Minuten", 30);
    await eventStarted("Vorbei nach 90 Minuten", 100);
    await eventStarted("Länger angesetzt", 100, 120);
    await eventStarted("Gestern", 24 * 60 + 30, 24 * 60);
    await eventStarted("Morgen", -24 * 60);
    const { c } = await t.member("events");
    const res = await c.json("/api/community/events");
    expect(res.status).toBe(200);
    const items = res.body.items as Array<{
      title: string;
      eventDate: string;
      endsAt: string;
      eventLink: string;
    }>;
    expect(items.map((item) => item.title)).toEqual(["Länger angesetzt", "Läuft seit 30 Minuten", "Morgen"]);
    const running = items[1]!;
    expect(new Date(running.endsAt).getTime() - new Date(running.eventDate).getTime()).toBe(90 * MINUTE);
    expect(running.eventLink).toBe("https://meet.example.org/now");
    expect(isEventRunning(running, new Date())).toBe(true);
    expect(isEventRunning(items[2]!, new Date())).toBe(false);
    // The dashboard lists the same events.
    const dashboard = await c.json("/api/dashboard");
    expect(dashboard.body.events.map((event: { title: string }) => event.title)).toContain(
      "Läuft seit 30 Minuten",
    );
  });

  it("lets admins set the duration (default 90, unchanged on an edit without it) and lists a running event as upcoming", async () => {
    const c = await admin();
    const created = await c.json("/api/admin/events", { body: eventBody() });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    const listed = async () =>
      (await c.json("/api/admin/events")).body.items.find((item: { id: string }) => item.id === id);
    expect((await listed()).durationMinutes).toBe(90);

    const edited = await c.json(`/api/admin/events/${id}`, {
      method: "PUT",
      body: eventBody({ durationMinutes: "45" }),
    });
    expect(edited.status).toBe(200);
    expect((await listed()).durationMinutes).toBe(45);
    const logged = await t.db
      .selectFrom("admin_audit_log")
      .select(["action", "details"])
      .where("item_id", "=", id)
      .orderBy("created_at")
      .execute();
    expect(JSON.parse(logged[0]!.details!)).toMatchObject({ type: "created", values: { duration: 90 } });
    expect(JSON.parse(logged[1]!.details!).changes).toContainEqual({ field: "duration", from: 90, to: 45 });
    await c.json(`/api/admin/events/${id}`, { method: "PUT", body: eventBody({ title: "Neu" }) });
    expect(await listed()).toMatchObject({ title: "Neu", durationMinutes: 45 });

    const running = await eventStarted("Läuft", 10);
    const ended = await eventStarted("Vorbei", 120);
    const upcoming = (await c.json("/api/admin/events")).body.items.map((item: { id: string }) => item.id);
    const past = (await c.json("/api/admin/events?when=past")).body.items.map(
      (item: { id: string }) => item.id,
    );
    expect(upcoming).toEqual([running, id]);
    expect(past).toEqual([ended]);
  });

  it("refuses a duration outside 5 to 1440 whole minutes with a translated field error, storing nothing", async () => {
    const c = await admin();
    for (const bad of [0, 4, 1441, 1.5, "abc", -90, null]) {
      const res = await c.json("/api/admin/events", { body: eventBody({ durationMinutes: bad }) });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.error.fields, String(bad)).toEqual({ durationMinutes: "invalid_duration" });
    }
    const count = await t.db
      .selectFrom("community_events")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
    expect(deAdmin.form.invalid_duration).toBe("Bitte eine Dauer zwischen 5 und 1440 Minuten eingeben.");
    expect(enAdmin.form.invalid_duration).toBe("Please enter a duration between 5 and 1440 minutes.");
  });
});
