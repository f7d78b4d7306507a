// A Vitest setup file for the projects that render React with Testing Library. Vitest runs without
// globals, so Testing Library cannot register its own cleanup: without this, a file that forgets to
// unmount leaves React work scheduled after the environment's window is gone ("window is not defined").
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

afterEach(() => cleanup())
