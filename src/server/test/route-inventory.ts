import type { TestApp } from "@/server/test/test-app";

/**
 * Every API route the app answers, as "METHOD /path": our Hono routes (middleware and the catch-all
 * left out) and better-auth's endpoints under /api/auth, read from the running app so that a route
 * added anywhere shows up here without anyone listing it.
 */
export function apiRouteInventory(t: TestApp): string[] {
  const routes = new Set<string>();
  for (const r of t.app.routes) {
    if (r.method === "ALL" || r.path.includes("*") || !r.path.startsWith("/api/")) continue;
    routes.add(`${r.method} ${r.path}`);
  }
  const endpoints = Object.values((t.deps.auth as { api: Record<string, unknown> }).api) as Array<{
    path?: string;
    options?: { method?: string | string[] };
  }>;
  for (const endpoint of endpoints) {
    if (!endpoint?.path) continue;
    const methods = endpoint.options?.method ?? "GET";
    for (const method of Array.isArray(methods) ? methods : [methods]) {
      // The app hands better-auth only GET and POST (app.ts); anything else never reaches it.
      if (method === "GET" || method === "POST" || method === "*") {
        for (const m of method === "*" ? ["GET", "POST"] : [method])
          routes.add(`${m} /api/auth${endpoint.path}`);
      }
    }
  }
  return [...routes].sort();
}
