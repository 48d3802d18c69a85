import { createCookie } from "@remix-run/node";
import { getPrisma } from "./db.server.ts";
import { cookiesAreSecure, getCookieSecret } from "./secrets.server.ts";

/**
 * Server-side sessions: the signed cookie carries only a Session row's id; the row says whose it
 * is and until when. Logging in and out arrives with the accounts issue; reading is here because
 * every access check asks "who is signed in?".
 */
let cookie: ReturnType<typeof createCookie> | undefined;
export function sessionCookie() {
  const secure = cookiesAreSecure();
  cookie ??= createCookie(secure ? "__Host-session" : "session", {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    secrets: [getCookieSecret()],
  });
  return cookie;
}

/** The id of the signed-in user, or null when nobody is (or the session expired or was removed). */
export async function getSignedInUserId(request: Request): Promise<string | null> {
  const sessionId: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  if (typeof sessionId !== "string" || sessionId.length === 0) return null;
  const prisma = await getPrisma();
  const session = await prisma.session.findUnique({
    where: { id: sessionId },
    select: { userId: true, expiresAt: true },
  });
  if (!session || session.expiresAt.getTime() <= Date.now()) return null;
  return session.userId;
}
