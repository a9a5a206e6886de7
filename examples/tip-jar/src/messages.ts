// English ships with the descriptor: the Account entry's label is shown before the view
// loads. Other languages load only when the modal's locale asks for them.

/** The tip jar's English messages: every key the plugin uses. */
export const en = {
  'tipJar.entry': 'Tip jar',
  'TipJar.title': 'Tip jar',
  'tipJar.intro': 'Tip the makers of this site',
  'tipJar.pledge': 'Pledge {amount} {currency}',
  'tipJar.total': 'You pledged {total} {currency} so far.',
  'tipJar.none': 'No pledges yet.',
  'tipJar.thanks': 'Thank you!',
  'tipJar.failed': 'The pledge could not be saved.',
} as const

export type TipJarMessageKey = keyof typeof en
