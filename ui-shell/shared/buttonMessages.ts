/**
 * The page button's strings in English, built in: the host's critical path carries no other
 * language. Another locale's come with the modal's catalogue of that locale (`loadButtonMessages`).
 */
export const buttonEnglish = {
  connect: 'Connect Wallet',
  connecting: 'Connecting…',
  network: 'Network: {name}. Switch network',
}

export type ButtonMessages = Readonly<Record<keyof typeof buttonEnglish, string>>

/**
 * The button's strings in a locale, English where its catalogue has none; `undefined` when
 * there is nothing to load (English, no locale). The chunk fetched is the modal's catalogue
 * of the locale, so opening the modal later fetches it no second time.
 */
export function loadButtonMessages(
  locale: string | undefined,
): Promise<ButtonMessages> | undefined {
  if (!locale || /^en\b/i.test(locale)) return
  // A chunk that fails to load (offline) leaves English, not an unhandled rejection.
  return import('./buttonLocale.js').then(
    (module) => module.buttonMessagesFor(locale, buttonEnglish),
    () => buttonEnglish,
  )
}
