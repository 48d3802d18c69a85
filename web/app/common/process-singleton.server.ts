/**
 * A value the whole process shares, kept on globalThis under `Symbol.for(key)`: the custom server
 * and the Remix server build are separate module graphs, and both must see the same one (two
 * PGlite instances on one directory would corrupt it). `notInitialised` is the error `get` throws
 * before anything was made.
 */
export function processSingleton<T>(key: string, notInitialised: string) {
  const slot = Symbol.for(key);
  const holder = globalThis as typeof globalThis & { [slot]?: Promise<T> };
  return {
    /** The value, made by `create` the first time only. */
    init(create: () => Promise<T>): Promise<T> {
      holder[slot] ??= create();
      return holder[slot];
    },
    /** Makes `value` the process's one (tests, and embedding the app in another process). */
    use(value: T): void {
      holder[slot] = Promise.resolve(value);
    },
    async get(): Promise<T> {
      const pending = holder[slot];
      if (!pending) throw new Error(notInitialised);
      return pending;
    },
    /** Forgets the value and gives it back (undefined when there was none), for closing it. */
    async take(): Promise<T | undefined> {
      const pending = holder[slot];
      delete holder[slot];
      return pending;
    },
  };
}
