import type { StaffMember, StaffOverview, TeamSessionInfo } from "@choose/schema";
import {
  mayUse,
  ROLE_DESCRIPTIONS,
  ROLE_NAMES,
  STAFF_ROLES,
  type StaffRole,
} from "@choose/schema/staff-roles";
import { uiMessages } from "@choose/schema/ui-messages";
import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { AdminScreen } from "../components/admin/admin-shell";
import { ConfirmDeleteButton } from "../components/admin/confirm-dialog";
import { screenStates } from "../components/admin/screen-data";
import { SectionCard } from "../components/admin/section-card";
import { OnOffBadge } from "../components/admin/status-badge";
import { useNotifyingMutation } from "../components/admin/use-notifying-mutation";
import { FormField } from "../components/forms/form-field";
import { useSchemaForm } from "../components/forms/use-schema-form";
import { Button } from "../components/ui/button";
import { Checkbox, Input, Select } from "../components/ui/input";
import { formatDateTime } from "../lib/format";
import { type Trpc, useTRPC } from "../lib/trpc";
import { SessionSummary } from "./-components/account/sessions-card";

const header = {
  title: "Team",
  meta: "Invite people to the back office and choose what each may do.",
  description: "Invite people, choose their roles, and sign anyone out.",
};

export const Route = createFileRoute("/admin/_authed/staff")({
  loader: ({ context: { queryClient, trpc } }) =>
    Promise.all([
      queryClient.ensureQueryData(trpc.admin.staff.list.queryOptions()),
      queryClient.ensureQueryData(trpc.admin.staff.sessions.queryOptions()),
    ]),
  ...screenStates(header, {
    loading: { label: "Loading the team", cards: ["invite", "members"], bars: ["h-6 w-1/2", "h-11 w-full"] },
    failure: "The team could not be loaded.",
  }),
  component: StaffPage,
});

/** What a change to the team changes: the people, and their sessions (a role change signs them out). */
const reloads = (trpc: Trpc) => [trpc.admin.staff.list.queryKey(), trpc.admin.staff.sessions.queryKey()];

function StaffPage() {
  const { data: team } = useSuspenseQuery(useTRPC().admin.staff.list.queryOptions());
  return (
    <AdminScreen {...header}>
      <div className="grid gap-6">
        <InviteCard />
        <MembersCard team={team} />
        {team.invitations.length > 0 && <InvitationsCard team={team} />}
        <SecurityCard requireTwoFactor={team.requireTwoFactor} />
        <RolesCard />
      </div>
    </AdminScreen>
  );
}

function RoleOptions() {
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {ROLE_NAMES[role]}
    </option>
  ));
}

function InviteCard() {
  const { form, formProps } = useSchemaForm(
    () => import("@choose/schema").then((schema) => schema.StaffInviteInputSchema),
    { email: "", role: STAFF_ROLES[2] },
  );
  const invite = useNotifyingMutation((trpc) => trpc.admin.staff.invite, {
    success: (invitation) => ({
      title: `Invitation sent to ${invitation.email}`,
      description: "The link in it works once, for 48 hours.",
    }),
    failure: "Could not send the invitation",
    after: () => form.reset({ email: "", role: "editor" }),
    reloads,
  });
  const { errors } = form.formState;
  return (
    <SectionCard title="Invite someone">
      <form
        aria-label="Invite someone"
        className="mt-4 grid gap-4 md:grid-cols-[2fr_1fr_auto] md:items-start"
        {...formProps(invite)}
      >
        <FormField label="Email" required error={errors.email?.message}>
          {(control) => <Input {...control} type="email" autoComplete="off" {...form.register("email")} />}
        </FormField>
        <FormField label="Role" required error={errors.role?.message}>
          {(control) => (
            <Select {...control} {...form.register("role")}>
              <RoleOptions />
            </Select>
          )}
        </FormField>
        <Button type="submit" disabled={invite.isPending} className="md:mt-7">
          {invite.isPending ? "Sending..." : "Send invitation"}
        </Button>
      </form>
    </SectionCard>
  );
}

