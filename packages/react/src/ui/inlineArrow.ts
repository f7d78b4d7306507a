/**
 * The step of a left or right arrow key along the reading order: ArrowRight goes forward in a
 * left-to-right modal and back in a right-to-left one. 0 for other keys.
 */
export function inlineArrowStep(event: { key: string; currentTarget: EventTarget }): number {
  const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
  const element = event.currentTarget as Element
  return element.closest?.('[dir]')?.getAttribute('dir') === 'rtl' ? -step : step
}
