import type { CustodyMessageKey } from '../custodyMessages.js'

/** Hindi: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'अपना वॉलेट सुरक्षित करें',
  migrateBody:
    'यह साइट अब आपके वॉलेट की कुंजी नहीं रखती: वह इस डिवाइस, साइट और यहाँ सेट किए रिकवरी पासवर्ड में बँटी है। वही पता, वही राशि।',
  migrateAction: 'मेरा वॉलेट सुरक्षित करें',
  passkeyOffer: 'इसके बजाय पासकी इस्तेमाल करें',
  passkeyOfferHint: 'कोई पासवर्ड याद नहीं रखना: पासकी नए डिवाइस पर वॉलेट खोलती है।',
  passkeyTitle: 'अपनी पासकी से वॉलेट खोलें',
  passkeyBody:
    'इस डिवाइस पर अभी आपके वॉलेट का कोई हिस्सा नहीं है: आपकी पासकी उसे यहाँ खोलती है, फिर यह डिवाइस अपना हिस्सा रखता है।',
  passkeyAction: 'पासकी इस्तेमाल करें',
  passkeyNoPrf:
    'यह पासकी आपके वॉलेट की रक्षा नहीं कर सकती: यह PRF एक्सटेंशन का समर्थन नहीं करती। इसके बजाय रिकवरी पासवर्ड सेट करें।',
  passkeyFailed: 'पासकी ने जवाब नहीं दिया। फिर से कोशिश करें या रद्द करें।',
  passkeyUnusable: 'यह पासकी यह वॉलेट नहीं खोलती। इसके लिए बनाई गई पासकी इस्तेमाल करें।',
  passkeyWrong: 'यह पासकी यह वॉलेट नहीं खोलती। बचे प्रयास: {n}।',
} satisfies Partial<Record<CustodyMessageKey, string>>
