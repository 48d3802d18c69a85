import { useEffect, useState } from "react";

/*
 * Code a page needs only once it is interactive, loaded after hydration so that it is not part of
 * what the page downloads first (docs/decisions/022-client-javascript.md): a form's checks, with
 * zod and the schemas they use, the tooltips, the toast region. The shell imports this module, so
 * it imports nothing but React.
 */

/**
 * A module loaded at most once, and at hand at once on every page after that. A load that fails (a
 * chunk not fetched: the browser is offline, or a deploy has replaced it) is not an error the page
 * sees: `load` answers null, the page goes on as it works without JavaScript, and the next `load`
 * (the next page, the next use) tries again.
 */
export interface LaterModule<Module> {
  loaded: () => Module | null;
  /** The module, or null when it could not be loaded this time. Never rejects. */
  load: () => Promise<Module | null>;
}

/** `load` is a dynamic import (`() => import("./checks.ts")`), which the build makes a chunk of its own. */
export function laterModule<Module>(load: () => Promise<Module>): LaterModule<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module | null> | null = null;
  const failed = (error: unknown) => {
    loading = null;
    console.warn("A part of the page loaded after it failed to load; the page goes on without it.", error);
    return null;
  };
  return {
    loaded: () => loaded,
    load: () => (loading ??= load().then((module) => (loaded = module), failed)),
  };
}

/**
 * The module once it is here: null during the server render and the first client render, then
 * imported once the page has hydrated. After a client-side navigation it is there from the start.
 * If it cannot be loaded it stays null on this page (the page works as without JavaScript), and the
 * next page that uses it tries again.
 */
export function useLaterModule<Module>(later: LaterModule<Module>): Module | null {
  const [module, setModule] = useState<Module | null>(later.loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void later.load().then((loaded) => {
      if (current && loaded) setModule(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [later, module]);
  return module;
}
