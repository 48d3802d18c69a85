import { parse, type Submission } from "@conform-to/react";
import { useEffect, useState } from "react";

/*
 * Code a page needs only once it is interactive, loaded after hydration so that it is not part of
 * what the page downloads first (docs/decisions/022-client-javascript.md): a form's checks, with
 * zod and the schemas they use.
 */

/** A module loaded at most once, and at hand at once on every page after that. */
export interface LaterModule<Module> {
  loaded: () => Module | null;
  load: () => Promise<Module>;
}

/** `load` is a dynamic import (`() => import("./checks.ts")`), which the build makes a chunk of its own. */
export function laterModule<Module>(load: () => Promise<Module>): LaterModule<Module> {
  let loaded: Module | null = null;
  let loading: Promise<Module> | null = null;
  return {
    loaded: () => loaded,
    load: () => (loading ??= load().then((module) => (loaded = module))),
  };
}

/**
 * The module once it is here: null during the server render and the first client render, then
 * imported once the page has hydrated. After a client-side navigation it is there from the start.
 */
export function useLaterModule<Module>(later: LaterModule<Module>): Module | null {
  const [module, setModule] = useState<Module | null>(later.loaded);
  useEffect(() => {
    if (module) return;
    let current = true;
    void later.load().then((loaded) => {
      if (current) setModule(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [later, module]);
  return module;
}

/**
 * Conform's `onValidate` for a form whose checks have not arrived yet, and for a press that is not
 * checked (Previous): the form is taken as typed. An add or remove button works in the page; the
 * submit button posts the form, which the server validates and answers with its errors, as it does
 * without JavaScript. The value is not read in the browser; the server parses the post again.
 */
export function takenAsTyped<Shape extends Record<string, unknown>>(formData: FormData): Submission<Shape> {
  return parse(formData, { resolve: (value) => ({ value: value as Shape }) });
}
