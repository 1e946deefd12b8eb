// `npm run dev`: the app with Vite's hot reload on PORT (src/server/dev-server.ts), restarted when the
// server's code changes.
import { spawn } from "node:child_process";

const port = process.env.PORT ?? "3000";
const child = spawn(
  process.execPath,
  ["node_modules/tsx/dist/cli.mjs", "watch", "--include", "src/server", "src/server/dev-server.ts"],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: port,
      APP_URL: process.env.APP_URL ?? `http://localhost:${port}`,
    },
  },
);
const stop = () => child.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
child.on("exit", (code) => {
  process.exitCode = code ?? 0;
});
