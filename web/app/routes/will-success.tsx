import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "Your will";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function WillSuccess() {
  return <HoldingPage title={TITLE} />;
}
