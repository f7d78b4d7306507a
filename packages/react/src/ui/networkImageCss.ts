/** A network logo's styles, adopted by the lazy views that show one. */
export const NETWORK_IMAGE_CSS = /* css */ `
.network-image {
  width: 36px;
  height: 36px;
  flex: none;
  border-radius: 50%;
  object-fit: cover;
  background: var(--surface-strong);
  box-shadow: inset 0 0 0 1px var(--border);
}
.network-image.placeholder { display: inline-flex; align-items: center; justify-content: center; background: var(--portico-accent); color: var(--on-accent); font-weight: 700; font-size: var(--fs-m); box-shadow: none; }
`
