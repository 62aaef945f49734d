import { type ComponentProps, createElement, type ReactElement } from "react";

type IconProps = ComponentProps<"svg">;

/** Inline stroke icons (24 px grid); decorative unless the caller labels them. */
function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component drawing `shapes` (the same elements for every render; as arguments, they need no keys). */
const strokeIcon =
  (...shapes: ReactElement[]) =>
  (props: IconProps) =>
    createElement(StrokeIcon, props, ...shapes);

export const MenuIcon = strokeIcon(<path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = strokeIcon(<path d="M6 6l12 12M18 6 6 18" />);
export const SearchIcon = strokeIcon(<circle cx="11" cy="11" r="7" />, <path d="m20 20-4-4" />);
export const DownloadIcon = strokeIcon(<path d="M12 4v11M7 10l5 5 5-5M5 20h14" />);
export const MailIcon = strokeIcon(
  <rect x="3" y="5" width="18" height="14" rx="2" />,
  <path d="m3 7 9 6 9-6" />,
);
export const ClockIcon = strokeIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 7v5l3 2" />);
export const CalendarIcon = strokeIcon(
  <rect x="3" y="5" width="18" height="16" rx="2" />,
  <path d="M16 3v4M8 3v4M3 10h18" />,
);
export const UserIcon = strokeIcon(<circle cx="12" cy="8" r="4" />, <path d="M4 21a8 8 0 0 1 16 0" />);
export const ArrowRightIcon = strokeIcon(<path d="M5 12h14M13 6l6 6-6 6" />);
export const ArrowLeftIcon = strokeIcon(<path d="M19 12H5M11 6l-6 6 6 6" />);
export const ArrowUpIcon = strokeIcon(<path d="M12 19V5M6 11l6-6 6 6" />);
export const CheckCircleIcon = strokeIcon(<circle cx="12" cy="12" r="9" />, <path d="m8 12 3 3 5-6" />);
export const AlertIcon = strokeIcon(<circle cx="12" cy="12" r="9" />, <path d="M12 8v5M12 16h.01" />);
export const NewspaperIcon = strokeIcon(
  <rect x="3" y="4" width="18" height="16" rx="2" />,
  <path d="M7 8h10M7 12h10M7 16h6" />,
);
/** An open book: pages and a spine (a closed cover drawn at this size read as an empty square). */
export const BookIcon = strokeIcon(
  <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2z" />,
  <path d="M22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />,
);
export const MegaphoneIcon = strokeIcon(
  <path d="M3 11l16-6v14L3 13z" />,
  <path d="M7 12.5v4a2.5 2.5 0 0 0 5 0v-2.3" />,
);
export const QuoteIcon = strokeIcon(
  <path d="M4 17c2.5 0 4-1.8 4-4.5V7H4v5.5h3M14 17c2.5 0 4-1.8 4-4.5V7h-4v5.5h3" />,
);
export const WrenchIcon = strokeIcon(
  <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />,
);
export const UsersIcon = strokeIcon(
  <circle cx="9" cy="8" r="3.5" />,
  <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M21.5 20a6.5 6.5 0 0 0-4-6" />,
);
export const LandmarkIcon = strokeIcon(
  <path d="M3 21h18M4 10h16M12 3l8 5H4zM6 10v8M10 10v8M14 10v8M18 10v8" />,
);
export const SchoolIcon = strokeIcon(<path d="M2 9l10-5 10 5-10 5zM6 11v5c0 1.5 2.7 3 6 3s6-1.5 6-3v-5" />);
export const ChurchIcon = strokeIcon(
  <path d="M12 2v4M10 4h4M6 21V11l6-5 6 5v10M3 21h18M10 21v-4a2 2 0 0 1 4 0v4" />,
);
export const LaptopIcon = strokeIcon(
  <rect x="4" y="4" width="16" height="11" rx="1.5" />,
  <path d="M2 19h20" />,
);

/** Brand marks (filled, simplified) for the social links. */
const brandIcon = (d: string) => (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" {...props}>
    <path d={d} />
  </svg>
);

export const FacebookIcon = brandIcon(
  "M14 8h3V4h-3a4 4 0 0 0-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z",
);
export const TwitterIcon = brandIcon(
  "M17.8 3h3.2l-7 8 8.2 10h-6.4l-5-6.3L5 21H1.8l7.5-8.6L1.5 3H8l4.6 5.8zm-1.1 16.2h1.8L7.4 4.7H5.5z",
);
export const LinkedInIcon = brandIcon(
  "M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3zm6 0h3v1.7c.6-1 1.9-2 3.8-2 3.6 0 4.2 2.4 4.2 5.4V21h-3v-6.2c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H9z",
);
export const InstagramIcon = strokeIcon(
  <rect x="3" y="3" width="18" height="18" rx="5" />,
  <circle cx="12" cy="12" r="4" />,
  <path d="M17.5 6.5h.01" />,
);
