import type { CustodyMessageKey } from './en.js'

/** Simplified Chinese: the custody views' own words (issue 32). */
export default {
  migrateTitle: '保护你的钱包',
  migrateBody:
    '本站不再保管你钱包的密钥：它被拆分到本设备、本站和你在此设置的恢复密码中。地址不变，资金不变。',
  migrateAction: '保护我的钱包',
  passkeySetTitle: '保护你的钱包',
  passkeySetBody: '用通行密钥和你的邮箱，可在新设备上打开这个钱包。',
  passkeyCreate: '创建通行密钥',
  passkeyOrPassword: '或设置恢复密码',
  migratePasskeyBody:
    '本站不再保管你钱包的密钥：它被拆分到本设备、本站和你在此设置的通行密钥（或恢复密码）中。地址不变，资金不变。',
  passkeyOfferHint: '无需记住密码：在新设备上用通行密钥打开钱包。',
  passkeyTitle: '用通行密钥打开钱包',
  passkeyBody: '本设备还没有你钱包的分片：通行密钥会在这里打开它，之后本设备保存自己的分片。',
  passkeyAction: '使用通行密钥',
  passkeyNoPrf: '此通行密钥无法保护你的钱包：它不支持 PRF 扩展。请改为设置恢复密码。',
  passkeyFailed: '通行密钥没有响应。请重试或取消。',
  passkeyUnusable: '此通行密钥打不开这个钱包。请使用为它创建的通行密钥。',
  passkeyWrong: '此通行密钥打不开这个钱包。剩余尝试次数：{n}。',
} satisfies Partial<Record<CustodyMessageKey, string>>
