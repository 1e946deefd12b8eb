import { ConfigError, loadConfig } from "@/server/config";
import { createDatabase } from "@/server/db/database";
import { migrateToLatest } from "@/server/db/migrate";
import { setAdminRole } from "@/server/services/admin/admin-role";

/** npm run admin:grant -- you@example.com  /  npm run admin:revoke -- you@example.com */
async function main() {
  const [action, email] = process.argv.slice(2);
  if ((action !== "grant" && action !== "revoke") || !email) {
    console.error("Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>");
    process.exit(2);
  }
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const found = await setAdminRole(database.db, email, action === "grant");
    if (!found) {
      console.error(`No user with the e-mail address ${email}. Register first at ${config.appUrl}/register.`);
      process.exitCode = 1;
      return;
    }
    console.info(action === "grant" ? `${email} is now an admin.` : `${email} is no longer an admin.`);
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
