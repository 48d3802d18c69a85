import { randomUUID } from "node:crypto";
import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  OPEN_LEGAL_CHECK_STATUSES,
  pageCount,
  PageQuerySchema,
  RECENT_WILLS_SHOWN,
  type PageQuery,
} from "../../../core/index.ts";
import type { PrismaClient } from "../../../prisma/db.ts";
import { getPrisma } from "../common/db.server.ts";
import { json, jsonError } from "../common/http.server.ts";
import { getLogger } from "../common/logger.server.ts";
import { authenticateOperator } from "./operator-auth.server.ts";
import { sanitiseWillHtml } from "../will-form/will-html.server.ts";

/**
 * The operator database viewer's calls (docs/product.md section 7): read-only queries behind basic
 * authentication, answered with `Cache-Control: no-store`. Every view of one will is audited.
 */

const NO_STORE = { "Cache-Control": "no-store" };

interface ViewerRequest {
  prisma: PrismaClient;
  operator: string;
  clientIp: string;
  url: URL;
}

/**
 * A viewer call: GET only, the operator authenticated first (403/401/429 otherwise), then
 * `answer`'s value as JSON that no cache keeps. `answer` may return a Response (an error).
 */
export async function viewerCall(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  answer: (viewer: ViewerRequest) => Promise<unknown>,
): Promise<Response> {
  if (request.method !== "GET" && request.method !== "HEAD") return methodNotAllowed();
  let operator: string;
  try {
    operator = (await authenticateOperator(request, context.clientIp)).username;
  } catch (refusal) {
    if (refusal instanceof Response) return refusal;
    throw refusal;
  }
  const body = await answer({
    prisma: await getPrisma(),
    operator,
    clientIp: context.clientIp,
    url: new URL(request.url),
  });
  if (body instanceof Response) return body;
  return json(body, { headers: NO_STORE });
}

/** Every viewer call is read-only: anything but GET is 405. */
export function methodNotAllowed(): Response {
  const response = jsonError(405, "The database viewer is read-only: use GET.");
  response.headers.set("Allow", "GET, HEAD");
  return response;
}

/** The page and page size of a list call, or the 400 naming what is wrong. */
export function readPageQuery(url: URL): PageQuery | Response {
  const parsed = PageQuerySchema.safeParse({
    page: url.searchParams.get("page") ?? undefined,
    limit: url.searchParams.get("limit") ?? undefined,
  });
  if (parsed.success) return parsed.data;
  return jsonError(400, [...new Set(parsed.error.issues.map((issue) => issue.message))].join(". "));
}

const NEWEST_FIRST = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/** The rows of one page of a list, newest first. */
function newestPage({ page, limit }: PageQuery) {
  return { orderBy: NEWEST_FIRST, skip: (page - 1) * limit, take: limit };
}

/** GET /api/db-viewer/stats: totals and the newest wills. */
export async function viewerStats(prisma: PrismaClient) {
  const [totalWills, totalUsers, openLegalChecks, recentWills] = await prisma.$transaction([
    prisma.will.count(),
    prisma.user.count(),
    prisma.legalCheckRequest.count({ where: { status: { in: [...OPEN_LEGAL_CHECK_STATUSES] } } }),
    prisma.will.findMany({
      orderBy: NEWEST_FIRST,
      take: RECENT_WILLS_SHOWN,
      select: { id: true, email: true, createdAt: true },
    }),
  ]);
  return {
    totalWills,
    totalUsers,
    /** Legal check requests still being dealt with (requested or contacted). */
    openLegalChecks,
    recentWills: recentWills.map((will) => ({
      id: will.id,
      email: will.email,
      createdAt: will.createdAt.toISOString(),
    })),
  };
}

/** GET /api/db-viewer/wills: one page of every will, newest first, documents sanitised. */
export async function viewerWills(prisma: PrismaClient, { page, limit }: PageQuery) {
  const [total, wills] = await prisma.$transaction([
    prisma.will.count(),
    prisma.will.findMany({
      ...newestPage({ page, limit }),
      select: { id: true, email: true, createdAt: true, willDocument: true },
    }),
  ]);
  return {
    data: wills.map((will) => ({
      id: will.id,
      email: will.email,
      createdAt: will.createdAt.toISOString(),
      willDocument: will.willDocument === null ? null : sanitiseWillHtml(will.willDocument),
      hasDocument: Boolean(will.willDocument?.trim()),
    })),
    pagination: { total, pages: pageCount(total, limit) },
  };
}

/** GET /api/db-viewer/users: one page of every account, newest first, with its number of wills. */
export async function viewerUsers(prisma: PrismaClient, { page, limit }: PageQuery) {
  const [total, users] = await prisma.$transaction([
    prisma.user.count(),
    prisma.user.findMany({
      ...newestPage({ page, limit }),
      select: {
        id: true,
        firstName: true,
        email: true,
        createdAt: true,
        _count: { select: { wills: true } },
      },
    }),
  ]);
  return {
    data: users.map((user) => ({
      id: user.id,
      firstName: user.firstName,
      email: user.email,
      willCount: user._count.wills,
      createdAt: user.createdAt.toISOString(),
    })),
    pagination: { total, pages: pageCount(total, limit) },
  };
}

/** Will ids are 22 characters; anything much longer is not one. */
const MAX_WILL_ID_LENGTH = 100;

/**
 * GET /api/db-viewer/wills/{id}: one will, its document sanitised, and the view written to the
 * audit in the same transaction (a view that cannot be audited is not answered). Null when there
 * is no such will; nothing is audited then.
 */
export async function viewWill(
  prisma: PrismaClient,
  willId: string,
  viewer: { operator: string; clientIp: string },
) {
  if (willId.length === 0 || willId.length > MAX_WILL_ID_LENGTH) return null;
  const will = await prisma.$transaction(async (tx) => {
    const found = await tx.will.findUnique({
      where: { id: willId },
      select: {
        id: true,
        createdAt: true,
        email: true,
        marketingConsent: true,
        formData: true,
        willDocument: true,
        legalChecks: {
          orderBy: { createdAt: "desc" },
          select: {
            id: true,
            status: true,
            name: true,
            email: true,
            phone: true,
            contactTime: true,
            notes: true,
            createdAt: true,
          },
        },
      },
    });
    if (!found) return null;
    await tx.operatorAudit.create({
      data: { id: randomUUID(), operator: viewer.operator, willId: found.id, ip: viewer.clientIp },
    });
    return found;
  });
  if (!will) return null;
  getLogger().info({ operator: viewer.operator, willId: will.id }, "operator viewed a will");
  return {
    id: will.id,
    createdAt: will.createdAt.toISOString(),
    email: will.email,
    marketingConsent: will.marketingConsent,
    formData: will.formData,
    willDocument: will.willDocument === null ? null : sanitiseWillHtml(will.willDocument),
    /** Requests for the optional legal check of this will, newest first. */
    legalChecks: will.legalChecks.map((request) => ({
      ...request,
      createdAt: request.createdAt.toISOString(),
    })),
  };
}

/** How long a record of an operator viewing a will is kept (the privacy policy says so). */
export const OPERATOR_AUDIT_RETENTION_DAYS = 730;

/** Deletes audit rows older than the retention period; answers how many went. */
export async function sweepOperatorAudit(prisma: PrismaClient, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - OPERATOR_AUDIT_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  const { count } = await prisma.operatorAudit.deleteMany({ where: { viewedAt: { lt: cutoff } } });
  return count;
}
