import type { PermitMessageKey } from './en.js'

/** Hindi, bundled into permitPreview.js. */
export default {
  permitUpTo: '{spender} को अधिकतम {amount}',
  permitAllOf: '{spender} को आपके सभी {token}',
  permitNft: '{spender} को आपका {token}',
  permitEveryNft: '{spender} को आपके स्वामित्व वाला हर {token} NFT',
  permitUntil: '{grant}, {date} तक',
  decodedOnly: 'सिम्युलेट नहीं किया गया (यह नेटवर्क यह सुविधा नहीं देता): अनुरोध से ही पढ़ा गया',
  allowMore: '{spender} पहले से दी गई अनुमति से {amount} अधिक',
  unlimitedUntilWarning:
    'इससे {spender} {date} तक आपके सभी {symbol} ले सकता है, जब तक कि आप इसे पहले रद्द न करें।',
} satisfies Record<PermitMessageKey, string>
