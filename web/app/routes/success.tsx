import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WillSuccess } from "~/will-form/will-success.tsx";
import { loadWillSuccess, retryWillGeneration, willSuccessHeaders } from "~/will-form/will-success.server.ts";
import { pageMeta } from "~/common/route-head.ts";

/* /success and /will-success: one page at two addresses (the second is declared in vite.config.ts). */

export const meta = pageMeta("Will Created Successfully", { noindex: true });

export const headers = willSuccessHeaders;

export function loader(args: LoaderFunctionArgs) {
  return loadWillSuccess(args);
}

/** 'Try again' after a failed generation. */
export function action(args: ActionFunctionArgs) {
  return retryWillGeneration(args);
}

export default function SuccessPage() {
  return <WillSuccess result={useLoaderData<typeof loader>()} />;
}
