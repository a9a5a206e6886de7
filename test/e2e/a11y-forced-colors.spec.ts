import { a11yThemes, visitMainViews } from './a11yViews.js'
import { expect, settled, test } from './fixtures.js'

// Forced colours (Windows high contrast, `forced-colors: active`): backgrounds and shadows are
// dropped by the browser, so controls keep system-coloured borders, selected states a
// Highlight border, focus a Highlight ring, disabled text GrayText (ui-shell/styles.ts).
// Baselines in test/e2e/__screenshots__/a11y-forced-colors.spec.ts/; refresh them with
// `npx playwright test a11y-forced-colors --update-snapshots` and look at them.

test.describe.configure({ timeout: 180_000 })

test('the main views stay legible and their controls outlined under forced colours', async ({
  page,
  browser,
  dialog,
  demoUrl,
}) => {
  const shots: string[] = []
  await visitMainViews(
    { page, browser, dialog, demoUrl, theme: a11yThemes[0]! },
    async (view, shown) => {
      // The Activity tab lists what other specs did on the shared chain: not comparable.
      if (view.includes('Activity')) return
      await shown.emulateMedia({ forcedColors: 'active' })
      const shownDialog = shown.locator('gangway-modal [role="dialog"]')
      // Amounts on the shared test chain change with the specs that ran before.
      await shownDialog
        .locator('[data-testid="account-balance"], .token-amount')
        .evaluateAll((elements) => {
          for (const element of elements) element.textContent = '1,234.56'
        })
      // The first control focused: its Highlight ring is part of the picture.
      await shown.keyboard.press('Tab')
      await shown.mouse.move(0, 0)
      await settled(shown)
      await expect(shownDialog).toHaveScreenshot(`forced-${view}.png`)
      shots.push(view)
      await shown.emulateMedia({ forcedColors: 'none' })
    },
  )
  expect(shots).toHaveLength(10)
})
