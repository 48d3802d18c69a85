import { describe, expect, it } from "vitest";
import { action as chatPageAction } from "../../web/app/routes/ai-will.tsx";
import { action as chatCall } from "../../web/app/routes/api.chat.ts";
import {
  PROVIDER_NO_ANSWER,
  PROVIDER_TIMEOUT,
  PROVIDER_UNAVAILABLE,
} from "../../web/app/assistant/chat.server.ts";
import {
  textCompletion,
  toolCallCompletion,
  toolCallsCompletion,
  type ChatCompletionRequestBody,
  type ScriptedReply,
  useOpenAiServer,
} from "../support/openai-server.ts";
import { type CookieJar, formPost, jsonPost, run, testContext } from "../support/remix.ts";
import { signedInBrowser, useRouteHarness } from "../support/route-harness.ts";

/**
 * POST /api/chat against a real HTTP server speaking the OpenAI chat-completions API: the `openai`
 * SDK sends the system prompt, the conversation and the tools over the network; the scripted
 * model answers with tool calls that core validates, and with words. The will at the end is
 * core's rendered document.
 */
// Long enough for a scripted answer on a loaded 2-core machine; the slow model waits past it.
const model = useOpenAiServer(4_000);
const { database } = useRouteHarness({ empty: ["will", "user", "rateLimit"] });

const signedIn = () => signedInBrowser("tom@example.com", "Tom");

type Message = { role: "user" | "assistant"; content: string };

async function chat(jar: CookieJar, messages: Message[]) {
  return run(() =>
    chatCall({ request: jsonPost("/api/chat", { messages }, jar), params: {}, context: testContext() }),
  );
}

/** The answers each message gives, as the model saves them through answer_question, and its reply. */
const INTERVIEW: {
  user: string;
  answers?: Array<[question: string, answer: unknown]>;
  finalise?: true;
  next: string;
}[] = [
  {
    user: "I'm Tom Baker, born 2 May 1975, and I live at 3 Elm Road, York YO1 7AA.",
    answers: [
      ["fullName", "Tom Baker"],
      ["dateOfBirth", "1975-05-02"],
      ["address", "3 Elm Road, York YO1 7AA"],
    ],
    next: "Thanks, Tom. Are you married, and do you have a partner or children?",
  },
  {
    user: "Single, no partner and no children.",
    answers: [
      ["maritalStatus", "single"],
      ["partner", "no"],
      ["children", "no"],
    ],
    next: "Who would you like as your executor?",
  },
  {
    user: "My sister Ann Baker, 4 Oak Road, York YO1 8BB, 07700 900111. She's 40.",
    answers: [
      ["executorName", { fullName: "Ann Baker", relationship: "sister" }],
      ["executorAddress", "4 Oak Road, York YO1 8BB"],
      ["executorContact", "07700 900111"],
      ["executorAdult", "yes"],
    ],
    next: "Would you like a back-up executor?",
  },
  {
    user: "No back-up executor, thanks.",
    answers: [["alternateExecutor", "no"]],
    next: "Would you like to leave any particular gifts?",
  },
  {
    user: "I have no particular gifts to leave.",
    answers: [["gifts", "no"]],
    next: "Who should inherit everything, and who if they die before you?",
  },
  {
    user: "Everything to Ann. If she dies first, to the RSPCA.",
    answers: [
      ["residuary", [{ fullName: "Ann Baker" }]],
      ["backup", [{ fullName: "RSPCA", relationship: "charity" }]],
    ],
    next: "A few last questions: property abroad, a business, anyone vulnerable, the rough value, funeral wishes?",
  },
  {
    user: "None of those. About £150,000. No funeral wishes.",
    answers: [
      ["propertyAbroad", "no"],
      ["businessProperty", "no"],
      ["vulnerableBeneficiary", "no"],
      ["estateValue", 150000],
      ["funeralWishes", null],
    ],
    next: "Here is a summary of your will. Is it all correct?",
  },
  { user: "Yes, that's all correct.", finalise: true, next: "Your will is ready in the Draft Will panel." },
];

/** The scripted model: the tool calls for each message, then the next question in words. */
function interviewer(body: ChatCompletionRequestBody): ScriptedReply {
  const last = body.messages.at(-1);
  if (last?.role === "tool") {
    const answered = body.messages.filter((message) => message.role === "user").length;
    return textCompletion(INTERVIEW[answered - 1]?.next ?? "Anything else?");
  }
  const step = INTERVIEW.find((entry) => entry.user === last?.content);
  if (!step) return textCompletion("Hello! What is your full name?");
  if (step.finalise) return toolCallCompletion("ready_to_finalise", { userConfirmedSummary: true });
  return toolCallsCompletion(
    (step.answers ?? []).map(([question, answer]) => ["answer_question", { question, answer }] as const),
  );
}

