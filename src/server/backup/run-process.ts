import { spawn } from "node:child_process";

export type ProcessResult = { code: number | null; stderr: string; missing: boolean };

/**
 * Runs a program without a shell unless asked (pg_dump, pg_restore, the after-command), keeping the
 * last few KB of its error output for the message. `missing`: the program is not installed.
 */
export function runProcess(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {},
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: options.env ?? process.env,
      stdio: ["ignore", "ignore", "pipe"],
      timeout: options.timeoutMs,
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => {
      stderr = (stderr + chunk.toString("utf8")).slice(-4000);
    });
    child.on("error", (err: NodeJS.ErrnoException) =>
      resolve({ code: null, stderr: err.message, missing: err.code === "ENOENT" }),
    );
    child.on("close", (code) => resolve({ code, stderr: stderr.trim(), missing: false }));
  });
}

/**
 * pg_dump and pg_restore get the connection without its password, which goes in PGPASSWORD: a
 * password in the arguments would show in every `ps` listing.
 */
export function postgresToolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return {
    dbname: parsed.toString(),
    env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env },
  };
}
