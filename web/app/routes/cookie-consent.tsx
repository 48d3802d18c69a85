import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { serializeConsent } from "~/common/consent.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { safeLocalPath } from "~/common/redirect.server.ts";

/**
 * The cookie banner's buttons post here. Without JavaScript the answer is a redirect back to the
 * page the visitor was on; with it (a fetcher) the page stays and the banner shows the outcome.
 */
export async function action({ request }: ActionFunctionArgs) {
  // Every field is checked here: `choice` is one of two words, `redirectTo` is made safe.
  const form = await readFormBody(request, 2_048, { checkText: false });
  const choice = form.get("choice");
  if (choice !== "accept" && choice !== "reject") {
    return data({ error: "Choose whether to accept analytics cookies." }, { status: 400 });
  }
  const consent = choice === "accept" ? "granted" : "denied";
  const headers = { "Set-Cookie": await serializeConsent(consent) };
  if (form.get("fetcher") === "1") return data({ consent }, { headers });
  // Only a path of this site, never "//host", "/\thost" or a full URL (web/app/common/redirect.server.ts).
  const back = new URL(safeLocalPath(form.get("redirectTo")), "http://this-site.invalid");
  back.searchParams.set("cookies", consent);
  return redirect(`${back.pathname}${back.search}`, { headers });
}

export function loader() {
  return redirect("/");
}
