import type { CustodyMessageKey } from './en.js'

/** Brazilian Portuguese: the custody views' own words (issue 32). */
export default {
  migrateTitle: 'Proteja sua carteira',
  migrateBody:
    'Este site não guarda mais a chave da sua carteira: ela é dividida entre este dispositivo, o site e uma senha de recuperação definida aqui. Mesmo endereço, mesmos fundos.',
  migrateAction: 'Proteger minha carteira',
  passkeySetTitle: 'Proteja sua carteira',
  passkeySetBody:
    'Com uma chave de acesso e seu e-mail você abre esta carteira em um novo dispositivo.',
  passkeyCreate: 'Criar uma chave de acesso',
  passkeyOrPassword: 'Ou defina uma senha de recuperação',
  migratePasskeyBody:
    'Este site não guarda mais a chave da sua carteira: ela é dividida entre este dispositivo, o site e uma chave de acesso (ou uma senha de recuperação) definida aqui. Mesmo endereço, mesmos fundos.',
  passkeyOfferHint:
    'Nenhuma senha para lembrar: uma chave de acesso abre a carteira em um novo dispositivo.',
  passkeyTitle: 'Abra sua carteira com sua chave de acesso',
  passkeyBody:
    'Este dispositivo ainda não tem nenhuma parte da sua carteira: sua chave de acesso a abre aqui e depois este dispositivo guarda uma parte própria.',
  passkeyAction: 'Usar chave de acesso',
  passkeyNoPrf:
    'Esta chave de acesso não pode proteger sua carteira: ela não oferece a extensão PRF. Defina uma senha de recuperação.',
  passkeyFailed: 'A chave de acesso não respondeu. Tente de novo ou cancele.',
  passkeyUnusable: 'Esta chave de acesso não abre esta carteira. Use a que você criou para ela.',
  passkeyWrong: 'Esta chave de acesso não abre esta carteira. Tentativas restantes: {n}.',
} satisfies Partial<Record<CustodyMessageKey, string>>
