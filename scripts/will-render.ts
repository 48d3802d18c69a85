// npm run will:render -- <formData.json> [--out will.html] [--today YYYY-MM-DD]
//
// Renders the will document for a formData file so a lawyer can review the wording without
// running the app. Prints the HTML (or writes it to --out, and the spouse's mirror will beside it
// as <name>.mirror.html when there is one). The legal checks run on every document rendered, the
// mirror will included; each finding goes to stderr on one line. If any blocks either will,
// nothing is rendered and the exit code is 1. The file may hold formData itself or a save
// payload ({ formData, ... }).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { blocksTheWill, checkWillDocuments, todayInLondon, WillFormDataSchema } from "../core/index.ts";
import { renderMirrorWill, renderWill } from "../core/will/render.ts";

const usage = "Usage: npm run will:render -- <formData.json> [--out will.html] [--today YYYY-MM-DD]";

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: "string" }, today: { type: "string" }, help: { type: "boolean", short: "h" } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const file = positionals[0];
if (!file || positionals.length > 1) fail(usage);

let json: unknown;
try {
  json = JSON.parse(readFileSync(file, "utf8"));
} catch (error) {
  fail(`Could not read ${file} as JSON: ${error instanceof Error ? error.message : String(error)}`);
}
const candidate =
  json && typeof json === "object" && "formData" in json ? (json as { formData: unknown }).formData : json;
const parsed = WillFormDataSchema.safeParse(candidate);
if (!parsed.success) {
  const lines = parsed.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "(formData)"}: ${issue.message}`,
  );
  fail(`${file} is not valid formData:\n${lines.join("\n")}`);
}
const formData = parsed.data;

const today = values.today ?? todayInLondon();
const documents = checkWillDocuments(formData, { today });
const label = {
  block: "BLOCKS THE WILL",
  warn: "warning",
  review: "professional review recommended",
} as const;
for (const { document, testator, findings } of documents) {
  const whose = document === "mirror" ? `[mirror will of ${testator}] ` : "";
  for (const finding of findings) {
    const line = `${whose}[${label[finding.severity]}] ${finding.message} (${finding.statute})`;
    console.error(line.replace(/\s*\n\s*/g, " "));
  }
}
if (documents.some(({ findings }) => blocksTheWill(findings))) {
  fail("The will was not rendered: fix the findings marked BLOCKS THE WILL.");
}

const will = renderWill(formData);
const mirror = renderMirrorWill(formData);
if (values.out) {
  writeFileSync(values.out, will.html);
  console.error(`Wrote ${will.title} to ${values.out}`);
  if (mirror) {
    const mirrorOut = path.join(
      path.dirname(values.out),
      `${path.basename(values.out, path.extname(values.out))}.mirror.html`,
    );
    writeFileSync(mirrorOut, mirror.html);
    console.error(`Wrote ${mirror.title} to ${mirrorOut}`);
  }
} else {
  process.stdout.write(will.html);
  if (mirror) console.error(`This will has a mirror will (${mirror.title}): use --out to write both.`);
}
