import type { EmbeddedMessageKey } from '../views/messages.js'

/** Simplified Chinese, loaded only when the locale asks for it. */
export default {
  'embedded.accountType': '账户类型',
  'embedded.smartAccount': '智能账户',
  'embedded.smartAccountHint': '批量执行调用，Gas 费可由应用支付',
  'embedded.eoa': '密钥账户（EOA）',
  'embedded.eoaHint': '普通密钥，供需要它的应用使用',
  'embedded.balance': '余额 {amount}',
  'embedded.switchFailed': '无法更改账户类型。',
  'embedded.switched': '现在使用你的{type}',
  'embedded.sessions': '应用会话',
  'embedded.sessionsNone': '没有任何应用可以不经你同意代表此账户操作。',
  'embedded.sessionsFailed': '无法读取会话。',
  'embedded.sessionUnknownApp': '某个应用（在其他地方授权）',
  'embedded.sessionMayCall': '无需询问即可调用 {address} 上的 {call}',
  'embedded.sessionMaySend': '无需询问即可向 {address} 发送最多 {amount}',
  'embedded.sessionSpendLimit': '最多可花费 {amount}',
  'embedded.sessionSpent': '目前已花费：{amount}',
  'embedded.sessionEnds': '于 {date} 结束',
  'embedded.sessionRevoke': '撤销',
  'embedded.sessionRevokeLabel': '撤销 {app} 的会话',
  'embedded.sessionRevoked': '{app} 的会话已结束',
  'embedded.sessionRevokeFailed': '无法撤销会话。',
  // SPEC §8 alerts (English verbatim), shown as the modal's error toast or the login's error.
  'embedded.alertInvalidApp': '应用配置无效',
  'embedded.alertNetworkError': '网络错误 - 无法加载嵌入式钱包',
  'embedded.alertTimedOut': '嵌入式钱包请求超时',
  'embedded.alertSessionExpired': '会话已过期',
  'embedded.alertLoadFailed': '无法加载邮箱登录',
  'embedded.storageBlocked':
    '你的浏览器在此页面上阻止了钱包的存储，因此无法保留你的登录。请重新开始，并在钱包询问时选择“允许存储”，或在浏览器设置中允许此网站的第三方 Cookie。',
  'embedded.recoveryMethod': '更改恢复方式',
} satisfies Partial<Record<EmbeddedMessageKey, string>>
