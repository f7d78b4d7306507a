import { createContext } from 'react'

/** True inside the modal's hidden warm-up render: nothing in it may request anything. */
export const WarmUpContext = createContext(false)
