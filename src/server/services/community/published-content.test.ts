import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAnnouncements, listUpcomingEvents } from "@/server/services/community/board";
import { getToday } from "@/server/services/community/impulses";
import {
  createAnnouncement,
  createDailyImpulse,
  createEvent,
  createWeeklyContent,
  deleteAnnouncement,
  deleteDailyImpulse,
  deleteEvent,
  deleteWeeklyContent,
  updateDailyImpulse,
  updateEvent,
} from "@/server/services/community/published-content";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import {
  announcementInputSchema,
  dailyImpulseInputSchema,
  eventInputSchema,
  weeklyContentInputSchema,
} from "@/shared/community";

let t: TestApp;
let admin: { userId: string; isAdmin: boolean };
let member: { userId: string; isAdmin: boolean };
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
  admin = { userId: (await t.member("admin")).userId, isAdmin: true };
  member = { userId: (await t.member("member")).userId, isAdmin: false };
});
afterAll(async () => {
  await t?.close();
});

describe(`community admin content on ${testDialectName}`, () => {
  it("lets only admins write daily impulses, one per date", async () => {
    const input = dailyImpulseInputSchema.parse({
      content: " Impuls ",
      contentEn: "",
      publicationDate: "2034-01-01",
    });
    expect(input.contentEn).toBeNull();
    await expect(createDailyImpulse(t.db, member, input)).rejects.toMatchObject({ kind: "forbidden" });
    const { id } = await createDailyImpulse(t.db, admin, input);
    await expect(createDailyImpulse(t.db, admin, input)).rejects.toMatchObject({
      code: "impulse_date_taken",
    });
    const other = await createDailyImpulse(t.db, admin, { ...input, publicationDate: "2034-01-02" });
    await expect(updateDailyImpulse(t.db, admin, other.id, input)).rejects.toMatchObject({
      kind: "conflict",
    });
    await updateDailyImpulse(t.db, admin, id, { ...input, contentEn: "Impulse" });
    const today = await getToday(
      { db: t.db, logger: t.deps.logger },
      { userId: member.userId, language: "en", timeZone: "UTC", now: new Date("2034-01-01T08:00:00Z") },
    );
    expect(today.dailyImpulse).toMatchObject({ id, content: "Impulse" });
    await expect(deleteDailyImpulse(t.db, member, id)).rejects.toMatchObject({ kind: "forbidden" });
    await deleteDailyImpulse(t.db, admin, id);
    await expect(deleteDailyImpulse(t.db, admin, id)).rejects.toMatchObject({ kind: "not_found" });
  });

  it("publishes weekly impulses only when published and within their dates", async () => {
    const base = {
      type: "weekly_impulse",
      title: "Woche",
      content: "Text",
      published: true,
      startDate: "2035-02-01",
      endDate: "2035-02-07",
    };
    expect(weeklyContentInputSchema.safeParse({ ...base, endDate: "2035-01-01" }).success).toBe(false);
    const draft = await createWeeklyContent(
      t.db,
      admin,
      weeklyContentInputSchema.parse({ ...base, published: false }),
    );
    const at = (iso: string) =>
      getToday(
        { db: t.db, logger: t.deps.logger },
        { userId: member.userId, language: "de", timeZone: "UTC", now: new Date(iso) },
      );
    expect((await at("2035-02-03T12:00:00Z")).weeklyImpulse).toBeNull();
    const live = await createWeeklyContent(t.db, admin, weeklyContentInputSchema.parse(base));
    expect((await at("2035-02-07T23:59:00Z")).weeklyImpulse?.id).toBe(live.id);
    expect((await at("2035-02-08T00:00:00Z")).weeklyImpulse).toBeNull();
    await deleteWeeklyContent(t.db, admin, live.id);
    await deleteWeeklyContent(t.db, admin, draft.id);
  });

  it("writes events in UTC and announcements with their author, admins only", async () => {
    expect(
      eventInputSchema.safeParse({
        title: "x",
        eventDate: "2036-01-01T10:00:00Z",
        eventLink: "javascript:alert(1)",
      }).success,
    ).toBe(false);
    const event = eventInputSchema.parse({
      title: "Treffen",
      eventDate: "2036-01-01T18:00:00+01:00",
      eventLink: "https://example.org",
    });
    await expect(createEvent(t.db, member, event)).rejects.toMatchObject({ kind: "forbidden" });
    const { id } = await createEvent(t.db, admin, event);
    await updateEvent(t.db, admin, id, { ...event, titleEn: "Meeting" });
    const events = await listUpcomingEvents(t.db, { language: "en", now: new Date("2035-12-31T00:00:00Z") });
    expect(events.find((item) => item.id === id)).toMatchObject({
      title: "Meeting",
      eventDate: "2036-01-01T17:00:00.000Z",
    });
    await deleteEvent(t.db, admin, id);

    const input = announcementInputSchema.parse({ title: "Neu", content: "Text", published: true });
    await expect(createAnnouncement(t.db, member, input)).rejects.toMatchObject({ kind: "forbidden" });
    const hidden = await createAnnouncement(t.db, admin, { ...input, published: false });
    const shown = await createAnnouncement(t.db, admin, input);
    const list = await listAnnouncements(t.db, { language: "de" });
    expect(list.map((item) => item.id)).toEqual([shown.id]);
    const row = await t.db
      .selectFrom("announcements")
      .select("created_by")
      .where("id", "=", shown.id)
      .executeTakeFirst();
    expect(row?.created_by).toBe(admin.userId);
    await deleteAnnouncement(t.db, admin, hidden.id);
    await deleteAnnouncement(t.db, admin, shown.id);
  });
});
