import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { week1 } from "@/content/weeks/week-1";
import { week2 } from "@/content/weeks/week-2";
import { week3 } from "@/content/weeks/week-3";
import { week4 } from "@/content/weeks/week-4";
import { week5 } from "@/content/weeks/week-5";
import {
  GRADUATE,
  grantBadge,
  hasBadge,
  listBadges,
  revokeBadge,
} from "@/server/services/badges/badge-service";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

const hostile = `<script>alert("x")</script></title> "quoted" & more 🌱 مرحبا`;
const escaped =
  "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;/title&gt; &quot;quoted&quot; &amp; more 🌱 مرحبا";

async function graduate() {
  const { c, userId } = await t.member("graduate");
  await t.db.updateTable("profiles").set({ subscription_type: "deep" }).where("id", "=", userId).execute();
  await grantBadge(t.db, { userId, badgeType: GRADUATE });
  return { c, userId };
}

async function download(c: Awaited<ReturnType<typeof graduate>>["c"], query: string) {
  const res = await c.request(`/api/downloads/reflections${query}`);
  return { res, html: await res.text() };
}

const vnuJar = "node_modules/vnu-jar/build/dist/vnu.jar";
const hasJava = spawnSync("java", ["-version"]).status === 0 && existsSync(vnuJar);

