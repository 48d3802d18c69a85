import { Link } from "@remix-run/react";

/** The two ways to make a will: the assistant (its link says `assistantLabel`), then the step-by-step form. */
export function MakeWillLinks({ assistantLabel }: { assistantLabel: string }) {
  return (
    <p className="button-row">
      <Link to="/ai-will" className="button button-primary">
        {assistantLabel}
      </Link>{" "}
      <Link to="/create-will" className="button button-secondary">
        Use the step-by-step form
      </Link>
    </p>
  );
}
