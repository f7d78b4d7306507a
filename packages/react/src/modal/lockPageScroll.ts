/**
 * Stops the page from scrolling behind the open modal and returns the function that lets it scroll
 * again at the same position. The root element's overflow is hidden (a wheel over the backdrop scrolls
 * nothing) with the scrollbar's width kept as padding so the page does not shift; on a touch screen
 * the body is also fixed at its scrolled offset, as a mobile browser still pans a page whose root only
 * hides its overflow. Nested locks (two modals of two instances) keep the first one's saved state.
 */
export function lockPageScroll(): () => void {
  if (typeof document === 'undefined') return () => undefined
  locks += 1
  if (locks === 1) restore = lock()
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks === 0) restore()
  }
}

let locks = 0
let restore: () => void = () => undefined

function lock(): () => void {
  const { documentElement: root, body } = document
  const x = window.scrollX
  const y = window.scrollY
  const scrollbar = window.innerWidth - root.clientWidth
  const saved = { root: root.style.cssText, body: body.style.cssText }
  root.style.overflow = 'hidden'
  if (scrollbar > 0) root.style.paddingInlineEnd = `${scrollbar}px`
  const touch = window.matchMedia?.('(pointer: coarse)').matches ?? false
  if (touch) {
    Object.assign(body.style, {
      position: 'fixed',
      top: `${-y}px`,
      left: `${-x}px`,
      right: '0',
      width: '100%',
    })
  }
  return () => {
    root.style.cssText = saved.root
    body.style.cssText = saved.body
    // 'instant' overrides a page's smooth scroll-behavior: the page is back where it was, not scrolling there.
    if (touch || window.scrollX !== x || window.scrollY !== y)
      window.scrollTo({ left: x, top: y, behavior: 'instant' })
  }
}
