import { PGlite } from "@electric-sql/pglite";
import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { servePGlite, type PGliteWireServer } from "./pglite-wire.ts";

/*
 * The embedded database over PostgreSQL's protocol (docs/decisions/023-pipeline-process.md), with
 * node-postgres, the driver @prisma/adapter-pg uses: many connections on PGlite's one session.
 */
describe("PGlite served over the wire protocol", () => {
  let db: PGlite;
  let wire: PGliteWireServer;
  let pool: pg.Pool;

  beforeAll(async () => {
    db = new PGlite();
    await db.exec("CREATE TABLE wills (id serial PRIMARY KEY, name text NOT NULL)");
    wire = await servePGlite(db);
    pool = new pg.Pool({ connectionString: wire.url, max: 8 });
  });

  afterAll(async () => {
    await pool.end();
    await wire.close();
    await db.close();
  });

  it("answers each of many concurrent parameterised queries with its own parameters", async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, index) =>
        pool.query<{ n: number; label: string }>("SELECT $1::int AS n, $2::text AS label", [
          index,
          `will ${index}`,
        ]),
      ),
    );
    answers.forEach((answer, index) => expect(answer.rows).toEqual([{ n: index, label: `will ${index}` }]));
  });

  it("runs nothing of another connection inside an open transaction, and rolls it back cleanly", async () => {
    const writer = await pool.connect();
    try {
      await writer.query("BEGIN");
      await writer.query("INSERT INTO wills (name) VALUES ($1)", ["uncommitted"]);
      let readerDone = false;
      const reader = pool.query<{ count: string }>("SELECT count(*) FROM wills").then((result) => {
        readerDone = true;
        return result;
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(readerDone).toBe(false);
      await writer.query("ROLLBACK");
      expect((await reader).rows).toEqual([{ count: "0" }]);
    } finally {
      writer.release();
    }
  });

  it("rolls back the transaction of a connection that goes away, and serves the others", async () => {
    // The client's socket is made here, so the test can cut it as a crashed client would.
    const socket = new net.Socket();
    const dropped = new pg.Client({ connectionString: wire.url, stream: () => socket });
    dropped.on("error", () => undefined);
    await dropped.connect();
    await dropped.query("BEGIN");
    await dropped.query("INSERT INTO wills (name) VALUES ($1)", ["lost with its connection"]);
    const waiting = pool.query<{ count: string }>("SELECT count(*) FROM wills");
    socket.destroy();
    expect((await waiting).rows).toEqual([{ count: "0" }]);
    expect(db.isInTransaction()).toBe(false);
  });

  it("keeps a committed transaction's rows, and answers an error without stopping", async () => {
    await pool.query("BEGIN; INSERT INTO wills (name) VALUES ('kept'); COMMIT");
    await expect(pool.query("SELECT * FROM no_such_table")).rejects.toThrow(/does not exist/);
    const { rows } = await pool.query<{ name: string }>("SELECT name FROM wills");
    expect(rows).toEqual([{ name: "kept" }]);
  });
});
