import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "Log in or register";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function Auth() {
  return <HoldingPage title={TITLE} />;
}
