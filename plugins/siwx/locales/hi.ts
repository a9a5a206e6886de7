import type { SiwxMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'SIWXSignMessage.title': 'साइन इन करें',
  'SIWXSignMessage.heading': '{name} को आपके वॉलेट से कनेक्ट होना है',
  'SIWXSignMessage.text': 'यह साबित करने के लिए कि यह वॉलेट आपका है, इस संदेश पर हस्ताक्षर करें और आगे बढ़ें।',
  'SIWXSignMessage.requiredText':
    'यह साबित करने के लिए कि यह वॉलेट आपका है, इस संदेश पर हस्ताक्षर करें और आगे बढ़ें। रद्द करने पर आप डिस्कनेक्ट हो जाएँगे।',
  'SIWXSignMessage.account': 'खाता {address}',
  'SIWXSignMessage.sign': 'हस्ताक्षर करें',
  'SIWXSignMessage.cancel': 'रद्द करें',
  'SIWXSignMessage.authenticating': 'प्रमाणित किया जा रहा है…',
  'SIWXSignMessage.declined': 'हस्ताक्षर अस्वीकार किया गया',
  'SIWXSignMessage.declinedBecause': 'हस्ताक्षर अस्वीकार किया गया: {reason}',
  'SIWXSignMessage.smartAccount': 'हो सकता है यह ऐप्लिकेशन स्मार्ट खातों को सपोर्ट न करे',
  'SIWXSignMessage.initFailed': 'प्रमाणीकरण शुरू करते समय कोई समस्या हुई',
  'ConnectingSiwe.verifying': 'आपके वॉलेट ने साइन-इन पर हस्ताक्षर किए। हस्ताक्षर की जाँच हो रही है…',
  'ConnectingSiwe.retry': 'फिर से कोशिश करें',
} satisfies Partial<Record<SiwxMessageKey, string>>
