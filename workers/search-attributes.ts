import { encodeSearchAttributeIndexedValueType } from "@temporalio/common/lib/search-attributes";
import type { temporal } from "@temporalio/proto";
import { WILL_SEARCH_ATTRIBUTES } from "../workflows/definitions.ts";

type OperatorService = {
  listSearchAttributes(request: {
    namespace: string;
  }): Promise<{ customAttributes?: Record<string, unknown> | null }>;
  addSearchAttributes(request: {
    namespace: string;
    searchAttributes: Record<string, temporal.api.enums.v1.IndexedValueType>;
  }): Promise<unknown>;
};

const GRPC_UNIMPLEMENTED = 12;

/**
 * Registers the will search attributes (workflows/definitions.ts) that the namespace lacks: a run
 * cannot start, nor a workflow task upsert them, until they exist. The set-up registers them
 * (scripts/stack.mjs; on a cluster, docs/operations.md); the worker checks at start-up so a
 * server that missed that step still works. Returns the names it added. A server that refuses
 * (no operator rights, e.g. Temporal Cloud) throws, and the message names the command to run.
 */
export async function ensureWillSearchAttributes(
  operatorService: OperatorService,
  namespace: string,
): Promise<string[]> {
  // The time-skipping test server cannot list them (UNIMPLEMENTED): then all are added.
  const { customAttributes } = await operatorService
    .listSearchAttributes({ namespace })
    .catch((error: unknown) => {
      if ((error as { code?: number }).code === GRPC_UNIMPLEMENTED) return { customAttributes: {} };
      throw error;
    });
  const missing = WILL_SEARCH_ATTRIBUTES.filter((key) => !(key.name in (customAttributes ?? {})));
  if (missing.length === 0) return [];
  try {
    await operatorService.addSearchAttributes({
      namespace,
      searchAttributes: Object.fromEntries(
        missing.map((key) => [key.name, encodeSearchAttributeIndexedValueType(key.type) ?? 0]),
      ),
    });
  } catch (error) {
    const command = searchAttributeCliArgs(missing).join(" ");
    throw new Error(
      `The search attributes ${missing.map((key) => key.name).join(", ")} are not registered in namespace ` +
        `${namespace} and could not be added: run 'temporal operator search-attribute create ${command}'.`,
      { cause: error },
    );
  }
  return missing.map((key) => key.name);
}

/** `--name WillId --type Keyword ...`: the arguments of `temporal operator search-attribute create`. */
export function searchAttributeCliArgs(
  keys: readonly (typeof WILL_SEARCH_ATTRIBUTES)[number][] = WILL_SEARCH_ATTRIBUTES,
): string[] {
  const cliType = (type: string) => type.charAt(0) + type.slice(1).toLowerCase();
  return keys.flatMap((key) => ["--name", key.name, "--type", cliType(key.type)]);
}
