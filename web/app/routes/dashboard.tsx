import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "My Dashboard";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function Dashboard() {
  return <HoldingPage title={TITLE} />;
}
