import type { CosmosMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'Cosmos.error.rejected': 'आपने अनुरोध अस्वीकार कर दिया।',
  'Cosmos.error.wallet': 'वॉलेट अनुरोध पूरा नहीं कर सका।',
  'Cosmos.error.chainNotConfigured': 'यह चेन समर्थित नहीं है',
  'Cosmos.error.invalidAddress': 'अमान्य Cosmos पता।',
  'Cosmos.error.broadcast': 'नेटवर्क ने लेन-देन स्वीकार नहीं किया।',
  'Cosmos.error.insufficientFunds': 'अपर्याप्त शेष राशि',
} satisfies Partial<Record<CosmosMessageKey, string>>
