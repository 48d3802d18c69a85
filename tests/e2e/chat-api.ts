import { expect, type Page } from "@playwright/test";

/**
 * The whole conversation through the assistant's JSON call, as the chat page sends it (every
 * message so far, each time): the conversation in the page is chat.spec.ts's subject. Returns the
 * will's id once the assistant has drafted it.
 */
export async function chatThroughApi(page: Page, said: readonly string[]): Promise<string> {
  const messages: { role: "user" | "assistant"; content: string }[] = [];
  let willId = "";
  for (const content of said) {
    messages.push({ role: "user", content });
    const answer = await page.request.post("/api/chat", { data: { messages } });
    expect(answer.status(), await answer.text()).toBe(200);
    const reply = (await answer.json()) as { message: string; willId?: string };
    messages.push({ role: "assistant", content: reply.message });
    willId = reply.willId ?? willId;
  }
  expect(willId).toMatch(/^[A-Za-z0-9_-]{22}$/);
  return willId;
}
