import { PorticoError } from '@portico/core'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { PorticoProviderNotFoundError } from '../errors/context.ts'
import { usePortico } from './usePortico.ts'

describe('usePortico', () => {
  it('throws PorticoProviderNotFoundError outside <PorticoProvider>', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
    let thrown: unknown
    try {
      renderHook(() => usePortico())
    } catch (error) {
      thrown = error
    }
    consoleError.mockRestore()
    expect(thrown).toBeInstanceOf(PorticoProviderNotFoundError)
    expect(thrown).toBeInstanceOf(PorticoError)
    expect((thrown as PorticoError).shortMessage).toBe('`usePortico` must be used within `PorticoProvider`.')
  })
})
