import path from "node:path";
import type { Browser, BrowserContext } from "@playwright/test";
import Database from "better-sqlite3";
import pg from "pg";
import { expectNoSeriousAxe } from "./support/a11y";
import { expect, test } from "./support/test";
import { newUser, registerViaApi, type TestUser } from "./support/users";

type Lang = "de" | "en";

const copy = {
  de: {
    newPost: "Neuer Beitrag",
    title: "Titel",
    description: "Beschreibung",
    createPost: "Beitrag erstellen",
    postCreated: "Beitrag erstellt",
    comment: "Dein Kommentar",
    submitComment: "Kommentieren",
    commentAdded: "Kommentar hinzugefügt",
    showComments: /Kommentare anzeigen/,
    deleteComment: "Kommentar löschen",
    deletePost: "Beitrag löschen",
    confirm: "Löschen",
    events: "Kommende Events",
    happeningNow: "läuft gerade",
    by: "von Anna Alpha",
    login: { email: "E-Mail-Adresse", password: "Passwort", submit: "Anmelden" },
  },
  en: {
    newPost: "New post",
    title: "Title",
    description: "Description",
    createPost: "Create post",
    postCreated: "Post created",
    comment: "Your comment",
    submitComment: "Comment",
    commentAdded: "Comment added",
    showComments: /Show comments/,
    deleteComment: "Delete comment",
    deletePost: "Delete post",
    confirm: "Delete",
    events: "Upcoming events",
    happeningNow: "happening now",
    by: "by Anna Alpha",
    login: { email: "E-mail address", password: "Password", submit: "Sign in" },
  },
} as const;

const locales = { de: "de-DE", en: "en-GB" } as const;
/**
 * The zone the pages write moments in (decision 236): a member's own, and these members, registered
 * through the API, have none, so the operator's (the e2e server's default TIME_ZONE).
 */
const PAGE_ZONE = "Europe/Berlin";

/** Events are written by admins (the admin area, decision 064); until then the test writes them straight into the database. */
async function insertEvents(rows: Array<{ id: string; title: string; date: Date }>) {
  const values = rows.map((row) => [row.id, row.title, row.date.toISOString(), new Date().toISOString()]);
  const url = process.env.DATABASE_URL;
  if (url?.startsWith("postgres")) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      for (const value of values) {
        await client.query(
          "INSERT INTO community_events (id, title, event_date, created_at) VALUES ($1, $2, $3, $4)",
          value,
        );
      }
    } finally {
      await client.end();
    }
    return;
  }
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "purpose-journey.db"));
  try {
    const insert = db.prepare(
      "INSERT INTO community_events (id, title, event_date, created_at) VALUES (?, ?, ?, ?)",
    );
    for (const value of values) insert.run(...value);
  } finally {
    db.close();
  }
}

async function memberContext(browser: Browser, lang: Lang, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ locale: locales[lang], viewport: { width, height: 900 } });
  await context.addInitScript((language) => localStorage.setItem("pj.language", language), lang);
  await context.addCookies([{ name: "pj_language", value: lang, domain: "127.0.0.1", path: "/" }]);
  return context;
}

/**
 * The whole two-member story of the community (decision 062) in one language and width: A posts and comments, B sees
 * both and answers, A deletes the own comment, B may not delete A's post, HTML stays text, only
 * upcoming events are listed. B arrives as a visitor and is brought back after signing in.
 */
