import type { ReactNode } from "react";
import {
  PAGE_SIZES,
  type Pagination,
  type Stats,
  type ViewerUserRow,
  type ViewerWillRow,
} from "../../../core/index.ts";
import { formatDateTime } from "./viewer-api.ts";

/** One page of a list as the page holds it: the rows, the totals, and which page of what size. */
export interface LoadedPage<Row> {
  data: Row[];
  pagination: Pagination;
  page: number;
  limit: number;
}

/** What the viewer shows for a will with no email (a draft nobody gave an address for). */
const NO_EMAIL = "Not given";

function ViewButton({ willId, onView }: { willId: string; onView: (id: string) => void }) {
  return (
    <button
      type="button"
      className="button viewer-view"
      data-will-id={willId}
      onClick={() => onView(willId)}
      aria-label={`View will ${willId}`}
    >
      View
    </button>
  );
}

/** A table that scrolls sideways on a narrow screen, reachable by keyboard when it does. */
function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="viewer-table-frame" role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

/** Statistics: Total Wills, Total Users, Recent Activity, and the Recent Wills table. */
export function StatisticsPanel({ stats, onView }: { stats: Stats; onView: (id: string) => void }) {
  const latest = stats.recentWills[0];
  return (
    <>
      <div className="viewer-cards">
        <section className="card viewer-stat" aria-labelledby="viewer-total-wills">
          <h2 id="viewer-total-wills">Total Wills</h2>
          <p className="viewer-stat-value">{stats.totalWills}</p>
        </section>
        <section className="card viewer-stat" aria-labelledby="viewer-total-users">
          <h2 id="viewer-total-users">Total Users</h2>
          <p className="viewer-stat-value">{stats.totalUsers}</p>
        </section>
        <section className="card viewer-stat" aria-labelledby="viewer-open-legal-checks">
          <h2 id="viewer-open-legal-checks">Open Legal Checks</h2>
          <p className="viewer-stat-value">{stats.openLegalChecks}</p>
        </section>
        <section className="card viewer-stat" aria-labelledby="viewer-recent-activity">
          <h2 id="viewer-recent-activity">Recent Activity</h2>
          <p>{latest ? `Last will created: ${formatDateTime(latest.createdAt)}` : "No recent activity"}</p>
        </section>
      </div>
      <h2 className="viewer-section-title">Recent Wills</h2>
      <WillTable label="Recent Wills" wills={stats.recentWills} empty="No wills yet" onView={onView} />
    </>
  );
}

/** A table of wills, each with its View button; the full list (with a caption) says which have a document. */
function WillTable({
  label,
  caption,
  wills,
  empty,
  onView,
}: {
  label: string;
  caption?: string;
  wills: readonly { id: string; email: string | null; createdAt: Date; hasDocument?: boolean }[];
  empty: string;
  onView: (id: string) => void;
}) {
  const withDocument = caption !== undefined;
  return (
    <TableFrame label={label}>
      <table className="viewer-table">
        {caption ? <caption>{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">ID</th>
            <th scope="col">Email</th>
            <th scope="col">Created</th>
            {withDocument ? <th scope="col">Has Document</th> : null}
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {wills.length === 0 ? (
            <tr>
              <td colSpan={withDocument ? 5 : 4}>{empty}</td>
            </tr>
          ) : (
            wills.map((will) => (
              <tr key={will.id}>
                <td className="viewer-id">{will.id}</td>
                <td>{will.email ?? NO_EMAIL}</td>
                <td>{formatDateTime(will.createdAt)}</td>
                {withDocument ? <td>{will.hasDocument ? "Yes" : "No"}</td> : null}
                <td>
                  <ViewButton willId={will.id} onView={onView} />
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </TableFrame>
  );
}

/** Previous, 'Page X of Y' and Next; Previous is disabled on page 1 and Next on the last page. */
function Paging({
  label,
  page,
  pages,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const last = Math.max(pages, 1);
  return (
    <nav className="viewer-paging" aria-label={label}>
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span className="viewer-page-of" aria-live="polite">
        Page {page} of {last}
      </span>
      <button type="button" className="button" disabled={page >= last} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** Wills: every will, a page at a time, with the rows-per-page selector. */
export function WillsPanel({
  wills,
  onPage,
  onPageSize,
  onView,
}: {
  wills: LoadedPage<ViewerWillRow> | null;
  onPage: (page: number) => void;
  onPageSize: (limit: number) => void;
  onView: (id: string) => void;
}) {
  if (!wills) return <p role="status">Loading wills...</p>;
  return (
    <>
      <div className="viewer-list-head">
        <label className="viewer-page-size">
          Rows per page
          <select value={wills.limit} onChange={(event) => onPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </label>
      </div>
      <WillTable
        label="Wills"
        caption={`Showing ${wills.data.length} of ${wills.pagination.total} wills`}
        wills={wills.data}
        empty="No wills found"
        onView={onView}
      />
      <Paging label="Wills pages" page={wills.page} pages={wills.pagination.pages} onPage={onPage} />
    </>
  );
}

/**
 * Users: every account with the wills it made. A user with none is highlighted yellow with the
 * count in orange; the others are green. Paging only when there is more than one page.
 */
export function UsersPanel({
  users,
  onPage,
}: {
  users: LoadedPage<ViewerUserRow> | null;
  onPage: (page: number) => void;
}) {
  if (!users) return <p role="status">Loading users...</p>;
  if (users.data.length === 0 && users.pagination.total === 0) return <p>No users found</p>;
  return (
    <>
      <TableFrame label="Users">
        <table className="viewer-table">
          <thead>
            <tr>
              <th scope="col">ID</th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Wills Created</th>
              <th scope="col">Created</th>
            </tr>
          </thead>
          <tbody>
            {users.data.map((user) => {
              const none = user.willCount === 0;
              return (
                <tr key={user.id} className={none ? "viewer-user-none" : "viewer-user-some"}>
                  <td className="viewer-id">{user.id}</td>
                  <td>{user.firstName}</td>
                  <td>{user.email}</td>
                  <td>
                    <span className={none ? "viewer-count-none" : "viewer-count-some"}>{user.willCount}</span>
                  </td>
                  <td>{formatDateTime(user.createdAt)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableFrame>
      {users.pagination.pages > 1 ? (
        <Paging label="Users pages" page={users.page} pages={users.pagination.pages} onPage={onPage} />
      ) : null}
    </>
  );
}
