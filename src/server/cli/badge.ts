import { ConfigError, loadConfig } from "@/server/config";
import { createDatabase } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";
import { GRADUATE, grantBadge, revokeBadge, userIdByEmail } from "@/server/services/badges/badge-service";

/** npm run badge:grant -- member@example.com  /  npm run badge:revoke -- member@example.com */
async function main() {
  const [action, email] = process.argv.slice(2);
  if ((action !== "grant" && action !== "revoke") || !email) {
    console.error("Usage: npm run badge:grant -- <email>   or   npm run badge:revoke -- <email>");
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const userId = await userIdByEmail(database.db, email);
    if (!userId) {
      console.error(`No user with the e-mail address ${email}. Register first at ${config.appUrl}/register.`);
      process.exitCode = 1;
      return;
    }
    if (action === "grant") {
      const added = await grantBadge(database.db, { userId, badgeType: GRADUATE });
      console.info(added ? `${email} is now a graduate.` : `${email} already was a graduate.`);
    } else {
      const removed = await revokeBadge(database.db, { userId, badgeType: GRADUATE });
      console.info(removed ? `${email} is no longer a graduate.` : `${email} was not a graduate.`);
    }
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
