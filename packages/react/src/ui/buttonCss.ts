/**
 * The one look of a disabled button, primary or secondary, in both themes: the quiet surface with the
 * subtle ink, so it never reads as enabled (a faded accent did on the dark theme) and its label stays
 * legible (4.9:1 light, 5.0:1 dark).
 */
export const DISABLED_BUTTON =
  'background: var(--surface); color: var(--fg-subtle); box-shadow: inset 0 0 0 1px var(--border); opacity: 1; filter: none; transform: none; cursor: not-allowed;'
