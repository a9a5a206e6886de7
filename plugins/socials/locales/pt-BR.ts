import type { SocialsMessageKey } from '../views/messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'socials.group': 'Entre com uma conta social',
  'socials.continueWith': 'Continuar com {provider}',
  'socials.more': 'Mais opções de login',
  'socials.waiting': 'Continue na janela do {provider}',
  'socials.waitingHint': 'Entre por lá. Esta janela continua sozinha.',
  'socials.connecting': 'Entrando…',
  'socials.retry': 'Tentar novamente',
  'socials.popupClosed': 'A janela do {provider} foi fechada',
  'socials.signedInWith': 'Conectado com {provider}',
  'socials.signedInAs': 'Conectado com {provider} como {username}',
  'farcaster.qr': 'QR code para entrar com Farcaster',
  'farcaster.scan': 'Escaneie com o celular para entrar com Farcaster',
  'farcaster.continue': 'Continue no app Farcaster',
  'farcaster.hint': 'Aprove o login no Farcaster. Esta janela continua sozinha.',
  'farcaster.open': 'Abrir Farcaster',
  'farcaster.copy': 'Copiar link',
  'farcaster.copied': 'Link copiado',
  'farcaster.copyFailed': 'Não foi possível copiar o link',
} satisfies Partial<Record<SocialsMessageKey, string>>
