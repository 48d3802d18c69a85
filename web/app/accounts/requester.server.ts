import { readBrowserKeyHash } from "./capability.server.ts";
import { getSignedInUserId } from "./session.server.ts";
import type { Requester } from "../will-form/wills.server.ts";

/** Who is asking: the signed-in user and this browser's capability. */
export async function getRequester(request: Request): Promise<Requester> {
  const [userId, browserKeyHash] = await Promise.all([
    getSignedInUserId(request),
    readBrowserKeyHash(request),
  ]);
  return { userId, browserKeyHash };
}
