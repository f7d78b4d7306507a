import { type ReactNode, useMemo } from 'react'
import { encode } from 'uqr'
import { WalletImage } from './walletImage.tsx'

export type QrCodeProps = {
  value: string
  /** Accessible name of the code. */
  label: string
  /** The logo in the centre. */
  image?: string | undefined
  imageName: string
  /** A logo drawn in place of `image` (a social provider's mark). */
  logo?: ReactNode
}

/** Share of the code's width the centre logo covers (5 % of its area); error correction M restores up to 15 %. */
const LOGO_SHARE = 0.22
const FINDER = 7

type Matrix = { size: number; data: boolean[][] }

function isFinder(size: number, x: number, y: number): boolean {
  const near = (value: number, start: number) => value >= start && value < start + FINDER
  return (
    (near(x, 0) && near(y, 0)) ||
    (near(x, size - FINDER) && near(y, 0)) ||
    (near(x, 0) && near(y, size - FINDER))
  )
}

/** One path of the data modules (finder patterns and the logo's square left out). */
function modulesPath({ size, data }: Matrix, hole: number): string {
  const start = (size - hole) / 2
  const inHole = (x: number, y: number) =>
    hole > 0 && x >= start - 0.5 && x < start + hole + 0.5 && y >= start - 0.5 && y < start + hole + 0.5
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark && !isFinder(size, x, y) && !inHole(x, y)) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return path
}

function Finder({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <path d="M2 0h3a2 2 0 0 1 2 2v3a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V2a2 2 0 0 1 2-2zm0 1a1 1 0 0 0-1 1v3a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1V2a1 1 0 0 0-1-1z" />
      <rect x="2" y="2" width="3" height="3" rx="0.8" />
    </g>
  )
}

/**
 * A QR code as SVG (uqr), dark on white in both themes with a quiet zone around it, and the wallet's
 * logo in the centre.
 */
export function QrCode({ value, label, image, imageName, logo }: QrCodeProps) {
  const matrix = useMemo(() => encode(value, { ecc: 'M', border: 0 }), [value])
  const { size } = matrix
  const hole = Math.round(size * LOGO_SHARE) | 1
  const path = useMemo(() => modulesPath(matrix, hole), [matrix, hole])
  return (
    <div className="qr" role="img" aria-label={label} data-uri={value}>
      <svg viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" aria-hidden="true">
        <path d={path} />
        <g shapeRendering="geometricPrecision">
          <Finder x={0} y={0} />
          <Finder x={size - FINDER} y={0} />
          <Finder x={0} y={size - FINDER} />
        </g>
      </svg>
      <span className="qr-logo" style={{ width: `${(hole / size) * 100}%` }}>
        {logo ?? <WalletImage src={image} name={imageName} />}
      </span>
    </div>
  )
}