describe("POST /api/chat with an OpenAI-compatible server", () => {
  it("runs a whole interview through tool calls to core's will", async () => {
    model().respondWith(interviewer);
    const jar = await signedIn();
    const messages: Message[] = [{ role: "assistant", content: "Hello! What is your full name?" }];
    let last: { status: number; body: unknown } | undefined;
    for (const step of INTERVIEW) {
      messages.push({ role: "user", content: step.user });
      last = await chat(jar, messages);
      expect(last.status).toBe(200);
      const reply = last.body as { message: string; finalWill?: string };
      expect(reply.message).toBe(step.next);
      if (!step.finalise) expect(reply.finalWill).toBeUndefined();
      messages.push({ role: "assistant", content: reply.message });
    }
    const final = last?.body as { finalWill: string; willId: string; legalCheckRecommended: boolean };
    expect(final.finalWill).toContain("Last Will and Testament of Tom Baker");
    expect(final.finalWill).toContain("Ann Baker");
    expect(final.finalWill).toContain("RSPCA");
    // A charity's back-up share gets the form's will's charity clause.
    expect(final.finalWill).toContain("The receipt of the treasurer or other proper officer of a charity");
    expect(final.legalCheckRecommended).toBe(false);

    const will = await database().prisma.will.findUniqueOrThrow({ where: { id: final.willId } });
    expect(will).toMatchObject({ source: "chat", email: null, status: "draft" });
    expect(will.formData).toMatchObject({
      personalInfo: { fullName: "Tom Baker", dateOfBirth: "1975-05-02", address: "3 Elm Road, York YO1 7AA" },
      familyInfo: { maritalStatus: "single", children: [] },
      executorInfo: { primary: { fullName: "Ann Baker", relationship: "sibling" } },
      residualEstate: {
        beneficiaries: [{ fullName: "Ann Baker", relationship: "sister", percentage: 100 }],
        contingentBeneficiaries: [{ fullName: "RSPCA", relationship: "charity", percentage: 100 }],
      },
    });

    // What went over the wire: the key, the model, the system prompt and the tools, every time.
    const request = model().requests[0];
    expect(request?.headers.authorization).toBe("Bearer sk-test-key");
    expect(request?.body.model).toBe("test-model");
    expect(request?.body.messages[0]?.role).toBe("system");
    expect(request?.body.messages[0]?.content).toContain("England and Wales");
    expect(request?.body.tools?.map((tool) => tool.function.name)).toEqual([
      "answer_question",
      "change_answer",
      "ready_to_finalise",
    ]);
    // Each message's answers were applied by the interview table, and named its next question.
    const nextQuestions = model()
      .requests.filter((entry) => entry.body.messages.at(-1)?.role === "tool")
      .map(
        (entry) =>
          JSON.parse(entry.body.messages.at(-1)?.content ?? "{}") as { nextQuestion?: { id: string } },
      )
      .map((result) => result.nextQuestion?.id);
    expect(nextQuestions).toEqual([
      "maritalStatus",
      "executorName",
      "alternateExecutor",
      "gifts",
      "residuary",
      "propertyAbroad",
      "confirmation",
      undefined,
    ]);
    // The facts recorded so far travel in the system prompt of later calls.
    expect(model().requests.at(-1)?.body.messages[0]?.content).toContain("Tom Baker");
  });

  it("gives the model the reason when its tool arguments are malformed, and keeps the facts as they were", async () => {
    const jar = await signedIn();
    model().respondWith((body) => {
      const last = body.messages.at(-1);
      if (last?.role === "tool") return textCompletion("Sorry, could you tell me your name again?");
      return toolCallCompletion("answer_question", '{"question": "fullName", "answer": ');
    });
    const result = await chat(jar, [{ role: "user", content: "I'm Tom" }]);
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ message: "Sorry, could you tell me your name again?" });
    const toolMessage = model().requests[1]?.body.messages.at(-1);
    expect(toolMessage?.role).toBe("tool");
    expect(JSON.parse(toolMessage?.content ?? "{}")).toMatchObject({ ok: false });
    const stored = await database().prisma.chatConversation.findFirstOrThrow();
    expect((stored.state as { facts: unknown }).facts).toEqual({});
  });

  it("answers 502 with a clear error when the provider fails", async () => {
    const jar = await signedIn();
    model().respondWith(() => ({ status: 500, body: { error: { message: "boom", type: "server_error" } } }));
    const result = await chat(jar, [{ role: "user", content: "Hello" }]);
    expect(result.status).toBe(502);
    expect(result.body).toEqual({ error: PROVIDER_UNAVAILABLE });
    expect(model().requests).toHaveLength(1);
  });

  it("the page without JavaScript answers a provider failure 502 and an outage 504, keeping the message", async () => {
    const jar = await signedIn();
    const send = (message: string) =>
      run(() =>
        chatPageAction({
          request: formPost("/ai-will", { intent: "message", message }, jar),
          params: {},
          context: testContext(),
        }),
      );
    model().respondWith(() => ({ status: 500, body: { error: { message: "boom", type: "server_error" } } }));
    const failed = await send("My name is Tom Baker");
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ chatError: PROVIDER_UNAVAILABLE, unsent: "My name is Tom Baker" });
    model().respondWith(() => ({ ...textCompletion("Too late"), delayMs: 12_000 }));
    const slow = await send("My name is Tom Baker");
    expect(slow.status).toBe(504);
    expect(slow.body).toMatchObject({ chatError: PROVIDER_TIMEOUT, unsent: "My name is Tom Baker" });
  });

  it("answers 504 when the provider is too slow", async () => {
    const jar = await signedIn();
    model().respondWith(() => ({ ...textCompletion("Too late"), delayMs: 12_000 }));
    const result = await chat(jar, [{ role: "user", content: "Hello" }]);
    expect(result.status).toBe(504);
    expect(result.body).toEqual({ error: PROVIDER_TIMEOUT });
  });

  it("answers 502 when the model only ever calls tools", async () => {
    const jar = await signedIn();
    model().respondWith(() =>
      toolCallCompletion("answer_question", { question: "fullName", answer: "Tom Baker" }),
    );
    const result = await chat(jar, [{ role: "user", content: "I'm Tom Baker" }]);
    expect(result.status).toBe(502);
    expect(result.body).toEqual({ error: PROVIDER_NO_ANSWER });
    expect(model().requests).toHaveLength(6);
  });

  it("answers 502 to a reply that is not JSON", async () => {
    const jar = await signedIn();
    model().respondWith(() => ({ status: 200, raw: "<html>gateway</html>" }));
    const result = await chat(jar, [{ role: "user", content: "Hello" }]);
    expect(result.status).toBe(502);
  });
});
