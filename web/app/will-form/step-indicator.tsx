import { INDICATOR_STEP_COUNT, INDICATOR_STEPS, indicatorStates, stepOfText } from "../../../core/index.ts";

/**
 * The six-step progress indicator of docs/product.md: a circle per step joined by a bar, earlier steps
 * ticked, the current one highlighted, later ones grey, 'Step N of M' and the step's headline.
 * Not a landmark: it holds no links, so it is a plain group of text, not navigation.
 */
export function StepIndicator({ current }: { current: number }) {
  const states = indicatorStates(current);
  const step = INDICATOR_STEPS[current - 1] ?? INDICATOR_STEPS[0];
  const percent = ((current - 1) / (INDICATOR_STEP_COUNT - 1)) * 100;
  return (
    <div className="step-indicator">
      <p className="form-step-count">{stepOfText(current, INDICATOR_STEP_COUNT)}</p>
      <div className="step-indicator-track">
        <div className="step-indicator-bar" aria-hidden="true">
          <div className="step-indicator-bar-fill" style={{ width: `${percent}%` }} />
        </div>
        <ol className="step-indicator-steps">
          {INDICATOR_STEPS.map((candidate, index) => {
            const state = states[index] ?? "upcoming";
            return (
              <li
                key={candidate.number}
                className={`step-indicator-step step-indicator-${state}`}
                aria-current={state === "current" ? "step" : undefined}
              >
                <span className="step-indicator-circle" aria-hidden="true">
                  {state === "completed" ? "✓" : candidate.number}
                </span>
                <span className="step-indicator-label">
                  {candidate.label}
                  <span className="visually-hidden">
                    {state === "completed"
                      ? " (completed)"
                      : state === "current"
                        ? " (current step)"
                        : " (not started)"}
                  </span>
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {step ? (
        <p className="step-indicator-headline">
          <span aria-hidden="true">{step.emoji}</span> {step.headline}
        </p>
      ) : null}
    </div>
  );
}
