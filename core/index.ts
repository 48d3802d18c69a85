export * from "./will/form-data.ts";
