/** The name registration's two views in one chunk: the success view is there when the name is taken. */
export { RegisterAccountNameView } from './registerAccountName.tsx'
export { RegisterAccountNameSuccessView } from './registerAccountNameSuccess.tsx'
