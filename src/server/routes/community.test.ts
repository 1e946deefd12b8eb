import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "@/server/app";
import { fromBool } from "@/server/db/schema";
import { getToday } from "@/server/services/community/impulses";
import { countQueries } from "@/server/test/query-counter";
import { rowsMentioning } from "@/server/test/rows-mentioning";
import { makeAdmin } from "@/server/test/test-admins";
import { createTestApp, type TestApp, testDialectName, uniqueEmail } from "@/server/test/test-app";
import {
  bulletinPageSchema,
  type CommunityComment,
  commentsPageSchema,
  type ForumPost,
  postsPageSchema,
  todayResponseSchema,
} from "@/shared/community";
import { COMMUNITY_LIMITS, COMMUNITY_PAGE_SIZE } from "@/shared/community-constants";

/** Queries of one edit (decision 180), fixed: a change here is a decision, not an accident. */
const EDIT_QUERIES = { post: 7, comment: 7 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_STARTER_CONTENT: "false" });
});
afterAll(async () => {
  await t?.close();
});

type Client = ReturnType<TestApp["client"]>;

async function member(name: string) {
  const c = t.client();
  const { body } = await c.signUp({ email: uniqueEmail("community"), name });
  return { c, userId: body.user.id as string };
}

async function admin() {
  const email = uniqueEmail("admin");
  const c = t.client();
  const { body } = await c.signUp({ email, name: "Ada Admin" });
  await makeAdmin(t, { id: body.user.id, email });
  return { c, userId: body.user.id as string };
}

async function post(c: Client, title: string, description = "Beschreibung") {
  const res = await c.json<ForumPost>("/api/community/posts", { body: { title, description } });
  expect(res.status).toBe(201);
  return res.body;
}

