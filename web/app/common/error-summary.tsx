/**
 * A GOV.UK error summary for a page with one message: the title, and the message as a link to the
 * field it is about (`href`). Forms built with Conform use `ErrorSummary` in will-form/fields.tsx.
 */
export function OneErrorSummary({ id, message, href }: { id: string; message: string; href: string }) {
  return (
    <div className="error-summary" role="alert" aria-labelledby={id} tabIndex={-1}>
      <h2 className="error-summary-title" id={id}>
        There is a problem
      </h2>
      <ul className="error-summary-list">
        <li>
          <a href={href}>{message}</a>
        </li>
      </ul>
    </div>
  );
}
