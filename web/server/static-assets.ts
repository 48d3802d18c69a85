import { readdirSync } from "node:fs";
import path from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";

/**
 * The built client files: fingerprinted assets (/assets/) cached for a year, the rest (favicon and
 * the like) for an hour. Each is served as the Brotli or gzip file `npm run build` wrote beside it
 * (scripts/build-node.mjs) when the browser accepts one, so nothing is compressed per request.
 */
export function staticAssets(clientDirectory: string): express.Router {
  const compressed = { enableBrotli: true, orderPreference: ["br", "gz"], index: false };
  const router = express.Router();
  router.use(
    "/assets",
    expressStaticGzip(path.join(clientDirectory, "assets"), {
      ...compressed,
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    }),
  );
  // Only the names the build has at its top (favicon.svg, images/…): any other address is a page,
  // which would otherwise cost a failed file look-up on the thread pool per request.
  const others = { ...compressed, serveStatic: { maxAge: "1h", index: false } };
  for (const entry of readdirSync(clientDirectory, { withFileTypes: true })) {
    if (entry.name === "assets") continue;
    if (entry.isDirectory())
      router.use(`/${entry.name}`, expressStaticGzip(path.join(clientDirectory, entry.name), others));
    else router.get(`/${entry.name}`, expressStaticGzip(clientDirectory, others));
  }
  return router;
}
