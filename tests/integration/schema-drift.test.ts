import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

/**
 * The migrations are hand-written SQL; this proves the database they build is the one
 * prisma/schema.prisma describes (and the generated client was made from), column by column.
 */
interface SchemaField {
  name: string;
  type: string;
  optional: boolean;
  unique: boolean;
}

const SCALAR_TO_POSTGRES: Record<string, string> = {
  String: "text",
  Boolean: "boolean",
  Int: "integer",
  BigInt: "bigint",
  Float: "double precision",
  Decimal: "numeric",
  DateTime: "timestamp without time zone",
  Json: "jsonb",
  Bytes: "bytea",
  "String[]": "ARRAY",
};

function parseSchema(text: string): Map<string, SchemaField[]> {
  const models = new Map<string, SchemaField[]>();
  const modelNames = [...text.matchAll(/^model (\w+) \{/gm)].map((match) => match[1] as string);
  for (const match of text.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const fields: SchemaField[] = [];
    for (const line of (match[2] as string).split("\n")) {
      const field = /^\s+(\w+)\s+(\w+)(\[\])?(\?)?(.*)$/.exec(line);
      if (!field || line.trim().startsWith("//") || line.trim().startsWith("@@")) continue;
      const [, name, type, list, optional, rest] = field as unknown as [
        string,
        string,
        string,
        string | undefined,
        string | undefined,
        string,
      ];
      if (modelNames.includes(type)) continue; // relation fields have no column
      // A scalar list is a PostgreSQL array, a nullable column as Prisma's migrations make it.
      if (list) fields.push({ name, type: `${type}[]`, optional: true, unique: false });
      else fields.push({ name, type, optional: Boolean(optional), unique: /@unique\b/.test(rest) });
    }
    models.set(match[1] as string, fields);
  }
  return models;
}

const schema = parseSchema(readFileSync(new URL("../../prisma/schema.prisma", import.meta.url), "utf8"));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

interface ColumnRow {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: "YES" | "NO";
}

describe("the migrated database matches prisma/schema.prisma", () => {
  it("has every model's columns with the schema's types and nullability, and nothing more", async () => {
    const columns = await database.prisma.$queryRawUnsafe<ColumnRow[]>(
      `SELECT table_name, column_name, data_type, is_nullable FROM information_schema.columns
       WHERE table_schema = current_schema() AND table_name <> '_prisma_migrations'`,
    );
    const actual = columns
      .map(
        (column) =>
          `${column.table_name}.${column.column_name} ${column.data_type}${column.is_nullable === "YES" ? " null" : ""}`,
      )
      .sort();
    const expected = [...schema.entries()]
      .flatMap(([model, fields]) =>
        fields.map(
          (field) =>
            `${model}.${field.name} ${SCALAR_TO_POSTGRES[field.type]}${field.optional ? " null" : ""}`,
        ),
      )
      .sort();
    expect(expected.length).toBeGreaterThan(10);
    expect(actual).toEqual(expected);
  });

  it("enforces every @unique field with a unique index", async () => {
    const indexes = await database.prisma.$queryRawUnsafe<{ indexdef: string }[]>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = current_schema()`,
    );
    for (const [model, fields] of schema) {
      for (const field of fields.filter((candidate) => candidate.unique)) {
        expect(indexes.map((index) => index.indexdef)).toContainEqual(
          expect.stringMatching(
            new RegExp(`CREATE UNIQUE INDEX .* ON .*"?${model}"? .*\\("?${field.name}"?\\)`),
          ),
        );
      }
    }
  });

  it("agrees with the generated Prisma client on every model's scalar fields", async () => {
    const { Prisma } = await import("../../prisma/generated/client.ts");
    for (const [model, fields] of schema) {
      const generated = Object.keys(
        Prisma[`${model}ScalarFieldEnum` as keyof typeof Prisma] as object,
      ).sort();
      expect(generated, model).toEqual(fields.map((field) => field.name).sort());
    }
  });
});
