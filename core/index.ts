export * from "./will/form-data.ts";
export * from "./legal/figures.ts";
export * from "./legal/finding.ts";
