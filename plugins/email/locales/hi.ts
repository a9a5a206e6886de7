import type { EmailMessageKey } from '../views/messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'email.label': 'ईमेल',
  'email.placeholder': 'ईमेल',
  'email.continue': 'ईमेल से जारी रखें',
  'email.invalid': 'मान्य ईमेल पता डालें।',
  'email.notHeld':
    'ईमेल वॉलेट में {chains} के लिए कोई कुंजी नहीं है। उनका उपयोग करने के लिए कोई दूसरा वॉलेट कनेक्ट करें।',
  'email.sentTo': '{email} पर भेजा गया कोड डालें',
  'email.codeLegend': 'एक बार का कोड',
  'email.digit': '6 में से अंक {n}',
  'email.codeHint': 'कोड 10 मिनट में समाप्त हो जाएगा।',
  'email.resend': 'कोड फिर से भेजें',
  'email.resendIn': '{n} सेकंड में कोड फिर से भेजें',
  'email.resent': 'नया कोड भेजा जा रहा है।',
  'email.verifying': 'कोड जाँचा जा रहा है…',
  'email.deviceTitle': 'इस डिवाइस को मंज़ूरी दें',
  'email.deviceText':
    'हमने {email} पर एक लिंक भेजा है। इस डिवाइस को मंज़ूरी देने के लिए उसे खोलें, फिर यहाँ लौटें।',
  'email.deviceWaiting': 'मंज़ूरी का इंतज़ार…',
  'email.newEmail': 'नया ईमेल',
  'email.save': 'सहेजें',
  'email.currentCode': 'अपने मौजूदा ईमेल {email} पर भेजा गया कोड डालें',
  'email.newCode': '{email} पर भेजा गया कोड डालें',
  'email.updated': 'ईमेल अपडेट हो गया',
  'email.exportIntro':
    '{origin} पर वॉलेट सेवा आपकी कुंजियाँ एन्क्रिप्ट करके रखती है। एक्सपोर्ट करने पर वह उन्हें अपनी सुरक्षित विंडो में दिखाती है: यह पेज उन्हें कभी नहीं देखता।',
  'email.exportIntroShares':
    'आपकी कुंजियाँ इस डिवाइस और {origin} की वॉलेट सेवा में बँटी हैं। एक्सपोर्ट उन्हें उसकी अपनी सुरक्षित विंडो में फिर से जोड़ता है: यह पेज उन्हें कभी नहीं देखता।',
  'email.exportWarning':
    'जिसके पास आपकी प्राइवेट कुंजियाँ हैं, वही आपके फ़ंड नियंत्रित करता है। इन्हें कभी साझा न करें और किसी वेबसाइट पर न डालें।',
  'email.exportSend': '{email} पर कोड भेजें',
  'email.exportCode': 'अपनी कुंजियाँ देखने के लिए {email} पर भेजा गया कोड डालें',
  'email.exportShown': 'आपकी कुंजियाँ सुरक्षित विंडो में दिख रही हैं। इसे हो गया या Escape से बंद करें।',
  'email.signOutEverywhere': 'हर जगह से साइन आउट करें',
  'EmbeddedSignOutEverywhere.title': 'हर जगह से साइन आउट करें',
  'email.signOutEverywhereIntro':
    'इससे आपके वॉलेट के सेशन हर उस डिवाइस और ब्राउज़र पर खत्म हो जाएँगे जहाँ आपने साइन इन किया है, इसमें यह भी शामिल है। वॉलेट को फिर से इस्तेमाल करने के लिए दोबारा साइन इन करें।',
  'email.signOutEverywhereConfirm': 'सभी डिवाइस से साइन आउट करें',
  'email.signedOutEverywhere': 'आप सभी डिवाइस से साइन आउट हो गए हैं',
  'email.signOutEverywhereFailed': 'हर जगह से साइन आउट नहीं हो सका। कृपया फिर से कोशिश करें।',
  'email.mailUnavailable': 'अभी ईमेल नहीं भेजा जा सका। कृपया थोड़ी देर में फिर से कोशिश करें।',
  'email.recoveryIntro':
    'आपके वॉलेट की कुंजी इस डिवाइस और वॉलेट सेवा में बँटी है: अपने ई-मेल और पासकी या रिकवरी पासवर्ड से आप उसे नए डिवाइस पर खोलते हैं। नई पासकी या नया रिकवरी पासवर्ड सेट करने के लिए हमारे भेजे कोड से पुष्टि करें। पुराना फिर काम नहीं करेगा।',
  'email.recoveryCode':
    '{email} पर भेजा गया कोड डालें, फिर सुरक्षित विंडो में नई पासकी या नया रिकवरी पासवर्ड सेट करें',
  'email.recoveryTyping': 'सुरक्षित विंडो में नई पासकी या नया रिकवरी पासवर्ड सेट करें।',
  'email.recoveryChanged': 'आपका रिकवरी का तरीका बदल दिया गया है',
} satisfies Partial<Record<EmailMessageKey, string>>
