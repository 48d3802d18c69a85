import type { ActivityOptions } from "@temporalio/common";
import { historyFromJSON, type History } from "@temporalio/common/lib/proto-utils";
import { bundleWorkflowCode, DefaultLogger, Runtime, Worker } from "@temporalio/worker";

/**
 * Builds a Temporal workflow history, event by event, in the proto JSON form `historyFromJSON`
 * reads, so workflow tests can replay it in Temporal's own sandbox without a server
 * (`Worker.runReplayHistory`, see /work/shared/ENVIRONMENT.md, "Temporal (SDK 1.24)").
 *
 * It writes what a server would have recorded for a workflow that ran to that history: the
 * workflow's commands of one workflow task become the events after its WORKFLOW_TASK_COMPLETED,
 * in order; each result (activity done, timer fired, signal) is followed by the next workflow task.
 *
 *   const h = new HistoryBuilder({ workflowType: "generateWill", taskQueue: "will-pipeline", input: [{ willId: "w1" }] });
 *   h.workflowTask();                             // the first task: the workflow starts
 *   h.activity("beginGeneration", { args: ["w1"] }); // scheduled, started, completed; then a workflow task
 *   h.timer("1.500s");                            // started, fired; then a workflow task
 *   h.completeWorkflow("emailed");
 *   const replay = await createReplayer(fileURLToPath(new URL("./index.ts", import.meta.url))); // bundles once
 *   await replay(h);                              // throws DeterminismViolationError on a mismatch
 *
 * Activity and timer ids count from "1" in the order they are scheduled, as the TypeScript SDK
 * numbers them (one sequence for activities, one for timers, `condition` timeouts included).
 * The field names are protobuf JSON names; `historyFromJSON` silently drops unknown ones.
 *
 * What a replay checks (Core 1.24, with the flags the first workflow task records): the kind and
 * order of the workflow's commands against the events (activity ids and types, timer ids, the
 * close: completed, failed). What it does not check: activity arguments and options (timeouts,
 * retry policy), timer durations, the workflow's result; and a history that stops early replays
 * cleanly. So end every history with the workflow's close, and check the values with
 * `fakeWorkflowModule` below.
 */

/** What the proto JSON of one history event looks like (loosely: historyFromJSON checks it). */
export interface HistoryEventJSON {
  eventId: string;
  eventTime: string;
  eventType: string;
  /** The event's attributes, e.g. `activityTaskScheduledEventAttributes`. */
  [attributes: string]: unknown;
}

export interface JSONPayloads {
  payloads: { metadata: Record<string, string>; data: string }[];
}

/** A failure in proto JSON form, as ACTIVITY_TASK_FAILED and WORKFLOW_EXECUTION_FAILED carry it. */
export interface FailureJSON {
  message: string;
  source?: string;
  stackTrace?: string;
  cause?: FailureJSON;
  applicationFailureInfo?: { type?: string; nonRetryable?: boolean; details?: JSONPayloads };
  activityFailureInfo?: {
    scheduledEventId: string;
    startedEventId: string;
    activityType: { name: string };
    activityId: string;
    retryState: string;
  };
}

/** How an activity's last attempt ended: a result, or a failure (retries exhausted or not retryable). */
export type ActivityOutcome = { result?: unknown } | { failure: FailureJSON; retryState?: string };
/** An activity's arguments (as scheduled; replay does not compare them) and its outcome. */
export type ActivityRun = ActivityOutcome & { args?: unknown[] };

export interface HistoryBuilderOptions {
  workflowType: string;
  taskQueue: string;
  /** The workflow's arguments. */
  input: unknown[];
  /** Defaults to "60s" for every activity; the replay does not compare it with the workflow's. */
  activityStartToCloseTimeout?: string;
}

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64");

/** Values as the default data converter writes them: JSON, `undefined` as binary/null. */
export function jsonPayloads(values: unknown[]): JSONPayloads {
  return {
    payloads: values.map((value) =>
      value === undefined
        ? { metadata: { encoding: base64("binary/null") }, data: "" }
        : { metadata: { encoding: base64("json/plain") }, data: base64(JSON.stringify(value)) },
    ),
  };
}

