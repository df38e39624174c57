#!/usr/bin/env node
// Where a built script's bytes come from, read from its hidden source map (vite.config.ts writes
// one beside each script): per package (`--by package`, the default) or per source file
// (`--by file`), largest first. Used to find what to cut from a download budget (decision 059).
//
//   node scripts/bundle-breakdown.mjs dist/assets/index-*.js [--by file] [--top 40]
//
// Columns: minified bytes; the share of the file's gzip size in proportion to them (what the
// part costs inside the file); and the part's code gzipped alone (higher for small parts:
// they lose the context they compress against).
import { readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { gzipSync } from 'node:zlib'
import { SourceMapConsumer } from 'source-map-js'

const args = process.argv.slice(2)
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`)
  if (at < 0) return fallback
  const [value] = args.splice(at, 2).slice(1)
  return value
}
const by = option('by', 'package')
const top = Number(option('top', '40'))
if (args.length === 0 || !['package', 'file'].includes(by)) {
  console.error(
    'usage: node scripts/bundle-breakdown.mjs <built .js>... [--by package|file] [--top N]',
  )
  process.exit(2)
}

function groupOf(source) {
  const path = source.replace(/^(\.\.\/)+/, '')
  if (by === 'file') return path
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path)
  if (pkg) return pkg[1]
  // The portal's own code by folder (src/lib, src/features/counter…).
  const own = /^(src\/(?:features\/)?[^/]+)/.exec(path)
  return own ? own[1] : path
}

for (const file of args) {
  const code = readFileSync(file, 'utf8')
  const map = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')))
  const lineStarts = [0]
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1)
  // Each mapped segment runs to the next one; code before the first mapping, or mapped to no
  // source, is the bundler's own ('(bundler)').
  const parts = new Map()
  const add = (group, from, to) => {
    const part = parts.get(group) ?? { bytes: 0, text: [] }
    part.bytes += to - from
    part.text.push(code.slice(from, to))
    parts.set(group, part)
  }
  let previous = { at: 0, group: '(bundler)' }
  map.eachMapping((mapping) => {
    const at = lineStarts[mapping.generatedLine - 1] + mapping.generatedColumn
    if (at > previous.at) add(previous.group, previous.at, at)
    previous = { at, group: mapping.source ? groupOf(mapping.source) : '(bundler)' }
  })
  add(previous.group, previous.at, code.length)

  const gzip = gzipSync(code, { level: 9 }).length
  console.log(`${basename(file)}: ${code.length} bytes, ${(gzip / 1024).toFixed(1)} KB gzip`)
  const rows = [...parts].sort((a, b) => b[1].bytes - a[1].bytes).slice(0, top)
  for (const [group, { bytes, text }] of rows) {
    const share = ((bytes / code.length) * gzip) / 1024
    const alone = gzipSync(text.join(''), { level: 9 }).length / 1024
    console.log(
      `${String(bytes).padStart(9)}  ${share.toFixed(2).padStart(6)} KB  ${alone.toFixed(2).padStart(6)} KB alone  ${group}`,
    )
  }
}
