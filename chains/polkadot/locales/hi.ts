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
  'Polkadot.error.rejected': 'आपने अनुरोध अस्वीकार कर दिया।',
  'Polkadot.error.wallet': 'वॉलेट अनुरोध पूरा नहीं कर सका।',
  'Polkadot.error.unsupportedMethod': 'यह वॉलेट {method} का समर्थन नहीं करता।',
  'Polkadot.error.chainNotConfigured': 'यह चेन समर्थित नहीं है',
  'Polkadot.error.invalidAddress': 'अमान्य Polkadot पता।',
  'Polkadot.error.rpc': 'नेटवर्क ने त्रुटि के साथ जवाब दिया।',
  'Polkadot.error.unsupportedRuntime': 'यह नेटवर्क यहाँ से भेज नहीं सकता।',
  'Polkadot.error.insufficientFunds': 'अपर्याप्त राशि।',
  'Polkadot.error.existentialDeposit':
    'खाते में {deposit} की अस्तित्व जमा से कम बचेगा: अधिकतम {maximum} भेजें।',
  'Polkadot.error.notFinalized': 'ट्रांसफ़र अंतिम रूप से पूरा नहीं हुआ।',
  'Polkadot.error.failed': 'ट्रांसफ़र विफल रहा: {reason}।',
} satisfies Partial<Record<PolkadotMessageKey, string>>
