import { type Language, pathInLanguage } from "@choose/schema/i18n";
import type { EntityManager } from "@mikro-orm/postgresql";
import { hashToken, newToken } from "../auth/tokens.ts";
import { PortalLinkEntity } from "./portal.entity.ts";

/** The portal's page of a token, in a language: the token is in the path, the whole authority. */
export const portalPath = (token: string, language: Language) => pathInLanguage(`/portal/${token}`, language);

/**
 * A new link to an application's portal, written in `em`'s transaction: only its hash is stored, so
 * the returned URL (for the email being written in the same transaction) is the only copy.
 */
export function issuePortalLink(
  em: EntityManager,
  publicUrl: string,
  application: { id: string; language: Language },
): string {
  const token = newToken();
  em.create(PortalLinkEntity, { application: application.id, tokenHash: hashToken(token) });
  return `${publicUrl}${portalPath(token, application.language)}`;
}
