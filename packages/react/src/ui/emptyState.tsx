import type { ReactNode } from 'react'

export type EmptyStateProps = {
  /** A 16×16 icon from `icons.tsx`, shown in a round tile. */
  icon: ReactNode
  title: string
  /** One line of help: why the list is empty, or what fills it. */
  text: string
  /** The next step, where there is one (a button). */
  action?: ReactNode
}

/** What an empty list shows instead of bare text: an icon, its title, one line of help and an action. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="empty">
      <span className="empty-icon" aria-hidden="true">
        {icon}
      </span>
      <strong>{title}</strong>
      <span>{text}</span>
      {action}
    </div>
  )
}
