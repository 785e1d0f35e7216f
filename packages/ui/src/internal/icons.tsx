import type { SVGProps } from 'react';

/** Small inline icons (currentColor, 1em). Decorative: callers give the accessible name. */
type IconProps = SVGProps<SVGSVGElement>;
const base = {
  width: '1em',
  height: '1em',
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CloseIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </svg>
);
export const EyeIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
  </svg>
);
export const EyeOffIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M3 3l18 18M10.6 5.1A10 10 0 0 1 12 5c6.5 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6A17 17 0 0 0 2 12s3.5 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </svg>
);
export const RefreshIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M21 12a9 9 0 1 1-2.6-6.4M21 4v5h-5" />
  </svg>
);
export const ChevronDownIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M6 9l6 6 6-6" />
  </svg>
);
export const ChevronLeftIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M15 6l-6 6 6 6" />
  </svg>
);
export const ChevronRightIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M9 6l6 6-6 6" />
  </svg>
);
export const HeartIcon = ({ filled, ...p }: IconProps & { filled?: boolean }) => (
  <svg {...base} {...stroke} fill={filled ? 'currentColor' : 'none'} {...p}>
    <path d="M12 21s-7.5-4.6-9.5-9.3C1.2 8.4 3.3 5 6.8 5c2 0 3.4 1.1 4.2 2.3h2C13.8 6.1 15.2 5 17.2 5c3.5 0 5.6 3.4 4.3 6.7C19.5 16.4 12 21 12 21z" />
  </svg>
);
export const MenuIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);
export const GiftIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <rect x="3" y="8" width="18" height="4" />
    <path d="M5 12v9h14v-9M12 8v13M12 8S10.5 3 8 3.5 7.5 8 12 8zm0 0s1.5-5 4-4.5S16.5 8 12 8z" />
  </svg>
);
export const ChatIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M21 12a8 8 0 0 1-11.8 7L4 20l1.2-4.4A8 8 0 1 1 21 12z" />
  </svg>
);
export const CopyIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </svg>
);
export const SortIcon = ({ direction, ...p }: IconProps & { direction: 'asc' | 'desc' | 'none' }) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M8 10l4-4 4 4" opacity={direction === 'desc' ? 0.3 : 1} />
    <path d="M8 14l4 4 4-4" opacity={direction === 'asc' ? 0.3 : 1} />
  </svg>
);
export const InfoIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" />
  </svg>
);
export const WarningIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M12 3l10 18H2L12 3z" />
    <path d="M12 10v5M12 18v.5" />
  </svg>
);
export const CheckIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M5 12l5 5 9-10" />
  </svg>
);
export const UploadIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
  </svg>
);
export const GlobeIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
export const FireIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M12 22a7 7 0 0 0 7-7c0-4-3-6-4-10-2 2-3 4-3 6-1-1-2-2-2-4-2 2-5 5-5 8a7 7 0 0 0 7 7z" />
  </svg>
);
export const WrenchIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z" />
  </svg>
);
export const CloudOffIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M3 3l18 18M8.5 6.3A6 6 0 0 1 17.7 10h.8a4 4 0 0 1 2.1 7.4M17 18H7a5 5 0 0 1-1.6-9.7" />
  </svg>
);
export const HourglassIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M6 3h12M6 21h12M7 3c0 5 10 6 10 9s-10 4-10 9M17 3c0 5-10 6-10 9s10 4 10 9" />
  </svg>
);
export const MailIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </svg>
);
export const PhoneIcon = (p: IconProps) => (
  <svg {...base} {...stroke} {...p}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </svg>
);
