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
  'embedded.sessions': 'ऐप सत्र',
  'embedded.sessionsNone': 'कोई भी ऐप आपसे पूछे बिना इस खाते के लिए काम नहीं कर सकता।',
  'embedded.sessionsFailed': 'सत्र पढ़े नहीं जा सके।',
  'embedded.sessionUnknownApp': 'एक ऐप (कहीं और अनुमति दी गई)',
  'embedded.sessionMayCall': 'बिना पूछे {address} पर {call} कॉल कर सकता है',
  'embedded.sessionMaySend': 'बिना पूछे {address} को {amount} तक भेज सकता है',
  'embedded.sessionSpendLimit': '{amount} तक खर्च कर सकता है',
  'embedded.sessionSpent': 'अब तक खर्च: {amount}',
  'embedded.sessionEnds': '{date} को समाप्त',
  'embedded.sessionRevoke': 'रद्द करें',
  'embedded.sessionRevokeLabel': '{app} का सत्र रद्द करें',
  'embedded.sessionRevoked': '{app} का सत्र समाप्त हो गया',
  'embedded.sessionRevokeFailed': 'सत्र रद्द नहीं किया जा सका।',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': 'ऐप का कॉन्फ़िगरेशन अमान्य',
  'embedded.alertNetworkError': 'नेटवर्क त्रुटि – एम्बेडेड वॉलेट लोड नहीं हो सका',
  'embedded.alertTimedOut': 'एम्बेडेड वॉलेट के अनुरोध का समय समाप्त हो गया',
  'embedded.alertSessionExpired': 'सत्र समाप्त हो गया',
  'embedded.alertLoadFailed': 'ईमेल लॉगिन लोड नहीं हो सका',
  'embedded.storageBlocked':
    'आपका ब्राउज़र इस पेज पर वॉलेट का स्टोरेज रोक रहा है, इसलिए आपका साइन-इन नहीं रखा जा सकता। फिर से शुरू करें और वॉलेट के पूछने पर “स्टोरेज की अनुमति दें” चुनें, या ब्राउज़र की सेटिंग में इस साइट के लिए थर्ड-पार्टी कुकीज़ की अनुमति दें।',
  'embedded.recoveryMethod': 'रिकवरी का तरीका बदलें',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
