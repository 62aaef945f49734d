import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/*
 * The site's illustrations (issue 31, docs/design.md): flat scenes drawn inline in the theme's colours, so
 * they cost no request and cannot shift the layout. Every one is decorative (`aria-hidden`): the words
 * beside it say what it shows.
 */

function Scene({
  viewBox,
  className,
  testId,
  children,
}: {
  viewBox: string;
  className?: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <svg viewBox={viewBox} aria-hidden="true" focusable="false" data-testid={testId} className={className}>
      {children}
    </svg>
  );
}

/** An open book under a rising sun. */
function BookScene() {
  return (
    <>
      <rect width="320" height="180" className="fill-brand-100" />
      <circle cx="238" cy="62" r="30" className="fill-gold-300" />
      <path d="M0 140c70-26 150-22 210-6s80 12 110 0v46H0z" className="fill-brand-200" />
      <path d="M160 150c-24-14-52-16-76-8V84c24-8 52-6 76 8z" className="fill-white" />
      <path d="M160 150c24-14 52-16 76-8V84c-24-8-52-6-76 8z" className="fill-brand-50" />
      <path
        d="M98 100c16-4 32-2 48 4M98 114c16-4 32-2 48 4M174 104c16-6 32-8 48-4M174 118c16-6 32-8 48-4"
        className="stroke-brand-200"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </>
  );
}

/** A schoolhouse with its flag on a hill. */
function SchoolScene() {
  return (
    <>
      <rect width="320" height="180" className="fill-paper" />
      <circle cx="70" cy="50" r="22" className="fill-gold-300" />
      <path d="M0 150c60-34 140-40 200-22s90 16 120 4v48H0z" className="fill-gold-100" />
      <rect x="130" y="88" width="84" height="62" className="fill-brand-700" />
      <path d="M120 92l52-38 52 38z" className="fill-brand-900" />
      <rect x="164" y="116" width="16" height="34" rx="2" className="fill-gold-400" />
      <rect x="140" y="102" width="14" height="12" rx="2" className="fill-brand-100" />
      <rect x="190" y="102" width="14" height="12" rx="2" className="fill-brand-100" />
      <path d="M172 54V30l16 6-16 6" className="fill-gold-400" />
    </>
  );
}

/** A notebook, a pencil and a ruler on a desk. */
function DeskScene() {
  return (
    <>
      <rect width="320" height="180" className="fill-brand-800" />
      <rect x="92" y="40" width="104" height="110" rx="6" className="fill-brand-50" />
      <path d="M108 68h72M108 86h72M108 104h72M108 122h48" className="stroke-brand-200" strokeWidth="4" />
      <rect
        x="210"
        y="44"
        width="14"
        height="96"
        rx="3"
        className="fill-gold-400"
        transform="rotate(18 217 92)"
      />
      <path d="M232 132l-6 16 -8-12z" className="fill-gold-100" />
      <rect x="60" y="146" width="200" height="12" rx="2" className="fill-gold-300" />
      <path
        d="M76 146v6M96 146v6M116 146v6M136 146v6M156 146v6M176 146v6M196 146v6M216 146v6M236 146v6"
        className="stroke-brand-800"
        strokeWidth="2"
      />
    </>
  );
}

const POST_SCENES = [BookScene, SchoolScene, DeskScene];

/** Which scene a post without an image shows: the same for the same post, varied along a list. */
export function postSceneIndex(seed: string): number {
  let hash = 0;
  for (const char of seed) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % POST_SCENES.length;
}

/** The 16:9 picture of a post that has no featured image. */
export function PostPlaceholder({ seed }: { seed: string }) {
  const Drawn = POST_SCENES[postSceneIndex(seed)] ?? BookScene;
  return (
    <Scene viewBox="0 0 320 180" testId="post-placeholder" className="size-full">
      <Drawn />
    </Scene>
  );
}

/** About: three people of different heights before the schoolhouse they support. */
export function AboutIllustration({ className }: { className?: string }) {
  return (
    <Scene viewBox="0 0 240 180" testId="about-illustration" className={className}>
      <rect width="240" height="180" rx="20" className="fill-brand-100" />
      <circle cx="188" cy="44" r="18" className="fill-gold-300" />
      <rect x="96" y="58" width="72" height="58" className="fill-white" />
      <path d="M88 62l44-32 44 32z" className="fill-brand-700" />
      <rect x="124" y="86" width="16" height="30" rx="2" className="fill-brand-200" />
      <path d="M0 150c60-26 150-30 240-6v36H0z" className="fill-brand-200" />
      <circle cx="62" cy="92" r="12" className="fill-brand-800" />
      <path d="M42 150v-26a20 20 0 0 1 40 0v26z" className="fill-brand-800" />
      <circle cx="100" cy="110" r="9" className="fill-gold-800" />
      <path d="M86 150v-16a14 14 0 0 1 28 0v16z" className="fill-gold-400" />
      <circle cx="176" cy="96" r="11" className="fill-brand-600" />
      <path d="M158 150v-24a18 18 0 0 1 36 0v24z" className="fill-brand-600" />
    </Scene>
  );
}

/** Donate: a gold heart held over an open book. */
export function DonateIllustration({ className }: { className?: string }) {
  return (
    <Scene viewBox="0 0 240 180" testId="donate-illustration" className={className}>
      <rect width="240" height="180" rx="20" className="fill-paper" />
      <path
        d="M120 96c-30-18-46-34-46-52a22 22 0 0 1 46-8 22 22 0 0 1 46 8c0 18-16 34-46 52z"
        className="fill-gold-400"
      />
      <path d="M120 152c-22-12-46-14-68-6v-42c22-8 46-6 68 6z" className="fill-brand-700" />
      <path d="M120 152c22-12 46-14 68-6v-42c-22-8-46-6-68 6z" className="fill-brand-800" />
      <path
        d="M64 116c14-4 28-3 42 2M64 130c14-4 28-3 42 2"
        className="stroke-brand-200"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </Scene>
  );
}

/** The dark page banners' motif: the home page's sunrise over two hills, low in the corner. */
export function BannerMotif({ className }: { className?: string }) {
  return (
    <Scene viewBox="0 0 400 120" testId="banner-motif" className={cn("pointer-events-none", className)}>
      <circle cx="300" cy="86" r="34" className="fill-gold-300/80" />
      <circle cx="300" cy="86" r="56" className="fill-gold-300/10" />
      <path d="M0 96c80-30 170-24 250-4s110 14 150-2v30H0z" className="fill-brand-800" />
      <path d="M0 112c110-18 230-14 400 4v4H0z" className="fill-brand-700" />
    </Scene>
  );
}
