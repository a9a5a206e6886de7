import type { NamesMessageKey } from '../messages.js'

/** Hindi, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'अपना नाम चुनें',
  'RegisterAccountName.label': 'नाम',
  'RegisterAccountName.hint': 'आपका नाम आपके पते की ओर इशारा करता है। कोई भी उस पर भेज सकता है।',
  'RegisterAccountName.rule': 'अक्षर, अंक या हाइफ़न इस्तेमाल करें, कम से कम 4 वर्ण',
  'RegisterAccountName.checking': 'जाँच हो रही है…',
  'RegisterAccountName.available': '{name} उपलब्ध है',
  'RegisterAccountName.taken': '{name} पहले से लिया जा चुका है',
  'RegisterAccountName.suggestions': 'सुझाव',
  'RegisterAccountName.register': 'रजिस्टर करें',
  'RegisterAccountName.signing': 'अपने वॉलेट में संदेश पर हस्ताक्षर करें',
  'RegisterAccountName.notConnected': 'नाम रजिस्टर करने के लिए EVM नेटवर्क पर वॉलेट कनेक्ट करें।',
  'RegisterAccountName.invalid': 'अमान्य नाम: {reason}',
  'RegisterAccountNameSuccess.title': 'नाम रजिस्टर हो गया',
  'RegisterAccountNameSuccess.body': '{name} अब आपके पते की ओर इशारा करता है।',
  'RegisterAccountNameSuccess.done': 'खाते पर वापस जाएँ',
  'names.errorResolving': 'नाम रिज़ॉल्व करने में त्रुटि',
  'names.errorSuggestions': 'नाम सुझाव लाने में त्रुटि',
  'names.errorForAddress': 'पते के नाम लाने में त्रुटि',
  'names.errorRegistering': 'नाम {name} रजिस्टर करने में त्रुटि',
} satisfies Partial<Record<NamesMessageKey, string>>
