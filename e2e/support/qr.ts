import jsQR from 'jsqr'
import type { Locator } from 'playwright-core'
import { PNG } from 'pngjs'

/** Reads the QR code an element shows, from a screenshot of it, as a phone camera would. */
export async function decodeQr(element: Locator): Promise<string | undefined> {
  const image = PNG.sync.read(await element.screenshot())
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data
}
