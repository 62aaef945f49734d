import { enShell, type ShellTexts } from "./en.ts";
import { enPages, type PageTexts } from "./en-pages.ts";

/** Every text of the public site in one language: the shell (every page) and the pages' own. */
export type Catalogue = ShellTexts & PageTexts;

/** The whole English catalogue (the server and the tests; the web app loads it in two parts). */
export const en: Catalogue = { ...enShell, ...enPages };
