import type { MetaFunction } from "@remix-run/node";
import { HoldingPage, holdingPageMeta } from "~/components/holding-page.tsx";

const TITLE = "Create Your Will";

export const meta: MetaFunction = () => holdingPageMeta(TITLE);

export default function CreateWill() {
  return <HoldingPage title={TITLE} />;
}