/** The Nu Html Checker's errors for some documents, in one Java run (warnings and info are left out). */
function vnuErrors(documents: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const files = Object.entries(documents).map(([name, html]) => {
      const file = join(dir, `${name}.html`);
      writeFileSync(file, html);
      return file;
    });
    const run = spawnSync("java", ["-jar", vnuJar, "--format", "json", ...files], { encoding: "utf8" });
    const report = JSON.parse(run.stderr || run.stdout || "{}") as {
      messages?: Array<{ type: string; message: string; url?: string }>;
    };
    return (report.messages ?? [])
      .filter((m) => m.type === "error")
      .map((m) => `${m.url?.split("/").pop()}: ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe(`graduate badge and reflection download on ${testDialectName}`, () => {
  it("refuses visitors (401) and members without the badge (403)", async () => {
    expect((await t.client().request("/api/downloads/reflections")).status).toBe(401);
    const { c, userId } = await t.member("nobadge");
    expect((await c.request("/api/downloads/reflections?mode=answers")).status).toBe(403);
    expect((await c.json("/api/dashboard")).body.isGraduate).toBe(false);
    await grantBadge(t.db, { userId, badgeType: GRADUATE });
    expect((await c.json("/api/dashboard")).body.isGraduate).toBe(true);
    expect((await c.request("/api/downloads/reflections")).status).toBe(200);
    expect(await revokeBadge(t.db, { userId, badgeType: GRADUATE })).toBe(true);
    expect((await c.request("/api/downloads/reflections")).status).toBe(403);
    expect((await c.request("/api/downloads/reflections?mode=everything")).status).toBe(400);
  });

  it("grants a badge once and lists badges for many members", async () => {
    const a = await t.member("badge-a");
    const b = await t.member("badge-b");
    expect(await grantBadge(t.db, { userId: a.userId, badgeType: GRADUATE })).toBe(true);
    expect(await grantBadge(t.db, { userId: a.userId, badgeType: GRADUATE })).toBe(false);
    expect(await hasBadge(t.db, a.userId, GRADUATE)).toBe(true);
    expect(await hasBadge(t.db, b.userId, GRADUATE)).toBe(false);
    const listed = await listBadges(t.db, [a.userId, b.userId]);
    expect(listed.get(a.userId)?.map((row) => row.badgeType)).toEqual(["graduate"]);
    expect(listed.get(b.userId)).toEqual([]);
  });

  it("questions only: every week's questions, no answers, the print call as the only script", async () => {
    const { c } = await graduate();
    await c.json("/api/journey/weeks/3/entries", {
      method: "PUT",
      body: { changes: [{ field: "reflection", value: "geheim-antwort", baseVersion: 0 }] },
    });
    const { res, html } = await download(c, "?mode=questions&lang=de");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="purpose-journey-questions.html"',
    );
    expect(html).toContain("<title>Purpose Journey - Reflexionsfragen</title>");
    for (const content of [week1.de, week2.de, week3.de, week4.de, week5.de]) {
      for (const task of content.tasks) {
        const first = task.content[0]!;
        expect(html).toContain(typeof first === "string" ? first : first.text);
      }
      expect(html).toContain(content.journaling.prompt);
    }
    expect(html).not.toContain("geheim-antwort");
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain("setTimeout(function(){window.print()},500)");

    const quiet = await download(c, "?mode=questions&print=false");
    expect(quiet.html).not.toContain("<script");
  });

  it("with answers: the member's own answers, escaped, and 'Keine Reflexion vorhanden' where one is missing", async () => {
    const { c } = await graduate();
    const save = (week: number, changes: Array<[string, unknown]>) =>
      c.json(`/api/journey/weeks/${week}/entries`, {
        method: "PUT",
        body: { changes: changes.map(([field, value]) => ({ field, value, baseVersion: 0 })) },
      });
    expect(
      (
        await save(2, [
          ["values", ["Mut", "Freiheit"]],
          ["strengths", ["Humor"]],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await save(3, [
          ["visionTitle", hostile],
          ["impactStyle", "systemic"],
          ["actionIdeas", ["Nachbarschaftshilfe"]],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await save(4, [
          [
            "drafts",
            [
              { id: "a", text: "Ich bin hier, um Mut zu bewirken.", rating: 4, chosen: true },
              { id: "b", text: hostile, rating: 2 },
            ],
          ],
        ])
      ).status,
    ).toBe(200);
    expect(
      (
        await save(5, [
          ["commitment", "light"],
          ["lifeAreas", ["finances"]],
          ["gratitude", hostile],
        ])
      ).status,
    ).toBe(200);

    const { res, html } = await download(c, "?mode=answers&lang=de");
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="purpose-journey-with-reflections.html"',
    );
    expect(html).toContain("<title>Purpose Journey - Meine Reflexionen</title>");
    expect(html).toContain("Mut");
    expect(html).toContain("Humor");
    expect(html).toContain("Systemisch");
    expect(html).toContain("Nachbarschaftshilfe");
    expect(html).toContain("Ich bin hier, um Mut zu bewirken. <span");
    expect(html).toContain("★★★★☆");
    expect(html).toContain("Sanfter Start");
    expect(html).toContain("Finanzen");
    expect(html).toContain("Keine Reflexion vorhanden");
    expect(html).toContain(escaped);
    expect(html).not.toContain(hostile);
    expect(html).not.toContain('<script>alert("x")');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/title>/g)).toHaveLength(1);

    const english = await download(c, "?mode=answers&lang=en");
    expect(english.html).toContain("<title>Purpose Journey - My reflections</title>");
    expect(english.html).toContain('<html lang="en">');
    expect(english.html).toContain("No reflection available");
    expect(english.html).toContain(week3.en.tasks[0]!.title);
  });

  it("shows week 5's default intensity 'Regelmäßige Praxis' as chosen when the member kept it", async () => {
    const { c } = await graduate();
    expect((await download(c, "?mode=answers")).html).toContain(week5.de.commitment.options.medium.label);
    expect((await download(c, "?mode=answers&lang=en")).html).toContain(
      week5.en.commitment.options.medium.label,
    );
    expect(week5.de.commitment.options.medium.label).toBe("Regelmäßige Praxis");
  });

  it.skipIf(!hasJava)(
    "both files are valid HTML for the Nu Html Checker",
    async () => {
      const { c } = await graduate();
      await c.json("/api/journey/weeks/4/entries", {
        method: "PUT",
        body: {
          changes: [{ field: "drafts", value: [{ id: "a", text: hostile, rating: 3 }], baseVersion: 0 }],
        },
      });
      const documents: Record<string, string> = {};
      for (const [name, query] of [
        ["questions", "?mode=questions"],
        ["answers", "?mode=answers"],
        ["answers-en", "?mode=answers&lang=en&print=false"],
      ] as const) {
        documents[name] = (await download(c, query)).html;
      }
      expect(vnuErrors(documents)).toEqual([]);
    },
    60_000,
  );
});
