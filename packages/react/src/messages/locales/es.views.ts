import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Spanish: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Saldo de tokens no disponible', // tokenBalanceUnavailable
    'No se pudieron obtener las transacciones', // fetchTransactions
    'Error al firmar el mensaje', // signMessageFailed
    'La billetera no aprobó consultar el estado de las llamadas.', // callStatusNotApproved
    'No se pudo cambiar de red: la billetera no ha aprobado esta red', // chainNotApproved
    'No se admiten solicitudes de varios espacios de nombres…', // multiNamespaceRequest
    'Modal cerrado', // modalClosed
    'Conexión rechazada', // connectionRejected
    'Ventana emergente cerrada', // popupClosed
    'No se pudo conectar', // connectionFailed
    'No se pudo iniciar la conexión social', // socialConnectionFailed
    'No se pudo conectar con Farcaster', // farcasterConnectionFailed
    'Se produjo un problema al iniciar la autenticación', // authInitializationFailed
    'No se encontró ningún conector de autenticación', // noAuthConnector
    'No has iniciado sesión con correo o red social', // notConnectedToEmailOrSocial
    'Error al resolver el nombre', // resolveNameFailed
    'Error al obtener sugerencias de nombres', // nameSuggestionsFailed
    'Error al obtener los nombres de la dirección', // namesForAddressFailed
    'Error al registrar el nombre {name}', // registerNameFailed
    'Nombre no encontrado', // nameNotFound
    'Cadena no compatible', // unsupportedChain
    'Transacción rechazada en la billetera', // transactionRejected
    'Se requieren un importe y una dirección de destino', // sendAmountAndReceiverRequired
    'Se requiere un token', // sendTokenRequired
    'Se requiere la dirección del token', // erc20TokenAddressRequired
    'Red no compatible con el precio del gas', // gasPriceNetworkNotSupported
    'Red no compatible con intercambios', // swapNetworkNotSupported
    'Introduce un importe válido', // invalidAmount
    'No se encontró ninguna ruta para este intercambio', // swapRouteNotFound
    'SIWX no está activado', // siwxNotEnabled
    'No se encontró ninguna cuenta activa', // noActiveCaipAddress
    'Red no encontrada', // networkNotFound
    'No se encontró la dirección o el conector de autenticación', // addressOrAuthConnectorNotFound
    'Código de estado HTTP: {status}', // httpStatus
    'La solicitud tardó demasiado en responder.', // requestTimeout
    'Acción no permitida', // rpcCallNotAllowed
    'Configuración de la app no válida', // invalidAppConfiguration
    'Se alcanzó el límite diario de transacciones patrocinadas. Inténtalo más tarde.', // sponsorshipLimitReached
    'El límite de gasto de la sesión no cubre este importe', // smartSessionSpendLimitExceeded
    'La sesión no permite este contrato o función', // smartSessionOutOfScope
    'La sesión ha caducado', // smartSessionExpired
    'La sesión fue revocada', // smartSessionRevoked
    'Esta página no tiene la clave de la sesión', // smartSessionUnknownSession
    'Las sesiones necesitan la billetera integrada en una cuenta inteligente', // smartSessionNotSmartAccount
    'La solicitud de sesión se rechazó en la billetera', // smartSessionUserRejected
    'La solicitud de sesión falló', // smartSessionFailed
    'La billetera no admite una función que requieren estas llamadas', // walletCallsUnsupportedNonOptionalCapability
    'La billetera no admite llamadas en esta red', // walletCallsUnsupportedChainId
    'La billetera ya tiene llamadas con este id', // walletCallsDuplicateId
    'La billetera no conoce estas llamadas', // walletCallsUnknownBundleId
    'La billetera no puede enviar tantas llamadas a la vez', // walletCallsBundleTooLarge
    'Se rechazó la actualización de la cuenta necesaria para enviar las llamadas juntas', // walletCallsAtomicReadyUpgradeRejected
    'La billetera no puede enviar estas llamadas juntas', // walletCallsAtomicityNotSupported
    'Las llamadas se rechazaron en la billetera', // walletCallsUserRejected
    'La billetera no pudo enviar las llamadas', // walletCallsFailed
    'La wallet no pudo añadir {network}', // networkNotAdded
    'La solicitud a la wallet falló', // walletRequestFailed
    'El importe mínimo a esta dirección es {minimum} sats', // amountBelowDust
    'Fondos insuficientes para el importe y la comisión de red', // insufficientFunds
    'La red rechaza una salida tan pequeña (polvo)', // broadcastDust
    'La comisión es demasiado baja para que la red transmita la transacción', // broadcastFeeTooLow
    'Las monedas que gasta esta transacción ya están gastadas. Actualiza e inténtalo de nuevo', // broadcastInputsSpent
    'Otra transacción pendiente gasta las mismas monedas. Espera a que se confirme', // broadcastMempoolConflict
    'La red rechazó la transacción', // broadcastRefused
  ],
  activity: [
    'Cargando actividad', // loadingActivity
    'Aún no hay actividad', // noActivity
    'Las transacciones de esta cuenta aparecerán aquí.', // noActivityText
    'No se pudo cargar la actividad', // activityUnavailable
    'Enviado', // activitySent
    'Recibido', // activityReceived
    'Intercambiado', // activitySwapped
    'Acuñado', // activityMinted
    'Quemado', // activityBurned
    'Aprobado', // activityApproved
    'Desplegado', // activityDeployed
    'Llamada a contrato', // activityExecuted
    'Fallida', // activityFailed
    'Pendiente', // activityPending
    'De {address}', // activityFrom
    'Para {address}', // activityTo
    'Ver en {explorer}', // viewOnExplorer
  ],
  addresses: [
    'Copiar {name}', // copyNamedAddress
    'Direcciones', // addresses
    'Dirección', // address
    'Dirección de pago', // paymentAddress
    'Dirección de Ordinals', // ordinalsAddress
    'Activa', // active
  ],
  allWallets: [
    'Buscar billetera', // searchWallet
    'Buscar billetera', // searchPlaceholder
    'No se encontró ninguna billetera', // noWalletFound
    'Cargando billeteras', // loadingWallets
    'Revisa la ortografía o busca otra wallet.', // noWalletFoundText
    'Borrar búsqueda', // clearSearch
  ],
  authSettings: [
    'Ajustes de la billetera', // walletSettings
    'Cambiar correo', // changeEmail
    'Exportar clave privada', // exportKey
    'Código de recuperación', // recoveryPasscode
    'Sesiones', // smartSessions
    'Cuenta inteligente', // smartAccount
    'Cuenta inteligente: desplegada', // smartAccountDeployed
    'Cuenta inteligente: se crea con su primera transacción', // smartAccountCounterfactual
    'Las cuentas inteligentes no están disponibles en esta red', // smartAccountUnavailable
    'Tipo de cuenta: EOA (la dirección propia de la clave)', // eoa
    'Usar una cuenta inteligente', // useSmartAccount
  ],
  buy: [
    'Proveedor', // provider
    'Comisión {range}', // fee
    'Compras', // youBuy
    'Red', // network
    'Pagas', // youPay
    'Moneda de pago', // paymentCurrency
    'Moneda de compra', // purchaseCurrency
    'Buscar moneda', // searchCurrency
    'No se encontró ninguna moneda', // noCurrencyFound
    'Nada coincide con “{query}”.', // noCurrencyFoundText
    'No disponible en {network}', // notOnNetwork
    'Mín. {min} · Máx. {max} {currency}', // limits
    'Recibes', // youReceive
    'Comisiones', // fees
    'Total', // total
    'El mínimo es {min} {currency}', // belowMin
    'El máximo es {max} {currency}', // aboveMax
    'Introduce un importe', // enterAmount
    'Obteniendo cotización…', // gettingQuote
    'Continuar con {provider}', // continueWith
    'Abriendo {provider}…', // opening
    'Ahora mismo no hay ningún proveedor de tarjeta disponible.', // noProvider
    'No se puede comprar {symbol} para {network}. Elige otra moneda o cambia de red.', // noNetwork
    'Se muestran opciones de ejemplo: no se pudo contactar con el proveedor.', // sampleOptions
    'Esperando a que lleguen {amount}', // pending
    'Completa el pago en la pestaña de {provider}. Tu saldo se actualizará aquí cuando lleguen los tokens.', // pendingText
    'Volver a abrir el pago', // reopen
    '{amount} llegaron a tu billetera', // arrived
    'Tu navegador bloqueó la pestaña nueva. Abre el pago aquí:', // popupBlocked
  ],
  connectingSocial: [
    'Continúa en la ventana de {provider}', // continueInPopup
    'Inicia sesión allí; esta ventana se conectará cuando termines.', // popupHint
    'Ventana emergente cerrada', // popupClosed
    'No se pudo iniciar la conexión social', // socialFailed
    'Reintentar', // tryAgain
    'Escanea con la cámara del teléfono o con la app de Farcaster', // farcasterScan
    'Código QR para iniciar sesión con Farcaster', // farcasterQr
    'No se pudo conectar con Farcaster', // farcasterFailed
    'Copiar enlace', // copyLink
    'Enlace copiado', // linkCopied
    'Inicia sesión con la app de Farcaster', // farcasterApprove
    'Abrir Farcaster', // openFarcaster
    'O escanea el código QR desde otro dispositivo', // farcasterOrScan
  ],
  dataCapture: [
    'Recibe novedades de {name}', // dataCaptureTitle
    'Deja tu correo para enterarte de novedades y ofertas. Puedes darte de baja cuando quieras.', // dataCaptureText
    'Acepto que {name} me envíe correos', // emailConsent
    'Marca la casilla para aceptar u omite este paso', // consentRequired
    'Introduce un correo válido', // invalidEmail
    'Continuar', // continue
    'Omitir', // skip
    'Guardando…', // saving
    'Correo guardado', // emailSaved
  ],
  emailLogin: [
    'Introduce el código que enviamos a {email}', // codeSent
    'El código caduca en 10 minutos.', // codeHint
    'Dígito {index} de 6', // codeDigit
    'Código de verificación', // codeGroup
    'Reenviar código', // resendCode
    'Te enviamos un código nuevo', // codeResent
    '{count, plural, one {Queda # intento} other {Quedan # intentos}}', // attemptsLeft
    'Comprobando el código…', // verifying
    'Se produjo un problema al iniciar la autenticación', // authInitFailed
    'Usar otro correo', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Redes', // networks
    'Esta app no admite tu red actual. Cambia a una de las disponibles para continuar.', // unsupportedChainText
    'Conectada', // currentNetwork
    'No disponible', // networkUnavailable
    'Redes EVM', // evmNetworks
  ],
  nfts: [
    'Aún no hay NFT', // noNfts
    'Los coleccionables que tengas aparecerán aquí.', // noNftsText
    'Cargando NFT', // loadingNfts
  ],
  profileWallets: [
    'Conectada', // walletConnected
    'Activa', // walletActive
    'Desconectada', // walletDisconnected
    'Cambiar', // switchWallet
    'Reconectar', // reconnectWallet
    'Desconectar {name}', // disconnectWallet
    'Añadir billetera', // addWallet
    'Desconectar todas', // disconnectAll
    'Redes EVM', // evmNetworks
  ],
  receive: [
    'Envía activos en {network} a esta dirección.', // receiveText
    'Código QR de tu dirección de {network}', // receiveQr
    'También recibe en', // receiveNetworks
  ],
  registerName: [
    'Tu nombre es cómo la gente encuentra y reconoce tu cuenta, en lugar de su dirección.', // registerNameText
    'Nombre de la cuenta', // accountName
    'tunombre', // accountNamePlaceholder
    'Comprobando disponibilidad…', // nameChecking
    '{name} está disponible', // nameAvailable
    '{name} ya está en uso', // nameTaken
    'Nombres disponibles', // nameSuggestions
    'Registrar', // registerName
    'Firma en tu billetera…', // registerNameSigning
    '{name} ya es el nombre de tu cuenta', // registerNameSuccess
    'Se mostrará en lugar de tu dirección dondequiera que esta app muestre tu cuenta.', // registerNameSuccessText
    'Volver a la cuenta', // backToAccount
  ],
  selectToken: [
    'Buscar token', // searchToken
    'Tus tokens', // yourTokens
    'No se encontró ningún token', // noTokenFound
    'Busca otro nombre o símbolo.', // noTokenFoundText
    'Borrar búsqueda', // clearSearch
  ],
  send: [
    'Importe', // amount
    '{amount} {symbol} disponibles', // available
    'Máx.', // max
    'Escribe o pega una dirección', // receiverPlaceholder
    'Introduce un importe', // enterAmount
    'Importe no válido', // invalidAmount
    'Saldo insuficiente', // insufficientBalance
    'Añadir dirección', // addReceiver
    'Dirección no válida', // invalidAddress
    '{amount} sats', // sats
    'No se puede enviar', // cannotSend
  ],
  sendPreview: [
    'Envías', // sending
    'Enviando…', // sendingTx
    'Comisión de red', // networkFee
    'Red', // network
    'No disponible', // unavailable
    'Revisa la transacción en tu billetera antes de aprobarla.', // reviewInWallet
    'Enviaste {amount} {symbol}', // sent
    'Error en el envío', // sendFailed
    'Tarifa de comisión', // feeRate
    'Lenta', // slow
    'Normal', // normal
    'Rápida', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sats', // sats
    'Saldo insuficiente para el importe y la comisión de red.', // insufficientForFee
    'Transacción enviada', // transactionSent
    'Copiar el ID de la transacción', // copyTransactionId
    'ID de la transacción copiado', // transactionIdCopied
    'Ver en {explorer}', // viewOnExplorer
  ],
  signIn: [
    '{name} necesita conectarse a tu billetera', // signInTitle
    'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar.', // signInText
    'Firma este mensaje para demostrar que eres el dueño de esta billetera y continuar. Si cancelas, se te desconectará.', // signInRequiredText
    'Aprueba la solicitud de inicio de sesión en tu billetera.', // signInWaiting
    'Firmar', // sign
    'Firmando…', // signing
  ],
  swap: [
    'Pagas', // youPay
    'Recibes', // youReceive
    'Saldo: {amount}', // balanceOf
    'Máx.', // max
    'Invertir tokens', // flip
    'Seleccionar token', // selectToken
    'Introduce un importe', // enterAmount
    'Importe no válido', // invalidAmount
    'Saldo insuficiente', // insufficientBalance
    'Obteniendo cotización…', // gettingQuote
    'No se encontró ninguna ruta', // noRoute
    'Cotización no disponible, inténtalo de nuevo', // quoteFailed
    'Revisar intercambio', // reviewSwap
    'Tipo de cambio', // rate
    'Impacto en el precio', // priceImpact
    'Comisión de red', // networkFee
    'Deslizamiento máx.', // slippage
    'Mínimo a recibir', // minimumReceived
    'No disponible', // unavailable
    'Red no admitida para intercambios', // unsupported
    'Cambia a una red con intercambios para operar con tokens.', // unsupportedText
    'Cambiar de red', // switchNetwork
    'Buscar token', // searchToken
    'Tus tokens', // yourTokens
    'Tokens populares', // popularTokens
    'Sugeridos', // suggested
    'No se encontró ningún token', // noTokenFound
    'Aprobar {symbol}', // approveToken
    'Aprobando…', // approving
    'Primero, aprueba exactamente {amount} {symbol} para el intercambio en tu billetera.', // approveNote
    'Confirma el intercambio en tu billetera.', // swapNote
    'Aprobar e intercambiar', // approveAndSwap
    'Aprueba exactamente {amount} {symbol} e intercambia, juntos en una sola confirmación en tu billetera.', // approveAndSwapNote
    'Intercambiar', // swap
    'Intercambiando…', // swapping
    'Cancelar', // cancel
    'Intercambiaste {amount} {from} por {to}', // swapped
    'Rechazado en la billetera', // rejected
    'Error en el intercambio', // swapFailed
    'Comprobando la autorización…', // checkingAllowance
    'Busca otro nombre o símbolo.', // noTokenFoundText
    'Borrar búsqueda', // clearSearch
  ],
  switchActiveChain: [
    'Cambiar a {namespace}', // switchActiveChainTitle
    'La billetera conectada no tiene una cuenta de {namespace}. Conecta una billetera para {namespace} para continuar.', // switchActiveChainText
    'Conectar una billetera de {namespace}', // connectNamespaceWallet
    'Redes EVM', // evmNetworks
  ],
  switchNetwork: [
    'Cambiado a {network}', // networkSwitched
    'Aprobar en la billetera', // approveInWallet
    'Acepta en tu billetera la solicitud para cambiar a {network}.', // switchRequest
    'Acepta en {name} la solicitud para cambiar a {network}.', // switchRequestIn
  ],
  tokens: [
    'Aún no hay tokens', // noTokens
    'Los tokens que recibas en {network} aparecerán aquí.', // noTokensText
    'Saldo total', // totalBalance
    'Cargando tokens', // loadingTokens
  ],
  updateEmail: [
    'Nuevo correo', // newEmail
    'Enviar códigos', // sendCodes
    'Enviamos un código a tu dirección actual y otro a {email}.', // codesSent
    'Código enviado a tu correo actual', // currentCode
    'Código enviado a {email}', // newCode
    'Cambiar correo', // confirmChange
    'Correo cambiado', // emailChanged
    'Confirmando…', // waiting
  ],
  walletConnect: [
    'Conexión rechazada', // connectionRejected
    'Obtener {name}', // getWallet
    '{name} no está instalada en este navegador.', // notInstalled
    'Abrir {name}', // openWallet
    'Escanea con {name} en tu teléfono o ábrela aquí.', // scanWithWallet
    'Escanea con una billetera WalletConnect en tu teléfono', // scanAnyWallet
    'Código QR para conectar {name}', // qrCodeFor
    'Preparando tu código QR', // preparingQr
    'No se puede contactar con el relé de conexión', // relayUnavailable
    'Reintentando… El código QR aparecerá en cuanto responda.', // relayRetrying
    'O escanea el código QR', // orScanQr
    'Copiar enlace', // copyLink
    'Enlace copiado', // linkCopied
    'Obtener la extensión', // getExtension
    'Obtener la app', // getApp
    'Sitio web', // website
    'Abre una billetera', // openAWallet
    'Escanea con una billetera WalletConnect en otro dispositivo', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Sesiones', // sessions
    'Cargando sesiones', // loadingSessions
    'No hay sesiones', // noSessions
    'Aquí aparecen las apps a las que permites actuar dentro de unos límites sin preguntarte cada vez.', // noSessionsText
    'No se pudieron cargar las sesiones', // sessionsError
    'Reintentar', // retry
    '{name} en {contract}', // sessionCall
    'Gastado {spent} de {limit}', // sessionSpent
    '{amount} unidades base', // baseUnits
    'Hasta {date}', // sessionUntil
    'Caducada', // sessionExpired
    'Revocar', // revoke
    'Revocar la sesión {name}', // revokeSession
    'Revocando…', // revoking
    'Sesión revocada', // revoked
  ],
} satisfies ViewTexts