/** The failure an activity reports when it throws `ApplicationFailure.create({ type, nonRetryable })`. */
export function applicationFailure(message: string, type: string, nonRetryable = false): FailureJSON {
  return { message, source: "TypeScriptSDK", applicationFailureInfo: { type, nonRetryable } };
}

export class HistoryBuilder {
  private readonly events: HistoryEventJSON[] = [];
  private readonly taskQueue: { name: string; kind: string };
  private readonly activityTimeout: string;
  private readonly clock = Date.UTC(2026, 0, 1);
  private lastWorkflowTaskCompletedId = 0;
  private workflowTasks = 0;
  private activities = 0;
  private timers = 0;
  /** TIMER_STARTED event ids by timer id, for TIMER_FIRED and TIMER_CANCELED. */
  private readonly timerStartedIds = new Map<string, number>();
  private readonly scheduledActivities = new Map<
    string,
    { name: string; scheduledId: number; startedId?: number }
  >();

  constructor(options: HistoryBuilderOptions) {
    this.taskQueue = { name: options.taskQueue, kind: "TASK_QUEUE_KIND_NORMAL" };
    this.activityTimeout = options.activityStartToCloseTimeout ?? "60s";
    this.add("WORKFLOW_EXECUTION_STARTED", "workflowExecutionStartedEventAttributes", {
      workflowType: { name: options.workflowType },
      taskQueue: this.taskQueue,
      input: jsonPayloads(options.input),
      workflowTaskTimeout: "10s",
      originalExecutionRunId: "00000000-0000-4000-8000-000000000001",
      firstExecutionRunId: "00000000-0000-4000-8000-000000000001",
      attempt: 1,
      identity: "history-builder",
    });
  }

  /** The events so far (proto JSON), e.g. to print when a replay fails. */
  get json(): { events: HistoryEventJSON[] } {
    return { events: this.events.map((event) => structuredClone(event)) };
  }

  /** The History proto to give `Worker.runReplayHistory`. */
  build(): History {
    return historyFromJSON(this.json);
  }

  /**
   * A workflow task: scheduled, started, completed. The workflow's commands of this task are the
   * events added next. The first completed task carries the SDK's flags, without which Core does
   * not check activity ids and types on replay.
   */
  workflowTask(): this {
    const scheduledId = this.add("WORKFLOW_TASK_SCHEDULED", "workflowTaskScheduledEventAttributes", {
      taskQueue: this.taskQueue,
      startToCloseTimeout: "10s",
      attempt: 1,
    });
    const startedId = this.add("WORKFLOW_TASK_STARTED", "workflowTaskStartedEventAttributes", {
      scheduledEventId: String(scheduledId),
      identity: "history-builder",
    });
    this.workflowTasks += 1;
    this.lastWorkflowTaskCompletedId = this.add(
      "WORKFLOW_TASK_COMPLETED",
      "workflowTaskCompletedEventAttributes",
      {
        scheduledEventId: String(scheduledId),
        startedEventId: String(startedId),
        identity: "history-builder",
        ...(this.workflowTasks === 1 && { sdkMetadata: { coreUsedFlags: [1, 2, 3] } }),
      },
    );
    return this;
  }

  /** ACTIVITY_TASK_SCHEDULED: a ScheduleActivityTask command of the last workflow task. Returns its activity id. */
  scheduleActivity(name: string, args: unknown[] = []): string {
    this.activities += 1;
    const activityId = String(this.activities);
    const scheduledId = this.add("ACTIVITY_TASK_SCHEDULED", "activityTaskScheduledEventAttributes", {
      activityId,
      activityType: { name },
      taskQueue: this.taskQueue,
      input: jsonPayloads(args),
      startToCloseTimeout: this.activityTimeout,
      workflowTaskCompletedEventId: String(this.lastWorkflowTaskCompletedId),
    });
    this.scheduledActivities.set(activityId, { scheduledId, name });
    return activityId;
  }

