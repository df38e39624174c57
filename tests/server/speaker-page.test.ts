import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serveDist } from '../../server/static-files'

/*
 * The Speaker's page (decision 079): /speaker is speaker.html, not the portal's page, and
 * /counter on a device the Speaker's page marked (cookie speakerDevice=1) is sent there.
 */
describe('the Speaker page from the build', () => {
  let dist = ''
  const app = new Hono()
  const get = (path: string, cookie?: string) =>
    app.request(path, {
      headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
      redirect: 'manual',
    })

  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'mp-speaker-'))
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>portal</title>')
    writeFileSync(join(dist, 'speaker.html'), '<!doctype html><title>Speaker</title>')
    app.get('*', serveDist(dist))
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  it('answers /speaker with its own page', async () => {
    for (const path of ['/speaker', '/speaker/']) {
      const response = await get(path)
      expect(response.status).toBe(200)
      expect(await response.text()).toContain('<title>Speaker</title>')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
  })

  it('sends a marked Speaker from /counter to /speaker, and anyone else to the portal', async () => {
    const marked = await get('/counter', 'speakerDevice=1')
    expect(marked.status).toBe(302)
    expect(marked.headers.get('location')).toBe('/speaker')
    const till = await get('/counter')
    expect(till.status).toBe(200)
    expect(await till.text()).toContain('<title>portal</title>')
    expect((await get('/counter', 'speakerDevice=')).status).toBe(200)
    expect((await get('/dashboard', 'speakerDevice=1')).status).toBe(200)
  })
})
