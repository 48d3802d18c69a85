import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { z } from "zod";
import {
  DEFAULT_PAGE_SIZE,
  StatsSchema,
  ViewerUserPageSchema,
  ViewerWillDetailSchema,
  ViewerWillPageSchema,
  type Stats,
  type ViewerUserRow,
  type ViewerWillDetail,
  type ViewerWillRow,
} from "../../../core/index.ts";
import { LoginCard } from "~/viewer/login-card.tsx";
import { StatisticsPanel, UsersPanel, WillsPanel, type LoadedPage } from "~/viewer/panels.tsx";
import { basicAuthorization, ViewerFetchError, viewerGet } from "~/viewer/viewer-api.ts";
import { WillDetail } from "~/viewer/will-detail.tsx";
import { GeneralErrorBoundary } from "~/common/error-boundary.tsx";
import { noStore, pageMeta, stylesheets } from "~/common/route-head.ts";
import { useHydrated } from "~/common/use-hydrated.ts";
import styles from "~/styles/db-viewer.css?url";

/*
 * /admin/database: the operator's read-only database viewer (docs/product.md sections 2, 4 and 8). The
 * page itself holds nothing: it logs in with the stats call, keeps the basic credentials in
 * memory only, and reads /api/db-viewer/* with them. Without JavaScript it explains why it cannot
 * work (decision 014).
 */

export const links = stylesheets(styles);
export const meta = pageMeta("Database Viewer", { noindex: true });
export const headers = noStore;

type Tab = "stats" | "wills" | "users";
type AuthState = "unauthenticated" | "authenticating" | "authenticated";

const TABS: readonly Tab[] = ["stats", "wills", "users"];

/** The reason a failed login shows: the server's own words when it gave some. */
function loginFailure(error: unknown): string {
  if (error instanceof ViewerFetchError && error.reason) return error.reason;
  return error instanceof Error ? error.message : "Failed to fetch";
}

/**
 * A list that loads a page at a time. Only the answer to the latest request is shown, so quick
 * clicks on Next cannot leave an older page on screen. Failures are logged to the console only
 * (docs/product.md section 8).
 */
function usePagedList<Row>(
  load: (page: number, limit: number) => Promise<{ data: Row[]; pagination: LoadedPage<Row>["pagination"] }>,
) {
  const [list, setList] = useState<LoadedPage<Row> | null>(null);
  const latest = useRef(0);
  /** Whether a first page was asked for (it may still be on its way). */
  const requested = useRef(false);
  const show = useCallback(
    async (page: number, limit: number) => {
      const request = ++latest.current;
      requested.current = true;
      try {
        const answer = await load(page, limit);
        if (request === latest.current) setList({ ...answer, page, limit });
      } catch (error) {
        console.error(error);
      }
    },
    [load],
  );
  /** Loads the first page unless it was already asked for: a tab's data loads once. */
  const showOnce = useCallback(
    (limit: number) => {
      if (!requested.current) void show(1, limit);
    },
    [show],
  );
  const clear = useCallback(() => {
    latest.current += 1;
    requested.current = false;
    setList(null);
  }, []);
  return { list, show, showOnce, clear };
}

export default function DatabaseViewer() {
  const hydrated = useHydrated();
  const viewer = useViewer();
  const title = useViewerFocus(viewer.auth, viewer.detail, viewer.returnFocusTo);
  const { stats, detail, wills, users } = viewer;
  if (viewer.auth !== "authenticated" || !stats) {
    return (
      <div className="container viewer-page viewer-login-page">
        <LoginCard
          enabled={hydrated}
          busy={viewer.auth === "authenticating"}
          error={viewer.loginError}
          onLogin={(username, password) => void viewer.login(username, password)}
        />
      </div>
    );
  }
  const labels: Record<Tab, string> = {
    stats: "Statistics",
    wills: `Wills (${wills.list?.pagination.total ?? stats.totalWills})`,
    users: `Users (${users.list?.pagination.total ?? stats.totalUsers})`,
  };
  return (
    <div className="container viewer-page">
      <div className="viewer-head head-row">
        <h1 ref={title} tabIndex={-1}>
          Database Viewer
        </h1>
        <button type="button" className="button" onClick={viewer.logout}>
          Log out
        </button>
      </div>
      {detail ? (
        <WillDetail will={detail} onBack={() => viewer.setDetail(null)} />
      ) : (
        <>
          <ViewerTabs tab={viewer.tab} labels={labels} onSelect={viewer.selectTab} />
          <ViewerPanels viewer={viewer} stats={stats} />
        </>
      )}
    </div>
  );
}

/** Reads one page of a table of the viewer's API with the credentials held in memory. */
function pageLoader<Schema extends z.ZodType>(
  table: "wills" | "users",
  schema: Schema,
  credentials: { current: string | null },
) {
  return (page: number, limit: number) =>
    viewerGet(`/api/db-viewer/${table}?page=${page}&limit=${limit}`, credentials.current ?? "", schema);
}

/** The will and user lists, read with the credentials held in memory. */
function useViewerLists(credentials: { current: string | null }) {
  const loadWills = useMemo(() => pageLoader("wills", ViewerWillPageSchema, credentials), [credentials]);
  const loadUsers = useMemo(() => pageLoader("users", ViewerUserPageSchema, credentials), [credentials]);
  return { wills: usePagedList<ViewerWillRow>(loadWills), users: usePagedList<ViewerUserRow>(loadUsers) };
}

