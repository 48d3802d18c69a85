import type { MetaFunction } from "@remix-run/node";

export const meta: MetaFunction = () => [{ title: "Bare Remix" }];

export default function Index() {
  return (
    <main>
      <h1>Welcome to Remix</h1>
      <p>A page with no data, no styles and one route: the floor a Remix page costs on this machine.</p>
    </main>
  );
}
