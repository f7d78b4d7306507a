import { createMemoryStorage, createPortico } from '@portico/core'
import { type DirectoryServer, startDirectoryServer } from '@portico/testing/core/directoryServer'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ViewErrorBoundary } from './viewErrorBoundary.tsx'

let server: DirectoryServer | undefined
afterEach(async () => {
  await server?.close()
  vi.restoreAllMocks()
})

function Broken(): never {
  throw new Error('view exploded')
}

describe('view error boundary (docs/rules/api.md error report)', () => {
  it('shows a retry and sends an error report', async () => {
    server = await startDirectoryServer()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const portico = createPortico({ apiUrl: server.url }, { storage: createMemoryStorage() })
    render(
      <ViewErrorBoundary portico={portico} message="Something went wrong" retry="Try again">
        <Broken />
      </ViewErrorBoundary>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    await waitFor(() => expect(server!.requests.some((request) => request.path === '/e')).toBe(true))
    const report = server.requests.find((request) => request.path === '/e')!
    expect(report.body).toMatchObject({
      props: { type: 'error', event: 'MODAL_ERROR', errorMessage: 'view exploded' },
    })
  })
})
