import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { WillSuccess } from "~/components/will-success.tsx";
import { loadWillSuccess } from "~/components/will-success.server.ts";
import { PRODUCT_NAME } from "~/ui-constants.ts";

export const meta: MetaFunction = () => [
  { title: `Will Created Successfully | ${PRODUCT_NAME}` },
  { name: "robots", content: "noindex" },
];

export function loader(args: LoaderFunctionArgs) {
  return loadWillSuccess(args);
}

export default function SuccessPage() {
  return <WillSuccess result={useLoaderData<typeof loader>()} />;
}
