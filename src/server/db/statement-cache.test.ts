import Database from "better-sqlite3";
import { describe, expect, it, vi } from "vitest";
import { withStatementCache } from "@/server/db/statement-cache";

describe("withStatementCache", () => {
  it("compiles each SQL text once and reuses it with new parameters", () => {
    const sqlite = new Database(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const db = withStatementCache(sqlite);
    db.prepare("create table t (n integer)").run([]);
    const insert = db.prepare("insert into t (n) values (?)");
    insert.run([1]);
    expect(db.prepare("insert into t (n) values (?)")).toBe(insert);
    db.prepare("insert into t (n) values (?)").run([2]);
    expect(db.prepare("select sum(n) as s from t").all([])).toEqual([{ s: 3 }]);
    expect(prepare).toHaveBeenCalledTimes(3);
    db.close();
  });

  it("drops the least recently used statement beyond its size", () => {
    const sqlite = new Database(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const db = withStatementCache(sqlite, 2);
    db.prepare("select 1");
    db.prepare("select 2");
    db.prepare("select 1"); // now "select 2" is the oldest
    db.prepare("select 3");
    db.prepare("select 1");
    expect(prepare).toHaveBeenCalledTimes(3);
    db.prepare("select 2");
    expect(prepare).toHaveBeenCalledTimes(4);
    db.close();
  });
});
