import type { MessageTexts } from '../en.ts'

/**
 * Spanish: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'Conectar billetera', // connectWallet
  'Conectando…', // connecting
  'Todas las billeteras', // allWallets
  '{count}+', // allWalletsCount
  'Atrás', // back
  'Cerrar', // close
  'Billeteras', // walletList
  'Instalada', // installed
  'Reciente', // recent
  'WalletConnect', // walletConnect
  'Código QR', // qrCode
  'o', // or
  'Correo electrónico', // email
  'Correo electrónico', // emailPlaceholder
  'Continuar con correo electrónico', // continueWithEmail
  'Continuar con {name}', // continueWith
  'Acceso con correo', // emailLogin
  'Cambiar correo', // updateEmail
  '¿Nuevo en billeteras?', // newToWallets
  'Empezar', // getStarted
  '¿Qué es una billetera?', // whatIsAWallet
  'Una billetera guarda tus activos digitales y te permite iniciar sesión en apps sin contraseña. Elige una de la lista para empezar.', // whatIsAWalletText
  'Continúa en {name}', // continueIn
  'Acepta la solicitud de conexión en la billetera', // acceptConnection
  'No se pudo conectar', // connectionFailed
  'Rechazaste la solicitud en {name}. Vuelve a intentarlo cuando quieras.', // connectionDeclined
  'Conéctate en una red que {name} pueda usar:', // networkNotAddedChoose
  'Reintentar', // tryAgain
  'Reintentar', // retry
  'Cuenta', // account
  'Tokens', // tokens
  'NFT', // nfts
  'Actividad', // activity
  'Desconectar', // disconnect
  'Desconectado', // disconnected
  'Copiar dirección', // copyAddress
  'Dirección copiada', // addressCopied
  'No se pudo copiar', // copyFailed
  'Saldo', // balance
  'Recibir', // receive
  'Recibir', // receiveTitle
  'Seleccionar red', // selectNetwork
  'Cambiar de red', // switchNetwork
  'Cambiando de red…', // switchingNetwork
  'Red desconocida', // unknownNetwork
  'Cambio rechazado', // switchFailed
  'Cambiar de cadena', // switchChain
  'Explorador de bloques', // blockExplorer
  'No se encontró ningún conector de autenticación', // noAuthConnector
  'Al conectar tu billetera, aceptas nuestros Términos del servicio y nuestra Política de privacidad', // legal
  'Con la tecnología de Portico', // poweredBy
  'Cargando', // loading
  'Algo salió mal', // somethingWentWrong
  'Notificaciones', // notifications
  'Enviar', // send
  'Enviar', // sendTitle
  'Seleccionar token', // selectToken
  'Para', // to
  'Revisar envío', // reviewSend
  'Intercambiar', // swap
  'Comprar', // buy
  'Comprar cripto', // buyTitle
  'Seleccionar moneda', // selectCurrency
  'Intercambiar', // swapTitle
  'Revisar intercambio', // swapPreviewTitle
  'Cancelar', // cancel
  'Iniciar sesión', // signInView
  'Sigamos en contacto', // dataCaptureView
  'Elegir nombre', // registerNameView
  'Nombre registrado', // registerNameSuccessView
  'Elige un nombre', // chooseName
  'Billeteras', // profileWalletsView
  'Sesiones inteligentes', // smartSessionsView
  'Introduce un correo válido', // invalidEmail
] satisfies MessageTexts
