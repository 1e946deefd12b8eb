import { PostgresAdapter, sql } from "kysely";
import type { Db } from "@/server/db/database";
import type { Logger } from "@/server/logger";
import { consumeAllowance } from "@/server/services/accounts/member-allowance";
import { inTurn } from "@/server/services/next-turn";
import type { SearchResponse, SearchResult } from "@/shared/community";
import { highlightParts, SEARCH_RESULT_LIMIT, searchTerms, wordsOf } from "@/shared/community-search";
import { SEARCH_MATCH_CAP } from "@/shared/request-limits";

const EXCERPT_LENGTH = 160;

type MatchRow = {
  post_id: string;
  kind: "post" | "comment";
  /** The post's title: the matched text of a post, only shown for a comment. */
  title: string;
  body: string;
  created_at: string;
};

/**
 * The forum's posts whose title, description or comments contain every word of the query as a word
 * or the start of one, best matches first (decisions 186, 253): SQLite's FTS5 (`unicode61`) or
 * PostgreSQL's full text (`simple`) find at most `cap` matches, the most recently written first, and
 * `rankMatches` orders them the same way on both. The words are letters and digits only, so nothing
 * in them is query syntax.
 */
export async function searchForum(
  db: Db,
  query: string,
  { cap = SEARCH_MATCH_CAP }: { cap?: number } = {},
): Promise<SearchResponse> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { items: [], terms };
  // PostgreSQL answers asynchronously; SQLite's searches hold the loop, so they take turns.
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await matchPostgres(db, terms, cap)
      : await inTurn(db, () => matchSqlite(db, terms, cap));
  const seen = new Set<string>();
  const items: SearchResult[] = [];
  for (const row of rankMatches(rows, terms)) {
    if (seen.has(row.post_id)) continue;
    seen.add(row.post_id);
    items.push({
      postId: row.post_id,
      title: row.title,
      excerpt: excerpt(row.body, terms),
      matchedIn: row.kind,
      createdAt: row.created_at,
    });
    if (items.length === SEARCH_RESULT_LIMIT) break;
  }
  return { items, terms };
}

/** A member's search, counted against their allowance first (429 `rate_limited` past it). */
export async function searchForumAsMember(
  deps: { db: Db; logger: Logger },
  actor: { userId: string },
  query: string,
  now: Date,
): Promise<SearchResponse> {
  await consumeAllowance(deps, "search", actor.userId, now);
  return searchForum(deps.db, query);
}

/**
 * The newest matches by rowid, which a row gets when it is written (an edit writes it anew, see
 * migration 0019): FTS5 walks its index backwards and stops at the cap. No bm25 here: its weights
 * count every matching row of the forum, which for a broad query was most of the search's time.
 */
async function matchSqlite(db: Db, terms: string[], cap: number): Promise<MatchRow[]> {
  const match = terms.map((term) => `"${term}"*`).join(" ");
  const result = await sql<MatchRow>`
    with hits as (
      select post_id, kind, body from forum_search
      where forum_search match ${match}
      order by rowid desc
      limit ${cap}
    )
    select h.post_id, h.kind, p.title, h.body, p.created_at
    from hits h
    join forum_posts p on p.id = h.post_id`.execute(db);
  return result.rows;
}

/**
 * The newest matches by when they were written (an edit counts), as on SQLite; no ts_rank either. The
 * query is a constant of each statement, not a CTE's value, so the planner weighs the words against
 * its statistics: a common one walks forum_*_written_idx newest first and stops at the cap, a rare one
 * takes the GIN index (migration 0036).
 */
async function matchPostgres(db: Db, terms: string[], cap: number): Promise<MatchRow[]> {
  const query = sql`to_tsquery('simple', ${terms.map((term) => `${term}:*`).join(" & ")})`;
  const result = await sql<MatchRow>`
    with hits as (
      (select p.id as post_id, 'post' as kind, p.description as body,
        coalesce(p.edited_at, p.created_at) as written_at
      from forum_posts p where p.search_vector @@ ${query}
      order by coalesce(p.edited_at, p.created_at) desc
      limit ${cap})
      union all
      (select c.post_id, 'comment', c.comment_text, coalesce(c.edited_at, c.created_at)
      from forum_comments c where c.search_vector @@ ${query}
      order by coalesce(c.edited_at, c.created_at) desc
      limit ${cap})
      order by written_at desc
      limit ${cap}
    )
    select h.post_id, h.kind, p.title, h.body, p.created_at
    from hits h join forum_posts p on p.id = h.post_id`.execute(db);
  return result.rows;
}

/** BM25's saturation and length norm (its usual k1 and b); a title word weighs three text words. */
const K1 = 1.2;
const B = 0.75;
const TITLE_WEIGHT = 3;

/**
 * Orders the matches as BM25 would, over these matches alone: each term's hits in the title (a post's
 * own) and in the text, saturated and normed by the text's length against the average. Every match
 * holds every term, so the terms' rarity (BM25's idf) would weigh them all alike and is left out. Ties
 * go to the newer post.
 */
export function rankMatches<Row extends MatchRow>(rows: readonly Row[], terms: readonly string[]): Row[] {
  const fields = rows.map((row) => ({
    title: row.kind === "post" ? wordsOf(row.title) : [],
    body: wordsOf(row.body),
  }));
  const average = (lengths: number[]) =>
    Math.max(1, lengths.reduce((sum, length) => sum + length, 0) / Math.max(1, lengths.length));
  const titleAverage = average(fields.filter((_, i) => rows[i]!.kind === "post").map((f) => f.title.length));
  const bodyAverage = average(fields.map((f) => f.body.length));
  const weigh = (words: string[], term: string, averageLength: number) => {
    let hits = 0;
    for (const word of words) if (word.startsWith(term)) hits++;
    if (hits === 0) return 0;
    return (hits * (K1 + 1)) / (hits + K1 * (1 - B + (B * words.length) / averageLength));
  };
  const scored = rows.map((row, i) => {
    const { title, body } = fields[i]!;
    let score = 0;
    for (const term of terms) {
      score += TITLE_WEIGHT * weigh(title, term, titleAverage) + weigh(body, term, bodyAverage);
    }
    return { row, score };
  });
  scored.sort((a, b) => b.score - a.score || b.row.created_at.localeCompare(a.row.created_at));
  return scored.map(({ row }) => row);
}

/** About EXCERPT_LENGTH characters around the first matching word, with "…" where text was cut. */
export function excerpt(text: string, terms: readonly string[]): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  let offset = 0;
  let firstHit = 0;
  for (const part of highlightParts(flat, terms)) {
    if (part.hit) {
      firstHit = offset;
      break;
    }
    offset += part.text.length;
  }
  let start = Math.max(0, firstHit - 40);
  if (start > 0) {
    const space = flat.indexOf(" ", start);
    start = space === -1 || space > firstHit ? start : space + 1;
  }
  let end = Math.min(flat.length, start + EXCERPT_LENGTH);
  if (end < flat.length) {
    const space = flat.lastIndexOf(" ", end);
    if (space > firstHit) end = space;
  }
  return `${start > 0 ? "…" : ""}${flat.slice(start, end)}${end < flat.length ? "…" : ""}`;
}
