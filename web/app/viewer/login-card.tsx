import { useId, useState, type FormEvent, type InputHTMLAttributes } from "react";

/**
 * 'Database Viewer Login': Username, Password and Login ('Authenticating...' while the stats call
 * checks them). The password box is emptied as soon as it is sent; after a refusal the short
 * error says why. Until JavaScript runs (and so for good without it) the form is disabled and
 * says why: the credentials can live only in the page's memory.
 */
export function LoginCard({
  enabled,
  busy,
  error,
  onLogin,
}: {
  /** False until JavaScript runs. */
  enabled: boolean;
  busy: boolean;
  error: string | null;
  onLogin: (username: string, password: string) => void;
}) {
  const id = useId();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const sent = password;
    setPassword("");
    onLogin(username, sent);
  }

  return (
    <section className="card viewer-login" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`}>Database Viewer Login</h1>
      <p className="viewer-login-lead">For operators only. Every will you open is recorded.</p>
      {/* Server-rendered, and gone once JavaScript runs: a browser without it keeps seeing it. */}
      {enabled ? null : (
        <p className="viewer-noscript">
          The database viewer needs JavaScript. Your operator username and password are kept only in this
          page&apos;s memory and sent with each request, so without JavaScript there is no safe way to log in.
          If this message stays, turn JavaScript on and reload this page.
        </p>
      )}
      {error ? (
        <div className="viewer-login-error" role="alert">
          <p>
            <strong>Login failed</strong>
          </p>
          <p>{error}</p>
        </div>
      ) : null}
      {/* POST, never GET: a password must not end up in an address, even if this form were sent. */}
      <form method="post" onSubmit={submit} noValidate>
        <fieldset disabled={!enabled} className="viewer-login-fields">
          <legend className="visually-hidden">Operator credentials</legend>
          <ViewerField formId={id} name="username" value={username} onChange={setUsername} />
          <ViewerField formId={id} name="password" value={password} onChange={setPassword} />
          <button type="submit" className="button button-primary button-block" disabled={busy}>
            {busy ? "Authenticating..." : "Login"}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

/** The login card's two inputs: each one's label and what the browser may fill in. */
const LOGIN_INPUTS = {
  username: { label: "Username", autoComplete: "username", autoCapitalize: "none", spellCheck: false },
  password: { label: "Password", type: "password", autoComplete: "current-password" },
} satisfies Record<string, { label: string } & InputHTMLAttributes<HTMLInputElement>>;

/** One labelled input of the login card; `onChange` is given the new text. */
function ViewerField({
  formId,
  name,
  value,
  onChange,
}: {
  formId: string;
  name: keyof typeof LOGIN_INPUTS;
  value: string;
  onChange: (value: string) => void;
}) {
  const { label, ...input } = LOGIN_INPUTS[name];
  const id = `${formId}-${name}`;
  return (
    <div className="viewer-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
