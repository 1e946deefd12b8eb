import type { Selectable } from "kysely";
import type { Db } from "@/server/db/database";
import type { Database } from "@/server/db/schema";
import { changeSummary, stateSummary } from "@/server/services/admin/admin-summary";
import { auditActor, recordAdminAction } from "@/server/services/admin/audit-log";
import { type CommunityActor, communityActor } from "@/server/services/community/community-actor";
import { NotFoundError } from "@/server/services/errors";
import type { Viewer } from "@/server/services/viewer";
import type { AuditDetails } from "@/shared/audit-items";

/**
 * Every write of the admin publishing services, recorded in the audit log with the item's title and
 * a before/after line. The role is not checked here: the store's write checks it (decision 250).
 */
export type Deps = { db: Db; timeZone: string };

export const gone = (what: string, code: string) =>
  new NotFoundError(`This ${what} no longer exists.`, { code });

type Table = "daily_impulses" | "community_content" | "community_events" | "announcements" | "bulletin_posts";

/** An item's row as it is before an edit or a delete; a missing one is a 404 with its own code. */
export function findRow<T extends Table>(table: T, what: string, code: string) {
  return async (db: Db, id: string): Promise<Selectable<Database[T]>> => {
    const row = await db
      .selectFrom(table as "announcements")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw gone(what, code);
    return row as unknown as Selectable<Database[T]>;
  };
}

type Values = Parameters<typeof stateSummary>[1];

/**
 * How the audit log speaks of one kind of item: its row as it was (found before an edit or a delete,
 * so a missing item is a 404 before anything is written), its title, and the values each line shows.
 */
export type Logged<Input, Row> = {
  itemType: "impulse" | "event" | "announcement" | "bulletin";
  find: (db: Db, id: string) => Promise<Row>;
  title: (item: { input: Input } | { row: Row }) => string;
  created: (input: Input) => Values;
  deleted: (row: Row) => Values;
  /** The same keys from both sides, for the before/after line of an edit. */
  before: (row: Row) => Values;
  after: (input: Input) => Values;
  /** The member who wrote the item, when it is a member's (their words stay out of the log). */
  authorOf?: (row: Row) => string | null;
};

async function audit(
  db: Db,
  viewer: Viewer,
  kind: Logged<never, never>["itemType"],
  verb: "create" | "update" | "delete",
  entry: { itemId: string; itemTitle: string; details: AuditDetails; subjectId?: string | null },
) {
  await recordAdminAction(db, { ...auditActor(viewer), action: `${kind}.${verb}`, itemType: kind, ...entry });
}

/** The write (which checks the role), then its line in the log. */
async function createLogged<Input, Row>(
  db: Db,
  viewer: Viewer,
  kind: Logged<Input, Row>,
  input: Input,
  write: (actor: CommunityActor) => Promise<{ id: string }>,
): Promise<{ id: string }> {
  const created = await write(communityActor(viewer));
  await audit(db, viewer, kind.itemType, "create", {
    itemId: created.id,
    itemTitle: kind.title({ input }),
    details: stateSummary("created", kind.created(input)),
  });
  return created;
}

async function updateLogged<Input, Row>(
  db: Db,
  viewer: Viewer,
  kind: Logged<Input, Row>,
  id: string,
  input: Input,
  write: (actor: CommunityActor, before: Row) => Promise<void>,
): Promise<void> {
  const before = await kind.find(db, id);
  await write(communityActor(viewer), before);
  await audit(db, viewer, kind.itemType, "update", {
    itemId: id,
    itemTitle: kind.title({ input }),
    details: changeSummary(kind.before(before), kind.after(input)),
  });
}

async function deleteLogged<Input, Row>(
  db: Db,
  viewer: Viewer,
  kind: Logged<Input, Row>,
  id: string,
  write: (actor: CommunityActor) => Promise<void>,
): Promise<void> {
  const before = await kind.find(db, id);
  await write(communityActor(viewer));
  await audit(db, viewer, kind.itemType, "delete", {
    itemId: id,
    // A member's entry: the log keeps their pseudonym, not their words (decision 193).
    itemTitle: kind.authorOf?.(before) ? "" : kind.title({ row: before }),
    details: stateSummary("deleted", kind.deleted(before)),
    subjectId: kind.authorOf?.(before) ?? null,
  });
}

/** What an admin screen writes of one kind, for the admin who acts; `deps` is what the kind needs. */
export type AdminWrites<D, Input> = {
  create: (deps: D, viewer: Viewer, input: Input) => Promise<{ id: string }>;
  update: (deps: D, viewer: Viewer, id: string, input: Input) => Promise<void>;
  remove: (deps: D, viewer: Viewer, id: string) => Promise<void>;
};

/** The store's writes of one kind (`community/published-content.ts`), each of which checks the role. */
type StoreWrites<D, Input, Row> = {
  create: (deps: D, actor: CommunityActor, input: Input) => Promise<{ id: string }>;
  update: (deps: D, actor: CommunityActor, id: string, input: Input, before: Row) => Promise<void>;
  remove: (deps: D, actor: CommunityActor, id: string) => Promise<void>;
};

/** The store's writes of one kind, each followed by its line in the audit log. */
export function auditedWrites<D, Input, Row>(
  kind: (deps: D) => Logged<Input, Row>,
  store: StoreWrites<D, Input, Row>,
  dbOf: (deps: D) => Db,
): AdminWrites<D, Input> {
  return {
    create: (deps, viewer, input) =>
      createLogged(dbOf(deps), viewer, kind(deps), input, (actor) => store.create(deps, actor, input)),
    update: (deps, viewer, id, input) =>
      updateLogged(dbOf(deps), viewer, kind(deps), id, input, (actor, before) =>
        store.update(deps, actor, id, input, before),
      ),
    remove: (deps, viewer, id) =>
      deleteLogged(dbOf(deps), viewer, kind(deps), id, (actor) => store.remove(deps, actor, id)),
  };
}

/** For the kinds that need only the database. */
export const theDb = (db: Db) => db;
