import { describe, expect, it } from 'vitest'
import { renderHook } from '@testing-library/react'
import { useResultCount } from '../../src/lib/use-result-count'
import type { ListFilters } from '../../src/lib/list-search'

type Props = { filters: ListFilters; total: number | undefined; placeholder: boolean }

function setup(initial: Props) {
  return renderHook(
    ({ filters, total, placeholder }: Props) => useResultCount(filters, total, placeholder),
    { initialProps: initial },
  )
}

describe('useResultCount', () => {
  it('claims no total without active filters', () => {
    const { result } = setup({ filters: {}, total: 120, placeholder: false })
    expect(result.current).toBeUndefined()
  })

  it("does not show the previous filter's total while a new filter's first page loads", () => {
    const hook = setup({ filters: { status: 'success' }, total: 80, placeholder: false })
    expect(hook.result.current).toBe(80)
    // The search is typed: the status filter's rows stay as placeholder data.
    hook.rerender({ filters: { status: 'success', search: 'asha' }, total: 80, placeholder: true })
    expect(hook.result.current).toBeUndefined()
    hook.rerender({ filters: { status: 'success', search: 'asha' }, total: 3, placeholder: false })
    expect(hook.result.current).toBe(3)
  })

  it('keeps the total while another page of the same filters loads', () => {
    const hook = setup({ filters: { search: 'asha' }, total: 45, placeholder: false })
    hook.rerender({ filters: { search: 'asha' }, total: 45, placeholder: true })
    expect(hook.result.current).toBe(45)
  })

  it('has no total on a first visit with filters before any data', () => {
    const { result } = setup({
      filters: { dateFrom: '2026-11-01' },
      total: undefined,
      placeholder: false,
    })
    expect(result.current).toBeUndefined()
  })
})
