import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "Financial Health Check";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function FinancialHealthCheck() {
  return <HoldingPage title={TITLE} />;
}
