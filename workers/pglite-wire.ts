import { createServer, type Server, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/*
 * The embedded database (PGlite) served over PostgreSQL's wire protocol on loopback, so the web
 * process reaches it with the same driver as a real server (@prisma/adapter-pg) while PGlite runs
 * in the pipeline's process (docs/decisions/023-pipeline-process.md).
 *
 * PGlite is one session. Connections take turns: a connection's messages up to its Sync (or a
 * simple Query) run together, so one client's Parse/Bind/Execute never interleave with another's
 * on the shared unnamed statement; a connection inside a transaction keeps its turn until the
 * transaction ends, so no other client's statement runs inside it. Turns are given in order of
 * asking. A connection that goes away inside a transaction has it rolled back.
 */

const SSL_REQUEST = 80877103;
const CANCEL_REQUEST = 80877102;
const PROTOCOL_3 = 196608;
/** Messages after which the client waits for an answer: Sync, simple Query, Flush. */
const ENDS_BATCH = new Set(["S", "Q", "H"]);
/** After these the session is between statements (Flush leaves an extended query open). */
const ENDS_STATEMENT = new Set(["S", "Q"]);

export interface PGliteWireServer {
  /** postgresql://… of the listening socket, for pg and @prisma/adapter-pg. */
  readonly url: string;
  close(): Promise<void>;
}

/** Whose turn it is on the one session, and who waits for it (first come, first served). */
class Turns {
  private owner: object | null = null;
  private readonly waiting: { who: object; start: () => void }[] = [];

  take(who: object): Promise<void> {
    if (this.owner === null || this.owner === who) {
      this.owner = who;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push({ who, start: resolve }));
  }

  give(who: object): void {
    if (this.owner !== who) {
      const index = this.waiting.findIndex((waiter) => waiter.who === who);
      if (index >= 0) this.waiting.splice(index, 1);
      return;
    }
    const next = this.waiting.shift();
    this.owner = next?.who ?? null;
    next?.start();
  }
}

/** Splits a connection's bytes into whole messages (the first, untyped, is the start-up). */
class MessageReader {
  private buffer: Buffer = Buffer.alloc(0);
  started = false;

  push(data: Buffer): void {
    this.buffer = this.buffer.length === 0 ? data : Buffer.concat([this.buffer, data]);
  }

  /** The next whole message and its type ("" for the start-up packet), or null until more arrives. */
  next(): { type: string; bytes: Buffer } | null {
    const untyped = !this.started;
    const header = untyped ? 4 : 5;
    if (this.buffer.length < header) return null;
    const length = untyped ? this.buffer.readInt32BE(0) : 1 + this.buffer.readInt32BE(1);
    if (length < header - 1 || this.buffer.length < length) return null;
    const bytes = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return { type: untyped ? "" : String.fromCharCode(bytes[0] ?? 0), bytes };
  }
}

function serveConnection(db: PGlite, turns: Turns, socket: Socket): void {
  const reader = new MessageReader();
  let batch: Buffer[] = [];
  let chain = Promise.resolve();
  let closed = false;
  const me = {};

  const run = async (messages: Buffer[], endsStatement: boolean) => {
    await turns.take(me);
    try {
      if (!closed && messages.length > 0) {
        // The batch in one call (PGlite reads message after message from one buffer), and its
        // answer in one write: a query's five messages were five calls and as many small writes.
        const answer: Buffer[] = [];
        await db.runExclusive(() =>
          db.execProtocolRawStream(Buffer.concat(messages), {
            // A copy: `data` is a view of PGlite's memory, which its next message overwrites, and
            // a socket that cannot take it at once keeps the view until it can.
            onRawData: (data) => answer.push(Buffer.from(data)),
          }),
        );
        if (!closed) {
          socket.cork();
          for (const chunk of answer) socket.write(chunk);
          socket.uncork();
        }
      }
    } finally {
      if (closed && db.isInTransaction()) await db.exec("ROLLBACK").catch(() => undefined);
      if (closed || (endsStatement && !db.isInTransaction())) turns.give(me);
    }
  };
  const queue = (messages: Buffer[], endsStatement: boolean) => {
    chain = chain
      .then(() => run(messages, endsStatement))
      .catch(() => {
        socket.destroy();
      });
  };

  const startUp = (bytes: Buffer): boolean => {
    const code = bytes.readInt32BE(4);
    if (code === SSL_REQUEST) {
      socket.write("N");
      return true;
    }
    if (code === CANCEL_REQUEST) return true;
    if (code !== PROTOCOL_3) return false;
    reader.started = true;
    queue([bytes], true);
    return true;
  };

  socket.on("data", (data) => {
    reader.push(data);
    for (let message = reader.next(); message; message = reader.next()) {
      if (message.type === "") {
        if (!startUp(message.bytes)) socket.destroy();
        continue;
      }
      if (message.type === "X") {
        socket.end();
        continue;
      }
      batch.push(message.bytes);
      if (!ENDS_BATCH.has(message.type)) continue;
      queue(batch, ENDS_STATEMENT.has(message.type));
      batch = [];
    }
  });
  socket.on("error", () => socket.destroy());
  socket.on("close", () => {
    closed = true;
    // Runs after whatever this connection queued: rolls back its open transaction, gives the turn.
    queue([], true);
  });
}

/** Serves `db` on 127.0.0.1 at a free port (or `port`). */
export async function servePGlite(db: PGlite, { port = 0 } = {}): Promise<PGliteWireServer> {
  const turns = new Turns();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setNoDelay(true);
    serveConnection(db, turns, socket);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  const bound = typeof address === "object" && address ? address.port : port;
  return {
    url: `postgresql://postgres@127.0.0.1:${bound}/postgres`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
