/** The Send flow's views in one chunk: each next step is there when the visitor goes on. */
export { SendPreviewView } from './preview.tsx'
export { SelectTokenView } from './selectToken.tsx'
export { SendView } from './send.tsx'
export { SentNotice } from './sentNotice.tsx'
