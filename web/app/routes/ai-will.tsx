import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "@remix-run/node";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useNavigate,
  useNavigation,
} from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { MAX_CHAT_MESSAGE_LENGTH, WillContactSchema, type ChatMessage } from "../../../core/index.ts";
import { readBrowserKeyHash } from "~/accounts/capability.server.ts";
import {
  ChatProviderError,
  chatTurn,
  loadConversation,
  resetConversation,
  enforceChatLimits,
} from "~/assistant/chat.server.ts";
import { CheckYourAnswers, QuickReplies } from "~/assistant/chat-answers.tsx";
import { GeneralErrorBoundary, withErrorTitle } from "~/common/error-boundary.tsx";
import { errorTitlePrefix, privateNoStore, stylesheets } from "~/common/route-head.ts";
import { showToast } from "~/common/toaster.tsx";
import { useHydrated } from "~/common/use-hydrated.ts";
import { getPrisma } from "~/common/db.server.ts";
import { answerWithErrors, errorsAfterPost } from "~/common/errors-after-post.server.ts";
import { readFormBody } from "~/common/http.server.ts";
import { getPipeline } from "~/common/pipeline.server.ts";
import { RateLimitedError } from "~/common/rate-limit.server.ts";
import { requireUser } from "~/accounts/session.server.ts";
import { PRODUCT_NAME, TIME_PROMISE } from "~/common/ui-constants.ts";
import styles from "~/styles/chat.css?url";
import formStyles from "~/styles/will-form.css?url";
import { ContactFormBody, SaveDialogFrame, useContactForm } from "~/accounts/save-dialog-frame.tsx";

/*
 * /ai-will: the will assistant (login required). With JavaScript the conversation goes through
 * POST /api/chat (docs/product.md section 7); without it the same page is a plain form that posts
 * a message and shows the conversation again. Messages are text, never HTML; the Draft Will is
 * core's rendered document.
 */

export const links = stylesheets(formStyles, styles);
export const meta: MetaFunction<typeof loader> = withErrorTitle(({ data }) => [
  { title: `${errorTitlePrefix(data)}AI Will Assistant | ${PRODUCT_NAME}` },
  ...(data?.saved
    ? [
        {
          httpEquiv: "refresh",
          content: `${REDIRECT_AFTER_SAVE_MS / 1000};url=/will-success?id=${encodeURIComponent(data.saved)}`,
        },
      ]
    : []),
]);
export const headers = privateNoStore;

export const DEFAULT_CHAT_ERROR = "Failed to send message. Please try again.";
const SAVE_FETCHER_KEY = "save-chat-will";

/** An error the chat shows as it is: 'API error: {status}' or the reply's error field. */
class ChatReplyError extends Error {}
/** The delay between saving and the confirmation page (docs/product.md section 9). */
export const REDIRECT_AFTER_SAVE_MS = 1500;
const DRAFT_STORAGE_KEY = "willDraft";

