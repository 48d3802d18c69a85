import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { WillFormDataInput } from "../../core/index.ts";
import { FAMILIES } from "./families.ts";

/** Every family of the legal corpus and every golden will's input (core/will/golden), by name. */
const goldenFolder = path.resolve(import.meta.dirname, "../../core/will/golden");
const goldenFamilies = readdirSync(goldenFolder)
  .filter((file) => file.endsWith(".input.json"))
  .map((file) => ({
    name: `golden ${file.replace(".input.json", "")}`,
    formData: JSON.parse(readFileSync(path.join(goldenFolder, file), "utf8")) as WillFormDataInput,
  }));

export const EVERY_FAMILY: { name: string; formData: WillFormDataInput }[] = [...FAMILIES, ...goldenFamilies];
