import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { currentTimeMs } from "@/server/clock";
import { allowanceIdentifier } from "@/server/services/accounts/member-allowance";
import { excerpt, searchForum, searchForumAsMember } from "@/server/services/community/search";
import { countQueries } from "@/server/test/query-counter";
import { createTestApp, type TestApp, testDialectName } from "@/server/test/test-app";
import { searchQuerySchema, searchResponseSchema } from "@/shared/community";
import { highlightParts, searchTerms } from "@/shared/community-search";
import { SEARCH_RATE_LIMIT } from "@/shared/request-limits";

/**
 * Queries of one search, fixed (a change here is a decision): the session check, the member's search
 * allowance (decision 253: record, prune, count) and one search query.
 */
const SEARCH_QUERIES = 5;

let t: TestApp;
let authorId: string;
const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 0, minute)).toISOString();

async function insertPost(title: string, description: string, minute: number) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("forum_posts")
    .values({ id, user_id: authorId, title, description, created_at: at(minute) })
    .execute();
  return id;
}

async function insertComment(postId: string, text: string, minute: number) {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("forum_comments")
    .values({ id, post_id: postId, user_id: authorId, comment_text: text, created_at: at(minute) })
    .execute();
  return id;
}

const ids = (result: { items: { postId: string }[] }) => result.items.map((item) => item.postId);

beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
  authorId = (await t.member("search")).userId;
});
afterAll(async () => {
  await t?.close();
});

