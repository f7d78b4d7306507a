import type { MessageTexts } from '../en.ts'

/**
 * Italian: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'Collega wallet', // connectWallet
  'Connessione…', // connecting
  'Tutti i wallet', // allWallets
  '{count}+', // allWalletsCount
  'Indietro', // back
  'Chiudi', // close
  'Wallet', // walletList
  'Installato', // installed
  'Recente', // recent
  'WalletConnect', // walletConnect
  'Codice QR', // qrCode
  'oppure', // or
  'Email', // email
  'Email', // emailPlaceholder
  'Continua con l’email', // continueWithEmail
  'Continua con {name}', // continueWith
  'Accesso con email', // emailLogin
  'Cambia email', // updateEmail
  'Nuovo ai wallet?', // newToWallets
  'Inizia', // getStarted
  'Cos’è un wallet?', // whatIsAWallet
  'Un wallet custodisce i tuoi asset digitali e ti permette di accedere alle app senza password. Scegline uno dall’elenco per iniziare.', // whatIsAWalletText
  'Continua in {name}', // continueIn
  'Accetta la richiesta di connessione nel wallet', // acceptConnection
  'Connessione non riuscita', // connectionFailed
  'Hai rifiutato la richiesta in {name}. Riprova quando vuoi.', // connectionDeclined
  'Connettiti su una rete che {name} può usare:', // networkNotAddedChoose
  'Riprova', // tryAgain
  'Riprova', // retry
  'Account', // account
  'Token', // tokens
  'NFT', // nfts
  'Attività', // activity
  'Disconnetti', // disconnect
  'Disconnesso', // disconnected
  'Copia indirizzo', // copyAddress
  'Indirizzo copiato', // addressCopied
  'Impossibile copiare', // copyFailed
  'Saldo', // balance
  'Ricevi', // receive
  'Ricevi', // receiveTitle
  'Seleziona rete', // selectNetwork
  'Cambia rete', // switchNetwork
  'Cambio di rete…', // switchingNetwork
  'Rete sconosciuta', // unknownNetwork
  'Cambio rifiutato', // switchFailed
  'Cambia chain', // switchChain
  'Block explorer', // blockExplorer
  'Nessun connettore di autenticazione trovato', // noAuthConnector
  'Collegando il tuo wallet accetti i nostri Termini di servizio e la nostra Informativa sulla privacy', // legal
  'Realizzato con Portico', // poweredBy
  'Caricamento', // loading
  'Qualcosa è andato storto', // somethingWentWrong
  'Notifiche', // notifications
  'Invia', // send
  'Invia', // sendTitle
  'Seleziona token', // selectToken
  'A', // to
  'Controlla invio', // reviewSend
  'Scambia', // swap
  'Acquista', // buy
  'Acquista cripto', // buyTitle
  'Seleziona valuta', // selectCurrency
  'Scambia', // swapTitle
  'Controlla scambio', // swapPreviewTitle
  'Annulla', // cancel
  'Accedi', // signInView
  'Restiamo in contatto', // dataCaptureView
  'Scegli un nome', // registerNameView
  'Nome registrato', // registerNameSuccessView
  'Scegli un nome', // chooseName
  'Wallet', // profileWalletsView
  'Sessioni smart', // smartSessionsView
  'Inserisci un indirizzo email valido', // invalidEmail
] satisfies MessageTexts
