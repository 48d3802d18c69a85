/**
 * The status lines ("HTTP/1.1 413") of the answers read raw from one kept-alive connection, in
 * order. Found anywhere, not only at a line's start: a sized body (docs/decisions/035-sized-json-answers.md)
 * is followed at once by the next answer, with no line break between.
 */
export function statusLines(received: string): string[] {
  return received.match(/HTTP\/1\.1 \d{3}/g) ?? [];
}
