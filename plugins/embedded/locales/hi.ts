import type { EmbeddedMessageKey } from '../views/messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': 'खाते का प्रकार',
  'embedded.smartAccount': 'स्मार्ट खाता',
  'embedded.smartAccountHint': 'कॉल को एक साथ भेजता है, गैस का भुगतान ऐप कर सकता है',
  'embedded.eoa': 'की खाता (EOA)',
  'embedded.eoaHint': 'सादी की, उन ऐप्स के लिए जिन्हें इसकी ज़रूरत है',
  'embedded.balance': 'बैलेंस {amount}',
  'embedded.switchFailed': 'खाते का प्रकार नहीं बदला जा सका।',
  'embedded.switched': 'अब आपका {type} इस्तेमाल हो रहा है',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
