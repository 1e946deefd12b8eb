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
      count += 1;
      return args.node;
    },
    async transformResult(args) {
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
