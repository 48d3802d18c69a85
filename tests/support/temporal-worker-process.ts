// A test worker in a process of its own, so a test can kill it (SIGKILL) mid-run or stop it
// (SIGTERM): the real workflows and activities on the PGlite database in TEST_PGLITE_DIR, sending
// to TEST_SMTP_URL. Prints "worker running" once it polls its task queue.
//   tsx tests/support/temporal-worker-process.ts   (TEMPORAL_ADDRESS, TEMPORAL_BUNDLE_PATH, TEMPORAL_TASK_QUEUE too)
import { openDatabase } from "../../prisma/db.ts";
import { startTestWorker } from "./temporal-worker.ts";

const variable = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name}`);
  return value;
};

const database = await openDatabase({ kind: "pglite", dataDir: variable("TEST_PGLITE_DIR") });
const worker = await startTestWorker({
  address: variable("TEMPORAL_ADDRESS"),
  bundlePath: variable("TEMPORAL_BUNDLE_PATH"),
  taskQueue: variable("TEMPORAL_TASK_QUEUE"),
  prisma: database.prisma,
  smtpUrl: variable("TEST_SMTP_URL"),
});
process.once("SIGTERM", () => {
  void worker
    .stop()
    .then(() => database.close())
    .then(() => process.exit(0));
});
console.log("worker running");
