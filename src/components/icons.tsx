import type { ReactNode } from 'react';

// The app's icons: inline outline SVGs (shapes after Tabler Icons, MIT), drawn in the text colour,
// so they render the same on every device (an emoji or a dingbat shows as an empty box where the
// font lacks it). Decorative: every control that shows one has its own text or accessible name.

function Icon({ size = 20, strokeWidth = 2, children }: { size?: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none' }}
    >
      {children}
    </svg>
  );
}

interface IconProps {
  size?: number;
}

export const PhoneIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5l1.5 -2.5l5 2v4a2 2 0 0 1 -2 2a16 16 0 0 1 -15 -15a2 2 0 0 1 2 -2" />
  </Icon>
);

export const WhatsAppIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 21l1.65 -3.8a9 9 0 1 1 3.4 2.9l-5.05 .9" />
    <path d="M9 10a.5 .5 0 0 0 1 0v-1a.5 .5 0 0 0 -1 0v1a5 5 0 0 0 5 5h1a.5 .5 0 0 0 0 -1h-1a.5 .5 0 0 0 0 1" />
  </Icon>
);

export const MailIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 7a2 2 0 0 1 2 -2h14a2 2 0 0 1 2 2v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10z" />
    <path d="M3 7l9 6l9 -6" />
  </Icon>
);

/** An opened envelope: a message already read. */
export const MailOpenedIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 9l9 6l9 -6l-9 -6l-9 6" />
    <path d="M21 9v10a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-10" />
    <path d="M3 19l6 -6" />
    <path d="M15 13l6 6" />
  </Icon>
);

export const MessageIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M8 9h8" />
    <path d="M8 13h6" />
    <path d="M18 4a3 3 0 0 1 3 3v8a3 3 0 0 1 -3 3h-5l-5 3v-3h-2a3 3 0 0 1 -3 -3v-8a3 3 0 0 1 3 -3h12z" />
  </Icon>
);

export const PencilIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M4 20h4l10.5 -10.5a2.828 2.828 0 1 0 -4 -4l-10.5 10.5v4" />
    <path d="M13.5 6.5l4 4" />
  </Icon>
);

export const CloseIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M18 6l-12 12" />
    <path d="M6 6l12 12" />
  </Icon>
);

export const ArrowLeftIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14" />
    <path d="M5 12l6 6" />
    <path d="M5 12l6 -6" />
  </Icon>
);

export const ArrowRightIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M5 12h14" />
    <path d="M13 18l6 -6" />
    <path d="M13 6l6 6" />
  </Icon>
);

export const ChevronLeftIcon = ({ size }: IconProps) => (
  <Icon size={size} strokeWidth={2.5}>
    <path d="M15 6l-6 6l6 6" />
  </Icon>
);

export const ChevronRightIcon = ({ size }: IconProps) => (
  <Icon size={size} strokeWidth={2.5}>
    <path d="M9 6l6 6l-6 6" />
  </Icon>
);

export const ShareIcon = ({ size }: IconProps) => (
  <Icon size={size}>
    <path d="M3 12a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" />
    <path d="M15 6a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" />
    <path d="M15 18a3 3 0 1 0 6 0a3 3 0 1 0 -6 0" />
    <path d="M8.7 10.7l6.6 -3.4" />
    <path d="M8.7 13.3l6.6 3.4" />
  </Icon>
);