describe(`forum search on ${testDialectName}`, () => {
  it("finds capitalised German words from lower-case prefixes, in titles, descriptions and comments", async () => {
    const transition = await insertPost("Der Übergang in den Ruhestand", "Wie geht ihr damit um?", 1);
    const street = await insertPost("Ein Spaziergang", "Über die große Straße zum Fluss", 2);
    const name = await insertPost("Hallo", "Ich bin neu hier", 3);
    await insertComment(name, "Willkommen, ÖZLEM hier!", 4);

    expect(ids(await searchForum(t.db, "überg"))).toEqual([transition]);
    expect(ids(await searchForum(t.db, "ÜBERGANG"))).toEqual([transition]);
    expect(ids(await searchForum(t.db, "straße"))).toEqual([street]);
    expect(ids(await searchForum(t.db, "groß"))).toEqual([street]);
    const comment = await searchForum(t.db, "özlem");
    expect(ids(comment)).toEqual([name]);
    expect(comment.items[0]).toMatchObject({
      title: "Hallo",
      matchedIn: "comment",
      excerpt: "Willkommen, ÖZLEM hier!",
    });
    expect(comment.terms).toEqual(["özlem"]);
    // Every word must match (as a word or its start); "schon" is not "schön".
    expect(ids(await searchForum(t.db, "übergang fluss"))).toEqual([]);
    expect(ids(await searchForum(t.db, "spazier fluss"))).toEqual([street]);
    expect(ids(await searchForum(t.db, "ang"))).toEqual([]);
  });

  it("keeps the index in step when posts and comments are edited or deleted", async () => {
    const id = await insertPost("Zwischenstand", "Alter Text", 10);
    const commentId = await insertComment(id, "Kürbissuppe", 11);
    expect(ids(await searchForum(t.db, "kürbis"))).toEqual([id]);
    await t.db
      .updateTable("forum_posts")
      .set({ description: "Neuer Wortlaut" })
      .where("id", "=", id)
      .execute();
    expect(ids(await searchForum(t.db, "wortlaut"))).toEqual([id]);
    expect(ids(await searchForum(t.db, "alter text"))).toEqual([]);
    await t.db
      .updateTable("forum_comments")
      .set({ comment_text: "Linsen" })
      .where("id", "=", commentId)
      .execute();
    expect(ids(await searchForum(t.db, "kürbis"))).toEqual([]);
    expect(ids(await searchForum(t.db, "linsen"))).toEqual([id]);
    // Deleting the post takes its comments (cascade) and both out of the search.
    await t.db.deleteFrom("forum_posts").where("id", "=", id).execute();
    expect(ids(await searchForum(t.db, "linsen"))).toEqual([]);
    expect(ids(await searchForum(t.db, "zwischenstand"))).toEqual([]);
    if (t.deps.dialect === "sqlite") {
      // Every search row is found by its rowid (migration 0033), never by reading the search table.
      const { rows } = await sql<{ n: number }>`select
        (select count(*) from forum_search) - (select count(*) from forum_search_rows) as n`.execute(t.db);
      expect(rows[0]?.n).toBe(0);
      const triggers = await sql<{ sql: string }>`select sql from sqlite_master
        where type = 'trigger' and sql like '%forum_search%'`.execute(t.db);
      expect(triggers.rows).toHaveLength(6);
      for (const { sql: body } of triggers.rows) expect(body).not.toMatch(/where ref_id/);
      const plan = await sql<{ detail: string }>`explain query plan
        select search_rowid from forum_search_rows where kind = 'comment' and ref_id = ${commentId}`.execute(
        t.db,
      );
      expect(plan.rows.map((row) => row.detail).join()).toMatch(/SEARCH forum_search_rows USING PRIMARY KEY/);
    }
  });

  it("puts the best matches first and each post once", async () => {
    const inComment = await insertPost("Gartenarbeit", "Beete und Hecken", 20);
    await insertComment(
      inComment,
      "Ich habe einen langen Text über vieles geschrieben, auch über Achtsamkeit, und noch viel mehr dazu",
      21,
    );
    await insertComment(
      inComment,
      "Nochmals Achtsamkeit am Rande eines sehr langen Kommentars mit vielen anderen Worten",
      22,
    );
    const inTitle = await insertPost("Achtsamkeit im Alltag", "Achtsamkeit üben, jeden Tag ein wenig", 19);
    const result = await searchForum(t.db, "achtsam");
    expect(ids(result)).toEqual([inTitle, inComment]);
    expect(result.items[0]).toMatchObject({ matchedIn: "post" });
  });

  it("shares the query rules: too short or only punctuation is refused, words are cut down", () => {
    expect(searchQuerySchema.safeParse({ q: " ä " }).success).toBe(false);
    expect(searchQuerySchema.safeParse({ q: "?!" }).error?.issues[0]?.message).toBe("search_too_short");
    expect(searchQuerySchema.safeParse({ q: "x".repeat(101) }).error?.issues[0]?.message).toBe(
      "search_too_long",
    );
    expect(searchQuerySchema.parse({ q: "  Öl " })).toEqual({ q: "Öl" });
    expect(searchTerms(`Straße "ÜBER" *OR* über`)).toEqual(["straße", "über", "or"]);
    // Words of one letter are dropped (decision 253); a query of nothing else is too short.
    expect(searchTerms("Woche 1 a ß Öl")).toEqual(["woche", "öl"]);
    expect(searchQuerySchema.safeParse({ q: "a b c d e f g h" }).error?.issues[0]?.message).toBe(
      "search_too_short",
    );
    expect(highlightParts("Der Übergang, übermorgen", ["überg"])).toEqual([
      { text: "Der ", hit: false },
      { text: "Übergang", hit: true },
      { text: ", übermorgen", hit: false },
    ]);
    const long = `${"Vorher ".repeat(40)}Übergang${" danach".repeat(40)}`;
    const cut = excerpt(long, ["übergang"]);
    expect(cut).toContain("Übergang");
    expect(cut.startsWith("…") && cut.endsWith("…")).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(162);
  });

  it("answers on the route with a fixed number of queries, and a translated code for a short query", async () => {
    const { c } = await t.member("searcher");
    const post = await insertPost("Übergänge gestalten", "Text", 30);
    const res = await c.json(`/api/community/search?q=${encodeURIComponent("übergänge")}`);
    expect(res.status).toBe(200);
    expect(ids(searchResponseSchema.parse(res.body))).toContain(post);
    expect(res.body.items[0].postId).toBe(post);
    const short = await c.json("/api/community/search?q=a");
    expect(short.status).toBe(400);
    expect(short.body.error).toMatchObject({ code: "validation_failed", fields: { q: "search_too_short" } });
    expect((await c.json("/api/community/search")).status).toBe(400);
    expect((await t.client().json("/api/community/search?q=abc")).status).toBe(401);

    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const measure = async (q: string) => {
      counter.reset();
      const response = await counted.request(`/api/community/search?q=${encodeURIComponent(q)}`, {
        headers: { cookie },
      });
      expect(response.status).toBe(200);
      return counter.count;
    };
    await t.db.deleteFrom("rate_limit_attempts").execute();
    await measure("warm");
    expect(await measure("übergänge")).toBe(SEARCH_QUERIES);
    for (let i = 0; i < 30; i++) await insertPost(`Übergang ${i}`, "Übergang", 40 + i);
    expect(await measure("übergang")).toBe(await measure("nichts"));
  });

  it("refuses a query of one-letter words with the translated code and counts nothing (issue 50, finding 7)", async () => {
    const { c, userId } = await t.member("short");
    const week = await insertPost("Woche 1 geschafft", "Die erste Woche", 50);
    for (const q of ["a b c d e f g h", "g b v a e u l k", "1 2", "ä"]) {
      const res = await c.json(`/api/community/search?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(400);
      expect(res.body.error, q).toMatchObject({
        code: "validation_failed",
        fields: { q: "search_too_short" },
      });
    }
    // A refused query costs the member nothing of their allowance.
    const counted = await t.db
      .selectFrom("rate_limit_attempts")
      .selectAll()
      .where("identifier", "=", allowanceIdentifier("search", userId))
      .execute();
    expect(counted).toEqual([]);
    // Next to a longer word, a single letter or digit is dropped, and the search goes on.
    const res = await c.json(`/api/community/search?q=${encodeURIComponent("Woche 1")}`);
    expect(res.status).toBe(200);
    expect(res.body.terms).toEqual(["woche"]);
    expect(ids(res.body)).toContain(week);
  });

  it("ranks at most the cap of matches, the most recently written, on both databases", async () => {
    // The two older posts name the word in their titles and would rank first; the three newer
    // name it in their texts, the newest twice.
    const titled = await insertPost("Kapuze", "Ein Text über Mützen", 60);
    const twice = await insertPost("Kapuze, Kapuze", "Ein Text über Mützen", 61);
    const older = await insertPost("Kleidung", "Eine Kapuze hält den Regen ab", 62);
    const newer = await insertPost("Kleidung", "Eine Kapuze hält den Wind ab", 63);
    const newest = await insertPost("Kleidung", "Eine Kapuze, noch eine Kapuze", 64);

    const capped = await searchForum(t.db, "kapuze", { cap: 3 });
    expect(ids(capped)).toEqual([newest, newer, older]);
    const all = await searchForum(t.db, "kapuze");
    expect(ids(all)).toEqual([twice, titled, newest, newer, older]);
    // An edit writes a post anew: it is among the newest matches again.
    await t.db
      .updateTable("forum_posts")
      .set({ title: "Kapuze!", edited_at: at(65) })
      .where("id", "=", titled)
      .execute();
    expect(ids(await searchForum(t.db, "kapuze", { cap: 1 }))).toEqual([titled]);
  });

  it(`answers 429 rate_limited past ${SEARCH_RATE_LIMIT.max} searches a minute, per member`, async () => {
    const { c, userId } = await t.member("often");
    const other = await t.member("seldom");
    for (let i = 0; i < SEARCH_RATE_LIMIT.max; i++) {
      expect((await c.json("/api/community/search?q=kapuze")).status).toBe(200);
    }
    const limited = await c.json("/api/community/search?q=kapuze");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("rate_limited");
    expect((await other.c.json("/api/community/search?q=kapuze")).status).toBe(200);
    // A minute on, the member searches again.
    const later = new Date(currentTimeMs() + SEARCH_RATE_LIMIT.windowMinutes * 60_000 + 1000);
    const again = await searchForumAsMember(t.deps, { userId }, "kapuze", later);
    expect(again.items.length).toBeGreaterThan(0);
  });
});
