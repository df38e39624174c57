import { act, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useSecondPass, yieldToMain } from '../../src/lib/pwa/main-thread'

describe('yieldToMain', () => {
  it('resumes in a later task, after work already queued', async () => {
    const order: string[] = []
    setTimeout(() => order.push('queued task'), 0)
    const resumed = yieldToMain().then(() => order.push('after yield'))
    await Promise.resolve()
    // Not in this task's microtasks: nothing has resumed yet.
    expect(order).toEqual([])
    await resumed
    expect(order).toEqual(['queued task', 'after yield'])
  })
})

describe('useSecondPass', () => {
  function Screen() {
    const secondPass = useSecondPass()
    return (
      <div>
        <p>Figures</p>
        {secondPass && <p>Below the fold</p>}
      </div>
    )
  }

  it('is false in the first render and true once that render is committed', async () => {
    const renders: boolean[] = []
    function Probe() {
      renders.push(useSecondPass())
      return null
    }
    await act(async () => {
      render(
        <>
          <Screen />
          <Probe />
        </>,
      )
    })
    expect(renders[0]).toBe(false)
    expect(renders.at(-1)).toBe(true)
    expect(screen.getByText('Figures')).toBeTruthy()
    expect(screen.getByText('Below the fold')).toBeTruthy()
  })
})