function MembersCard({ team }: { team: StaffOverview }) {
  const { data: sessions } = useSuspenseQuery(useTRPC().admin.staff.sessions.queryOptions());
  return (
    <SectionCard title="People">
      <ul className="mt-4 divide-y divide-ink-200">
        {team.members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            sessions={sessions.filter((session) => session.userId === member.id)}
          />
        ))}
      </ul>
    </SectionCard>
  );
}

function MemberRow({ member, sessions }: { member: StaffMember; sessions: TeamSessionInfo[] }) {
  const [role, setRole] = useState<StaffRole>(member.role);
  const setRoleMutation = useNotifyingMutation((trpc) => trpc.admin.staff.setRole, {
    success: {
      title: `${member.username} is now ${ROLE_NAMES[role]}`,
      description: "Their sessions were signed out.",
    },
    failure: "Could not change the role",
    reloads,
  });
  const signOut = useNotifyingMutation((trpc) => trpc.admin.staff.signOut, {
    success: (result) =>
      `Signed ${member.username} out of ${result.count} session${result.count === 1 ? "" : "s"}`,
    failure: "Could not sign them out",
    reloads,
  });
  const remove = useNotifyingMutation((trpc) => trpc.admin.staff.remove, {
    success: `${member.username} was removed from the team`,
    failure: "Could not remove them",
    reloads,
  });
  const roleId = `role-${member.id}`;
  return (
    <li className="grid gap-3 py-4 md:grid-cols-[2fr_2fr_auto] md:items-center">
      <div>
        <p className="font-semibold text-brand-900">{member.username}</p>
        <p className="text-sm break-all text-ink-700">{member.email ?? "Account made on the server"}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-700">
          <OnOffBadge on={member.twoFactor} labels={["Two-factor on", "Two-factor off"]} />
          {member.lastSeenAt ? `Last seen ${formatDateTime(member.lastSeenAt)}` : "Never signed in"}
        </p>
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          setRoleMutation.mutate({ id: member.id, role });
        }}
      >
        <div className="grid gap-1">
          <label htmlFor={roleId} className="text-sm font-semibold text-ink-800">
            Role of {member.username}
          </label>
          <Select
            id={roleId}
            value={role}
            onChange={(event) => setRole(STAFF_ROLES.find((r) => r === event.target.value) ?? member.role)}
          >
            <RoleOptions />
          </Select>
        </div>
        <Button type="submit" variant="outline" disabled={role === member.role || setRoleMutation.isPending}>
          Change role
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Sign out ${member.username} everywhere`}
          disabled={signOut.isPending}
          onClick={() => signOut.mutate({ id: member.id })}
        >
          Sign out
        </Button>
        <ConfirmDeleteButton
          label={`Remove ${member.username}`}
          title={`Remove ${member.username} from the team?`}
          description="Their account goes and every session they have ends now. The audit trail keeps their name."
          confirmLabel="Remove"
          deleting={remove.isPending}
          onConfirm={() => remove.mutate({ id: member.id })}
        >
          Remove
        </ConfirmDeleteButton>
      </div>
      <div className="grid gap-3 md:col-span-3">
        <ExportSwitch member={member} />
        <MemberSessions member={member} sessions={sessions} />
      </div>
    </li>
  );
}

/**
 * The Owner's switch for downloading personal data (the CSV exports): for Administrators and Reviewers
 * (off by default for Reviewers); an Owner always may, an Editor reads no personal data.
 */
function ExportSwitch({ member }: { member: StaffMember }) {
  const save = useNotifyingMutation((trpc) => trpc.admin.staff.setExport, {
    success: (team) =>
      team.members.find((person) => person.id === member.id)?.canExport
        ? `${member.username} may now export personal data`
        : `${member.username} may no longer export personal data`,
    failure: "Could not change what they may export",
    reloads,
  });
  if (member.role === "owner")
    return <p className="text-sm text-ink-700">May export personal data (CSV): always, as an Owner.</p>;
  if (!mayUse(member.role, "exports")) return null;
  const id = `export-${member.id}`;
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={member.canExport}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ id: member.id, canExport: event.target.checked })}
      />
      <label htmlFor={id} className="text-sm text-ink-800">
        <span className="font-semibold">{member.username} may export personal data (CSV).</span> The
        applications{member.role === "admin" ? " and subscribers" : ""} lists' downloads.
      </label>
    </div>
  );
}

/** The person's live sessions, as their own account screen lists them, each signed out on its own. */
function MemberSessions({ member, sessions }: { member: StaffMember; sessions: TeamSessionInfo[] }) {
  const signOut = useNotifyingMutation((trpc) => trpc.admin.staff.revokeSession, {
    success: uiMessages.account.sessionSignedOut,
    failure: uiMessages.account.signOutFailed,
    reloads,
  });
  return (
    <details className="rounded-lg border border-ink-200 px-4 py-2">
      <summary className="cursor-pointer py-1 font-medium text-brand-900">
        Sessions of {member.username} ({sessions.length})
      </summary>
      {sessions.length === 0 ? (
        <p className="py-2 text-sm text-ink-700">Not signed in anywhere.</p>
      ) : (
        <ul aria-label={`Sessions of ${member.username}`} className="grid gap-3 py-2">
          {sessions.map((session) => (
            <li key={session.id}>
              <SessionSummary
                session={session}
                owner={member.username}
                signingOut={signOut.isPending && signOut.variables?.sessionId === session.id}
                onSignOut={() => signOut.mutate({ id: member.id, sessionId: session.id })}
              />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function InvitationsCard({ team }: { team: StaffOverview }) {
  const withdraw = useNotifyingMutation((trpc) => trpc.admin.staff.withdraw, {
    success: "Invitation withdrawn",
    failure: "Could not withdraw the invitation",
    reloads,
  });
  return (
    <SectionCard title="Waiting invitations">
      <ul className="mt-4 divide-y divide-ink-200">
        {team.invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="text-ink-800">
              <span className="font-semibold break-all">{invitation.email}</span> as{" "}
              {ROLE_NAMES[invitation.role]}, sent by {invitation.invitedBy}; the link works until{" "}
              {formatDateTime(invitation.expiresAt)}
            </p>
            <Button
              variant="outline"
              size="sm"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              disabled={withdraw.isPending}
              onClick={() => withdraw.mutate({ id: invitation.id })}
            >
              Withdraw
            </Button>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}

function SecurityCard({ requireTwoFactor }: { requireTwoFactor: boolean }) {
  const save = useNotifyingMutation((trpc) => trpc.admin.staff.setSecurity, {
    success: (team) =>
      team.requireTwoFactor
        ? "Two-factor sign-in is now required for everyone"
        : "Two-factor sign-in is now optional",
    failure: "Could not save the security setting",
    reloads,
  });
  const id = "require-two-factor";
  return (
    <SectionCard
      title="Security"
      aside={<OnOffBadge on={requireTwoFactor} labels={["Required", "Optional"]} />}
    >
      <div className="mt-4 flex items-start gap-3">
        <Checkbox
          id={id}
          checked={requireTwoFactor}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ requireTwoFactor: event.target.checked })}
        />
        <label htmlFor={id} className="text-ink-800">
          <span className="font-semibold">Require two-factor sign-in for everyone.</span> Until they turn it
          on, a person can use only their own Account screen.
        </label>
      </div>
    </SectionCard>
  );
}

function RolesCard() {
  return (
    <SectionCard title="What each role may do">
      <dl className="mt-4 grid gap-3 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <div key={role}>
            <dt className="font-semibold text-brand-900">{ROLE_NAMES[role]}</dt>
            <dd className="text-ink-700">{ROLE_DESCRIPTIONS[role]}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}
