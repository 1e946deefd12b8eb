import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layering rules of docs/architecture.md, checked on every import so that a copied pattern
 * cannot quietly break them.
 */
const root = path.resolve(import.meta.dirname, "../..");

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

type Import = { file: string; from: string; typeOnly: boolean };

/** Every static import, re-export and dynamic import, with relative paths resolved to `@/…`. */
function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(root, file), "utf8");
  const found: Import[] = [];
  const pattern =
    /(?:^|\n)\s*(import|export)\s+(type\s+)?(?:[^"';]*?\s+from\s+)?["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    let from = match[3] ?? match[4]!;
    if (from.startsWith(".")) {
      from = `@/${path.posix.join(path.posix.dirname(file), from).replace(/^src\//, "")}`;
    }
    found.push({ file, from, typeOnly: Boolean(match[2]) });
  }
  return found;
}

function violations(dir: string, rule: (i: Import) => boolean): string[] {
  return sourceFiles(dir)
    .flatMap(importsOf)
    .filter(rule)
    .map((i) => `${i.file} imports ${i.from}`);
}

/**
 * Server code imports no client code: the pages reach it as React Router's build, loaded when the
 * server starts (`pages/built-pages.ts`, decision 236).
 */
const serverImportsClient = (i: Import) => i.file.startsWith("src/server/") && i.from.startsWith("@/client/");

/** client/lib and components/ are below the features and the app: they import neither. */
const libImportsFeatureOrApp = (i: Import) =>
  /^src\/client\/(lib|components)\//.test(i.file) && /^@\/client\/(features|app)\//.test(i.from);

/**
 * The one named exception to "no cycles": the client sees the server's types only — the typed RPC
 * client its route types (`import type { ApiRoutes } from "@/server/app"`), the route modules the
 * pages' load context.
 */
const rpcTypeEdge = (i: Import) =>
  i.typeOnly && i.file.startsWith("src/client/") && i.from.startsWith("@/server/");

/** `@/a/b` → `src/a/b.ts(x)` (or its index), when it is one of our source files. */
function resolveSource(from: string): string | null {
  if (!from.startsWith("@/")) return null;
  const base = `src/${from.slice(2)}`;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(ts|tsx)$/.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return null;
}

/** Every import cycle among `imports` (edges allowed by `skip` left out), each as "a → b → a". */
function cyclesOf(imports: Import[], skip: (i: Import) => boolean = () => false): string[] {
  const edges = new Map<string, Set<string>>();
  for (const i of imports) {
    if (skip(i)) continue;
    const target = resolveSource(i.from);
    if (!target) continue;
    if (!edges.has(i.file)) edges.set(i.file, new Set());
    edges.get(i.file)!.add(target);
  }
  // Tarjan's strongly connected components; a component of more than one file (or a file importing
  // itself) holds a cycle, shown as one path through it.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
      }
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || edges.get(node)?.has(node)) cycles.push(cyclePath(node, new Set(component)));
  };
  const cyclePath = (start: string, within: Set<string>): string => {
    // Breadth-first from start back to start inside the component: the shortest cycle through it.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length) {
      const node = queue.shift()!;
      for (const next of edges.get(node) ?? []) {
        if (!within.has(next)) continue;
        if (next === start) {
          const path = [node];
          while (path[0] !== start) path.unshift(previous.get(path[0]!)!);
          return [...path, start].join(" → ");
        }
        if (!previous.has(next)) {
          previous.set(next, node);
          queue.push(next);
        }
      }
    }
    return start;
  };
  for (const node of edges.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

describe("layering", () => {
  it("finds the imports it checks", () => {
    expect(importsOf("src/server/app.ts").map((i) => i.from)).toContain("@/server/http/errors");
  });

  it("keeps src/shared free of server and client code", () => {
    expect(violations("src/shared", (i) => /^@\/(server|client)\//.test(i.from))).toEqual([]);
  });

  it("keeps features from importing other features", () => {
    const featureOf = (p: string) => p.match(/^(?:src\/|@\/)client\/features\/([^/]+)/)?.[1];
    expect(
      violations("src/client/features", (i) => {
        const target = featureOf(i.from);
        return target !== undefined && target !== featureOf(i.file);
      }),
    ).toEqual([]);
  });

  it("keeps services free of HTTP: no server/http, no hono", () => {
    expect(
      violations(
        "src/server/services",
        (i) => i.from.startsWith("@/server/http") || /^hono(\/|$)/.test(i.from),
      ),
    ).toEqual([]);
  });

  it("lets the client see the server only as types (the typed API client)", () => {
    expect(violations("src/client", (i) => i.from.startsWith("@/server/") && !i.typeOnly)).toEqual([]);
  });

  it("lets the server import no client code", () => {
    expect(violations("src/server", serverImportsClient)).toEqual([]);
  });

  it("keeps client/lib and components/ from importing features/ or app/", () => {
    expect([
      ...violations("src/client/lib", libImportsFeatureOrApp),
      ...violations("src/client/components", libImportsFeatureOrApp),
    ]).toEqual([]);
  });

  it("has no import cycles (the typed RPC client's type-only edges excepted)", () => {
    expect(cyclesOf(sourceFiles("src").flatMap(importsOf), rpcTypeEdge)).toEqual([]);
  });

  it("names the offending import of each rule", () => {
    const fake = (file: string, from: string, typeOnly = false): Import => ({ file, from, typeOnly });
    expect(serverImportsClient(fake("src/server/routes/x.ts", "@/client/lib/session"))).toBe(true);
    expect(serverImportsClient(fake("src/server/routes/x.ts", "@/shared/routes"))).toBe(false);
    expect(libImportsFeatureOrApp(fake("src/client/lib/x.ts", "@/client/features/week/week-page"))).toBe(
      true,
    );
    expect(libImportsFeatureOrApp(fake("src/client/components/x.tsx", "@/client/app/guards"))).toBe(true);
    expect(libImportsFeatureOrApp(fake("src/client/features/a/x.tsx", "@/client/lib/cn"))).toBe(false);
    // A real cycle through real files, and the RPC client's type-only edge that is allowed.
    const cycle = [
      fake("src/client/lib/session.ts", "@/client/lib/api-client"),
      fake("src/client/lib/api-client.ts", "@/client/lib/session"),
    ];
    expect(cyclesOf(cycle)).toEqual([
      "src/client/lib/session.ts → src/client/lib/api-client.ts → src/client/lib/session.ts",
    ]);
    const rpc = [
      fake("src/client/lib/api-client.ts", "@/server/app", true),
      fake("src/server/app.ts", "@/client/lib/api-client"),
    ];
    expect(cyclesOf(rpc, rpcTypeEdge)).toEqual([]);
    expect(cyclesOf(rpc)).toHaveLength(1);
  });
});
