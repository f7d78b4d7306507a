/** The Swap flow's views in one chunk: each next step is there when the visitor goes on. */
export { SwapPreviewView } from './preview.tsx'
export { SwapSelectTokenView } from './selectToken.tsx'
export { SwapView } from './swap.tsx'
