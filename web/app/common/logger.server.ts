import pino from "pino";
import { REDACTED_PATHS, traceMixin } from "../../../workers/telemetry.ts";

export { REDACTED_PATHS };

const SINGLETON = Symbol.for("will-service.logger");
type WithLogger = typeof globalThis & { [SINGLETON]?: pino.Logger };

export function createLogger(level: string, destination?: pino.DestinationStream): pino.Logger {
  return pino(
    {
      level,
      base: { service: "will-web" },
      redact: { paths: REDACTED_PATHS, censor: "[redacted]" },
      timestamp: pino.stdTimeFunctions.isoTime,
      // Inside a trace, every line carries its traceId and spanId.
      mixin: traceMixin,
    },
    destination,
  );
}

/** The process's logger, shared by the server and the Remix build. */
export function getLogger(): pino.Logger {
  const holder = globalThis as WithLogger;
  holder[SINGLETON] ??= createLogger(process.env.LOG_LEVEL ?? "info");
  return holder[SINGLETON];
}
