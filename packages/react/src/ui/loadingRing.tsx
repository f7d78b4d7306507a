/**
 * The ring around a wallet or network logo while the wallet is asked: a dash running around the
 * logo's outline (a rounded square, or a circle for networks); solid in the error colour on failure.
 */
export function LoadingRing({ shape = 'square' }: { shape?: 'square' | 'circle' }) {
  return (
    <svg className="ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {shape === 'circle' ? (
        <circle cx="50" cy="50" r="49" pathLength="100" />
      ) : (
        <rect x="1" y="1" width="98" height="98" pathLength="100" />
      )}
    </svg>
  )
}
