// The frame's custody chunk has its own catalogue (issue 32: the passkey and the migration's
// words, kept out of the 40 KiB frame page): every shipped locale has every key, the same
// placeholders, and is translated.
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { en } from '../../../secure-site/frame/custody/custodyMessages.js'
import { shippedLocales } from '../../../ui-shell/i18n/index.js'

const folder = resolve(import.meta.dirname, '../../../secure-site/frame/custody/locales')
const others = shippedLocales.filter((tag) => tag !== 'en')
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name)

describe('the frame custody catalogue', () => {
  it.each(others)(
    '%s has every English key and placeholder, none empty, none copied',
    async (tag) => {
      expect(existsSync(join(folder, `${tag}.ts`)), `${tag}.ts`).toBe(true)
      const catalogue: Record<string, string> = (await import(join(folder, `${tag}.ts`))).default
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
      for (const [key, english] of Object.entries(en)) {
        const text = catalogue[key] ?? ''
        expect(text.trim(), `${tag} ${key}`).not.toBe('')
        expect(text, `${tag} ${key}: translated`).not.toBe(english)
        expect(placeholders(text), `${tag} ${key}`).toEqual(placeholders(english))
      }
    },
  )
})
