import { readFileSync } from "node:fs";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import { isTimeZone, memberTimeZone, timeZoneList } from "@/shared/time-zones";

/** The page's catalog, read as a file: server code imports no client module (layering.test.ts). */
const catalog = (lang: "de" | "en") =>
  JSON.parse(readFileSync(`src/client/i18n/${lang}/profile.json`, "utf8"));
const deProfile = catalog("de");
const enProfile = catalog("en");

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false", TIME_ZONE: "Europe/Berlin" });
});
afterAll(async () => {
  await t?.close();
});

/** A member signed up from a browser in `timeZone` (what the sign-up page sends), on a plan with week 5. */
async function memberIn(timeZone: unknown, prefix = "zone") {
  const c = t.client();
  const res = await c.json("/api/auth/sign-up/email", {
    body: {
      name: "Nora York",
      email: uniqueEmail(prefix),
      password: "secret123",
      ageConfirmed: true,
      language: "en",
      timeZone,
    },
  });
  expect(res.status).toBe(200);
  const userId = res.body.user.id as string;
  await t.db.updateTable("profiles").set({ subscription_type: "core" }).where("id", "=", userId).execute();
  return { c, userId };
}

const settingsOf = async (c: Awaited<ReturnType<typeof memberIn>>["c"]) =>
  (await c.json("/api/profile")).body.settings;

describe(`member time zones on ${testDialectName} (decision 196)`, () => {
  it("knows the IANA zones of Intl, UTC included, and nothing else", () => {
    expect(timeZoneList()).toContain("America/New_York");
    expect(timeZoneList()).toContain("UTC");
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    for (const bad of ["Mars/Olympus", "europe/berlin", "", " Europe/Berlin", "+02:00", 42, null]) {
      expect(isTimeZone(bad), String(bad)).toBe(false);
    }
    expect(memberTimeZone(null, "Europe/Berlin")).toBe("Europe/Berlin");
    expect(memberTimeZone("Mars/Olympus", "Europe/Berlin")).toBe("Europe/Berlin");
    expect(memberTimeZone("Asia/Tokyo", "Europe/Berlin")).toBe("Asia/Tokyo");
  });

  it("keeps the browser's zone from sign-up; an unknown one falls back to the operator's", async () => {
    const york = await memberIn("America/New_York");
    expect(await settingsOf(york.c)).toMatchObject({
      timeZone: "America/New_York",
      defaultTimeZone: "Europe/Berlin",
    });
    for (const sent of ["Mars/Olympus", "<script>", 12, undefined]) {
      const other = await memberIn(sent, "nozone");
      expect(await settingsOf(other.c), String(sent)).toMatchObject({
        timeZone: null,
        defaultTimeZone: "Europe/Berlin",
      });
    }
  });

  it("changes the zone on /profile, refuses an unknown one with a translated field error and loses nothing", async () => {
    const { c, userId } = await memberIn("America/New_York", "change");
    const changed = await c.json("/api/profile", { method: "PATCH", body: { timeZone: "Asia/Tokyo" } });
    expect(changed.status).toBe(200);
    expect(changed.body.settings.timeZone).toBe("Asia/Tokyo");

    for (const bad of ["Mars/Olympus", "asia/tokyo", "", 7, ["Asia/Tokyo"]]) {
      const res = await c.json("/api/profile", {
        method: "PATCH",
        body: { fullName: "Someone Else", timeZone: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
      expect(res.body.error.fields).toEqual({ timeZone: "validation.timeZoneInvalid" });
    }
    // The refused changes took nothing with them: neither the zone nor the name sent alongside.
    const row = await t.db
      .selectFrom("profiles")
      .select(["time_zone", "full_name"])
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ time_zone: "Asia/Tokyo", full_name: "Nora York" });
    // The code the page shows is translated in both languages.
    expect(deProfile.validation.timeZoneInvalid).toBe("Bitte wähle eine Zeitzone aus der Liste");
    expect(enProfile.validation.timeZoneInvalid).toBe("Please choose a time zone from the list");

    // null goes back to the operator's zone.
    const reset = await c.json("/api/profile", { method: "PATCH", body: { timeZone: null } });
    expect(reset.body.settings).toMatchObject({ timeZone: null, defaultTimeZone: "Europe/Berlin" });
    expect((await c.json("/api/calendar")).body.timeZone).toBe("Europe/Berlin");
  });

  it("puts the member's zone into the .ics and the external link's info: 08:00 in New York is 08:00 there", async () => {
    const { c, userId } = await memberIn("America/New_York", "ics");
    await t.db
      .insertInto("journey_entries")
      .values({
        user_id: userId,
        week_number: 4,
        field: "drafts",
        value: JSON.stringify([{ id: "d1", text: "Ich bin hier um Mut zu machen.", rating: 5 }]),
        version: 1,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const info = await c.json("/api/calendar");
    expect(info.status).toBe(200);
    expect(info.body).toEqual({
      timeZone: "America/New_York",
      purposeStatement: "Ich bin hier um Mut zu machen.",
    });

    const text = await (await c.request("/api/calendar/reminders/gratitude?time=08:00&lang=en")).text();
    expect(text).toContain("DTSTART;TZID=America/New_York:");
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent("vtimezone")!.getFirstPropertyValue("tzid")).toBe(
      "America/New_York",
    );
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
    expect([event.startDate.hour, event.startDate.minute]).toEqual([8, 0]);

    const weekly = await (await c.request("/api/calendar/reminders/purpose-check?time=18:00&lang=en")).text();
    expect(weekly).toContain("TZID=America/New_York");
    expect(weekly.replace(/\r\n[ \t]/g, "")).toContain("Ich bin hier um Mut zu machen.");
  });
});
