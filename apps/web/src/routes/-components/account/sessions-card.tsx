import { type AdminSessionInfo, uiMessages } from "@choose/schema";
import { useSuspenseQuery } from "@tanstack/react-query";
import { SectionCard } from "../../../components/admin/section-card";
import { Badge, ON_TONE } from "../../../components/admin/status-badge";
import { useNotifyingMutation } from "../../../components/admin/use-notifying-mutation";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../../../lib/format";
import { type Trpc, useTRPC } from "../../../lib/trpc";

/** What signing a session out changes. */
const reloadSessions = (trpc: Trpc) => [trpc.admin.account.sessions.queryKey()];

/** Every live session: when and where it signed in, with what, and when it was last used. */
export function SessionsCard() {
  const trpc = useTRPC();
  // Loaded by the route (its loader), like the two-factor status.
  const { data: list } = useSuspenseQuery(trpc.admin.account.sessions.queryOptions());
  const signOutOthers = useNotifyingMutation((trpc) => trpc.admin.account.revokeOtherSessions, {
    success: uiMessages.account.otherSessionsSignedOut,
    failure: uiMessages.account.signOutFailed,
    reloads: reloadSessions,
  });

  return (
    <SectionCard title="Sessions">
      <p className="mt-1 text-ink-600">
        Where the back office is signed in. Sign out any session you do not recognise, then change the
        password.
      </p>
      <div className="mt-5">
        <ul aria-label="Sessions" className="grid gap-3">
          {list.map((session) => (
            <li key={session.id}>
              <SessionRow session={session} />
            </li>
          ))}
        </ul>
        {list.some((session) => !session.current) && (
          <Button
            variant="outline"
            className="mt-5"
            disabled={signOutOthers.isPending}
            onClick={() => signOutOthers.mutate()}
          >
            {signOutOthers.isPending ? "Signing out..." : "Sign Out All Other Sessions"}
          </Button>
        )}
      </div>
    </SectionCard>
  );
}

function SessionRow({ session }: { session: AdminSessionInfo }) {
  const signOut = useNotifyingMutation((trpc) => trpc.admin.account.revokeSession, {
    success: uiMessages.account.sessionSignedOut,
    failure: uiMessages.account.signOutFailed,
    reloads: reloadSessions,
  });
  return (
    <SessionSummary
      session={session}
      signingOut={signOut.isPending}
      onSignOut={() => signOut.mutate({ id: session.id })}
    />
  );
}

interface SessionSummaryProps {
  session: AdminSessionInfo;
  /** Whose session, in the sign-out button's name when it is someone else's ("of reviewer-1"). */
  owner?: string;
  signingOut: boolean;
  onSignOut: () => void;
}

/**
 * A session as both lists show it (one's own on the account screen, everyone's on the team screen): the
 * browser, when and where it signed in, its last use, and a sign-out unless it is the one in use.
 */
export function SessionSummary({ session, owner, signingOut, onSignOut }: SessionSummaryProps) {
  const signedIn = formatDateTime(session.createdAt);
  return (
    <article
      aria-label={session.device}
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-ink-200 p-4"
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-ink-900">
          {session.device}
          {session.current && <Badge className={ON_TONE}>This session</Badge>}
        </p>
        <p className="mt-1 text-sm text-ink-600">
          Signed in {signedIn}
          {session.clientIp && <> from {session.clientIp}</>}
        </p>
        <p className="text-sm text-ink-600">Last used {formatDateTime(session.lastUsedAt)}</p>
      </div>
      {!session.current && (
        <Button
          variant="outline"
          size="sm"
          disabled={signingOut}
          aria-label={`Sign out ${session.device}${owner ? ` of ${owner}` : ""}, signed in ${signedIn}`}
          onClick={onSignOut}
        >
          {signingOut ? "Signing out..." : "Sign Out"}
        </Button>
      )}
    </article>
  );
}
