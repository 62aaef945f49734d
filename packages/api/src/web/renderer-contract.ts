/**
 * What the API's web plugin and the web build's renderer (`apps/web/src/server-render.tsx`, built
 * apart and loaded at start) agree on; the renderer declares its exports with these types.
 */

/** A procedure's answer as the server gives it to the renderer. */
export type ServerCallResult = { ok: true; data: unknown } | { ok: false; status: number; message: string };

import type { PostedForm } from "@choose/schema/form-rules";

export interface RenderOptions {
  /** Calls a public query procedure by path (`blog.bySlug`) with its raw input. */
  call(path: string, input: unknown): Promise<ServerCallResult>;
  /** The site's public base URL, without a trailing slash. */
  publicUrl: string;
  /** A form the visitor posted without the page's script: shown with its answers, messages or success. */
  posted?: PostedForm;
}

export interface RenderedDocument {
  status: number;
  html: string;
  /** Set with status 301: the page lives at this path (a post shown in a language it has a version in). */
  location?: string;
}

/** Renders a path into the build's empty shell (`template`). */
export type RenderDocument = (
  template: string,
  path: string,
  options: RenderOptions,
) => Promise<RenderedDocument>;