/** Login required: a visitor who is not signed in goes to /auth and comes back here. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, "/ai-will");
  const conversation = await loadConversation(await getPrisma(), user.id);
  const savedParam = new URL(request.url).searchParams.get("saved");
  const saved = savedParam && /^[A-Za-z0-9_-]{22}$/.test(savedParam) ? savedParam : null;
  const shown = await errorsAfterPost<ChatPostAnswer>({ request, context });
  return { firstName: user.firstName, conversation, saved, errorsAfterPost: shown };
}

/** A post's answer with errors: the chat's error and the message not sent, or the save form's result. */
interface ChatPostAnswer {
  chatError: string | null;
  saveResult: SubmissionResult<string[]> | null;
  savedWillId: null;
  unsent?: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, "/ai-will");
  const prisma = await getPrisma();
  const form = await readFormBody(request, 64 * 1024);
  const intent = form.get("intent");

  if (intent === "reset") {
    await resetConversation(prisma, user.id);
    return redirect("/ai-will");
  }

  if (intent === "save") {
    const submission = parseWithZod(form, { schema: WillContactSchema });
    const willId = form.get("willId") ?? "";
    if (submission.status !== "success") {
      const answer: ChatPostAnswer = { chatError: null, saveResult: submission.reply(), savedWillId: null };
      return answerWithErrors({ request, context }, answer, { status: 400 });
    }
    const { count } = await prisma.will.updateMany({
      where: { id: willId, userId: user.id, source: "chat", email: null },
      data: { email: submission.value.email, marketingConsent: submission.value.marketingConsent },
    });
    if (count === 1) {
      await (await getPipeline()).startChatFinalisation(willId);
      await prisma.chatConversation.deleteMany({ where: { userId: user.id } });
    } else if ((await prisma.will.count({ where: { id: willId, userId: user.id } })) === 0) {
      const answer: ChatPostAnswer = {
        chatError: "No will document to save. Please generate a will first.",
        saveResult: null,
        savedWillId: null,
      };
      return answerWithErrors({ request, context }, answer, { status: 404 });
    }
    // Without JavaScript the page itself says so, then moves on 1500 ms later (a meta refresh).
    if (form.get("js") !== "1") return redirect(`/ai-will?saved=${encodeURIComponent(willId)}`);
    return data({ chatError: null, saveResult: null, savedWillId: willId });
  }

  // A message, from the page without JavaScript.
  const text = (form.get("message") ?? "").trim();
  if (!text) return redirect("/ai-will#chat-input");
  if (text.length > MAX_CHAT_MESSAGE_LENGTH) {
    const answer: ChatPostAnswer = {
      chatError: `Please keep each message under ${MAX_CHAT_MESSAGE_LENGTH} characters.`,
      saveResult: null,
      savedWillId: null,
    };
    return answerWithErrors({ request, context }, answer, { status: 400 });
  }
  try {
    await enforceChatLimits(prisma, user.id, context.clientIp);
    const { messages } = await loadConversation(prisma, user.id);
    await chatTurn(prisma, { userId: user.id, browserKeyHash: await readBrowserKeyHash(request) }, [
      ...messages,
      { role: "user", content: text },
    ]);
  } catch (error) {
    // A limit is 429; the provider failing is 502 or 504, as in POST /api/chat, so an outage
    // looks like one. Either way the message typed comes back in the box, not lost.
    if (error instanceof RateLimitedError || error instanceof ChatProviderError) {
      const status = error instanceof ChatProviderError ? error.status : 429;
      const headers =
        error instanceof RateLimitedError ? { "Retry-After": String(error.retryAfterSeconds) } : undefined;
      const answer: ChatPostAnswer = {
        chatError: error.message,
        saveResult: null,
        savedWillId: null,
        unsent: text,
      };
      return answerWithErrors({ request, context }, answer, { status, headers });
    }
    throw error;
  }
  return redirect("/ai-will#latest");
}

export default function AiWill() {
  const { firstName, conversation, saved, errorsAfterPost } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() ?? errorsAfterPost;
  const hydrated = useHydrated();
  useGoToConfirmationOnceSaved();
  const chat = useConversation(conversation);
  const { finalWill, willId, pending } = chat;
  return (
    <div className="container chat-page">
      <ChatHeader firstName={firstName} />
      {saved ? (
        <p className="chat-saved" role="status">
          Your will has been saved and is on its way to your inbox. Taking you to your confirmation…{" "}
          <Link to={`/will-success?id=${encodeURIComponent(saved)}`}>Go now</Link>
        </p>
      ) : null}
      <div className="chat-layout">
        <ConversationPanel chat={chat} hydrated={hydrated} actionData={actionData} />
        <div className="chat-side">
          {finalWill && willId ? (
            <DraftWill
              finalWill={finalWill}
              willId={willId}
              legalCheck={chat.legalCheck}
              hydrated={hydrated}
              actionData={actionData}
            />
          ) : (
            <aside className="draft-empty" aria-labelledby="draft-title">
              <h2 id="draft-title">Draft Will</h2>
              <p>Your draft will appears here once the assistant has everything it needs.</p>
            </aside>
          )}
          <CheckYourAnswers answers={chat.answers} hydrated={hydrated} busy={pending} onSend={chat.send} />
        </div>
      </div>
    </div>
  );
}

