import type { MessageTexts } from '../en.ts'

/**
 * German: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'Wallet verbinden', // connectWallet
  'Verbinden…', // connecting
  'Alle Wallets', // allWallets
  '{count}+', // allWalletsCount
  'Zurück', // back
  'Schließen', // close
  'Wallets', // walletList
  'Installiert', // installed
  'Zuletzt', // recent
  'WalletConnect', // walletConnect
  'QR-Code', // qrCode
  'oder', // or
  'E-Mail', // email
  'E-Mail', // emailPlaceholder
  'Mit E-Mail fortfahren', // continueWithEmail
  'Mit {name} fortfahren', // continueWith
  'Anmeldung per E-Mail', // emailLogin
  'E-Mail ändern', // updateEmail
  'Neu bei Wallets?', // newToWallets
  'Loslegen', // getStarted
  'Was ist eine Wallet?', // whatIsAWallet
  'Eine Wallet verwahrt deine digitalen Vermögenswerte und meldet dich ohne Passwort bei Apps an. Wähle eine aus der Liste, um loszulegen.', // whatIsAWalletText
  'Weiter in {name}', // continueIn
  'Bestätige die Verbindungsanfrage in der Wallet', // acceptConnection
  'Verbindung fehlgeschlagen', // connectionFailed
  'Du hast die Anfrage in {name} abgelehnt. Versuche es erneut, wenn du bereit bist.', // connectionDeclined
  'Verbinde dich in einem Netzwerk, das {name} nutzen kann:', // networkNotAddedChoose
  'Erneut versuchen', // tryAgain
  'Wiederholen', // retry
  'Konto', // account
  'Token', // tokens
  'NFTs', // nfts
  'Aktivität', // activity
  'Trennen', // disconnect
  'Getrennt', // disconnected
  'Adresse kopieren', // copyAddress
  'Adresse kopiert', // addressCopied
  'Kopieren fehlgeschlagen', // copyFailed
  'Guthaben', // balance
  'Empfangen', // receive
  'Empfangen', // receiveTitle
  'Netzwerk wählen', // selectNetwork
  'Netzwerk wechseln', // switchNetwork
  'Netzwerk wird gewechselt…', // switchingNetwork
  'Unbekanntes Netzwerk', // unknownNetwork
  'Wechsel abgelehnt', // switchFailed
  'Chain wechseln', // switchChain
  'Block-Explorer', // blockExplorer
  'Kein Anmelde-Connector gefunden', // noAuthConnector
  'Mit dem Verbinden deiner Wallet stimmst du unseren Nutzungsbedingungen und unserer Datenschutzerklärung zu', // legal
  'Bereitgestellt von Portico', // poweredBy
  'Wird geladen', // loading
  'Etwas ist schiefgelaufen', // somethingWentWrong
  'Benachrichtigungen', // notifications
  'Senden', // send
  'Senden', // sendTitle
  'Token wählen', // selectToken
  'An', // to
  'Senden prüfen', // reviewSend
  'Tauschen', // swap
  'Kaufen', // buy
  'Krypto kaufen', // buyTitle
  'Währung wählen', // selectCurrency
  'Tauschen', // swapTitle
  'Tausch prüfen', // swapPreviewTitle
  'Abbrechen', // cancel
  'Anmelden', // signInView
  'Bleib auf dem Laufenden', // dataCaptureView
  'Namen wählen', // registerNameView
  'Name registriert', // registerNameSuccessView
  'Wähle einen Namen', // chooseName
  'Wallets', // profileWalletsView
  'Smart Sessions', // smartSessionsView
  'Gib eine gültige E-Mail-Adresse ein', // invalidEmail
] satisfies MessageTexts
