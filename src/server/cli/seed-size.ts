import { currentTime } from "@/server/clock";
import { ConfigError, loadConfig } from "@/server/config";
import { createDatabase } from "@/server/db/database";
import { MigrationFailedError, migrateToLatest } from "@/server/db/migrate";
import { createLogger } from "@/server/logger";
import { SEED_PASSWORD, seedSize } from "@/server/seed/seed-size";
import { isSizePresetName, SIZE_PRESET_NAMES, SIZE_PRESETS } from "@/server/seed/size-presets";
import { seedStarterContent } from "@/server/services/content/starter-content";

/**
 * `npm run seed:size -- <S|M|L|XL> [--force]` fills the configured database (DATA_DIR's SQLite file or
 * DATABASE_URL) to a preset of seed/size-presets.ts, for measuring at size (docs/performance.md, "Data
 * at size"). It migrates first and writes the starter content as a start would, so the result looks
 * like a live instance. A database that already has members is refused: mixing seeded and real
 * members would spoil both. `--force` seeds on top anyway, under addresses of its own.
 */
async function main() {
  const args = process.argv.slice(2);
  const name = args.find((arg) => !arg.startsWith("--"))?.toUpperCase();
  const force = args.includes("--force");
  if (!isSizePresetName(name)) {
    console.error(`usage: npm run seed:size -- <${SIZE_PRESET_NAMES.join("|")}> [--force]`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    if (config.seedStarterContent)
      await seedStarterContent(database.db, { timeZone: config.timeZone, logger: createLogger("warn") });
    const members = await database.db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(members.n) > 0 && !force) {
      console.error(
        `The database already has ${members.n} members; seed a fresh one (or add --force to seed on top).`,
      );
      process.exitCode = 1;
      return;
    }
    const now = currentTime();
    const preset = SIZE_PRESETS[name];
    console.info(`Seeding preset ${name} (${preset.members} members) into ${database.dialect} …`);
    const result = await seedSize(database.db, database.dialect, preset, {
      now,
      log: (line) => console.info(line),
      // On top of earlier members (--force): addresses and ids of their own, so nothing collides.
      ...(Number(members.n) > 0
        ? { emailPrefix: `member-${now.getTime().toString(36)}`, seed: now.getTime() % 2_147_483_647 }
        : {}),
    });
    const total = result.tables.reduce((sum, table) => sum + table.rows, 0);
    console.info(`Done: ${total} rows in ${(result.ms / 1000).toFixed(1)} s.`);
    console.info(
      `Every member signs in with the password ${SEED_PASSWORD}, e.g. ${result.firstEmail}; admin: ${result.adminEmail}.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError || err instanceof MigrationFailedError ? err.message : err);
  process.exit(1);
});
