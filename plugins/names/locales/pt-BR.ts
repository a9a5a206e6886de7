import type { NamesMessageKey } from '../messages.js'

/** Brazilian Portuguese, loaded only when the locale asks for it. */
export default {
  'RegisterAccountName.title': 'Escolha seu nome',
  'RegisterAccountName.label': 'Nome',
  'RegisterAccountName.hint':
    'Seu nome aponta para seu endereço. Qualquer pessoa pode enviar para ele.',
  'RegisterAccountName.rule': 'Use letras, números ou hífen, com pelo menos 4 caracteres',
  'RegisterAccountName.checking': 'Verificando…',
  'RegisterAccountName.available': '{name} está disponível',
  'RegisterAccountName.taken': '{name} já está em uso',
  'RegisterAccountName.suggestions': 'Sugestões',
  'RegisterAccountName.register': 'Registrar',
  'RegisterAccountName.signing': 'Assine a mensagem na sua carteira',
  'RegisterAccountName.notConnected':
    'Conecte uma carteira em uma rede EVM para registrar um nome.',
  'RegisterAccountName.invalid': 'Nome inválido: {reason}',
  'RegisterAccountNameSuccess.title': 'Nome registrado',
  'RegisterAccountNameSuccess.body': '{name} agora aponta para seu endereço.',
  'RegisterAccountNameSuccess.done': 'Voltar para a conta',
  'names.errorResolving': 'Erro ao resolver o nome',
  'names.errorSuggestions': 'Erro ao buscar sugestões de nomes',
  'names.errorForAddress': 'Erro ao buscar nomes do endereço',
  'names.errorRegistering': 'Erro ao registrar o nome {name}',
} satisfies Partial<Record<NamesMessageKey, string>>
