import { PostgresAdapter, sql } from "kysely";
import type { Db } from "@/server/db/database";
import type { SearchResponse, SearchResult } from "@/shared/community";
import { highlightParts, SEARCH_RESULT_LIMIT, searchTerms } from "@/shared/community-search";

/** Matches read before keeping one per post: a post whose comments all match must not fill the page. */
const CANDIDATES = SEARCH_RESULT_LIMIT * 5;
const EXCERPT_LENGTH = 160;

type MatchRow = {
  post_id: string;
  kind: "post" | "comment";
  title: string;
  body: string;
  created_at: string;
};

/**
 * The forum's posts whose title, description or comments contain every word of the query as a word
 * or the start of one, best matches first (decision 186): SQLite's FTS5 (`unicode61`, bm25 with the
 * title weighing more) or PostgreSQL's full text (`simple`, ts_rank with the title as weight A). One
 * query on either; the words are letters and digits only, so nothing in them is query syntax.
 */
export async function searchForum(db: Db, query: string): Promise<SearchResponse> {
  const terms = searchTerms(query);
  if (terms.length === 0) return { items: [], terms };
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await matchPostgres(db, terms)
      : await matchSqlite(db, terms);
  const seen = new Set<string>();
  const items: SearchResult[] = [];
  for (const row of rows) {
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

async function matchSqlite(db: Db, terms: string[]): Promise<MatchRow[]> {
  const match = terms.map((term) => `"${term}"*`).join(" ");
  const result = await sql<MatchRow>`
    select s.post_id, s.kind, p.title, s.body, p.created_at
    from forum_search s
    join forum_posts p on p.id = s.post_id
    where forum_search match ${match}
    order by bm25(forum_search, 0, 0, 0, 3.0, 1.0), p.created_at desc
    limit ${CANDIDATES}`.execute(db);
  return result.rows;
}

async function matchPostgres(db: Db, terms: string[]): Promise<MatchRow[]> {
  const tsquery = terms.map((term) => `${term}:*`).join(" & ");
  const result = await sql<MatchRow>`
    with q as (select to_tsquery('simple', ${tsquery}) as query),
    matches as (
      select p.id as post_id, 'post' as kind, p.description as body, ts_rank(p.search_vector, q.query) as rank
      from forum_posts p, q where p.search_vector @@ q.query
      union all
      select c.post_id, 'comment', c.comment_text, ts_rank(c.search_vector, q.query)
      from forum_comments c, q where c.search_vector @@ q.query
    )
    select m.post_id, m.kind, p.title, m.body, p.created_at
    from matches m join forum_posts p on p.id = m.post_id
    order by m.rank desc, p.created_at desc
    limit ${CANDIDATES}`.execute(db);
  return result.rows;
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
