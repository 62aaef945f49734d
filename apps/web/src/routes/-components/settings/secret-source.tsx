import { Badge, OFF_TONE, ON_TONE } from "../../../components/admin/status-badge";

/** Where a secret the server uses comes from: its environment, the back office, or nowhere yet. */
export type SecretSource = "environment" | "settings" | "none";

/** The card's badge saying which source is in use; `none` names what is missing. */
export function SecretSourceBadge({ source, none }: { source: SecretSource; none: string }) {
  return (
    <Badge className={source === "none" ? OFF_TONE : ON_TONE}>
      {source === "environment" ? "Set on the server" : source === "settings" ? "Saved here" : none}
    </Badge>
  );
}
