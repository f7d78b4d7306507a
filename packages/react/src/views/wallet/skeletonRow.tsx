/** A placeholder row of the Tokens and Activity tabs while they load: icon, two lines and a value. */
export function SkeletonRow() {
  return (
    <div className="token-row skeleton-row" aria-hidden="true">
      <span className="skeleton circle" />
      <span className="token-main">
        <span className="skeleton line" />
        <span className="skeleton line short" />
      </span>
      <span className="skeleton line value" />
    </div>
  )
}
