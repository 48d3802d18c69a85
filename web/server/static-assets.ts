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
  router.use(
    expressStaticGzip(clientDirectory, { ...compressed, serveStatic: { maxAge: "1h", index: false } }),
  );
  return router;
}
