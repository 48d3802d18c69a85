import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "AI Will Assistant";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function AiWill() {
  return <HoldingPage title={TITLE} />;
}
