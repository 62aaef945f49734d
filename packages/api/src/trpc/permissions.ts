import type { BackOfficeSection } from "@choose/schema";

/**
 * Which part of the back office each admin procedure belongs to, by its path under `admin`: a
 * sub-router's section, or a procedure's own where it differs from its router's. The role table
 * (`SECTION_ROLES` in @choose/schema) says who may use each part; a test walks every declared procedure
 * and every role, so a new procedure without a section here fails it (and is the Owner's alone meanwhile).
 */
const ROUTER_SECTIONS: Record<string, BackOfficeSection> = {
  session: "self",
  account: "self",
  overview: "self",
  blog: "content",
  publishing: "content",
  media: "content",
  chooseAct: "content",
  home: "content",
  events: "events",
  resources: "content",
  applications: "applications",
  reviews: "applications",
  portal: "applications",
  schools: "applications",
  contact: "messages",
  newsletter: "subscribers",
  organisation: "organisation",
  email: "organisation",
  sheets: "organisation",
  setup: "organisation",
  audit: "audit",
  staff: "staff",
};

const PROCEDURE_SECTIONS: Record<string, BackOfficeSection> = {
  "organisation.pages": "content",
  "organisation.page": "content",
  "organisation.createPage": "content",
  "organisation.updatePage": "content",
  "organisation.deletePage": "content",
  // Editors send a post to the subscribers; the list of subscribers stays the administrators'.
  "email.postSendStatus": "content",
  "email.sendPost": "content",
};

/** The section of the admin procedure at `path` ("admin.blog.list"); undefined when none is declared. */
export function sectionOf(path: string): BackOfficeSection | undefined {
  const inAdmin = path.replace(/^admin\./, "");
  return PROCEDURE_SECTIONS[inAdmin] ?? ROUTER_SECTIONS[inAdmin.split(".")[0] ?? ""];
}
