import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serializeConsent } from "~/consent.server.ts";
import { readFormBody } from "~/http.server.ts";

/**
 * The cookie banner's buttons post here. Without JavaScript the answer is a redirect back to the
 * page the visitor was on; with it (a fetcher) the page stays and the banner shows the outcome.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await readFormBody(request, 2_048);
  const choice = form.get("choice");
  if (choice !== "accept" && choice !== "reject") {
    return data({ error: "Choose whether to accept analytics cookies." }, { status: 400 });
  }
  const consent = choice === "accept" ? "granted" : "denied";
  const headers = { "Set-Cookie": await serializeConsent(consent) };
  const back = form.get("redirectTo") ?? "/";
  // Only a path of this site: never "//host" or a full URL.
  const safeBack = /^\/(?![/\\])/.test(back) ? back : "/";
  if (form.get("fetcher") === "1") return data({ consent }, { headers });
  return redirect(`${safeBack.split("#")[0]}${safeBack.includes("?") ? "&" : "?"}cookies=${consent}`, {
    headers,
  });
}

export function loader() {
  return redirect("/");
}
