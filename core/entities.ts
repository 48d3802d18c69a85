import { z } from "zod";
import { LegalCheckStatusSchema } from "./legal-check.ts";
import { textSchema } from "./text.ts";

/**
 * The other entities of docs/product.md section 3 and the shapes of the calls of section 7.
 */

export const YesNoSchema = z.boolean();

/** The financial health check: four yes/no questions. */
export const FinancialHealthSchema = z.object({
  hasLifeInsurance: YesNoSchema,
  hasIncomeProtection: YesNoSchema,
  hasChildISA: YesNoSchema,
  usesTaxScheme: YesNoSchema,
});

export const ChatRoleSchema = z.enum(["user", "assistant"]);
export const MAX_CHAT_MESSAGE_LENGTH = 4_000;
export const ChatMessageSchema = z.object({
  role: ChatRoleSchema,
  content: textSchema({
    label: "A message",
    max: MAX_CHAT_MESSAGE_LENGTH,
    multiline: true,
    required: "Type a message",
  }),
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

/** A will's email is null while it is a draft nobody has given an address for. */
const StoredEmailSchema = z.string().nullable();

export const StatsSchema = z.object({
  totalWills: z.number().int().min(0),
  totalUsers: z.number().int().min(0),
  /** Legal check requests still open (requested or contacted). */
  openLegalChecks: z.number().int().min(0).default(0),
  recentWills: z.array(z.object({ id: z.string(), email: StoredEmailSchema, createdAt: z.coerce.date() })),
});
export type Stats = z.infer<typeof StatsSchema>;

/** How many of the newest wills the viewer's statistics list. */
export const RECENT_WILLS_SHOWN = 5;

export const PaginationSchema = z.object({ total: z.number().int().min(0), pages: z.number().int().min(0) });
export type Pagination = z.infer<typeof PaginationSchema>;

/** Viewer page sizes; the default is 10 and pages start at 1. */
export const PAGE_SIZES = [5, 10, 25, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
/** Far beyond any real table; keeps the offset a small number. */
export const MAX_PAGE = 100_000;
const PAGE_MESSAGE = `Page must be a whole number from 1 to ${MAX_PAGE}`;
const PAGE_SIZE_MESSAGE = "Page size must be 5, 10, 25 or 50";
export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: PAGE_MESSAGE })
    .int(PAGE_MESSAGE)
    .min(1, PAGE_MESSAGE)
    .max(MAX_PAGE, PAGE_MESSAGE)
    .default(1),
  limit: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .refine((value) => (PAGE_SIZES as readonly number[]).includes(value), PAGE_SIZE_MESSAGE)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageCount(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** One page of a viewer list: the rows and how many there are in all. */
function pageOf<Row extends z.ZodType>(row: Row) {
  return z.object({ data: z.array(row), pagination: PaginationSchema });
}

/** A row of GET /api/db-viewer/wills. `willDocument` is sanitised; `hasDocument` says whether one is stored. */
export const ViewerWillRowSchema = z.object({
  id: z.string(),
  email: StoredEmailSchema,
  createdAt: z.coerce.date(),
  willDocument: z.string().nullable(),
  hasDocument: z.boolean(),
});
export type ViewerWillRow = z.infer<typeof ViewerWillRowSchema>;
export const ViewerWillPageSchema = pageOf(ViewerWillRowSchema);

/** A row of GET /api/db-viewer/users: the user and the number of wills they made. */
export const ViewerUserRowSchema = UserSchema.extend({ willCount: z.number().int().min(0) });
export type ViewerUserRow = z.infer<typeof ViewerUserRowSchema>;
export const ViewerUserPageSchema = pageOf(ViewerUserRowSchema);

/**
 * GET /api/db-viewer/wills/{id}. `formData` is whatever is stored (a draft's may be incomplete),
 * shown as JSON; `willDocument` is sanitised on the server.
 */
export const ViewerWillDetailSchema = z.object({
  id: z.string(),
  createdAt: z.coerce.date(),
  email: StoredEmailSchema,
  marketingConsent: z.boolean(),
  formData: z.unknown(),
  willDocument: z.string().nullable(),
  /** Requests for the optional legal check of this will, newest first. */
  legalChecks: z
    .array(
      z.object({
        id: z.string(),
        status: LegalCheckStatusSchema,
        name: z.string(),
        email: z.string(),
        phone: z.string().nullable(),
        contactTime: z.string().nullable(),
        notes: z.string().nullable(),
        createdAt: z.coerce.date(),
      }),
    )
    .default([]),
});
export type ViewerWillDetail = z.infer<typeof ViewerWillDetailSchema>;
