import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { cookiesAreSecure, getCookieSecrets } from "./secrets.server.ts";

/**
 * Outcomes are flashed through a cookie and read by the root loader, so a toast survives the
 * redirect after a form POST and shows with or without JavaScript.
 */
export const ToastSchema = z.object({
  id: z.string().default(() => crypto.randomUUID()),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  type: z.enum(["success", "error", "info"]).default("info"),
});
export type Toast = z.infer<typeof ToastSchema>;
export type ToastInput = z.input<typeof ToastSchema>;

const FLASH_KEY = "toast" as const;

type ToastFlash = { [FLASH_KEY]: Toast };
let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, ToastFlash>> | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, ToastFlash>({
    cookie: {
      name: "toast",
      httpOnly: true,
      sameSite: "lax",
      path: "/",
      secure: cookiesAreSecure(),
      secrets: getCookieSecrets(),
    },
  });
  return storage;
}

export async function createToastHeaders(input: ToastInput): Promise<Headers> {
  const session = await toastStorage().getSession();
  session.flash(FLASH_KEY, ToastSchema.parse(input));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, input: ToastInput, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  for (const [name, value] of await createToastHeaders(input)) headers.append(name, value);
  return redirect(url, { ...init, headers });
}

/** Reads (and clears) the flashed toast of this request. */
export async function getToast(request: Request): Promise<{ toast: Toast | null; headers: Headers | null }> {
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = ToastSchema.safeParse(session.get(FLASH_KEY));
  const toast = parsed.success ? parsed.data : null;
  if (!toast) return { toast: null, headers: null };
  return { toast, headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }) };
}
