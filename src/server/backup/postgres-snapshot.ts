import pg from "pg";
import { postgresToolConnection, runProcess } from "@/server/backup/run-process";
import { postgresFacts, type SnapshotFacts } from "@/server/backup/table-counts";

/** pg_dump or pg_restore failed or is missing; the message is what the operator needs to read. */
export class PostgresToolFailed extends Error {}

const DUMP_TIMEOUT_MS = 60 * 60_000;

/**
 * `pg_dump -Fc` of the database, counted in the same snapshot: a REPEATABLE READ transaction exports
 * its snapshot, counts the rows and stays open while pg_dump dumps exactly that snapshot.
 */
export async function writePostgresSnapshot(input: { url: string; file: string }): Promise<SnapshotFacts> {
  const client = new pg.Client({ connectionString: input.url });
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]!.id;
    const facts = await postgresFacts(client);
    const connection = postgresToolConnection(input.url);
    const result = await runProcess(
      "pg_dump",
      ["--format=custom", `--snapshot=${snapshot}`, `--file=${input.file}`, `--dbname=${connection.dbname}`],
      { env: connection.env, timeoutMs: DUMP_TIMEOUT_MS },
    );
    if (result.missing) {
      throw new PostgresToolFailed(
        "pg_dump is not installed: install the PostgreSQL client tools of the server's major version (apt-get install postgresql-client).",
      );
    }
    if (result.code !== 0)
      throw new PostgresToolFailed(`pg_dump failed: ${result.stderr || `exit ${result.code}`}`);
    await client.query("commit");
    return facts;
  } finally {
    await client.end();
  }
}
