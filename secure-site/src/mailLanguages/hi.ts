import type { MailCatalogue } from '../mailMessages.js'

export const hi: MailCatalogue = {
  purposes: {
    login: 'लॉग इन',
    'update-primary': 'ईमेल बदलाव',
    'update-secondary': 'नए ईमेल की पुष्टि',
    export: 'कुंजी निर्यात',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} आपका ${appName} ${purpose} कोड है`,
    text: `आपका ${appName} ${purpose} कोड ${code} है\n\nयह 10 मिनट में समाप्त हो जाएगा। अगर आपने इसे नहीं माँगा था, तो इस ईमेल को अनदेखा करें।\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} आपका ${appName} कुंजी निर्यात कोड है`,
    text: `आपका ${appName} कुंजी निर्यात कोड ${code} है\n\nजिसके पास आपकी निजी कुंजियाँ हैं, वही आपके फ़ंड नियंत्रित करता है। यह कोड तभी डालें जब आपने ख़ुद निर्यात माँगा हो। यह 10 मिनट में समाप्त हो जाएगा।\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `${appName} के लिए नए डिवाइस को मंज़ूरी दें`,
    text: `एक नए डिवाइस ने ${email} के रूप में ${appName} में लॉग इन करने का अनुरोध किया।\n\nअगर यह आप थे, तो यह लिंक खोलें और उसे मंज़ूरी दें:\n${link}\n\nलिंक 10 मिनट में समाप्त हो जाएगा। अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा करें।\n`,
  }),
  approvalPage: {
    expiredTitle: 'यह लिंक समाप्त हो गया है',
    expiredBody: 'नया लिंक पाने के लिए फिर से लॉग इन शुरू करें।',
    title: ({ appName }) => `${appName} के लिए नए डिवाइस को मंज़ूरी दें`,
    body: ({ email }) =>
      `एक नए डिवाइस ने ${email} के रूप में लॉग इन करने का अनुरोध किया। इसे तभी मंज़ूरी दें जब यह आप थे।`,
    button: 'इस डिवाइस को मंज़ूरी दें',
    approvedTitle: 'डिवाइस को मंज़ूरी मिल गई',
    approvedBody: 'साइट पर वापस जाएँ: वह अपने आप आगे बढ़ेगी।',
  },
}
