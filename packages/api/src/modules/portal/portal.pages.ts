import {
  type DirectoryEntry,
  PORTAL_DOCUMENTS_MAX,
  PORTAL_TEXT_MAX,
  type PortalEvent,
  type PortalView,
  SCHOOL_DESCRIPTION_MAX,
} from "@choose/schema";
import { fill, type Language, otherLanguage, pathInLanguage } from "@choose/schema/i18n";
import { type PortalTexts, portalTexts } from "@choose/schema/i18n/portal";

/**
 * The school portal's pages, rendered here as plain HTML: no script at all (they hold a secret in
 * their address, so nothing on them may load another script or call the API with it), one form per
 * action, posted to the server. Every value from the database is escaped.
 */

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A page's problems: each a message and the field it belongs to. */
export interface PageErrors {
  messages: { field: string; text: string }[];
  /** The form that was refused (a request's id, or "documents"), and what its answer held. */
  form?: string;
  answer?: string;
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:#1c1917;background:#fafaf9}
header{background:#1e3a5f;color:#fff;padding:12px 16px;display:flex;justify-content:space-between;align-items:center;gap:12px;flex-wrap:wrap}
header a{color:#fff}main{max-width:48rem;margin:0 auto;padding:16px}
h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.25rem;margin:2rem 0 .5rem}
section{background:#fff;border:1px solid #d6d3d1;border-radius:8px;padding:4px 16px 16px;margin:16px 0}
.muted{color:#57534e}.notice{border-left:4px solid #15803d;background:#f0fdf4;padding:8px 12px}
.errors{border:2px solid #b91c1c;background:#fef2f2;padding:8px 12px;border-radius:6px}.errors a{color:#991b1b}
.error{color:#b91c1c;font-weight:600}label{display:block;font-weight:600;margin:12px 0 4px}
textarea,input[type=email]{width:100%;font:inherit;padding:8px;border:1px solid #78716c;border-radius:6px}
textarea{min-height:6rem}input[type=file]{font:inherit}
button{font:inherit;margin-top:12px;padding:8px 16px;border-radius:6px;border:0;background:#1d4ed8;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible,textarea:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.request{border-top:1px solid #e7e5e4;padding-top:8px;margin-top:8px}.badge{font-weight:700}
ul.plain,ol.plain{padding-left:1.25rem}a{color:#1d4ed8}
`;

function dateIn(language: Language, iso: string): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-US" : "en-US", {
    dateStyle: "long",
    timeZone: "America/Chicago",
  }).format(new Date(iso));
}

function layout(
  language: Language,
  title: string,
  siteName: string,
  body: string,
  otherPath: string,
): string {
  const t = portalTexts[language];
  const other = otherLanguage(language);
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · ${escapeHtml(siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><a href="${pathInLanguage("/", language)}">${escapeHtml(siteName)}</a><a href="${escapeHtml(otherPath)}" lang="${other}" hreflang="${other}">${t.languageSwitch}</a></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

function errorSummary(t: PortalTexts, errors: PageErrors | undefined): string {
  if (!errors || errors.messages.length === 0) return "";
  const items = errors.messages
    .map((message) => `<li><a href="#${escapeHtml(message.field)}">${escapeHtml(message.text)}</a></li>`)
    .join("");
  // Focus goes to the summary when the page comes back refused (autofocus needs no script).
  return `<div class="errors" role="alert" tabindex="-1" autofocus id="problems"><h2>${t.errorSummary}</h2><ul>${items}</ul></div>`;
}

function fieldError(errors: PageErrors | undefined, field: string): string {
  const message = errors?.messages.find((candidate) => candidate.field === field);
  return message ? `<p class="error" id="${escapeHtml(field)}-error">${escapeHtml(message.text)}</p>` : "";
}

const describedBy = (errors: PageErrors | undefined, field: string) =>
  errors?.messages.some((message) => message.field === field)
    ? ` aria-describedby="${field}-error" aria-invalid="true"`
    : "";

function eventText(t: PortalTexts, event: PortalEvent): string {
  switch (event.kind) {
    case "submitted":
      return t.events.submitted;
    case "status":
      return fill(t.events.status, { status: t.statusNames[event.status] });
    case "letter":
      return fill(t.events.letter, { subject: event.subject });
    case "asked":
      return t.events.asked;
    case "answered":
      return t.events.answered;
    case "document":
      return fill(t.events.document, { name: event.fileName });
  }
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The portal of one application, as its school sees it. */
export function portalPage(input: {
  view: PortalView;
  language: Language;
  siteName: string;
  /** The page's own path (with its token), which every form posts to under it. */
  path: string;
  otherPath: string;
  /** The school's place in the public finder (issue 34). */
  directory: DirectoryEntry;
  done?: "answered" | "uploaded" | "directory" | undefined;
  errors?: PageErrors | undefined;
}): string {
  const { view, language, errors, path } = input;
  const t = portalTexts[language];
  const date = (iso: string) => escapeHtml(dateIn(language, iso));
  const notice = input.done
    ? `<p class="notice" role="status">${{ answered: t.answered, uploaded: t.uploaded, directory: t.directorySaved }[input.done]}</p>`
    : "";
  const requests =
    view.requests.length === 0
      ? `<p>${t.noRequests}</p>`
      : view.requests
          .map((request) => {
            const head = `<p class="muted">${fill(t.asked, { date: date(request.askedAt) })}</p><p>${escapeHtml(request.body).replace(/\n/g, "<br>")}</p>${request.asksDocument ? `<p><strong>${t.documentRequested}</strong></p>` : ""}`;
            if (request.answeredAt) {
              return `<div class="request">${head}<p class="muted">${fill(t.answeredOn, { date: date(request.answeredAt) })}</p>${request.answer ? `<p><strong>${t.yourAnswer}:</strong> ${escapeHtml(request.answer)}</p>` : ""}</div>`;
            }
            const field = `answer-${request.id}`;
            const filesField = `files-${request.id}`;
            const kept = errors?.form === request.id ? (errors.answer ?? "") : "";
            return `<div class="request">${head}
<form method="post" action="${escapeHtml(path)}/requests/${request.id}" enctype="multipart/form-data">
<label for="${field}">${t.answerLabel}</label>${fieldError(errors, field)}
<textarea id="${field}" name="answer" maxlength="${PORTAL_TEXT_MAX}"${describedBy(errors, field)}>${escapeHtml(kept)}</textarea>
<label for="${filesField}">${t.filesLabel}</label>${fieldError(errors, filesField)}
<input type="file" id="${filesField}" name="files" multiple accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"${describedBy(errors, filesField)}>
<div><button type="submit">${t.sendAnswer}</button></div>
</form></div>`;
          })
          .join("");
  const documents =
    view.documents.length === 0
      ? `<p>${t.noDocuments}</p>`
      : `<ul class="plain">${view.documents
          .map(
            (document) =>
              `<li><a href="${escapeHtml(path)}/documents/${document.id}" download>${escapeHtml(document.fileName)}</a> <span class="muted">(${sizeText(document.size)}, ${date(document.uploadedAt)})</span></li>`,
          )
          .join("")}</ul>`;
  const upload =
    view.documents.length < PORTAL_DOCUMENTS_MAX
      ? `<form method="post" action="${escapeHtml(path)}/documents" enctype="multipart/form-data">
<label for="documents">${t.uploadLabel}</label>${fieldError(errors, "documents")}
<input type="file" id="documents" name="files" multiple accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"${describedBy(errors, "documents")}>
<div><button type="submit">${t.upload}</button></div>
</form>`
      : "";
  const checklist = view.checklist
    .map(
      (check) =>
        `<li><strong>${t.checkItems[check.item]}</strong>: <span class="badge">${t.checkStates[check.state]}</span>${check.schoolNote ? `<br><span>${escapeHtml(fill(t.noteForYou, { note: check.schoolNote }))}</span>` : ""}</li>`,
    )
    .join("");
  const timeline = view.timeline
    .map(
      (event) => `<li><span class="muted">${date(event.at)}</span>: ${escapeHtml(eventText(t, event))}</li>`,
    )
    .join("");
  const body = `<h1>${t.title}</h1>
<p><strong>${escapeHtml(view.schoolName)}</strong><br>${escapeHtml(fill(t.reference, { reference: view.reference }))} · ${fill(t.submitted, { date: date(view.submittedAt) })}</p>
<p class="muted">${t.keepPrivate}</p>
${notice}${errorSummary(t, errors)}
<section aria-labelledby="status-heading"><h2 id="status-heading">${t.statusHeading}</h2>
<p><span class="badge">${t.statusNames[view.status]}</span></p><p>${t.statuses[view.status]}</p>
<h3>${t.nextHeading}</h3><p>${t.next[view.status]}</p></section>
<section aria-labelledby="requests-heading"><h2 id="requests-heading">${t.requestsHeading}</h2>${requests}</section>
<section aria-labelledby="documents-heading"><h2 id="documents-heading">${t.documentsHeading}</h2>${documents}${upload}</section>
${directorySection(t, input.directory, path, language, errors)}
<section aria-labelledby="checklist-heading"><h2 id="checklist-heading">${t.checklistHeading}</h2><p>${t.checklistIntro}</p><ul class="plain">${checklist}</ul></section>
<section aria-labelledby="timeline-heading"><h2 id="timeline-heading">${t.timelineHeading}</h2><ol class="plain">${timeline}</ol></section>`;
  return layout(language, t.title, input.siteName, body, input.otherPath);
}

/** The school's consent to the public finder and its description, one form posted without script. */
function directorySection(
  t: PortalTexts,
  directory: DirectoryEntry,
  path: string,
  language: Language,
  errors: PageErrors | undefined,
): string {
  const state = directory.listed
    ? t.directoryListed
    : `${t.directoryNotListed} ${directory.hidden ? t.directoryHidden : directory.listInDirectory ? t.directoryPending : ""}`;
  const refused = errors?.form === "directory";
  const description = refused ? (errors.answer ?? "") : directory.description;
  return `<section aria-labelledby="directory-heading"><h2 id="directory-heading">${t.directoryHeading}</h2>
<p>${t.directoryIntro}</p>
<p><strong>${escapeHtml(state.trim())}</strong> <a href="${pathInLanguage("/schools", language)}">${t.directoryLink}</a></p>
<form method="post" action="${escapeHtml(path)}/directory">
<label><input type="checkbox" name="listInDirectory" value="true"${directory.listInDirectory ? " checked" : ""}> ${t.directoryConsent}</label>
<label for="directory-description">${fill(t.directoryDescription, { max: String(SCHOOL_DESCRIPTION_MAX) })}</label>${fieldError(errors, "directory-description")}
<textarea id="directory-description" name="description" maxlength="${SCHOOL_DESCRIPTION_MAX}"${describedBy(errors, "directory-description")}>${escapeHtml(description)}</textarea>
<div><button type="submit">${t.directorySave}</button></div>
</form></section>`;
}

/** "Lost your link?": one field, the same answer whatever the address. */
export function lostLinkPage(input: {
  language: Language;
  siteName: string;
  done?: boolean;
  email?: string;
  errors?: PageErrors | undefined;
}): string {
  const { language, errors } = input;
  const t = portalTexts[language];
  const action = pathInLanguage("/portal", language);
  const body = `<h1>${t.lostTitle}</h1>
${input.done ? `<p class="notice" role="status">${t.lostDone}</p>` : ""}${errorSummary(t, errors)}
<p>${t.lostIntro}</p>
<form method="post" action="${action}">
<label for="email">${t.emailLabel}</label>${fieldError(errors, "email")}
<input type="email" id="email" name="email" autocomplete="email" required value="${escapeHtml(input.email ?? "")}"${describedBy(errors, "email")}>
<div><button type="submit">${t.send}</button></div>
</form>`;
  return layout(
    language,
    t.lostTitle,
    input.siteName,
    body,
    pathInLanguage("/portal", otherLanguage(language)),
  );
}

/** An unknown, malformed or revoked token: a plain 404, saying no more (or another refusal's words). */
export function portalNotFoundPage(language: Language, siteName: string, text?: string): string {
  const t = portalTexts[language];
  const body = `<h1>${t.notFoundTitle}</h1><p>${text ?? t.notFound}</p><p><a href="${pathInLanguage("/portal", language)}">${t.askNewLink}</a></p>`;
  return layout(
    language,
    t.notFoundTitle,
    siteName,
    body,
    pathInLanguage("/portal", otherLanguage(language)),
  );
}
