import { readdirSync, readFileSync } from "node:fs";
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
});
