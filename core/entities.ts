import { z } from "zod";
import { WillFormDataSchema } from "./will/form-data.ts";

/**
 * The other entities of SPEC.md section 3 and the shapes of the calls of section 7.
 */

export const YesNoSchema = z.boolean();

/** The financial health check: four yes/no questions. */
export const FinancialHealthSchema = z.object({
  hasLifeInsurance: YesNoSchema,
  hasIncomeProtection: YesNoSchema,
  hasChildISA: YesNoSchema,
  usesTaxScheme: YesNoSchema,
});
export type FinancialHealth = z.infer<typeof FinancialHealthSchema>;

export const ChatRoleSchema = z.enum(["user", "assistant"]);
export const MAX_CHAT_MESSAGE_LENGTH = 4_000;
export const ChatMessageSchema = z.object({
  role: ChatRoleSchema,
  content: z.string().trim().min(1).max(MAX_CHAT_MESSAGE_LENGTH),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** A user as the current-user call and the viewer show them (never the password hash). */
export const UserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  createdAt: z.coerce.date(),
  willCount: z.number().int().min(0).optional(),
});
export type User = z.infer<typeof UserSchema>;

/** A stored will as GET /api/db-viewer/wills/{id} answers it. */
export const WillRecordSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.coerce.date(),
  mirrorWillId: z.string().nullable(),
  formData: WillFormDataSchema,
  willDocument: z.string().nullable(),
  marketingConsent: z.boolean(),
});
export type WillRecord = z.infer<typeof WillRecordSchema>;

export const StatsSchema = z.object({
  totalWills: z.number().int().min(0),
  totalUsers: z.number().int().min(0),
  recentWills: z.array(z.object({ id: z.string(), email: z.string(), createdAt: z.coerce.date() })),
});
export type Stats = z.infer<typeof StatsSchema>;

export const PaginationSchema = z.object({ total: z.number().int().min(0), pages: z.number().int().min(0) });
export type Pagination = z.infer<typeof PaginationSchema>;

/** Viewer page sizes; the default is 10 and pages start at 1. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce
    .number()
    .int()
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), "Page size must be 5, 10, 25 or 50")
    .default(DEFAULT_PAGE_SIZE),
});

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}