/** The viewer's state: the login, the statistics, the tab shown, the will opened. */
function useViewer() {
  /** The Authorization header, in memory only; null whenever nobody is logged in. */
  const credentials = useRef<string | null>(null);
  const [auth, setAuth] = useState<AuthState>("unauthenticated");
  const [loginError, setLoginError] = useState<string | null>(null);
  const [stats, setStats] = useState<Stats | null>(null);
  const [tab, setTab] = useState<Tab>("stats");
  const [detail, setDetail] = useState<ViewerWillDetail | null>(null);
  /** The will whose View button opened the detail, to put focus back on it. */
  const returnFocusTo = useRef<string | null>(null);
  const { wills, users } = useViewerLists(credentials);

  async function login(username: string, password: string) {
    setAuth("authenticating");
    setLoginError(null);
    const authorization = basicAuthorization(username, password);
    try {
      const answer = await viewerGet("/api/db-viewer/stats", authorization, StatsSchema);
      credentials.current = authorization;
      setStats(answer);
      setTab("stats");
      setAuth("authenticated");
      void wills.show(1, DEFAULT_PAGE_SIZE);
    } catch (error) {
      console.error(error);
      credentials.current = null;
      setLoginError(loginFailure(error));
      setAuth("unauthenticated");
    }
  }

  function logout() {
    credentials.current = null;
    setStats(null);
    setDetail(null);
    wills.clear();
    users.clear();
    setLoginError(null);
    setAuth("unauthenticated");
  }

  function selectTab(next: Tab) {
    setTab(next);
    // A tab's data loads the first time it is shown, and only then.
    if (next === "users") users.showOnce(DEFAULT_PAGE_SIZE);
  }

  async function view(willId: string) {
    returnFocusTo.current = willId;
    try {
      setDetail(
        await viewerGet(
          `/api/db-viewer/wills/${encodeURIComponent(willId)}`,
          credentials.current ?? "",
          ViewerWillDetailSchema,
        ),
      );
    } catch (error) {
      console.error(error);
    }
  }

  return {
    auth,
    loginError,
    stats,
    tab,
    detail,
    setDetail,
    returnFocusTo,
    wills,
    users,
    login,
    logout,
    selectTab,
    view,
  };
}

/**
 * After login, focus moves from the vanished form to the viewer's heading (the returned ref); back
 * from a will, it returns to the View button that opened it.
 */
function useViewerFocus(
  auth: AuthState,
  detail: ViewerWillDetail | null,
  returnFocusTo: { current: string | null },
) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (auth === "authenticated") title.current?.focus();
  }, [auth]);
  useEffect(() => {
    if (detail || !returnFocusTo.current) return;
    const id = returnFocusTo.current;
    returnFocusTo.current = null;
    const button = [...document.querySelectorAll<HTMLButtonElement>("button[data-will-id]")].find(
      (candidate) => candidate.dataset.willId === id && candidate.offsetParent !== null,
    );
    button?.focus();
  }, [detail, returnFocusTo]);
  return title;
}

/** The three tab panels; only the selected one is shown. */
function ViewerPanels({ viewer, stats }: { viewer: ReturnType<typeof useViewer>; stats: Stats }) {
  const { wills, users, tab, view } = viewer;
  return TABS.map((panel) => (
    <div
      key={panel}
      className="viewer-panel"
      role="tabpanel"
      id={`viewer-panel-${panel}`}
      aria-labelledby={`viewer-tab-${panel}`}
      hidden={panel !== tab}
    >
      {panel === "stats" ? (
        <StatisticsPanel stats={stats} onView={(id) => void view(id)} />
      ) : panel === "wills" ? (
        <WillsPanel
          wills={wills.list}
          onPage={(page) => void wills.show(page, wills.list?.limit ?? DEFAULT_PAGE_SIZE)}
          onPageSize={(limit) => void wills.show(1, limit)}
          onView={(id) => void view(id)}
        />
      ) : (
        <UsersPanel
          users={users.list}
          onPage={(page) => void users.show(page, users.list?.limit ?? DEFAULT_PAGE_SIZE)}
        />
      )}
    </div>
  ));
}

/** The three tabs (the ARIA tabs pattern): arrow keys, Home and End move and select. */
function ViewerTabs({
  tab,
  labels,
  onSelect,
}: {
  tab: Tab;
  labels: Record<Tab, string>;
  onSelect: (tab: Tab) => void;
}) {
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.indexOf(tab);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % TABS.length,
      ArrowLeft: (index - 1 + TABS.length) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const next = TABS[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(`viewer-tab-${next}`)?.focus();
  }
  return (
    <div className="tab-list viewer-tabs" role="tablist" aria-label="Database tables">
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`viewer-tab-${id}`}
          aria-selected={tab === id}
          aria-controls={`viewer-panel-${id}`}
          tabIndex={tab === id ? 0 : -1}
          className={tab === id ? "tab is-selected" : "tab"}
          onClick={() => onSelect(id)}
          onKeyDown={onKeyDown}
        >
          {labels[id]}
        </button>
      ))}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
