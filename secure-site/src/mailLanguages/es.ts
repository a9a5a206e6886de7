import type { MailCatalogue } from '../mailCatalogue.js'

export const es: MailCatalogue = {
  purposes: {
    login: 'de inicio de sesión',
    'update-primary': 'de cambio de correo',
    'update-secondary': 'de confirmación del nuevo correo',
    export: 'de exportación de claves',
    recovery: 'de cambio de contraseña de recuperación',
  },
  code: ({ appName, code, purpose }) => ({
    subject: `${code} es tu código ${purpose} de ${appName}`,
    text: `Tu código ${purpose} de ${appName} es ${code}\n\nCaduca en 10 minutos. Si no lo pediste, ignora este correo.\n`,
  }),
  exportCode: ({ appName, code }) => ({
    subject: `${code} es tu código de exportación de claves de ${appName}`,
    text: `Tu código de exportación de claves de ${appName} es ${code}\n\nQuien tenga tus claves privadas controla tus fondos. Introduce este código solo si tú pediste exportarlas. Caduca en 10 minutos.\n`,
  }),
  newDeviceCode: ({ appName, code, email }) => ({
    subject: `${code} es tu código de inicio de sesión de ${appName} para un dispositivo nuevo`,
    text: `Un dispositivo nuevo pidió iniciar sesión en ${appName} como ${email}.\n\nSi fuiste tú, introduce este código en ese dispositivo: ${code}\n\nCaduca en 10 minutos. Si no fuiste tú, ignora este correo y no le des el código a nadie: sin él nadie puede iniciar sesión.\n`,
  }),
  addressLocked: ({ appName, email, hours }) => ({
    subject: `Los inicios de sesión en ${appName} con tu dirección están en pausa`,
    text: `Se introdujeron demasiados códigos de inicio de sesión incorrectos para ${email}. Por tu seguridad, ${appName} no acepta ningún inicio de sesión con esta dirección durante las próximas ${hours} horas.\n\nSi fuiste tú, vuelve a intentarlo después. Si no, alguien intentó adivinar un código: nadie ha entrado. Nunca le des a nadie un código que te enviemos.\n`,
  }),
}
