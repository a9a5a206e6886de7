import type { PolkadotMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'PolkadotBalance.label': 'बैलेंस का विवरण',
  'PolkadotBalance.free': 'उपलब्ध',
  'PolkadotBalance.reserved': 'आरक्षित',
  'PolkadotBalance.frozen': 'फ़्रीज़',
  'PolkadotBalance.deposit': 'अस्तित्व जमा',
  'PolkadotBalance.hint':
    'ऊपर का बैलेंस वह है जो आप भेज सकते हैं: फ़्रीज़ और आरक्षित राशि तथा अस्तित्व जमा खाते में रहते हैं।',
} satisfies Partial<Record<PolkadotMessageKey, string>>