/** Save Will's fetcher lives in the dialog; the page follows it, as the dialog goes once saved. */
function useGoToConfirmationOnceSaved() {
  const navigate = useNavigate();
  const saveFetcher = useFetcher<typeof action>({ key: SAVE_FETCHER_KEY });
  const savedWillId = saveFetcher.data?.savedWillId ?? null;
  useEffect(() => {
    if (!savedWillId) return;
    showToast({
      title: "Your will has been saved",
      description: "We are emailing it to you now.",
      type: "success",
    });
    const timer = setTimeout(
      () => navigate(`/will-success?id=${encodeURIComponent(savedWillId)}`),
      REDIRECT_AFTER_SAVE_MS,
    );
    return () => clearTimeout(timer);
  }, [savedWillId, navigate]);
}

type Conversation = ReturnType<typeof useLoaderData<typeof loader>>["conversation"];

/** The conversation as the page shows it, and `send`, which posts a message to /api/chat. */
function useConversation(conversation: Conversation) {
  const [messages, setMessages] = useState<ChatMessage[]>(conversation.messages);
  const [reply, setReply] = useState<ChatReply>(conversationReply(conversation));
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // The server's view wins whenever it changes (after a reset or a post without JavaScript).
  useEffect(() => {
    setMessages(conversation.messages);
    setReply(conversationReply(conversation));
  }, [conversation]);

  async function send(text: string) {
    const content = text.trim();
    if (!content || pending) return false;
    const next: ChatMessage[] = [...messages, { role: "user", content }];
    setMessages(next);
    setPending(true);
    setError(null);
    try {
      const answer = await postChat(next);
      setMessages([...next, { role: "assistant", content: answer.message ?? "" }]);
      setReply((previous) => nextReply(previous, answer));
    } catch (caught) {
      setError(caught instanceof ChatReplyError && caught.message ? caught.message : DEFAULT_CHAT_ERROR);
    } finally {
      setPending(false);
    }
    return true;
  }
  return { messages, ...reply, pending, error, send };
}

/** What the page shows beside the messages: the draft will once made, quick replies, the answers. */
type ChatReply = {
  finalWill: string | null;
  willId: string | null;
  legalCheck: boolean;
  quickReplies: string[];
  answers: Conversation["answers"];
};

function conversationReply(conversation: Conversation): ChatReply {
  return {
    finalWill: conversation.finalWill,
    willId: conversation.willId,
    legalCheck: conversation.legalCheckRecommended,
    quickReplies: conversation.quickReplies,
    answers: conversation.answers,
  };
}

type ChatAnswer = {
  message?: string;
  error?: string;
  finalWill?: string;
  willId?: string;
  legalCheckRecommended?: boolean;
  quickReplies?: string[];
  answers?: Conversation["answers"];
};

/** A reply without a finished will clears the draft; the legal check flag stays until the next will. */
function nextReply(previous: ChatReply, answer: ChatAnswer): ChatReply {
  const made = Boolean(answer.finalWill && answer.willId);
  return {
    finalWill: made ? (answer.finalWill ?? null) : null,
    willId: made ? (answer.willId ?? null) : null,
    legalCheck: made ? Boolean(answer.legalCheckRecommended) : previous.legalCheck,
    quickReplies: answer.quickReplies ?? [],
    answers: answer.answers ?? [],
  };
}

/** POST /api/chat with the whole conversation (docs/product.md section 7). */
async function postChat(messages: ChatMessage[]): Promise<ChatAnswer> {
  const response = await fetch("/api/chat", {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ messages }),
  });
  if (!response.ok) throw new ChatReplyError(`API error: ${response.status}`);
  const answer = (await response.json()) as ChatAnswer;
  if (answer.error) throw new ChatReplyError(answer.error);
  return answer;
}

function ChatHeader({ firstName }: { firstName: string }) {
  return (
    <header className="chat-header">
      <div>
        <h1>AI Will Assistant</h1>
        <p className="lead">
          Hello {firstName}. I&apos;ll ask you one question at a time about yourself and your family, and
          write your will from your answers. It takes {TIME_PROMISE}.
        </p>
      </div>
      <Form method="post" action="/logout">
        <input type="hidden" name="from" value="chat" />
        <button type="submit" className="button button-secondary">
          Logout
        </button>
      </Form>
    </header>
  );
}

