import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "Database Viewer";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function DatabaseViewer() {
  return <HoldingPage title={TITLE} />;
}
