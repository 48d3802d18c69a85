import { CHANGE_SECTION_TITLES, type WillChange } from "../../../core/index.ts";

/*
 * What changed between two versions of a will (core/will/diff.ts), as a list grouped by the will's
 * parts. The arrow is read out as "changed to": a screen reader would otherwise say "right arrow".
 */

function ChangeLine({ change }: { change: WillChange }) {
  if (change.before !== null && change.after !== null) {
    return (
      <li>
        {change.subject}: {change.before} <span aria-hidden="true">→</span>
        <span className="visually-hidden">changed to</span> {change.after}
      </li>
    );
  }
  return (
    <li>
      {change.subject}: {change.after ?? change.before}
    </li>
  );
}

export function WillChanges({ changes, headingLevel }: { changes: WillChange[]; headingLevel: 3 | 4 }) {
  if (changes.length === 0) {
    return <p className="will-changes-none">Nothing is different: the two versions say the same.</p>;
  }
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const sections = [...new Set(changes.map((change) => change.section))];
  return (
    <div className="will-changes">
      {sections.map((section) => (
        <div key={section}>
          <Heading>{CHANGE_SECTION_TITLES[section]}</Heading>
          <ul className="will-changes-list">
            {changes
              .filter((change) => change.section === section)
              .map((change, index) => (
                <ChangeLine key={`${section}-${index}`} change={change} />
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
