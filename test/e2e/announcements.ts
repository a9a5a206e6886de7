// What the modal's live regions say (WCAG 4.1.3 Status Messages), as a screen reader meets
// them: shared by the live-region suite and the e-mail, social and Farcaster specs.
import type { Locator, Page } from '@playwright/test'
import { expect } from './fixtures.js'

type Announcement = { politeness: string; text: string }
type RecorderWindow = { gangwayAnnouncements?: Announcement[] }

/** Starts (or restarts) recording what the modal's live regions say. */
export async function recordAnnouncements(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shadow = document.querySelector('gangway-modal')?.shadowRoot
    if (!shadow) throw new Error('no modal shadow root')
    const log: { politeness: string; text: string }[] = []
    ;(window as RecorderWindow).gangwayAnnouncements = log
    const regionSelector = '[aria-live], [role="status"], [role="alert"], [role="log"]'
    const politeness = (region: Element) =>
      region.getAttribute('aria-live') ??
      (region.getAttribute('role') === 'alert' ? 'assertive' : 'polite')
    const textOf = (region: Element) => (region.textContent ?? '').replace(/\s+/g, ' ').trim()
    const last = new WeakMap<Element, string>()
    for (const region of shadow.querySelectorAll(regionSelector)) last.set(region, textOf(region))
    const observer = new MutationObserver((mutations) => {
      const touched = new Set<Element>()
      for (const mutation of mutations) {
        const target =
          mutation.target instanceof Element ? mutation.target : mutation.target.parentElement
        const region = target?.closest(regionSelector)
        if (region && region.getAttribute('aria-live') !== 'off') touched.add(region)
        // An alert inserted with its text is announced too (a status is not, reliably).
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue
          if (node.matches('[role="alert"]')) touched.add(node)
          for (const alert of node.querySelectorAll('[role="alert"]')) touched.add(alert)
        }
      }
      for (const region of touched) {
        const text = textOf(region)
        if (text && text !== last.get(region)) log.push({ politeness: politeness(region), text })
        last.set(region, text)
      }
    })
    observer.observe(shadow, { childList: true, subtree: true, characterData: true })
  })
}

export const announcements = (page: Page) =>
  page.evaluate(() => (window as RecorderWindow).gangwayAnnouncements ?? [])

/** How many announcements contained `text`. */
export const timesSaid = async (page: Page, text: string | RegExp) =>
  (await announcements(page)).filter((entry) =>
    typeof text === 'string' ? entry.text.includes(text) : text.test(entry.text),
  ).length

/** No announcement was made twice in a row for one event. */
export async function expectNoRepeats(page: Page): Promise<void> {
  const said = (await announcements(page)).map((entry) => entry.text)
  expect(said.filter((text, index) => said.indexOf(text) !== index)).toEqual([])
}

/** The live region (by the accessibility tree) that holds `text`, exactly one of them. */
export async function expectOneLiveRegionSays(dialog: Locator, text: string): Promise<void> {
  const holders = dialog
    .locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"]')
    .filter({ hasText: text })
  await expect(holders).toHaveCount(1)
  expect(await holders.ariaSnapshot()).toContain(text)
}
