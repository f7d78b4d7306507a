import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Italian: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Saldo token non disponibile', // tokenBalanceUnavailable
    'Impossibile recuperare le transazioni', // fetchTransactions
    'Errore durante la firma del messaggio', // signMessageFailed
    'Il wallet non ha approvato la lettura dello stato delle chiamate.', // callStatusNotApproved
    'Cambio di rete non riuscito: il wallet non ha approvato questa rete', // chainNotApproved
    'Le richieste su più namespace non sono supportate…', // multiNamespaceRequest
    'Modale chiusa', // modalClosed
    'Connessione rifiutata', // connectionRejected
    'Popup chiuso', // popupClosed
    'Connessione non riuscita', // connectionFailed
    'Impossibile avviare la connessione social', // socialConnectionFailed
    'Impossibile connettersi a Farcaster', // farcasterConnectionFailed
    'Si è verificato un problema durante l’avvio dell’autenticazione', // authInitializationFailed
    'Nessun connettore di autenticazione trovato', // noAuthConnector
    'Non connesso con email o social', // notConnectedToEmailOrSocial
    'Errore nella risoluzione del nome', // resolveNameFailed
    'Errore nel recupero dei suggerimenti di nomi', // nameSuggestionsFailed
    'Errore nel recupero dei nomi dell’indirizzo', // namesForAddressFailed
    'Errore nella registrazione del nome {name}', // registerNameFailed
    'Nome non trovato', // nameNotFound
    'Chain non supportata', // unsupportedChain
    'Transazione rifiutata nel wallet', // transactionRejected
    'Servono un importo e un indirizzo di destinazione', // sendAmountAndReceiverRequired
    'Serve un token', // sendTokenRequired
    'Serve l’indirizzo del token', // erc20TokenAddressRequired
    'Rete non supportata per il prezzo del gas', // gasPriceNetworkNotSupported
    'Rete non supportata per gli swap', // swapNetworkNotSupported
    'Inserisci un importo valido', // invalidAmount
    'Nessun percorso trovato per questo swap', // swapRouteNotFound
    'SIWX non è attivo', // siwxNotEnabled
    'Nessun account attivo trovato', // noActiveCaipAddress
    'Rete non trovata', // networkNotFound
    'Indirizzo o connettore di autenticazione non trovato', // addressOrAuthConnectorNotFound
    'Codice di stato HTTP: {status}', // httpStatus
    'La richiesta ha impiegato troppo tempo a rispondere.', // requestTimeout
    'Azione non consentita', // rpcCallNotAllowed
    'Configurazione dell’app non valida', // invalidAppConfiguration
    'Limite giornaliero di transazioni sponsorizzate raggiunto. Riprova più tardi.', // sponsorshipLimitReached
    'Il limite di spesa della sessione non copre questo importo', // smartSessionSpendLimitExceeded
    'La sessione non consente questo contratto o questa funzione', // smartSessionOutOfScope
    'La sessione è scaduta', // smartSessionExpired
    'La sessione è stata revocata', // smartSessionRevoked
    'Questa pagina non ha la chiave della sessione', // smartSessionUnknownSession
    'Le sessioni richiedono il wallet integrato su uno smart account', // smartSessionNotSmartAccount
    'La richiesta di sessione è stata rifiutata nel wallet', // smartSessionUserRejected
    'La richiesta di sessione non è riuscita', // smartSessionFailed
    'Il wallet non supporta una funzionalità richiesta da queste chiamate', // walletCallsUnsupportedNonOptionalCapability
    'Il wallet non supporta chiamate su questa rete', // walletCallsUnsupportedChainId
    'Il wallet ha già chiamate con questo id', // walletCallsDuplicateId
    'Il wallet non conosce queste chiamate', // walletCallsUnknownBundleId
    'Il wallet non può inviare così tante chiamate insieme', // walletCallsBundleTooLarge
    'L’aggiornamento dell’account necessario per inviare le chiamate insieme è stato rifiutato', // walletCallsAtomicReadyUpgradeRejected
    'Il wallet non può inviare queste chiamate insieme', // walletCallsAtomicityNotSupported
    'Le chiamate sono state rifiutate nel wallet', // walletCallsUserRejected
    'Il wallet non è riuscito a inviare le chiamate', // walletCallsFailed
    'Il wallet non è riuscito ad aggiungere {network}', // networkNotAdded
    'Richiesta al wallet non riuscita', // walletRequestFailed
    'L’importo minimo verso questo indirizzo è {minimum} sats', // amountBelowDust
    'Fondi insufficienti per l’importo e la commissione di rete', // insufficientFunds
    'La rete rifiuta un output così piccolo (polvere)', // broadcastDust
    'La commissione è troppo bassa perché la rete inoltri la transazione', // broadcastFeeTooLow
    'Le monete spese da questa transazione sono già state spese. Aggiorna e riprova', // broadcastInputsSpent
    'Un’altra transazione in sospeso spende le stesse monete. Attendi la sua conferma', // broadcastMempoolConflict
    'La rete ha rifiutato la transazione', // broadcastRefused
  ],
  activity: [
    'Caricamento attività', // loadingActivity
    'Ancora nessuna attività', // noActivity
    'Le transazioni di questo account appariranno qui.', // noActivityText
    'Impossibile caricare l’attività', // activityUnavailable
    'Inviato', // activitySent
    'Ricevuto', // activityReceived
    'Scambiato', // activitySwapped
    'Coniato', // activityMinted
    'Bruciato', // activityBurned
    'Approvato', // activityApproved
    'Distribuito', // activityDeployed
    'Chiamata a contratto', // activityExecuted
    'Non riuscita', // activityFailed
    'In attesa', // activityPending
    'Da {address}', // activityFrom
    'A {address}', // activityTo
    'Vedi su {explorer}', // viewOnExplorer
  ],
  addresses: [
    'Copia {name}', // copyNamedAddress
    'Indirizzi', // addresses
    'Indirizzo', // address
    'Indirizzo di pagamento', // paymentAddress
    'Indirizzo Ordinals', // ordinalsAddress
    'Attivo', // active
  ],
  allWallets: [
    'Cerca wallet', // searchWallet
    'Cerca wallet', // searchPlaceholder
    'Nessun wallet trovato', // noWalletFound
    'Caricamento wallet', // loadingWallets
    'Controlla l’ortografia o cerca un altro wallet.', // noWalletFoundText
    'Cancella ricerca', // clearSearch
  ],
  authSettings: [
    'Impostazioni del wallet', // walletSettings
    'Cambia email', // changeEmail
    'Esporta chiave privata', // exportKey
    'Codice di recupero', // recoveryPasscode
    'Sessioni', // smartSessions
    'Smart account', // smartAccount
    'Smart account: distribuito', // smartAccountDeployed
    'Smart account: creato dalla sua prima transazione', // smartAccountCounterfactual
    'Gli smart account non sono disponibili su questa rete', // smartAccountUnavailable
    'Tipo di account: EOA (l’indirizzo proprio della chiave)', // eoa
    'Usa uno smart account', // useSmartAccount
  ],
  buy: [
    'Fornitore', // provider
    'Commissione {range}', // fee
    'Acquisti', // youBuy
    'Rete', // network
    'Paghi', // youPay
    'Valuta di pagamento', // paymentCurrency
    'Valuta di acquisto', // purchaseCurrency
    'Cerca valuta', // searchCurrency
    'Nessuna valuta trovata', // noCurrencyFound
    'Nessun risultato per “{query}”.', // noCurrencyFoundText
    'Non disponibile su {network}', // notOnNetwork
    'Min {min} · Max {max} {currency}', // limits
    'Ricevi', // youReceive
    'Commissioni', // fees
    'Totale', // total
    'Il minimo è {min} {currency}', // belowMin
    'Il massimo è {max} {currency}', // aboveMax
    'Inserisci un importo', // enterAmount
    'Richiesta preventivo…', // gettingQuote
    'Continua con {provider}', // continueWith
    'Apertura di {provider}…', // opening
    'Al momento non è disponibile alcun fornitore di carte.', // noProvider
    'Non è possibile acquistare {symbol} su {network}. Scegli un’altra valuta o cambia rete.', // noNetwork
    'Opzioni di esempio: impossibile raggiungere il fornitore.', // sampleOptions
    'In attesa dell’arrivo di {amount}', // pending
    'Completa il pagamento nella scheda di {provider}. Il saldo si aggiorna qui quando arrivano i token.', // pendingText
    'Riapri il pagamento', // reopen
    '{amount} sono arrivati nel tuo wallet', // arrived
    'Il browser ha bloccato la nuova scheda. Apri il pagamento qui:', // popupBlocked
  ],
  connectingSocial: [
    'Continua nella finestra di {provider}', // continueInPopup
    'Accedi lì; questa finestra si collega quando hai finito.', // popupHint
    'Finestra chiusa', // popupClosed
    'Impossibile avviare la connessione social', // socialFailed
    'Riprova', // tryAgain
    'Scansiona con la fotocamera del telefono o con l’app Farcaster', // farcasterScan
    'Codice QR per accedere con Farcaster', // farcasterQr
    'Impossibile connettersi a Farcaster', // farcasterFailed
    'Copia link', // copyLink
    'Link copiato', // linkCopied
    'Accedi con l’app Farcaster', // farcasterApprove
    'Apri Farcaster', // openFarcaster
    'Oppure scansiona il codice QR da un altro dispositivo', // farcasterOrScan
  ],
  dataCapture: [
    'Ricevi aggiornamenti da {name}', // dataCaptureTitle
    'Lascia la tua email per ricevere novità e offerte. Puoi annullare l’iscrizione in qualsiasi momento.', // dataCaptureText
    'Accetto che {name} mi invii email', // emailConsent
    'Spunta la casella per accettare o salta questo passaggio', // consentRequired
    'Inserisci un indirizzo email valido', // invalidEmail
    'Continua', // continue
    'Salta', // skip
    'Salvataggio…', // saving
    'Email salvata', // emailSaved
  ],
  emailLogin: [
    'Inserisci il codice che abbiamo inviato a {email}', // codeSent
    'Il codice scade tra 10 minuti.', // codeHint
    'Cifra {index} di 6', // codeDigit
    'Codice di verifica', // codeGroup
    'Invia di nuovo il codice', // resendCode
    'Un nuovo codice è in arrivo', // codeResent
    '{count, plural, one {# tentativo rimasto} other {# tentativi rimasti}}', // attemptsLeft
    'Verifica del codice…', // verifying
    'Si è verificato un problema durante l’avvio dell’autenticazione', // authInitFailed
    'Usa un’altra email', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Reti', // networks
    'Questa app non supporta la tua rete attuale. Passa a una rete disponibile per continuare.', // unsupportedChainText
    'Connessa', // currentNetwork
    'Non disponibile', // networkUnavailable
    'Reti EVM', // evmNetworks
  ],
  nfts: [
    'Ancora nessun NFT', // noNfts
    'I collezionabili che possiedi appariranno qui.', // noNftsText
    'Caricamento NFT', // loadingNfts
  ],
  profileWallets: [
    'Connesso', // walletConnected
    'Attivo', // walletActive
    'Disconnesso', // walletDisconnected
    'Passa', // switchWallet
    'Riconnetti', // reconnectWallet
    'Disconnetti {name}', // disconnectWallet
    'Aggiungi wallet', // addWallet
    'Disconnetti tutti', // disconnectAll
    'Reti EVM', // evmNetworks
  ],
  receive: [
    'Invia asset su {network} a questo indirizzo.', // receiveText
    'Codice QR del tuo indirizzo {network}', // receiveQr
    'Riceve anche su', // receiveNetworks
  ],
  registerName: [
    'Il tuo nome è il modo in cui le persone trovano e riconoscono il tuo account, al posto dell’indirizzo.', // registerNameText
    'Nome dell’account', // accountName
    'iltuonome', // accountNamePlaceholder
    'Verifica disponibilità…', // nameChecking
    '{name} è disponibile', // nameAvailable
    '{name} è già in uso', // nameTaken
    'Nomi disponibili', // nameSuggestions
    'Registra', // registerName
    'Firma nel tuo wallet…', // registerNameSigning
    '{name} ora è il nome del tuo account', // registerNameSuccess
    'Appare al posto del tuo indirizzo ovunque questa app mostri il tuo account.', // registerNameSuccessText
    'Torna all’account', // backToAccount
  ],
  selectToken: [
    'Cerca token', // searchToken
    'I tuoi token', // yourTokens
    'Nessun token trovato', // noTokenFound
    'Cerca un altro nome o simbolo.', // noTokenFoundText
    'Cancella ricerca', // clearSearch
  ],
  send: [
    'Importo', // amount
    '{amount} {symbol} disponibili', // available
    'Max', // max
    'Digita o incolla l’indirizzo', // receiverPlaceholder
    'Inserisci un importo', // enterAmount
    'Importo non valido', // invalidAmount
    'Saldo insufficiente', // insufficientBalance
    'Aggiungi indirizzo', // addReceiver
    'Indirizzo non valido', // invalidAddress
    '{amount} sats', // sats
    'Impossibile inviare', // cannotSend
  ],
  sendPreview: [
    'Invii', // sending
    'Invio…', // sendingTx
    'Commissione di rete', // networkFee
    'Rete', // network
    'Non disponibile', // unavailable
    'Controlla la transazione nel tuo wallet prima di approvarla.', // reviewInWallet
    'Inviati {amount} {symbol}', // sent
    'Invio non riuscito', // sendFailed
    'Tariffa', // feeRate
    'Lenta', // slow
    'Normale', // normal
    'Veloce', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sats', // sats
    'Saldo insufficiente per l’importo e la commissione di rete.', // insufficientForFee
    'Transazione inviata', // transactionSent
    'Copia l’ID della transazione', // copyTransactionId
    'ID della transazione copiato', // transactionIdCopied
    'Visualizza su {explorer}', // viewOnExplorer
  ],
  signIn: [
    '{name} deve collegarsi al tuo wallet', // signInTitle
    'Firma questo messaggio per dimostrare che il wallet è tuo e proseguire.', // signInText
    'Firma questo messaggio per dimostrare che il wallet è tuo e proseguire. Se annulli verrai disconnesso.', // signInRequiredText
    'Approva la richiesta di accesso nel tuo wallet.', // signInWaiting
    'Firma', // sign
    'Firma in corso…', // signing
  ],
  swap: [
    'Paghi', // youPay
    'Ricevi', // youReceive
    'Saldo: {amount}', // balanceOf
    'Max', // max
    'Inverti i token', // flip
    'Seleziona token', // selectToken
    'Inserisci un importo', // enterAmount
    'Importo non valido', // invalidAmount
    'Saldo insufficiente', // insufficientBalance
    'Richiesta preventivo…', // gettingQuote
    'Nessun percorso trovato', // noRoute
    'Preventivo non disponibile, riprova', // quoteFailed
    'Controlla scambio', // reviewSwap
    'Tasso', // rate
    'Impatto sul prezzo', // priceImpact
    'Commissione di rete', // networkFee
    'Slippage max', // slippage
    'Minimo ricevuto', // minimumReceived
    'Non disponibile', // unavailable
    'Rete non supportata per gli scambi', // unsupported
    'Passa a una rete con gli scambi per scambiare token.', // unsupportedText
    'Cambia rete', // switchNetwork
    'Cerca token', // searchToken
    'I tuoi token', // yourTokens
    'Token popolari', // popularTokens
    'Suggeriti', // suggested
    'Nessun token trovato', // noTokenFound
    'Approva {symbol}', // approveToken
    'Approvazione…', // approving
    'Prima approva esattamente {amount} {symbol} per lo scambio nel tuo wallet.', // approveNote
    'Conferma lo scambio nel tuo wallet.', // swapNote
    'Approva e scambia', // approveAndSwap
    'Approva esattamente {amount} {symbol} e scambia, insieme in un’unica conferma nel tuo wallet.', // approveAndSwapNote
    'Scambia', // swap
    'Scambio in corso…', // swapping
    'Annulla', // cancel
    'Scambiati {amount} {from} con {to}', // swapped
    'Rifiutato nel wallet', // rejected
    'Scambio non riuscito', // swapFailed
    'Verifica dell’autorizzazione…', // checkingAllowance
    'Cerca un altro nome o simbolo.', // noTokenFoundText
    'Cancella ricerca', // clearSearch
  ],
  switchActiveChain: [
    'Passa a {namespace}', // switchActiveChainTitle
    'Il wallet collegato non ha un account {namespace}. Collega un wallet per {namespace} per continuare.', // switchActiveChainText
    'Collega un wallet {namespace}', // connectNamespaceWallet
    'Reti EVM', // evmNetworks
  ],
  switchNetwork: [
    'Passato a {network}', // networkSwitched
    'Approva nel wallet', // approveInWallet
    'Accetta nel tuo wallet la richiesta di passare a {network}.', // switchRequest
    'Accetta in {name} la richiesta di passare a {network}.', // switchRequestIn
  ],
  tokens: [
    'Ancora nessun token', // noTokens
    'I token che ricevi su {network} appariranno qui.', // noTokensText
    'Saldo totale', // totalBalance
    'Caricamento token', // loadingTokens
  ],
  updateEmail: [
    'Nuova email', // newEmail
    'Invia i codici', // sendCodes
    'Abbiamo inviato un codice al tuo indirizzo attuale e uno a {email}.', // codesSent
    'Codice inviato alla tua email attuale', // currentCode
    'Codice inviato a {email}', // newCode
    'Cambia email', // confirmChange
    'Email cambiata', // emailChanged
    'Conferma in corso…', // waiting
  ],
  walletConnect: [
    'Connessione rifiutata', // connectionRejected
    'Ottieni {name}', // getWallet
    '{name} non è installato in questo browser.', // notInstalled
    'Apri {name}', // openWallet
    'Scansiona con {name} sul telefono oppure aprilo qui.', // scanWithWallet
    'Scansiona con un wallet WalletConnect sul telefono', // scanAnyWallet
    'Codice QR per collegare {name}', // qrCodeFor
    'Preparazione del codice QR', // preparingQr
    'Impossibile raggiungere il relay di connessione', // relayUnavailable
    'Nuovo tentativo… Il codice QR apparirà appena risponde.', // relayRetrying
    'Oppure scansiona il codice QR', // orScanQr
    'Copia link', // copyLink
    'Link copiato', // linkCopied
    'Ottieni l’estensione', // getExtension
    'Ottieni l’app', // getApp
    'Sito web', // website
    'Apri un wallet', // openAWallet
    'Scansiona con un wallet WalletConnect su un altro dispositivo', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Sessioni', // sessions
    'Caricamento delle sessioni', // loadingSessions
    'Nessuna sessione', // noSessions
    'Qui compaiono le app a cui permetti di agire entro dei limiti senza chiederti ogni volta.', // noSessionsText
    'Impossibile caricare le sessioni', // sessionsError
    'Riprova', // retry
    '{name} su {contract}', // sessionCall
    'Spesi {spent} di {limit}', // sessionSpent
    '{amount} unità base', // baseUnits
    'Fino al {date}', // sessionUntil
    'Scaduta', // sessionExpired
    'Revoca', // revoke
    'Revoca la sessione {name}', // revokeSession
    'Revoca in corso…', // revoking
    'Sessione revocata', // revoked
  ],
} satisfies ViewTexts
