/** The Buy flow's views in one chunk: the currency list is there when the visitor opens it. */
export { BuyView } from './buy.tsx'
export { OnRampTokenSelectView } from './tokenSelect.tsx'
