/** A 16×16 stroked icon that follows the text colour; decorative, so hidden from assistive tech. */
export function Icon({
  children,
  strokeWidth = 1.75,
  className,
}: {
  children: React.ReactNode
  strokeWidth?: number
  /** 'flip-inline' mirrors an icon that points along the reading direction in right-to-left locales. */
  className?: string
}) {
  return (
    <svg
      className={className}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const ChevronLeftIcon = () => (
  <Icon className="flip-inline">
    <path d="M10 3 5 8l5 5" />
  </Icon>
)
export const CloseIcon = () => (
  <Icon>
    <path d="m4 4 8 8M12 4l-8 8" />
  </Icon>
)
export const SearchIcon = () => (
  <Icon>
    <circle cx="7" cy="7" r="4.5" />
    <path d="m10.5 10.5 3 3" />
  </Icon>
)
export const CheckIcon = () => (
  <Icon strokeWidth={2.25}>
    <path d="m3.5 8.5 3 3 6-7" />
  </Icon>
)
export const AlertIcon = () => (
  <Icon strokeWidth={2.25}>
    <path d="M8 4v5M8 12v.01" />
  </Icon>
)
export const CopyIcon = () => (
  <Icon>
    <rect x="5.5" y="5.5" width="8" height="8" rx="2" />
    <path d="M10.5 3.5a1 1 0 0 0-1-1h-6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1" />
  </Icon>
)
export const ExternalIcon = () => (
  <Icon>
    <path d="M9 3h4v4M13 3 7.5 8.5M11 9.5V12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h2.5" />
  </Icon>
)
export const DisconnectIcon = () => (
  <Icon className="flip-inline">
    <path d="M6 13H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h2M10.5 11 13.5 8l-3-3M13.5 8H6" />
  </Icon>
)
export const ArrowRightIcon = () => (
  <Icon className="flip-inline">
    <path d="M3 8h10M9 4l4 4-4 4" />
  </Icon>
)
export const ArrowDownIcon = () => (
  <Icon>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Icon>
)
export const RefreshIcon = () => (
  <Icon>
    <path d="M13 8a5 5 0 1 1-1.5-3.5M13 2.5V5h-2.5" />
  </Icon>
)
export const HelpIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M6.5 6.5a1.5 1.5 0 1 1 2.2 1.3c-.5.3-.7.6-.7 1.2M8 11v.01" />
  </Icon>
)
export const WalletIcon = () => (
  <Icon>
    <rect x="2" y="4" width="12" height="9" rx="2" />
    <path d="M11 8.5h.01M2 6.5h12" />
  </Icon>
)
export const MailIcon = () => (
  <Icon>
    <rect x="2" y="3.5" width="12" height="9" rx="2" />
    <path d="m2.5 5 5.5 4 5.5-4" />
  </Icon>
)
