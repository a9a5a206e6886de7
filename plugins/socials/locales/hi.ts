import type { SocialsMessageKey } from '../views/messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'socials.group': 'सोशल खाते से साइन इन करें',
  'socials.continueWith': '{provider} के साथ जारी रखें',
  'socials.more': 'साइन इन के और विकल्प',
  'socials.waiting': '{provider} विंडो में जारी रखें',
  'socials.waitingHint': 'वहाँ साइन इन करें। यह विंडो अपने-आप आगे बढ़ेगी।',
  'socials.connecting': 'साइन इन हो रहा है…',
  'socials.retry': 'फिर से कोशिश करें',
  'socials.popupClosed': '{provider} विंडो बंद कर दी गई',
  'socials.signedInWith': '{provider} से साइन इन किया',
  'socials.signedInAs': '{provider} से {username} के रूप में साइन इन किया',
  'farcaster.qr': 'Farcaster से साइन इन करने का QR कोड',
  'farcaster.scan': 'Farcaster से साइन इन करने के लिए अपने फ़ोन से स्कैन करें',
  'farcaster.continue': 'Farcaster ऐप में जारी रखें',
  'farcaster.hint': 'Farcaster में साइन इन मंज़ूर करें। यह विंडो अपने-आप आगे बढ़ेगी।',
  'farcaster.open': 'Farcaster खोलें',
  'farcaster.copy': 'लिंक कॉपी करें',
  'farcaster.copied': 'लिंक कॉपी हो गया',
  'farcaster.copyFailed': 'लिंक कॉपी नहीं हो सका',
} satisfies Partial<Record<SocialsMessageKey, string>>