async function impulse(date: string, content = "Impuls") {
  const id = crypto.randomUUID();
  await t.db
    .insertInto("daily_impulses")
    .values({
      id,
      content,
      content_en: `${content} (en)`,
      publication_date: date,
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Keeps the per-minute write limit out of tests that write a lot on purpose. */
async function clearWriteLimits() {
  await t.db.deleteFrom("rate_limit_attempts").where("identifier", "like", "community_write:%").execute();
}

async function countRows(table: "forum_posts" | "forum_comments" | "impulse_comments" | "bulletin_posts") {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe(`community API on ${testDialectName}`, () => {
  it("answers visitors 401 on every route", async () => {
    const visitor = t.client();
    const id = crypto.randomUUID();
    for (const [method, path] of [
      ["GET", "/api/community/today"],
      ["GET", "/api/community/events"],
      ["GET", "/api/community/announcements"],
      ["GET", "/api/community/posts"],
      ["POST", "/api/community/posts"],
      ["DELETE", `/api/community/posts/${id}`],
      ["GET", `/api/community/posts/${id}/comments`],
      ["POST", `/api/community/posts/${id}/comments`],
      ["DELETE", `/api/community/post-comments/${id}`],
      ["GET", `/api/community/impulses/${id}/comments`],
      ["POST", `/api/community/impulses/${id}/comments`],
      ["DELETE", `/api/community/impulse-comments/${id}`],
      ["GET", "/api/community/bulletin"],
      ["POST", "/api/community/bulletin"],
      ["DELETE", `/api/community/bulletin/${id}`],
    ] as const) {
      const res = await visitor.json(path, { method, body: method === "POST" ? { text: "x" } : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it("stores a post with the session's user as author and refuses a forged author", async () => {
    const { c, userId } = await member("Anna Autorin");
    const created = await post(c, "  Mein erster Beitrag  ", "Hallo\nzusammen");
    expect(created).toMatchObject({
      title: "Mein erster Beitrag",
      description: "Hallo\nzusammen",
      author: { id: userId, name: "Anna Autorin" },
      canDelete: true,
      commentCount: 0,
    });
    const other = await member("Otto Anders");
    const before = await countRows("forum_posts");
    for (const body of [
      { title: "Fake", description: "x", user_id: other.userId },
      { title: "Fake", description: "x", author: "Otto Anders" },
    ]) {
      const res = await c.json("/api/community/posts", { body });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe("validation_failed");
    }
    expect(await countRows("forum_posts")).toBe(before);
  });

  it("refuses blank, over-long and control-character input, and keeps HTML as plain text", async () => {
    const { c } = await member("Grenz Fall");
    const before = await countRows("forum_posts");
    const bad = [
      { title: "", description: "x" },
      { title: "   ", description: "x" },
      { title: "x", description: " \n\t " },
      { title: "x".repeat(COMMUNITY_LIMITS.title + 1), description: "x" },
      { title: "x", description: "y".repeat(COMMUNITY_LIMITS.text + 1) },
      { title: "a\u0000b", description: "x" },
      { title: 5, description: "x" },
    ];
    for (const body of bad) {
      const res = await c.json("/api/community/posts", { body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const malformed = await c.json("/api/community/posts", { body: "{not json" });
    expect(malformed.status).toBe(400);
    expect(await countRows("forum_posts")).toBe(before);

    const atLimit = await post(c, "t".repeat(COMMUNITY_LIMITS.title), "d".repeat(COMMUNITY_LIMITS.text));
    expect(atLimit.title).toHaveLength(COMMUNITY_LIMITS.title);
    const html = await post(c, '<img src=x onerror="alert(1)">', "<script>alert(1)</script>");
    expect(html.title).toBe('<img src=x onerror="alert(1)">');
    expect(html.description).toBe("<script>alert(1)</script>");

    const tooLongComment = await c.json(`/api/community/posts/${html.id}/comments`, {
      body: { text: "c".repeat(COMMUNITY_LIMITS.comment + 1) },
    });
    expect(tooLongComment.status).toBe(400);
    expect(tooLongComment.body.error.fields).toEqual({ text: "too_long" });
    await clearWriteLimits();
  });

  it("answers 400 for a non-UUID id and 404 for a missing post or impulse, storing nothing", async () => {
    const { c } = await member("Pfad Prüfer");
    const before = (await countRows("forum_comments")) + (await countRows("impulse_comments"));
    for (const [method, path] of [
      ["GET", "/api/community/posts/not-a-uuid/comments"],
      ["POST", "/api/community/posts/1/comments"],
      ["DELETE", "/api/community/posts/abc"],
      ["DELETE", "/api/community/post-comments/abc"],
      ["POST", "/api/community/impulses/xyz/comments"],
      ["DELETE", "/api/community/impulse-comments/'%20OR%201=1"],
      ["DELETE", "/api/community/bulletin/abc"],
    ] as const) {
      const res = await c.json(path, { method, body: method === "POST" ? { text: "Hallo" } : undefined });
      expect(res.status, `${method} ${path}`).toBe(400);
    }
    const missing = crypto.randomUUID();
    for (const [method, path, code] of [
      ["POST", `/api/community/posts/${missing}/comments`, "post_not_found"],
      ["GET", `/api/community/posts/${missing}/comments`, "post_not_found"],
      ["DELETE", `/api/community/posts/${missing}`, "post_not_found"],
      ["POST", `/api/community/impulses/${missing}/comments`, "impulse_not_found"],
      ["GET", `/api/community/impulses/${missing}/comments`, "impulse_not_found"],
      ["DELETE", `/api/community/impulse-comments/${missing}`, "comment_not_found"],
      ["DELETE", `/api/community/post-comments/${missing}`, "comment_not_found"],
    ] as const) {
      const res = await c.json(path, { method, body: method === "POST" ? { text: "Hallo" } : undefined });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.error.code).toBe(code);
    }
    expect((await countRows("forum_comments")) + (await countRows("impulse_comments"))).toBe(before);
    expect((await c.json("/api/community/posts?cursor=bogus")).status).toBe(400);
  });

  it("lets authors delete their own posts and comments, admins anything, and nobody else", async () => {
    const a = await member("Alma A");
    const b = await member("Bert B");
    const p = await post(a.c, "Von Alma");
    const commentByA = await a.c.json<CommunityComment>(`/api/community/posts/${p.id}/comments`, {
      body: { text: "Almas Kommentar" },
    });
    const commentByB = await b.c.json<CommunityComment>(`/api/community/posts/${p.id}/comments`, {
      body: { text: "Berts Kommentar" },
    });
    expect(commentByB.status).toBe(201);

    const seenByB = await b.c.json(`/api/community/posts/${p.id}/comments`);
    const list = commentsPageSchema.parse(seenByB.body).items;
    expect(list.find((item) => item.id === commentByA.body.id)?.canDelete).toBe(false);
    expect(list.find((item) => item.id === commentByB.body.id)?.canDelete).toBe(true);
    const postsForB = postsPageSchema.parse((await b.c.json("/api/community/posts")).body).items;
    expect(postsForB.find((item) => item.id === p.id)).toMatchObject({ canDelete: false, commentCount: 2 });

    expect((await b.c.json(`/api/community/posts/${p.id}`, { method: "DELETE" })).status).toBe(403);
    const forbidden = await b.c.json(`/api/community/post-comments/${commentByA.body.id}`, {
      method: "DELETE",
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe("not_your_content");

    expect(
      (await a.c.json(`/api/community/post-comments/${commentByA.body.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    const boss = await admin();
    expect(
      (await boss.c.json(`/api/community/post-comments/${commentByB.body.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await a.c.json(`/api/community/posts/${p.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await a.c.json(`/api/community/posts/${p.id}/comments`)).status).toBe(404);

    const q = await post(b.c, "Von Bert");
    expect((await boss.c.json(`/api/community/posts/${q.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("records every admin deletion in the audit log, from /community as from the admin area (second security probe, finding 2; docs/security.md)", async () => {
    await clearWriteLimits();
    const author = await member("Wenke Writer");
    const boss = await admin();
    const impulseId = crypto.randomUUID();
    await t.db
      .insertInto("daily_impulses")
      .values({
        id: impulseId,
        content: "Impuls",
        content_en: null,
        publication_date: "2031-02-03",
        created_at: new Date().toISOString(),
      })
      .execute();
    const p = await post(author.c, "Wenkes Frage");
    const q = await post(author.c, "Wenkes zweite Frage");
    const comment = await author.c.json<CommunityComment>(`/api/community/posts/${q.id}/comments`, {
      body: { text: "Ein Kommentar" },
    });
    const impulseComment = await author.c.json<CommunityComment>(
      `/api/community/impulses/${impulseId}/comments`,
      {
        body: { text: "Zum Impuls" },
      },
    );
    const entry = await author.c.json<{ id: string }>("/api/community/bulletin", {
      body: { category: "offer", title: "Wenkes Angebot", content: "Text" },
    });
    const deletions: Array<[string, string, string]> = [
      [`/api/community/posts/${p.id}`, "post.delete", p.id],
      [`/api/community/post-comments/${comment.body.id}`, "comment.delete", comment.body.id],
      [`/api/community/impulse-comments/${impulseComment.body.id}`, "comment.delete", impulseComment.body.id],
      [`/api/community/bulletin/${entry.body.id}`, "bulletin.delete", entry.body.id],
      [`/api/admin/posts/${q.id}`, "post.delete", q.id],
    ];
    for (const [path, action, itemId] of deletions) {
      const res = await boss.c.request(path, { method: "DELETE" });
      expect(res.status, path).toBeLessThan(300);
      const rows = await t.db
        .selectFrom("admin_audit_log")
        .selectAll()
        .where("item_id", "=", itemId)
        .execute();
      expect(rows, path).toEqual([expect.objectContaining({ action, actor_id: boss.userId })]);
    }
  });

  it("lets an admin without two-factor sign-in delete only their own, like any member", async () => {
    await clearWriteLimits();
    const author = await member("Nora Neu");
    const p = await post(author.c, "Noras Frage");
    const half = await member("Halb Admin");
    await t.db.updateTable("user").set({ role: "admin" }).where("id", "=", half.userId).execute();
    const listed = postsPageSchema.parse((await half.c.json("/api/community/posts")).body).items;
    expect(listed.find((item) => item.id === p.id)?.canDelete).toBe(false);
    const res = await half.c.json(`/api/community/posts/${p.id}`, { method: "DELETE" });
    expect(res.status).toBe(403);
    expect(
      await t.db.selectFrom("admin_audit_log").select("id").where("item_id", "=", p.id).execute(),
    ).toEqual([]);
  });

  it("marks the team's posts and comments, so a copied name does not pass as the team (finding 7)", async () => {
    await clearWriteLimits();
    const boss = await admin();
    const copycat = await member("Ada Admin");
    const teamPost = await post(boss.c, "Vom Team");
    const fakePost = await post(copycat.c, "Auch vom Team?");
    expect(teamPost.author).toMatchObject({ name: "Ada Admin", isTeam: true });
    expect(fakePost.author).toMatchObject({ name: "Ada Admin", isTeam: false });
    const listed = postsPageSchema.parse((await copycat.c.json("/api/community/posts")).body).items;
    expect(listed.find((item) => item.id === teamPost.id)?.author.isTeam).toBe(true);
    expect(listed.find((item) => item.id === fakePost.id)?.author.isTeam).toBe(false);
    await boss.c.json(`/api/community/posts/${fakePost.id}/comments`, { body: { text: "Hinweis vom Team" } });
    await copycat.c.json(`/api/community/posts/${fakePost.id}/comments`, {
      body: { text: "Ich bin das Team" },
    });
    const comments = commentsPageSchema.parse(
      (await copycat.c.json(`/api/community/posts/${fakePost.id}/comments`)).body,
    );
    expect(comments.items.map((item) => [item.text, item.author.isTeam])).toEqual(
      expect.arrayContaining([
        ["Hinweis vom Team", true],
        ["Ich bin das Team", false],
      ]),
    );
  });

  it("lists posts newest first, 20 a page, with authors and 'unknown' for a removed profile", async () => {
    await clearWriteLimits();
    const { c, userId } = await member("Seiten Schreiber");
    // Rows written directly: the same second for several of them checks the id tie-break.
    const base = Date.parse("2020-01-01T10:00:00.000Z");
    const rows = Array.from({ length: COMMUNITY_PAGE_SIZE + 5 }, (_, i) => ({
      id: crypto.randomUUID(),
      user_id: userId,
      title: `Seite ${i}`,
      description: "x",
      created_at: new Date(base + Math.floor(i / 3) * 1000).toISOString(),
    }));
    await t.db.insertInto("forum_posts").values(rows).execute();
    const first = postsPageSchema.parse((await c.json("/api/community/posts")).body);
    expect(first.items).toHaveLength(COMMUNITY_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const all = [...first.items];
    for (let cursor = first.nextCursor; cursor; ) {
      const next = postsPageSchema.parse(
        (await c.json(`/api/community/posts?cursor=${encodeURIComponent(cursor)}`)).body,
      );
      expect(next.items.length).toBeLessThanOrEqual(COMMUNITY_PAGE_SIZE);
      all.push(...next.items);
      cursor = next.nextCursor;
    }
    const ours = all.filter((item) => item.title.startsWith("Seite "));
    expect(ours).toHaveLength(rows.length);
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);
    const sorted = [...all].sort((x, y) =>
      x.createdAt === y.createdAt ? (x.id < y.id ? 1 : -1) : x.createdAt < y.createdAt ? 1 : -1,
    );
    expect(all.map((item) => item.id)).toEqual(sorted.map((item) => item.id));
    expect(ours[0]!.author).toEqual({ id: userId, name: "Seiten Schreiber", isTeam: false });

    await t.db.deleteFrom("profiles").where("id", "=", userId).execute();
    const orphaned = postsPageSchema.parse((await c.json("/api/community/posts")).body).items;
    expect(orphaned.find((item) => item.title.startsWith("Seite "))?.author).toEqual({
      id: userId,
      name: null,
      isTeam: false,
    });
  });

  it("costs the same number of queries for a short and a long list", async () => {
    await clearWriteLimits();
    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const { c } = await member("Zähl Werk");
    const cookie = () => [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const measure = async (path: string) => {
      counter.reset();
      const res = await counted.request(path, { headers: { cookie: cookie() } });
      expect(res.status).toBe(200);
      return counter.count;
    };
    const p = await post(c, "Zählpost");
    const impulseId = await impulse("2031-05-05");
    await c.json(`/api/community/posts/${p.id}/comments`, { body: { text: "eins" } });
    await c.json(`/api/community/impulses/${impulseId}/comments`, { body: { text: "eins" } });
    // A member's first request of the day also stamps the anonymous "active today" counter (one more
    // query, whatever the list); warm that up so only the lists are compared.
    await measure("/api/community/posts");
    const small = {
      posts: await measure("/api/community/posts"),
      postComments: await measure(`/api/community/posts/${p.id}/comments`),
      impulseComments: await measure(`/api/community/impulses/${impulseId}/comments`),
      bulletin: await measure("/api/community/bulletin"),
    };
    // A full page from several authors, written straight into the tables (sign-ups are slow).
    const others = await Promise.all(
      ["Andere Eins", "Andere Zwei", "Andere Drei"].map((name) => member(name)),
    );
    const authorIds = others.map((other) => other.userId);
    const at = (i: number) => new Date(Date.UTC(2021, 0, 1, 0, 0, i)).toISOString();
    const rows = Array.from({ length: COMMUNITY_PAGE_SIZE }, (_, i) => ({
      i,
      user_id: authorIds[i % authorIds.length]!,
    }));
    await t.db
      .insertInto("forum_posts")
      .values(
        rows.map(({ i, user_id }) => ({
          id: crypto.randomUUID(),
          user_id,
          title: `Post ${i}`,
          description: "x",
          created_at: at(i),
        })),
      )
      .execute();
    await t.db
      .insertInto("forum_comments")
      .values(
        rows.map(({ i, user_id }) => ({
          id: crypto.randomUUID(),
          post_id: p.id,
          user_id,
          comment_text: `${i}`,
          created_at: at(i),
        })),
      )
      .execute();
    await t.db
      .insertInto("impulse_comments")
      .values(
        rows.map(({ i, user_id }) => ({
          id: crypto.randomUUID(),
          impulse_id: impulseId,
          user_id,
          comment_text: `${i}`,
          created_at: at(i),
        })),
      )
      .execute();
    await t.db
      .insertInto("bulletin_posts")
      .values(
        rows.map(({ i, user_id }) => ({
          id: crypto.randomUUID(),
          user_id,
          category: "offer" as const,
          title: `Biete ${i}`,
          content: "x",
          title_en: null,
          content_en: null,
          created_at: at(i),
        })),
      )
      .execute();
    const large = {
      posts: await measure("/api/community/posts"),
      postComments: await measure(`/api/community/posts/${p.id}/comments`),
      impulseComments: await measure(`/api/community/impulses/${impulseId}/comments`),
      bulletin: await measure("/api/community/bulletin"),
    };
    expect(large).toEqual(small);
    // The session check plus one list query (and one existence check for comments).
    expect(small.posts).toBeLessThanOrEqual(3);
  });

  it("reads every thread top-down, oldest first, starting from the newest page (decision 181)", async () => {
    await clearWriteLimits();
    const { c } = await member("Reihen Folge");
    const impulseId = await impulse("2032-02-02");
    const p = await post(c, "Reihenfolge");
    for (const text of ["erster", "zweiter", "dritter"]) {
      await c.json(`/api/community/impulses/${impulseId}/comments`, { body: { text } });
      await c.json(`/api/community/posts/${p.id}/comments`, { body: { text } });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const impulseComments = commentsPageSchema.parse(
      (await c.json(`/api/community/impulses/${impulseId}/comments`)).body,
    );
    expect(impulseComments.items.map((item) => item.text)).toEqual(["erster", "zweiter", "dritter"]);
    const postComments = commentsPageSchema.parse(
      (await c.json(`/api/community/posts/${p.id}/comments`)).body,
    );
    expect(postComments.items.map((item) => item.text)).toEqual(["erster", "zweiter", "dritter"]);

    // 25 comments: the first page is the newest 20 (so a new comment is always on it), the cursor
    // leads to the 5 before them.
    const long = await post(c, "Lang");
    const at = (i: number) => new Date(Date.UTC(2022, 0, 1, 0, 0, i)).toISOString();
    await t.db
      .insertInto("forum_comments")
      .values(
        Array.from({ length: 25 }, (_, i) => ({
          id: crypto.randomUUID(),
          post_id: long.id,
          user_id: p.author.id!,
          comment_text: `Nr. ${i + 1}`,
          created_at: at(i),
        })),
      )
      .execute();
    const first = commentsPageSchema.parse((await c.json(`/api/community/posts/${long.id}/comments`)).body);
    expect(first.items.map((item) => item.text)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Nr. ${i + 6}`),
    );
    const earlier = commentsPageSchema.parse(
      (await c.json(`/api/community/posts/${long.id}/comments?cursor=${first.nextCursor}`)).body,
    );
    expect(earlier.items.map((item) => item.text)).toEqual(["Nr. 1", "Nr. 2", "Nr. 3", "Nr. 4", "Nr. 5"]);
    expect(earlier.nextCursor).toBeNull();
    const mine = await c.json<CommunityComment>(`/api/community/posts/${long.id}/comments`, {
      body: { text: "Neu" },
    });
    const after = commentsPageSchema.parse((await c.json(`/api/community/posts/${long.id}/comments`)).body);
    expect(after.items.at(-1)?.id).toBe(mine.body.id);
  });

  it("lets only the author edit their words, with the same limits, and marks them edited (decision 180)", async () => {
    await clearWriteLimits();
    const author = await member("Edit Autorin");
    const other = await member("Edit Andere");
    const boss = await admin();
    const impulseId = await impulse("2032-03-03");
    const p = await post(author.c, "Tippfehler", "Beschreibung mit Tipfehler");
    const comment = await author.c.json<CommunityComment>(`/api/community/posts/${p.id}/comments`, {
      body: { text: "Kommentr" },
    });
    const impulseComment = await author.c.json<CommunityComment>(
      `/api/community/impulses/${impulseId}/comments`,
      { body: { text: "Gedanke" } },
    );
    const entry = await author.c.json<{ id: string }>("/api/community/bulletin", {
      body: { category: "offer", title: "Biete", content: "Hilfe" },
    });
    const targets = [
      [`/api/community/posts/${p.id}`, { title: "Kein Tippfehler", description: "Beschreibung" }],
      [`/api/community/post-comments/${comment.body.id}`, { text: "Kommentar" }],
      [`/api/community/impulse-comments/${impulseComment.body.id}`, { text: "Gedanke, bearbeitet" }],
      [`/api/community/bulletin/${entry.body.id}`, { category: "search", title: "Suche", content: "Hilfe" }],
    ] as const;
    for (const [path, body] of targets) {
      for (const someone of [other.c, boss.c]) {
        const refused = await someone.json(path, { method: "PATCH", body });
        expect(refused.status).toBe(403);
        expect(refused.body.error.code).toBe("not_your_words");
      }
      const tooLong = await author.c.json(path, {
        method: "PATCH",
        body:
          "text" in body
            ? { text: "x".repeat(COMMUNITY_LIMITS.comment + 1) }
            : { ...body, title: "x".repeat(COMMUNITY_LIMITS.title + 1) },
      });
      expect(tooLong.status).toBe(400);
      const blank = await author.c.json(path, {
        method: "PATCH",
        body: "text" in body ? { text: "   " } : { ...body, title: " " },
      });
      expect(blank.status).toBe(400);
      const ok = await author.c.json<{ editedAt: string | null; canEdit: boolean }>(path, {
        method: "PATCH",
        body,
      });
      expect(ok.status).toBe(200);
      expect(ok.body.editedAt).toEqual(expect.any(String));
      expect(ok.body.canEdit).toBe(true);
    }
    const missing = await author.c.json(`/api/community/posts/${crypto.randomUUID()}`, {
      method: "PATCH",
      body: { title: "x", description: "y" },
    });
    expect(missing.status).toBe(404);

    const posts = postsPageSchema.parse((await other.c.json("/api/community/posts")).body);
    const listed = posts.items.find((item) => item.id === p.id)!;
    expect(listed.title).toBe("Kein Tippfehler");
    expect(listed.editedAt).toEqual(expect.any(String));
    expect(listed.canEdit).toBe(false);
    const comments = commentsPageSchema.parse(
      (await other.c.json(`/api/community/posts/${p.id}/comments`)).body,
    );
    expect(comments.items[0]).toMatchObject({ text: "Kommentar", canEdit: false });
    expect(comments.items[0]?.editedAt).toEqual(expect.any(String));

    // Edits spend the same write allowance as writing.
    await clearWriteLimits();
    for (let i = 0; i < 10; i++) {
      const res = await author.c.json(`/api/community/post-comments/${comment.body.id}`, {
        method: "PATCH",
        body: { text: `Fassung ${i}` },
      });
      expect(res.status).toBe(200);
    }
    const limited = await author.c.json(`/api/community/post-comments/${comment.body.id}`, {
      method: "PATCH",
      body: { text: "zu oft" },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("community_rate_limited");
    await clearWriteLimits();
  });

  it("costs a fixed number of queries per edit (decision 180)", async () => {
    await clearWriteLimits();
    const counter = countQueries(t.db);
    const counted = createApp({ ...t.deps, db: counter.db });
    const { c } = await member("Zähl Editor");
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const p = await post(c, "Zählpost");
    const comment = await c.json<CommunityComment>(`/api/community/posts/${p.id}/comments`, {
      body: { text: "eins" },
    });
    const patch = async (path: string, body: unknown) => {
      counter.reset();
      const res = await counted.request(path, {
        method: "PATCH",
        headers: { cookie, origin: t.deps.config.appUrl, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(200);
      return counter.count;
    };
    await patch(`/api/community/posts/${p.id}`, { title: "warm", description: "up" });
    // Session, the row and its author, the write allowance, the update, the answer.
    expect({
      post: await patch(`/api/community/posts/${p.id}`, { title: "Zwei", description: "x" }),
      comment: await patch(`/api/community/post-comments/${comment.body.id}`, { text: "zwei" }),
    }).toEqual(EDIT_QUERIES);
    await clearWriteLimits();
  });

  it("filters the bulletin board by category and refuses an unknown one", async () => {
    await clearWriteLimits();
    const { c } = await member("Brett Filter");
    for (const category of ["search", "offer", "offer"] as const) {
      expect(
        (
          await c.json("/api/community/bulletin", {
            body: { category, title: `Filter ${category}`, content: "x" },
          })
        ).status,
      ).toBe(201);
    }
    const offers = bulletinPageSchema.parse((await c.json("/api/community/bulletin?category=offer")).body);
    expect(offers.items.length).toBeGreaterThanOrEqual(2);
    expect(offers.items.every((item) => item.category === "offer")).toBe(true);
    const searches = bulletinPageSchema.parse((await c.json("/api/community/bulletin?category=search")).body);
    expect(searches.items.every((item) => item.category === "search")).toBe(true);
    expect(searches.items.some((item) => item.title === "Filter search")).toBe(true);
    expect((await c.json("/api/community/bulletin?category=nope")).status).toBe(400);
    await clearWriteLimits();
  });

  it("limits a member to 10 posts and comments a minute, in the database", async () => {
    await clearWriteLimits();
    const { c } = await member("Viel Schreiber");
    const p = await post(c, "Limit");
    for (let i = 0; i < 9; i++) {
      const res = await c.json(`/api/community/posts/${p.id}/comments`, { body: { text: `Nr. ${i}` } });
      expect(res.status).toBe(201);
    }
    const before = await countRows("forum_comments");
    const blocked = await c.json(`/api/community/posts/${p.id}/comments`, { body: { text: "zu viel" } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe("community_rate_limited");
    expect(
      (await c.json("/api/community/posts", { body: { title: "zu viel", description: "x" } })).status,
    ).toBe(429);
    expect(await countRows("forum_comments")).toBe(before);
    // Someone else is not affected.
    const other = await member("Ruhig Schreiber");
    expect(
      (await other.c.json(`/api/community/posts/${p.id}/comments`, { body: { text: "ok" } })).status,
    ).toBe(201);
    await clearWriteLimits();
  });

  it("deletes a member's posts, comments, bulletin entries and write attempts with the account", async () => {
    await clearWriteLimits();
    const email = uniqueEmail("leaving");
    const c = t.client();
    const id = (await c.signUp({ email, name: "Geht Bald" })).body.user.id as string;
    const stays = await member("Bleibt Hier");
    const own = await post(c, "Bald weg");
    const impulseId = await impulse("2037-07-07");
    await c.json(`/api/community/impulses/${impulseId}/comments`, { body: { text: "weg" } });
    await c.json(`/api/community/posts/${own.id}/comments`, { body: { text: "weg" } });
    await stays.c.json(`/api/community/posts/${own.id}/comments`, { body: { text: "Antwort" } });
    const kept = await post(stays.c, "Bleibt");
    await c.json(`/api/community/posts/${kept.id}/comments`, { body: { text: "weg" } });
    await c.json("/api/community/bulletin", { body: { category: "offer", title: "weg", content: "weg" } });
    expect((await rowsMentioning(t.db, [id])).length).toBeGreaterThan(0);

    expect((await c.json("/api/account", { method: "DELETE", body: { password: "secret123" } })).status).toBe(
      200,
    );
    expect(await rowsMentioning(t.db, [id, email])).toEqual([]);
    const remaining = postsPageSchema.parse((await stays.c.json("/api/community/posts")).body).items;
    expect(remaining.find((item) => item.id === kept.id)).toMatchObject({ commentCount: 0 });
    expect(remaining.find((item) => item.id === own.id)).toBeUndefined();
  });

  it("finds today's impulse by the operator's calendar date, across midnight", async () => {
    const beforeMidnight = await impulse("2033-03-09", "Montag");
    const afterMidnight = await impulse("2033-03-10", "Dienstag");
    const { userId } = await member("Uhr Zeit");
    const deps = { db: t.db, logger: t.deps.logger };
    const at = (iso: string, language: "de" | "en" = "de") =>
      getToday(deps, { userId, language, timeZone: "Europe/Berlin", now: new Date(iso) });
    // 22:59:59 UTC is 23:59:59 in Berlin (CET): still the 9th.
    const late = todayResponseSchema.parse(await at("2033-03-09T22:59:59.999Z"));
    expect(late.today).toBe("2033-03-09");
    expect(late.dailyImpulse?.id).toBe(beforeMidnight);
    const early = await at("2033-03-09T23:00:00.000Z", "en");
    expect(early.today).toBe("2033-03-10");
    expect(early.dailyImpulse).toMatchObject({ id: afterMidnight, content: "Dienstag (en)" });
    // Another operator zone moves the boundary: in New York it is still the 9th.
    const ny = await getToday(deps, {
      userId,
      language: "de",
      timeZone: "America/New_York",
      now: new Date("2033-03-09T23:00:00.000Z"),
    });
    expect(ny.dailyImpulse?.id).toBe(beforeMidnight);
    expect((await at("2033-03-11T12:00:00.000Z")).dailyImpulse).toBeNull();
  });

  it("serves today's weekly impulse and quote, upcoming events, announcements and the bulletin board", async () => {
    const seeded = await createTestApp();
    try {
      const c = seeded.client();
      await c.signUp({ email: uniqueEmail("seeded"), name: "Neu Ling" });
      const today = todayResponseSchema.parse((await c.json("/api/community/today?lang=en")).body);
      expect(today.dailyImpulse).not.toBeNull();
      expect(today.weeklyImpulse?.title).toBe("Impulse of the week: small steps count");
      expect(today.quote?.content).toBe("He who has a why to live can bear almost any how.");
      expect(today.isGraduate).toBe(false);

      const now = Date.now();
      await seeded.db
        .insertInto("community_events")
        .values([
          {
            id: crypto.randomUUID(),
            title: "Gestern",
            description: null,
            title_en: null,
            description_en: null,
            event_date: new Date(now - 86_400_000).toISOString(),
            event_link: null,
            created_at: new Date(now).toISOString(),
          },
          {
            id: crypto.randomUUID(),
            title: "Morgen",
            description: "Beschreibung",
            title_en: "Tomorrow",
            description_en: null,
            event_date: new Date(now + 86_400_000).toISOString(),
            event_link: "https://example.org/call",
            created_at: new Date(now).toISOString(),
          },
        ])
        .execute();
      const events = (await c.json("/api/community/events?lang=en")).body.items as Array<{
        title: string;
        eventDate: string;
        description: string | null;
      }>;
      expect(events.map((event) => event.title)).toContain("Tomorrow");
      expect(events.map((event) => event.title)).not.toContain("Gestern");
      expect(events.find((event) => event.title === "Tomorrow")?.description).toBe("Beschreibung");
      const dates = events.map((event) => event.eventDate);
      expect(dates).toEqual([...dates].sort());

      const announcements = (await c.json("/api/community/announcements")).body.items;
      expect(announcements.map((item: { title: string }) => item.title)).toEqual([
        "Willkommen in der Community!",
        "Testphase: Wir freuen uns über dein Feedback",
      ]);
      const bulletin = (await c.json("/api/community/bulletin?lang=en")).body;
      expect(bulletin.items.map((item: { category: string }) => item.category)).toEqual([
        "search",
        "offer",
        "announcement",
      ]);
      expect(bulletin.items[0]).toMatchObject({ author: { id: null, name: null }, canDelete: false });

      const mine = await c.json("/api/community/bulletin", {
        body: { category: "offer", title: "Biete Zuhören", content: "Gern am Abend." },
      });
      expect(mine.status).toBe(201);
      expect(mine.body).toMatchObject({ category: "offer", author: { name: "Neu Ling" }, canDelete: true });
      expect(
        (await c.json("/api/community/bulletin", { body: { category: "other", title: "x", content: "x" } }))
          .status,
      ).toBe(400);
      expect(
        (await c.json(`/api/community/bulletin/${bulletin.items[0].id}`, { method: "DELETE" })).status,
      ).toBe(403);
      expect((await c.json(`/api/community/bulletin/${mine.body.id}`, { method: "DELETE" })).status).toBe(
        204,
      );
    } finally {
      await seeded.close();
    }
  });
});

describe(`announcements on ${testDialectName} (decisions 190-197)`, () => {
  it("filters drafts in the query: newer drafts never hide the published announcements", async () => {
    await t.db.deleteFrom("announcements").execute();
    const base = Date.parse("2030-03-01T10:00:00Z");
    const row = (i: number, published: boolean) => ({
      id: crypto.randomUUID(),
      title: published ? `Veröffentlicht ${i}` : `Entwurf ${i}`,
      content: "Text",
      title_en: null,
      content_en: null,
      published: fromBool(published),
      created_at: new Date(base + i * 60_000).toISOString(),
      created_by: null,
    });
    await t.db
      .insertInto("announcements")
      .values([row(0, true), row(1, true)])
      .execute();
    const drafts = Array.from({ length: COMMUNITY_PAGE_SIZE + 5 }, (_, i) => row(10 + i, false));
    await t.db.insertInto("announcements").values(drafts).execute();
    const { c } = await t.member("announcements");
    const res = await c.json("/api/community/announcements");
    expect(res.status).toBe(200);
    const titles = (res.body.items ?? res.body).map((a: { title: string }) => a.title);
    expect(titles).toEqual(["Veröffentlicht 1", "Veröffentlicht 0"]);
  });
});
