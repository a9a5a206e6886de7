import type { MailCatalogue } from '../mailMessages.js'

export const ar: MailCatalogue = {
  purposes: {
    login: 'تسجيل الدخول',
    'update-primary': 'تغيير البريد الإلكتروني',
    'update-secondary': 'تأكيد البريد الإلكتروني الجديد',
    export: 'تصدير المفاتيح',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} هو رمز ${purpose} الخاص بك في ${appName}`,
    text: `رمز ${purpose} الخاص بك في ${appName} هو ${code}\n\nتنتهي صلاحيته خلال 10 دقائق. إذا لم تطلبه، فتجاهل هذه الرسالة.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} هو رمز تصدير المفاتيح الخاص بك في ${appName}`,
    text: `رمز تصدير المفاتيح الخاص بك في ${appName} هو ${code}\n\nمن يملك مفاتيحك الخاصة يتحكم في أموالك. لا تُدخل هذا الرمز إلا إذا طلبت تصديرها بنفسك. تنتهي صلاحيته خلال 10 دقائق.\n`,
  }),
  deviceApproval: ({ appName, email, link }) => ({
    subject: `وافق على جهاز جديد في ${appName}`,
    text: `طلب جهاز جديد تسجيل الدخول إلى ${appName} باسم ${email}.\n\nإذا كنت أنت، فافتح هذا الرابط ووافق عليه:\n${link}\n\nتنتهي صلاحية الرابط خلال 10 دقائق. إذا لم تكن أنت، فتجاهل هذه الرسالة.\n`,
  }),
  approvalPage: {
    expiredTitle: 'انتهت صلاحية هذا الرابط',
    expiredBody: 'ابدأ تسجيل الدخول من جديد للحصول على رابط جديد.',
    title: ({ appName }) => `الموافقة على جهاز جديد في ${appName}`,
    body: ({ email }) => `طلب جهاز جديد تسجيل الدخول باسم ${email}. وافق عليه فقط إذا كنت أنت.`,
    button: 'الموافقة على هذا الجهاز',
    approvedTitle: 'تمت الموافقة على الجهاز',
    approvedBody: 'عد إلى الموقع: سيتابع من تلقاء نفسه.',
  },
}
