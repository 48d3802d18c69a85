// Serves the bare Remix build as `remix-serve` does (express, compression, static assets, the
// request handler), on the port given as the first argument. Started by scripts/bench.mjs.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";

const buildDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../build/bench-bare");
const build = await import(path.join(buildDirectory, "server/index.js"));
const app = express();
app.disable("x-powered-by");
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(buildDirectory, "client/assets"), { immutable: true, maxAge: "1y" }),
);
app.use(express.static(path.join(buildDirectory, "client"), { maxAge: "1h" }));
app.all("*", createRequestHandler({ build, mode: "production" }));
const server = app.listen(Number(process.argv[2]), "127.0.0.1", () => {
  process.send?.("listening");
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