  /** ACTIVITY_TASK_STARTED then ACTIVITY_TASK_COMPLETED or ACTIVITY_TASK_FAILED (the last attempt). */
  resolveActivity(activityId: string, outcome: ActivityOutcome = {}): this {
    const scheduled = this.scheduledActivities.get(activityId);
    if (!scheduled) throw new Error(`No activity ${activityId} was scheduled`);
    const startedId = this.add("ACTIVITY_TASK_STARTED", "activityTaskStartedEventAttributes", {
      scheduledEventId: String(scheduled.scheduledId),
      identity: "history-builder",
      attempt: 1,
    });
    scheduled.startedId = startedId;
    if ("failure" in outcome) {
      this.add("ACTIVITY_TASK_FAILED", "activityTaskFailedEventAttributes", {
        failure: outcome.failure,
        scheduledEventId: String(scheduled.scheduledId),
        startedEventId: String(startedId),
        identity: "history-builder",
        retryState: outcome.retryState ?? "RETRY_STATE_NON_RETRYABLE_FAILURE",
      });
    } else {
      this.add("ACTIVITY_TASK_COMPLETED", "activityTaskCompletedEventAttributes", {
        result: jsonPayloads([outcome.result]),
        scheduledEventId: String(scheduled.scheduledId),
        startedEventId: String(startedId),
        identity: "history-builder",
      });
    }
    return this;
  }

  /** An activity the last workflow task scheduled runs to its outcome; the next workflow task follows. */
  activity(name: string, run: ActivityRun = {}): this {
    const activityId = this.scheduleActivity(name, run.args);
    return this.resolveActivity(activityId, run).workflowTask();
  }

  /** TIMER_STARTED: a StartTimer command of the last workflow task (`sleep`, or `condition`'s timeout). Returns its timer id. */
  startTimer(startToFireTimeout: string): string {
    this.timers += 1;
    const timerId = String(this.timers);
    const startedId = this.add("TIMER_STARTED", "timerStartedEventAttributes", {
      timerId,
      startToFireTimeout,
      workflowTaskCompletedEventId: String(this.lastWorkflowTaskCompletedId),
    });
    this.timerStartedIds.set(timerId, startedId);
    return timerId;
  }

  /** TIMER_FIRED. */
  fireTimer(timerId: string): this {
    this.add("TIMER_FIRED", "timerFiredEventAttributes", {
      timerId,
      startedEventId: String(this.startedTimer(timerId)),
    });
    return this;
  }

  /** TIMER_CANCELED: a CancelTimer command of the last workflow task. */
  cancelTimer(timerId: string): this {
    this.add("TIMER_CANCELED", "timerCanceledEventAttributes", {
      timerId,
      startedEventId: String(this.startedTimer(timerId)),
      workflowTaskCompletedEventId: String(this.lastWorkflowTaskCompletedId),
      identity: "history-builder",
    });
    return this;
  }

  /** A timer the last workflow task started fires; the next workflow task follows. */
  timer(startToFireTimeout: string): this {
    return this.fireTimer(this.startTimer(startToFireTimeout)).workflowTask();
  }

  /** WORKFLOW_EXECUTION_SIGNALED. Add the workflow task that handles it (`workflowTask()`) after. */
  signal(signalName: string, args: unknown[]): this {
    this.add("WORKFLOW_EXECUTION_SIGNALED", "workflowExecutionSignaledEventAttributes", {
      signalName,
      input: jsonPayloads(args),
      identity: "history-builder",
    });
    return this;
  }

  /** WORKFLOW_EXECUTION_COMPLETED: the last workflow task's CompleteWorkflowExecution command. */
  completeWorkflow(result: unknown): this {
    this.add("WORKFLOW_EXECUTION_COMPLETED", "workflowExecutionCompletedEventAttributes", {
      result: jsonPayloads([result]),
      workflowTaskCompletedEventId: String(this.lastWorkflowTaskCompletedId),
    });
    return this;
  }

  /** WORKFLOW_EXECUTION_FAILED: the last workflow task's FailWorkflowExecution command. */
  failWorkflow(failure: FailureJSON): this {
    this.add("WORKFLOW_EXECUTION_FAILED", "workflowExecutionFailedEventAttributes", {
      failure,
      retryState: "RETRY_STATE_RETRY_POLICY_NOT_SET",
      workflowTaskCompletedEventId: String(this.lastWorkflowTaskCompletedId),
    });
    return this;
  }

