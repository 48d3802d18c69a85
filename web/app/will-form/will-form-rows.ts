/**
 * The ids of a guided-form list's rows and of its Add button: the page gives them to the
 * elements, and the step action's redirect after an add or remove without JavaScript names them
 * by fragment, so the page comes back at the new row, or at the Add button after a removal.
 */
export function rowId(listName: string, index: number): string {
  return `${listName}-row-${index + 1}`;
}

export function addButtonId(listName: string): string {
  return `${listName}-add`;
}

/**
 * Where the page should come back after a Conform intent posted without JavaScript: the new
 * row after an insert (its index is the list's length in the submitted payload, less one),
 * the list's Add button after a remove; null for anything else.
 */
export function rowFragment(intentValue: unknown, payload: Record<string, unknown>): string | null {
  if (typeof intentValue !== "string") return null;
  let intent: { type?: unknown; payload?: { name?: unknown } };
  try {
    intent = JSON.parse(intentValue) as typeof intent;
  } catch {
    return null;
  }
  const name = intent.payload?.name;
  if (typeof name !== "string" || !/^[A-Za-z0-9.[\]]{1,100}$/.test(name)) return null;
  if (intent.type === "remove") return addButtonId(name);
  if (intent.type !== "insert") return null;
  const list = valueAt(payload, name);
  return Array.isArray(list) && list.length > 0 ? rowId(name, list.length - 1) : null;
}

/** The value at a Conform name such as `guardianship[0].guardians` in a parsed payload. */
function valueAt(payload: Record<string, unknown>, name: string): unknown {
  let value: unknown = payload;
  for (const part of name
    .split(/\.|\[(\d+)\]/)
    .filter((segment) => segment !== undefined && segment !== "")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}
