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

/** One instance's button strings once its locale's arrived; English until then. */
const loaded = new WeakMap<object, ButtonMessages>()

/** The button strings an instance has now: its locale's once loaded, else English. */
export const buttonMessages = (kernel: object): ButtonMessages =>
  loaded.get(kernel) ?? buttonEnglish

/**
 * Loads an instance's button strings for its locale, or returns `undefined` when there is
 * nothing to load (English, none set). The modal's catalogue chunk for the locale is the one
 * fetched, so opening the modal later fetches it no second time.
 */
export function loadButtonMessages(
  kernel: object,
  locale: string | undefined,
): Promise<ButtonMessages> | undefined {
  if (!locale || /^en\b/i.test(locale) || loaded.has(kernel)) return
  return import('./buttonLocale.js')
    .then((module) => module.buttonMessagesFor(locale))
    .then((messages) => {
      loaded.set(kernel, messages)
      return messages
    })
}

export function buttonMessage(
  messages: ButtonMessages,
  key: keyof ButtonMessages,
  values: Readonly<Record<string, string>> = {},
): string {
  return messages[key].replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match)
}