  /** The activity failure a workflow sees (and fails with) when an activity failed for good. */
  activityFailure(activityId: string, cause: FailureJSON): FailureJSON {
    const scheduled = this.scheduledActivities.get(activityId);
    if (scheduled?.startedId === undefined) throw new Error(`Activity ${activityId} has not run`);
    return {
      message: "Activity task failed",
      source: "TypeScriptSDK",
      cause,
      activityFailureInfo: {
        scheduledEventId: String(scheduled.scheduledId),
        startedEventId: String(scheduled.startedId),
        activityType: { name: scheduled.name },
        activityId,
        retryState: "RETRY_STATE_NON_RETRYABLE_FAILURE",
      },
    };
  }

  private startedTimer(timerId: string): number {
    const startedId = this.timerStartedIds.get(timerId);
    if (startedId === undefined) throw new Error(`No timer ${timerId} was started`);
    return startedId;
  }

  private add(
    eventType: string,
    attributesName: `${string}EventAttributes`,
    attributes: Record<string, unknown>,
  ) {
    const eventId = this.events.length + 1;
    this.events.push({
      eventId: String(eventId),
      eventTime: new Date(this.clock + eventId * 100).toISOString(),
      eventType: `EVENT_TYPE_${eventType}`,
      [attributesName]: attributes,
    });
    return eventId;
  }
}

/** Replays one built history in Temporal's workflow sandbox; rejects with DeterminismViolationError on a mismatch. */
export type Replay = (history: HistoryBuilder) => Promise<void>;

/**
 * Bundles the workflows once (a few seconds) and returns a function replaying histories against
 * that bundle, each with a new replay worker (well under a second). Temporal's own logs are kept
 * to errors; a failed replay's error says what did not match.
 */
export async function createReplayer(workflowsPath: string): Promise<Replay> {
  installQuietRuntime();
  const { code } = await bundleWorkflowCode({ workflowsPath, logger: new DefaultLogger("ERROR") });
  return (history) => Worker.runReplayHistory({ workflowBundle: { code } }, history.build());
}

function installQuietRuntime() {
  try {
    Runtime.install({
      logger: new DefaultLogger("ERROR"),
      telemetryOptions: { logging: { filter: "ERROR", forward: {} } },
    });
  } catch {
    // Already installed in this process (by an earlier test file): keep it.
  }
}

/** What a workflow asked of the fake `@temporalio/workflow`, in order. */
export type WorkflowCall =
  | { activity: string; args: unknown[]; options: ActivityOptions }
  | { sleep: number | string }
  | { condition: number | string | undefined };

export interface FakeWorkflowScript {
  /** What an activity does when called: return a value or throw. Activities not named resolve to undefined. */
  activities?: Record<string, (...args: unknown[]) => unknown>;
  /** What `condition(fn, timeout)` resolves to: the timeout elapsing (false) or fn passing (true). Default: fn(). */
  conditionResult?: boolean;
}

/**
 * A stand-in for `@temporalio/workflow` (`vi.doMock("@temporalio/workflow", () => fake.module)`),
 * to run a workflow function as plain code and record what replay does not check: each
 * activity's arguments and proxy options (timeouts, retry policy), each sleep's and condition's
 * duration. Order and determinism are the replay's job; this is for the values.
 */
export function fakeWorkflowModule(script: FakeWorkflowScript = {}) {
  const calls: WorkflowCall[] = [];
  const module = {
    defineSignal: (name: string) => ({ type: "signal", name }),
    defineQuery: (name: string) => ({ type: "query", name }),
    defineUpdate: (name: string) => ({ type: "update", name }),
    setHandler: () => undefined,
    proxyActivities: (options: ActivityOptions) =>
      new Proxy(
        {},
        {
          get: (_target, name) => {
            if (typeof name !== "string") return undefined;
            return async (...args: unknown[]) => {
              calls.push({ activity: name, args, options });
              return script.activities?.[name]?.(...args);
            };
          },
        },
      ),
    sleep: async (duration: number | string) => {
      calls.push({ sleep: duration });
    },
    condition: async (fn: () => boolean, timeout?: number | string) => {
      calls.push({ condition: timeout });
      return script.conditionResult ?? fn();
    },
  };
  return { module, calls };
}
