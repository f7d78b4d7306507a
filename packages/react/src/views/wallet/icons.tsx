import { Icon } from '../../ui/icons.tsx'

export const ArrowUpIcon = () => (
  <Icon>
    <path d="M8 13V3M4 7l4-4 4 4" />
  </Icon>
)
export const ChevronDownIcon = () => (
  <Icon>
    <path d="m4 6 4 4 4-4" />
  </Icon>
)
export const ImageIcon = () => (
  <Icon>
    <rect x="2.5" y="2.5" width="11" height="11" rx="2" />
    <circle cx="6" cy="6" r="1.2" />
    <path d="m13.5 10.5-3-3-6.5 6" />
  </Icon>
)
export const ClockIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="5.5" />
    <path d="M8 5v3l2 1.5" />
  </Icon>
)
export const ChevronRightIcon = () => (
  <Icon className="flip-inline">
    <path d="m6 4 4 4-4 4" />
  </Icon>
)
export const ArrowDownSmallIcon = () => (
  <Icon>
    <path d="M8 3v10M4 9l4 4 4-4" />
  </Icon>
)
export const SwapIcon = () => (
  <Icon>
    <path d="M3 5h9l-3-3M13 11H4l3 3" />
  </Icon>
)
export const SwapVerticalIcon = () => (
  <Icon>
    <path d="M5 13V3L2 6M11 3v10l3-3" />
  </Icon>
)
export const CardIcon = () => (
  <Icon>
    <rect x="2" y="3.5" width="12" height="9" rx="1.5" />
    <path d="M2 6.5h12M4.5 10h2" />
  </Icon>
)
export const CoinsIcon = () => (
  <Icon>
    <ellipse cx="6.5" cy="6" rx="4" ry="2" />
    <path d="M2.5 6v4c0 1.1 1.8 2 4 2s4-.9 4-2V6" />
    <path d="M10.5 8.2c1.7.2 3 .9 3 1.8v0c0 1.1-1.8 2-4 2" />
  </Icon>
)
