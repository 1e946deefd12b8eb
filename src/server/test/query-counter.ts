import type { KyselyPlugin } from "kysely";
import type { Db } from "@/server/db/database";

/**
 * A view of the database that counts the queries run through it, for tests that must prove a list
 * costs a fixed number of queries however long it is (no N+1). Build an app on `db` to count a request.
 */
export function countQueries(db: Db) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      return args.node;
    },
    // Counted as they run, not as they compile: a query compiled once and run many times
    // (auth/session-read.ts) counts every time.
    async transformResult(args) {
      count += 1;
      return args.result;
    },
  };
  return {
    db: db.withPlugin(plugin),
    get count() {
      return count;
    },
    reset() {
      count = 0;
    },
  };
}