/** The messages, the quick replies, the message box and 'Start again'. */
function ConversationPanel({
  chat,
  hydrated,
  actionData,
}: {
  chat: ReturnType<typeof useConversation>;
  hydrated: boolean;
  actionData: ReturnType<typeof useActionData<typeof action>>;
}) {
  const { pending, send } = chat;
  const error = chat.error ?? actionData?.chatError;
  return (
    <section className="chat-panel" aria-labelledby="chat-title">
      <h2 id="chat-title" className="visually-hidden">
        Conversation
      </h2>
      <ChatWindow messages={chat.messages} pending={pending} />
      <QuickReplies replies={chat.quickReplies} hydrated={hydrated} busy={pending} onSend={send} />
      {error ? (
        <p className="chat-error" role="alert">
          {error}
        </p>
      ) : null}
      <MessageForm
        hydrated={hydrated}
        pending={pending}
        onSend={send}
        unsent={actionData && "unsent" in actionData ? String(actionData.unsent) : undefined}
      />
      <details className="chat-restart">
        <summary>Start again</summary>
        <p>This clears the conversation and the draft will it made.</p>
        <Form method="post">
          <button type="submit" name="intent" value="reset" className="button button-secondary">
            Yes, start a new conversation
          </button>
        </Form>
      </details>
    </section>
  );
}

function ChatWindow({ messages, pending }: { messages: ChatMessage[]; pending: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const window = ref.current;
    if (window) window.scrollTop = window.scrollHeight;
  }, [messages.length, pending]);
  return (
    <div
      className="chat-window"
      ref={ref}
      role="log"
      aria-live="polite"
      aria-label="Conversation with the will assistant"
      tabIndex={0}
    >
      {messages.map((message, index) => (
        <div
          key={index}
          className={`chat-message chat-message-${message.role}`}
          id={index === messages.length - 1 ? "latest" : undefined}
        >
          <span className="chat-speaker">{message.role === "user" ? "You" : "Assistant"}</span>
          {/* Text only: React escapes it, and line breaks are kept by CSS. */}
          <p className="chat-text">{message.content}</p>
        </div>
      ))}
      {pending ? (
        <p className="chat-thinking" role="status">
          <span className="spinner" aria-hidden="true" /> Thinking…
        </p>
      ) : null}
    </div>
  );
}

function MessageForm({
  hydrated,
  pending,
  onSend,
  unsent,
}: {
  hydrated: boolean;
  pending: boolean;
  onSend: (text: string) => Promise<boolean>;
  /** A message the server could not answer (without JavaScript), to send again. */
  unsent?: string;
}) {
  const navigation = useNavigation();
  const [text, setText] = useState(unsent ?? "");
  const busy = pending || (navigation.state !== "idle" && navigation.formData?.get("intent") === "message");

  function submit(event: FormEvent<HTMLFormElement>) {
    if (!hydrated) return;
    event.preventDefault();
    if (!text.trim() || pending) return;
    const sending = text;
    setText("");
    void onSend(sending);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      event.currentTarget.form?.requestSubmit();
    }
  }

  return (
    <form method="post" action="/ai-will" className="chat-form" onSubmit={submit}>
      <input type="hidden" name="intent" value="message" />
      <label htmlFor="chat-input" className="field-label">
        Your message
      </label>
      <p className="field-hint" id="chat-input-hint">
        {hydrated
          ? "Press Enter to send, Shift and Enter for a new line."
          : "Write your answer, then press Send."}
      </p>
      <div className="chat-form-row">
        <textarea
          id="chat-input"
          name="message"
          className="input textarea"
          rows={2}
          maxLength={MAX_CHAT_MESSAGE_LENGTH}
          value={hydrated ? text : undefined}
          defaultValue={hydrated ? undefined : unsent}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          aria-describedby="chat-input-hint"
        />
        <button type="submit" className="button button-primary" disabled={busy}>
          Send
        </button>
      </div>
    </form>
  );
}

