import { createHash } from "node:crypto";
import { getEnv } from "../common/env.server.ts";
import { getLogger } from "../common/logger.server.ts";

/**
 * The purchase event of the financial health check (docs/product.md section 2: a purchase
 * event to the analytics service), sent from the server in GA4 Measurement Protocol's shape to
 * ANALYTICS_ENDPOINT, and only for a visitor who accepted analytics. No script of a third party
 * runs in the page. The will itself is never named: the transaction id is a one-way hash of it.
 */
export const ANALYTICS_TIMEOUT_MS = 3_000;

export interface PurchaseEvent {
  willId: string;
  /** A stable, pseudonymous id of the browser (never the capability secret itself). */
  clientKey: string;
}

function pseudonym(value: string, purpose: string): string {
  return createHash("sha256").update(`${purpose}:${value}`).digest("hex").slice(0, 32);
}

/** The Measurement Protocol body of a purchase: a free will, so value 0 in GBP. */
export function purchasePayload(event: PurchaseEvent) {
  return {
    client_id: pseudonym(event.clientKey, "client"),
    non_personalized_ads: true,
    events: [
      {
        name: "purchase",
        params: {
          transaction_id: pseudonym(event.willId, "transaction"),
          value: 0,
          currency: "GBP",
          items: [{ item_id: "chat-will", item_name: "Will (AI assistant)", price: 0, quantity: 1 }],
        },
      },
    ],
  };
}

/**
 * Sends the purchase event when analytics is configured. Never throws and never delays the user
 * more than ANALYTICS_TIMEOUT_MS: a failure is logged and forgotten.
 */
export async function sendPurchaseEvent(event: PurchaseEvent): Promise<boolean> {
  const endpoint = getEnv().ANALYTICS_ENDPOINT;
  if (!endpoint) return false;
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(purchasePayload(event)),
      signal: AbortSignal.timeout(ANALYTICS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`analytics answered ${response.status}`);
    return true;
  } catch (error) {
    getLogger().warn({ err: error }, "the analytics purchase event was not sent");
    return false;
  }
}