async function twoMemberStory(browser: Browser, baseURL: string, lang: Lang, width: number) {
  const text = copy[lang];
  const stamp = crypto.randomUUID().slice(0, 6);
  const postTitle = `<img src=x onerror="window.__xss=1"> ${lang} ${stamp}`;
  const impulseComment = `Gedanke von Anna ${stamp}`;
  const answer = `Antwort von Bert ${stamp}`;
  const pastTitle = `Vergangen ${stamp}`;
  const tomorrowTitle = `Morgen ${stamp}`;
  const runningTitle = `Läuft ${stamp}`;
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  tomorrow.setUTCSeconds(0, 0);
  await insertEvents([
    // Events last 90 minutes unless an admin says otherwise (decision 197).
    { id: crypto.randomUUID(), title: pastTitle, date: new Date(Date.now() - 3 * 60 * 60 * 1000) },
    { id: crypto.randomUUID(), title: runningTitle, date: new Date(Date.now() - 30 * 60 * 1000) },
    { id: crypto.randomUUID(), title: tomorrowTitle, date: tomorrow },
  ]);

  const anna: TestUser = { ...newUser("anna"), name: "Anna Alpha" };
  const bert: TestUser = { ...newUser("bert"), name: "Bert Beta" };
  const contextA = await memberContext(browser, lang, width);
  const contextB = await memberContext(browser, lang, width);
  try {
    await registerViaApi(contextA.request, anna, baseURL, lang);
    const a = await contextA.newPage();
    await a.goto("/community");
    // The first visit loads the page's code and translations; on a busy machine that can take a while.
    await expect(a.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });

    // A: a new post through the dialog; submit stays off while the description is blank.
    await a.getByRole("button", { name: text.newPost }).click();
    const dialog = a.getByRole("dialog", { name: text.newPost });
    await dialog.getByLabel(text.title).fill(postTitle);
    await dialog.getByLabel(text.description).fill("   ");
    await expect(dialog.getByRole("button", { name: text.createPost })).toBeDisabled();
    // The page at rest is swept by a11y-sweep.spec.ts; the open dialog only here.
    await expectNoSeriousAxe(a, `${a.url()} new post dialog`);
    await dialog.getByLabel(text.description).fill("Erste Zeile\nhttps://example.org/info");
    await dialog.getByRole("button", { name: text.createPost }).click();
    await expect(a.getByText(text.postCreated)).toBeVisible();
    await expect(dialog).toBeHidden();
    const postA = a.getByRole("article", { name: postTitle });
    await expect(postA).toBeVisible();
    await expect(postA.getByRole("link", { name: "https://example.org/info" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow ugc",
    );

    // A: a comment on today's impulse; the box is cleared afterwards.
    const commentBox = a.getByLabel(text.comment).first();
    await expect(a.getByRole("button", { name: text.submitComment, exact: true }).first()).toBeDisabled();
    await commentBox.fill(impulseComment);
    await a.getByRole("button", { name: text.submitComment, exact: true }).first().click();
    await expect(a.getByText(text.commentAdded)).toBeVisible();
    await expect(commentBox).toHaveValue("");

    // B: a visitor first, sent to sign in and brought back to /community.
    await registerViaApi(contextB.request, bert, baseURL, lang);
    await contextB.clearCookies();
    await contextB.addCookies([{ name: "pj_language", value: lang, domain: "127.0.0.1", path: "/" }]);
    const b = await contextB.newPage();
    await b.goto("/community");
    await expect(b).toHaveURL(/\/login\?redirectTo=%2Fcommunity$/);
    await b.getByLabel(text.login.email).fill(bert.email);
    await b.getByLabel(text.login.password).fill(bert.password);
    await b.getByRole("button", { name: text.login.submit, exact: true }).click();
    await expect(b).toHaveURL(/\/community$/);

    // B sees A's post (newest first, as text), A's comment with name and a timestamp in the page's language.
    // Another test may post at the same moment, so A's post is found by its title (ordering: API tests).
    const firstPost = b.getByRole("article", { name: postTitle });
    await expect(firstPost.getByRole("heading")).toHaveText(postTitle);
    await expect(firstPost.getByText(text.by)).toBeVisible();
    expect(await b.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    const annasComment = b.getByRole("listitem").filter({ hasText: impulseComment });
    await expect(annasComment.getByText("Anna Alpha")).toBeVisible();
    // Posts and comments are dated in the same long form as events (spec section 9: de-DE, long form).
    for (const time of [annasComment.locator("time"), firstPost.locator("time").first()]) {
      const written = new Date((await time.getAttribute("datetime"))!);
      await expect(time).toHaveText(
        written.toLocaleString(locales[lang], { dateStyle: "long", timeStyle: "short", timeZone: PAGE_ZONE }),
      );
    }
    await expect(annasComment.getByRole("button", { name: text.deleteComment })).toHaveCount(0);
    await expect(firstPost.getByRole("button", { name: text.deletePost })).toHaveCount(0);

    // Events: the ended one is gone, the running one stays marked until it ends, tomorrow's is listed
    // in the long form of the page's language.
    const eventsCard = b.getByRole("region", { name: text.events });
    await expect(eventsCard.getByText(tomorrowTitle)).toBeVisible();
    await expect(eventsCard.getByText(pastTitle)).toHaveCount(0);
    await expect(
      eventsCard.getByRole("listitem").filter({ hasText: runningTitle }).getByText(text.happeningNow),
    ).toBeVisible();
    const longForm = tomorrow.toLocaleString(locales[lang], {
      dateStyle: "long",
      timeStyle: "short",
      timeZone: PAGE_ZONE,
    });
    await expect(eventsCard.getByText(longForm).first()).toBeVisible();
    if (lang === "de") expect(longForm).toMatch(/^\d{1,2}\. \p{L}+ \d{4} um \d{2}:\d{2}$/u);

    // B answers on A's post; the API refuses B's delete of A's post.
    await firstPost.getByRole("button", { name: text.showComments }).click();
    await firstPost.getByLabel(text.comment).fill(answer);
    await firstPost.getByRole("button", { name: text.submitComment, exact: true }).click();
    await expect(firstPost.getByText(answer)).toBeVisible();
    const postsForB = await (await contextB.request.get("/api/community/posts")).json();
    const postId = postsForB.items.find((item: { title: string }) => item.title === postTitle).id;
    const refused = await contextB.request.delete(`/api/community/posts/${postId}`, {
      headers: { origin: baseURL },
    });
    expect(refused.status()).toBe(403);

    // A deletes the own comment after confirming; B's answer shows up for A without a reload.
    const ownComment = a.getByRole("listitem").filter({ hasText: impulseComment });
    await ownComment.getByRole("button", { name: text.deleteComment }).click();
    await a.getByRole("dialog").getByRole("button", { name: text.confirm, exact: true }).click();
    await expect(a.getByText(impulseComment)).toHaveCount(0);
    await postA.getByRole("button", { name: text.showComments }).click();
    await expect(postA.getByText(answer)).toBeVisible();
    await expect(b.getByRole("heading", { name: postTitle })).toBeVisible();
  } finally {
    await contextA.close();
    await contextB.close();
  }
}

/**
 * One language and width: the page itself is swept in both languages at 375 and 1280 px by
 * a11y-sweep.spec.ts, and de and en catalogs are kept key for key by catalogs.test.ts.
 */
test("two members in German at 375 px: post, comment, answer, delete, events, visitor redirect", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await twoMemberStory(browser, baseURL!, "de", 375);
});