function DraftWill({
  finalWill,
  willId,
  legalCheck,
  hydrated,
  actionData,
}: {
  finalWill: string;
  willId: string;
  legalCheck: boolean;
  hydrated: boolean;
  actionData: ReturnType<typeof useActionData<typeof action>>;
}) {
  const [dialogOpen, setDialogOpen] = useState(Boolean(actionData?.saveResult));
  const healthCheck = `/financial-health-check?id=${encodeURIComponent(willId)}`;

  // The draft is kept in this browser too (docs/product.md) on the way to the health check.
  function keepDraft() {
    try {
      window.localStorage.setItem(DRAFT_STORAGE_KEY, JSON.stringify({ willId, finalWill }));
    } catch {
      // Storage may be full or off; the server keeps the draft for the account anyway.
    }
  }

  return (
    <section className="draft-will-panel" aria-labelledby="draft-title">
      <h2 id="draft-title">Draft Will</h2>
      {legalCheck ? (
        <p className="draft-note">
          Something in your situation is worth a professional&apos;s eye. You can add our optional legal
          check: a legal expert reviews your will before you sign it.{" "}
          <Link to={`/wills/${encodeURIComponent(willId)}/legal-check`}>Add a legal check</Link>
        </p>
      ) : null}
      <div className="draft-will" tabIndex={0} role="region" aria-label="Your draft will">
        <span className="draft-watermark" aria-hidden="true">
          DRAFT
        </span>
        {/* core's rendered document, sanitised on the server; never text from the model. */}
        <div dangerouslySetInnerHTML={{ __html: finalWill }} />
      </div>
      <div className="button-row">
        {hydrated ? (
          <button type="button" className="button button-secondary" onClick={() => setDialogOpen(true)}>
            Save Will
          </button>
        ) : (
          <a href="#save-will-title" className="button button-secondary">
            Save Will
          </a>
        )}
        <Link to={healthCheck} className="button button-primary" onClick={keepDraft}>
          Get my final will
        </Link>
      </div>
      {dialogOpen || !hydrated ? (
        <SaveWillDialog
          willId={willId}
          modal={hydrated}
          lastResult={actionData?.saveResult ?? null}
          onClose={() => setDialogOpen(false)}
        />
      ) : null}
    </section>
  );
}

/**
 * 'Save Will': the email (docs/product.md section 5's messages) and marketing consent. The will goes to that
 * address and, 1500 ms after the save, the confirmation page opens.
 */
function SaveWillDialog({
  willId,
  modal,
  lastResult,
  onClose,
}: {
  willId: string;
  modal: boolean;
  lastResult: SubmissionResult<string[]> | null;
  onClose: () => void;
}) {
  const fetcher = useFetcher<typeof action>({ key: SAVE_FETCHER_KEY });
  const hydrated = useHydrated();
  const contact = useContactForm("save-chat-will", fetcher.data?.saveResult ?? lastResult);
  const savedWillId = fetcher.data?.savedWillId ?? null;

  useEffect(() => {
    if (fetcher.data?.chatError) {
      showToast({ title: "Error", description: fetcher.data.chatError, type: "error" });
    }
  }, [fetcher.data]);

  const FormComponent = modal ? fetcher.Form : Form;
  return (
    <SaveDialogFrame modal={modal} onClose={onClose}>
      <h2 id="save-will-title">Save Will</h2>
      <p>We will email your will to this address as a PDF.</p>
      <FormComponent
        method="post"
        action="/ai-will"
        {...getFormProps(contact.form)}
        noValidate
        onSubmitCapture={contact.onSubmitCapture}
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="willId" value={willId} />
        {hydrated ? <input type="hidden" name="js" value="1" /> : null}
        <ContactFormBody
          contact={contact}
          modal={modal}
          onClose={onClose}
          submit={
            <button
              type="submit"
              className="button button-primary"
              disabled={fetcher.state !== "idle" || Boolean(savedWillId)}
            >
              {savedWillId ? "Saved" : "Save Will"}
            </button>
          }
        />
      </FormComponent>
    </SaveDialogFrame>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
