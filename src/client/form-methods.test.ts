import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every form states how the browser sends it when its script is not running (decision 254): a form
 * without `method` is sent as GET, with its fields — a password, say — in the address, the history
 * and the server's logs. Forms that send a secret or a write are POST; only the forms that navigate
 * or search, whose fields have no secret, may be GET, and they are named here.
 */
const dir = import.meta.dirname;
const root = path.resolve(dir, "../..");

const GET_FORMS: Record<string, string> = {
  "src/client/features/community/components/forum-search.tsx":
    "the forum search (a search may be in the URL)",
  "src/client/features/week/components/week-header.tsx": "the week switcher (a navigation)",
  "src/client/features/dashboard/components/current-week-card.tsx": "the week selector (a navigation)",
};

/** The opening tag of every `<form>` in `text`: up to the first `>` outside JSX braces. */
function formTags(text: string): string[] {
  const tags: string[] = [];
  for (const match of text.matchAll(/<form\b/g)) {
    let depth = 0;
    for (let i = match.index; i < text.length; i++) {
      const char = text[i];
      if (char === "{") depth++;
      else if (char === "}") depth--;
      else if (char === ">" && depth === 0) {
        tags.push(text.slice(match.index, i + 1));
        break;
      }
    }
  }
  return tags;
}

const files = readdirSync(dir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name))
  .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));

describe("forms (decision 254)", () => {
  it("reads the forms it checks", () => {
    expect(formTags('<form onSubmit={(e) => { e.preventDefault(); }} className="x">')).toEqual([
      '<form onSubmit={(e) => { e.preventDefault(); }} className="x">',
    ]);
    const all = files.flatMap((file) => formTags(readFileSync(path.join(root, file), "utf8")));
    expect(all.length).toBeGreaterThan(15);
  });

  it("posts every form but the named navigation and search forms", () => {
    const wrong: string[] = [];
    for (const file of files) {
      for (const tag of formTags(readFileSync(path.join(root, file), "utf8"))) {
        const method = /\bmethod="(\w+)"/.exec(tag)?.[1];
        const expected = file in GET_FORMS ? "get" : "post";
        if (method !== expected) wrong.push(`${file}: ${tag.split("\n")[0]} (expected method="${expected}")`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
