import { expect, type TestInfo } from "@playwright/test";

/** An email as the test mail server (tests/support/smtp-sink-server.ts) received it. */
export interface SunkEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  messageId: string;
  attachments: { filename: string; contentType: string; contentBase64: string }[];
}

/**
 * An address no other test, project, repeat (--repeat-each) or retry uses: the test mail server
 * keeps every email of the run, so a fixed address would find an earlier run's email first.
 */
export function testAddress(testInfo: TestInfo, name: string): string {
  return `${name}.${testInfo.project.name}.${testInfo.workerIndex}.${Date.now()}@example.com`;
}

/** Waits until the test SMTP server has received `count` emails for `to`, and returns them. */
export async function waitForEmails(to: string, count = 1, timeout = 30_000): Promise<SunkEmail[]> {
  const url = `http://127.0.0.1:${process.env.E2E_SMTP_HTTP_PORT}/messages?to=${encodeURIComponent(to)}`;
  let messages: SunkEmail[] = [];
  await expect
    .poll(
      async () => {
        messages = (await (await fetch(url)).json()) as SunkEmail[];
        return messages.length;
      },
      { timeout, message: `an email to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}
