import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reminderIcs } from "@/server/services/calendar/reminder-ics";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false", TIME_ZONE: "Europe/Berlin" });
});
afterAll(async () => {
  await t?.close();
});

const hostile = `<script>alert("x")</script>; "quoted", & more \\ 🌱 مرحبا`;

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone")!;
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
  return { calendar, zone, event };
}

/** A member whose plan opens week 5, where the reminders are offered. */
async function coreMember(prefix: string) {
  const m = await t.member(prefix);
  await t.db.updateTable("profiles").set({ subscription_type: "core" }).where("id", "=", m.userId).execute();
  return m;
}

describe(`calendar reminders on ${testDialectName}`, () => {
  it("answers only where week 5 is open: not for a free member (second security probe, finding 8; docs/security.md)", async () => {
    const { c, userId } = await t.member("calendar-free");
    for (const plan of [null, "free"] as const) {
      await t.db.updateTable("profiles").set({ subscription_type: plan }).where("id", "=", userId).execute();
      for (const kind of ["purpose-check", "gratitude"]) {
        const res = await c.json(`/api/calendar/reminders/${kind}?time=18:00`);
        expect(res.status, `${plan} ${kind}`).toBe(403);
        expect(res.body.error.code).toBe("week_locked");
      }
    }
    await t.db.updateTable("profiles").set({ subscription_type: "core" }).where("id", "=", userId).execute();
    expect((await c.request("/api/calendar/reminders/purpose-check?time=18:00")).status).toBe(200);
  });

  it("serves a daily and a weekly .ics that a real parser reads, in the member's language and time", async () => {
    const { c, userId } = await coreMember("calendar");
    const daily = await c.request("/api/calendar/reminders/gratitude?time=07:30&lang=de");
    expect(daily.status).toBe(200);
    expect(daily.headers.get("content-type")).toContain("text/calendar");
    expect(daily.headers.get("content-disposition")).toBe(
      'attachment; filename="purpose-journey-gratitude.ics"',
    );
    const text = await daily.text();
    const { event, zone } = parse(text);
    expect(zone.getFirstPropertyValue("tzid")).toBe("Europe/Berlin");
    expect(event.summary).toBe("Dankbarkeitsmoment – Purpose Journey");
    expect(event.uid).toMatch(/^gratitude-[0-9a-f]{20}@localhost$/);
    // The file leaves the app: its UID is a stable hash, never the member's id (decisions 190-197).
    expect(text).not.toContain(userId);
    const again = parse(
      await (await c.request("/api/calendar/reminders/gratitude?time=08:00&lang=de")).text(),
    );
    expect(again.event.uid).toBe(event.uid);
    expect(event.component.getFirstPropertyValue("dtstamp")).toBeTruthy();
    expect(event.startDate.zone.tzid).toBe("Europe/Berlin");
    expect([event.startDate.hour, event.startDate.minute]).toEqual([7, 30]);
    expect(event.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=DAILY");
    expect(text).toContain("DTSTART;TZID=Europe/Berlin:");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const weekly = await c.request("/api/calendar/reminders/purpose-check?time=18:15&day=wed&lang=en");
    const parsed = parse(await weekly.text());
    expect(parsed.event.summary).toBe("Purpose check – Purpose Journey");
    expect(parsed.event.component.getFirstPropertyValue("rrule")!.toString()).toBe("FREQ=WEEKLY;BYDAY=WE");
    // The first occurrence falls on the chosen weekday (ical.js: 4 = Wednesday).
    expect(parsed.event.startDate.dayOfWeek()).toBe(4);
  });

  it("refuses bad times, unknown kinds, unknown parameters and visitors", async () => {
    const { c } = await coreMember("calendar-bad");
    for (const path of [
      "/api/calendar/reminders/gratitude?time=25:00",
      "/api/calendar/reminders/gratitude?time=7:30",
      "/api/calendar/reminders/gratitude",
      "/api/calendar/reminders/birthday?time=07:30",
      "/api/calendar/reminders/purpose-check?time=07:30&day=someday",
      "/api/calendar/reminders/gratitude?time=07:30&evil=1",
    ]) {
      expect((await c.request(path)).status, path).toBe(400);
    }
    expect((await t.client().request("/api/calendar/reminders/gratitude?time=07:30")).status).toBe(401);
    expect((await c.json("/api/calendar")).body).toEqual({
      timeZone: "Europe/Berlin",
      purposeStatement: null,
    });
  });

  it("carries the purpose statement as escaped text, and its VTIMEZONE follows daylight saving", () => {
    const text = reminderIcs({
      kind: "purpose-check",
      query: { time: "08:00", day: "mon" },
      language: "de",
      timeZone: "Europe/Berlin",
      userId: "u1",
      host: "example.org",
      purposeStatement: hostile,
      now: new Date("2027-01-05T12:00:00Z"),
    });
    expect(text).toContain("\\;");
    expect(text).toContain("\\,");
    const { event } = parse(text);
    expect(event.description).toContain(`Mein Purpose-Satz: ${hostile}`);
    // 08:00 in Berlin: 07:00 UTC in winter; the same recurring event is 06:00 UTC in summer.
    expect(event.startDate.toJSDate().toISOString()).toBe("2027-01-11T07:00:00.000Z");
    const iterator = event.iterator();
    let next = iterator.next();
    while (next && next.month < 7) next = iterator.next();
    expect(next!.toJSDate().toISOString()).toBe("2027-07-05T06:00:00.000Z");
  });
});
