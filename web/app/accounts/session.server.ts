import { randomBytes } from "node:crypto";
import { redirect } from "@remix-run/node";
import type { PrismaClient } from "../../../prisma/db.ts";
import { getPrisma } from "../common/db.server.ts";
import { signedCookie } from "../common/secrets.server.ts";

/**
 * Server-side sessions: the signed cookie carries only a Session row's id; the row says whose it
 * is and until when. Logging out deletes the row, so a copied cookie is worthless afterwards.
 */
export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The session cookie (signed, httpOnly; ends with the browser session). */
export const sessionCookie = signedCookie("session");

async function readSessionId(request: Request): Promise<string | null> {
  const sessionId: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof sessionId === "string" && sessionId.length > 0 ? sessionId : null;
}

/** The signed-in user as the pages and GET /api/user show them (never the password hash). */
export interface SignedInUser {
  id: string;
  firstName: string;
  email: string;
  username: string | null;
  createdAt: Date;
}
export const SIGNED_IN_USER_SELECT = {
  id: true,
  firstName: true,
  email: true,
  username: true,
  createdAt: true,
} as const;

/**
 * The answer for each request, asked once: the root loader, the page's loader and the access
 * checks all ask "who is signed in?" of the same request.
 */
const signedInByRequest = new WeakMap<Request, Promise<SignedInUser | null>>();

/** The signed-in user, or null when nobody is (or the session expired or was removed). */
export function getSignedInUser(request: Request): Promise<SignedInUser | null> {
  let answer = signedInByRequest.get(request);
  if (!answer) {
    answer = lookUpSignedInUser(request);
    signedInByRequest.set(request, answer);
  }
  return answer;
}

async function lookUpSignedInUser(request: Request): Promise<SignedInUser | null> {
  const sessionId = await readSessionId(request);
  if (!sessionId) return null;
  const prisma = await getPrisma();
  const session = await prisma.session.findUnique({
    where: { id: sessionId },
    select: { expiresAt: true, user: { select: SIGNED_IN_USER_SELECT } },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.user;
}

/** The id of the signed-in user, or null. */
export async function getSignedInUserId(request: Request): Promise<string | null> {
  return (await getSignedInUser(request))?.id ?? null;
}

/** Protected pages: the signed-in user, or a redirect to /auth that comes back to `returnTo`. */
export async function requireUser(
  request: Request,
  returnTo: "/dashboard" | "/ai-will",
): Promise<SignedInUser> {
  const user = await getSignedInUser(request);
  if (!user) throw redirect(`/auth?return_to=${returnTo}`);
  return user;
}

/**
 * Starts a session for `userId`: any session this request carried is deleted first (a new id at
 * every login, so a planted cookie never becomes a signed-in one). Answers the Set-Cookie.
 */
export async function startSession(prisma: PrismaClient, request: Request, userId: string): Promise<string> {
  const previous = await readSessionId(request);
  if (previous) await prisma.session.deleteMany({ where: { id: previous } });
  const id = randomBytes(32).toString("base64url");
  await prisma.session.create({
    data: { id, userId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) },
  });
  return sessionCookie().serialize(id, { maxAge: SESSION_TTL_MS / 1000 });
}

/** Ends this request's session on the server and answers the Set-Cookie that clears it. */
export async function endSession(prisma: PrismaClient, request: Request): Promise<string> {
  const sessionId = await readSessionId(request);
  if (sessionId) await prisma.session.deleteMany({ where: { id: sessionId } });
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Deletes sessions past their expiry. */
export async function sweepExpiredSessions(prisma: PrismaClient, now = new Date()): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { expiresAt: { lte: now } } });
  return count;
}
