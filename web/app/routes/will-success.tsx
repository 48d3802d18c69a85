import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WillSuccess } from "~/components/will-success.tsx";
import {
  loadWillSuccess,
  retryWillGeneration,
  willSuccessHeaders,
} from "~/components/will-success.server.ts";
import { PRODUCT_NAME } from "~/ui-constants.ts";

export const meta: MetaFunction = () => [
  { title: `Will Created Successfully | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export const headers = willSuccessHeaders;

export function loader(args: LoaderFunctionArgs) {
  return loadWillSuccess(args);
}

/** 'Try again' after a failed generation. */
export function action(args: ActionFunctionArgs) {
  return retryWillGeneration(args);
}

export default function WillSuccessPage() {
  return <WillSuccess result={useLoaderData<typeof loader>()} />;
}
