import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * German: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Token-Guthaben nicht verfügbar', // tokenBalanceUnavailable
    'Transaktionen konnten nicht geladen werden', // fetchTransactions
    'Fehler beim Signieren der Nachricht', // signMessageFailed
    'Die Wallet hat das Abrufen des Aufrufstatus nicht erlaubt.', // callStatusNotApproved
    'Netzwerkwechsel fehlgeschlagen: Die Wallet hat dieses Netzwerk nicht freigegeben', // chainNotApproved
    'Anfragen über mehrere Namespaces werden nicht unterstützt …', // multiNamespaceRequest
    'Fenster geschlossen', // modalClosed
    'Verbindung abgelehnt', // connectionRejected
    'Pop-up geschlossen', // popupClosed
    'Verbindung fehlgeschlagen', // connectionFailed
    'Social-Login konnte nicht gestartet werden', // socialConnectionFailed
    'Verbindung mit Farcaster fehlgeschlagen', // farcasterConnectionFailed
    'Beim Starten der Authentifizierung ist ein Problem aufgetreten', // authInitializationFailed
    'Kein Auth-Connector gefunden', // noAuthConnector
    'Nicht per E-Mail oder Social-Login verbunden', // notConnectedToEmailOrSocial
    'Fehler beim Auflösen des Namens', // resolveNameFailed
    'Fehler beim Laden der Namensvorschläge', // nameSuggestionsFailed
    'Fehler beim Laden der Namen der Adresse', // namesForAddressFailed
    'Fehler beim Registrieren des Namens {name}', // registerNameFailed
    'Name nicht gefunden', // nameNotFound
    'Nicht unterstützte Chain', // unsupportedChain
    'Transaktion in der Wallet abgelehnt', // transactionRejected
    'Betrag und Empfängeradresse sind erforderlich', // sendAmountAndReceiverRequired
    'Ein Token ist erforderlich', // sendTokenRequired
    'Die Token-Adresse ist erforderlich', // erc20TokenAddressRequired
    'Netzwerk für Gaspreise nicht unterstützt', // gasPriceNetworkNotSupported
    'Netzwerk für Swaps nicht unterstützt', // swapNetworkNotSupported
    'Gib einen gültigen Betrag ein', // invalidAmount
    'Keine Route für diesen Swap gefunden', // swapRouteNotFound
    'SIWX ist nicht aktiviert', // siwxNotEnabled
    'Kein aktives Konto gefunden', // noActiveCaipAddress
    'Netzwerk nicht gefunden', // networkNotFound
    'Adresse oder Auth-Connector nicht gefunden', // addressOrAuthConnectorNotFound
    'HTTP-Statuscode: {status}', // httpStatus
    'Die Anfrage hat zu lange gedauert.', // requestTimeout
    'Aktion nicht erlaubt', // rpcCallNotAllowed
    'Ungültige App-Konfiguration', // invalidAppConfiguration
    'Tageslimit für gesponserte Transaktionen erreicht. Versuche es später erneut.', // sponsorshipLimitReached
    'Das Ausgabelimit der Sitzung deckt diesen Betrag nicht', // smartSessionSpendLimitExceeded
    'Die Sitzung erlaubt diesen Vertrag oder diese Funktion nicht', // smartSessionOutOfScope
    'Die Sitzung ist abgelaufen', // smartSessionExpired
    'Die Sitzung wurde widerrufen', // smartSessionRevoked
    'Diese Seite hat den Schlüssel der Sitzung nicht', // smartSessionUnknownSession
    'Sitzungen brauchen die eingebettete Wallet auf einem Smart Account', // smartSessionNotSmartAccount
    'Die Sitzungsanfrage wurde in der Wallet abgelehnt', // smartSessionUserRejected
    'Die Sitzungsanfrage ist fehlgeschlagen', // smartSessionFailed
    'Die Wallet unterstützt eine Funktion nicht, die diese Aufrufe brauchen', // walletCallsUnsupportedNonOptionalCapability
    'Die Wallet unterstützt keine Aufrufe in diesem Netzwerk', // walletCallsUnsupportedChainId
    'Die Wallet hat bereits Aufrufe mit dieser ID', // walletCallsDuplicateId
    'Die Wallet kennt diese Aufrufe nicht', // walletCallsUnknownBundleId
    'Die Wallet kann nicht so viele Aufrufe auf einmal senden', // walletCallsBundleTooLarge
    'Das Konto-Upgrade, um die Aufrufe gemeinsam zu senden, wurde abgelehnt', // walletCallsAtomicReadyUpgradeRejected
    'Die Wallet kann diese Aufrufe nicht gemeinsam senden', // walletCallsAtomicityNotSupported
    'Die Aufrufe wurden in der Wallet abgelehnt', // walletCallsUserRejected
    'Die Wallet konnte die Aufrufe nicht senden', // walletCallsFailed
    'Die Wallet konnte {network} nicht hinzufügen', // networkNotAdded
    'Wallet-Anfrage fehlgeschlagen', // walletRequestFailed
    'Der Mindestbetrag an diese Adresse beträgt {minimum} Sats', // amountBelowDust
    'Unzureichendes Guthaben für Betrag und Netzwerkgebühr', // insufficientFunds
    'Das Netzwerk lehnt eine so kleine Ausgabe ab (Dust)', // broadcastDust
    'Die Netzwerkgebühr ist zu niedrig, damit das Netzwerk die Transaktion weiterleitet', // broadcastFeeTooLow
    'Die Coins dieser Transaktion sind bereits ausgegeben. Aktualisiere und versuche es erneut', // broadcastInputsSpent
    'Eine andere ausstehende Transaktion gibt dieselben Coins aus. Warte auf ihre Bestätigung', // broadcastMempoolConflict
    'Das Netzwerk hat die Transaktion abgelehnt', // broadcastRefused
  ],
  activity: [
    'Aktivität wird geladen', // loadingActivity
    'Noch keine Aktivität', // noActivity
    'Transaktionen dieses Kontos erscheinen hier.', // noActivityText
    'Aktivität konnte nicht geladen werden', // activityUnavailable
    'Gesendet', // activitySent
    'Empfangen', // activityReceived
    'Getauscht', // activitySwapped
    'Gemintet', // activityMinted
    'Verbrannt', // activityBurned
    'Freigegeben', // activityApproved
    'Bereitgestellt', // activityDeployed
    'Vertragsaufruf', // activityExecuted
    'Fehlgeschlagen', // activityFailed
    'Ausstehend', // activityPending
    'Von {address}', // activityFrom
    'An {address}', // activityTo
    'Auf {explorer} ansehen', // viewOnExplorer
  ],
  addresses: [
    '{name} kopieren', // copyNamedAddress
    'Adressen', // addresses
    'Adresse', // address
    'Zahlungsadresse', // paymentAddress
    'Ordinals-Adresse', // ordinalsAddress
    'Aktiv', // active
  ],
  allWallets: [
    'Wallet suchen', // searchWallet
    'Wallet suchen', // searchPlaceholder
    'Keine Wallet gefunden', // noWalletFound
    'Wallets werden geladen', // loadingWallets
    'Prüfe die Schreibweise oder suche nach einer anderen Wallet.', // noWalletFoundText
    'Suche löschen', // clearSearch
  ],
  authSettings: [
    'Wallet-Einstellungen', // walletSettings
    'E-Mail ändern', // changeEmail
    'Privaten Schlüssel exportieren', // exportKey
    'Wiederherstellungscode', // recoveryPasscode
    'Sessions', // smartSessions
    'Smart Account', // smartAccount
    'Smart Account: bereitgestellt', // smartAccountDeployed
    'Smart Account: wird mit der ersten Transaktion erstellt', // smartAccountCounterfactual
    'Smart Accounts sind in diesem Netzwerk nicht verfügbar', // smartAccountUnavailable
    'Kontotyp: EOA (die eigene Adresse des Schlüssels)', // eoa
    'Smart Account verwenden', // useSmartAccount
  ],
  buy: [
    'Anbieter', // provider
    'Gebühr {range}', // fee
    'Du kaufst', // youBuy
    'Netzwerk', // network
    'Du zahlst', // youPay
    'Zahlungswährung', // paymentCurrency
    'Kaufwährung', // purchaseCurrency
    'Währung suchen', // searchCurrency
    'Keine Währung gefunden', // noCurrencyFound
    'Nichts passt zu „{query}“.', // noCurrencyFoundText
    'Nicht verfügbar auf {network}', // notOnNetwork
    'Min. {min} · Max. {max} {currency}', // limits
    'Du erhältst', // youReceive
    'Gebühren', // fees
    'Gesamt', // total
    'Das Minimum ist {min} {currency}', // belowMin
    'Das Maximum ist {max} {currency}', // aboveMax
    'Betrag eingeben', // enterAmount
    'Angebot wird abgerufen…', // gettingQuote
    'Weiter mit {provider}', // continueWith
    '{provider} wird geöffnet…', // opening
    'Derzeit ist kein Kartenanbieter verfügbar.', // noProvider
    '{symbol} kann nicht für {network} gekauft werden. Wähle eine andere Währung oder wechsle das Netzwerk.', // noNetwork
    'Beispieloptionen: Der Anbieter war nicht erreichbar.', // sampleOptions
    'Warten auf den Eingang von {amount}', // pending
    'Schließe die Zahlung im Tab von {provider} ab. Dein Guthaben wird hier aktualisiert, sobald die Token ankommen.', // pendingText
    'Kasse erneut öffnen', // reopen
    '{amount} sind in deiner Wallet angekommen', // arrived
    'Dein Browser hat den neuen Tab blockiert. Öffne die Kasse hier:', // popupBlocked
  ],
  connectingSocial: [
    'Fahre im Fenster von {provider} fort', // continueInPopup
    'Melde dich dort an; dieses Fenster verbindet sich, sobald du fertig bist.', // popupHint
    'Pop-up geschlossen', // popupClosed
    'Die soziale Anmeldung konnte nicht gestartet werden', // socialFailed
    'Erneut versuchen', // tryAgain
    'Scanne mit der Kamera deines Handys oder der Farcaster-App', // farcasterScan
    'QR-Code zur Anmeldung mit Farcaster', // farcasterQr
    'Verbindung zu Farcaster fehlgeschlagen', // farcasterFailed
    'Link kopieren', // copyLink
    'Link kopiert', // linkCopied
    'Mit der Farcaster-App anmelden', // farcasterApprove
    'Farcaster öffnen', // openFarcaster
    'Oder den QR-Code mit einem anderen Gerät scannen', // farcasterOrScan
  ],
  dataCapture: [
    'Neuigkeiten von {name} erhalten', // dataCaptureTitle
    'Hinterlasse deine E-Mail, um von Neuigkeiten und Angeboten zu erfahren. Du kannst dich jederzeit abmelden.', // dataCaptureText
    'Ich bin einverstanden, dass {name} mir E-Mails sendet', // emailConsent
    'Setze das Häkchen, um zuzustimmen, oder überspringe diesen Schritt', // consentRequired
    'Gib eine gültige E-Mail-Adresse ein', // invalidEmail
    'Weiter', // continue
    'Überspringen', // skip
    'Wird gespeichert…', // saving
    'E-Mail gespeichert', // emailSaved
  ],
  emailLogin: [
    'Gib den Code ein, den wir an {email} gesendet haben', // codeSent
    'Der Code läuft in 10 Minuten ab.', // codeHint
    'Ziffer {index} von 6', // codeDigit
    'Bestätigungscode', // codeGroup
    'Code erneut senden', // resendCode
    'Ein neuer Code ist unterwegs', // codeResent
    '{count, plural, one {Noch # Versuch} other {Noch # Versuche}}', // attemptsLeft
    'Code wird geprüft…', // verifying
    'Beim Starten der Anmeldung ist ein Problem aufgetreten', // authInitFailed
    'Andere E-Mail verwenden', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Netzwerke', // networks
    'Diese App unterstützt dein aktuelles Netzwerk nicht. Wechsle zu einem verfügbaren Netzwerk, um fortzufahren.', // unsupportedChainText
    'Verbunden', // currentNetwork
    'Nicht verfügbar', // networkUnavailable
    'EVM-Netzwerke', // evmNetworks
  ],
  nfts: [
    'Noch keine NFTs', // noNfts
    'Sammlerstücke, die du besitzt, erscheinen hier.', // noNftsText
    'NFTs werden geladen', // loadingNfts
  ],
  profileWallets: [
    'Verbunden', // walletConnected
    'Aktiv', // walletActive
    'Getrennt', // walletDisconnected
    'Wechseln', // switchWallet
    'Neu verbinden', // reconnectWallet
    '{name} trennen', // disconnectWallet
    'Wallet hinzufügen', // addWallet
    'Alle trennen', // disconnectAll
    'EVM-Netzwerke', // evmNetworks
  ],
  receive: [
    'Sende Vermögenswerte auf {network} an diese Adresse.', // receiveText
    'QR-Code deiner {network}-Adresse', // receiveQr
    'Empfängt auch auf', // receiveNetworks
  ],
  registerName: [
    'Über deinen Namen finden und erkennen andere dein Konto – statt über seine Adresse.', // registerNameText
    'Kontoname', // accountName
    'deinname', // accountNamePlaceholder
    'Verfügbarkeit wird geprüft…', // nameChecking
    '{name} ist verfügbar', // nameAvailable
    '{name} ist bereits vergeben', // nameTaken
    'Verfügbare Namen', // nameSuggestions
    'Registrieren', // registerName
    'In deiner Wallet signieren…', // registerNameSigning
    '{name} ist jetzt dein Kontoname', // registerNameSuccess
    'Er erscheint überall dort statt deiner Adresse, wo diese App dein Konto zeigt.', // registerNameSuccessText
    'Zurück zum Konto', // backToAccount
  ],
  selectToken: [
    'Token suchen', // searchToken
    'Deine Token', // yourTokens
    'Kein Token gefunden', // noTokenFound
    'Suche nach einem anderen Namen oder Symbol.', // noTokenFoundText
    'Suche löschen', // clearSearch
  ],
  send: [
    'Betrag', // amount
    '{amount} {symbol} verfügbar', // available
    'Max.', // max
    'Adresse eingeben oder einfügen', // receiverPlaceholder
    'Betrag eingeben', // enterAmount
    'Ungültiger Betrag', // invalidAmount
    'Unzureichendes Guthaben', // insufficientBalance
    'Adresse hinzufügen', // addReceiver
    'Ungültige Adresse', // invalidAddress
    '{amount} Sats', // sats
    'Senden nicht möglich', // cannotSend
  ],
  sendPreview: [
    'Du sendest', // sending
    'Wird gesendet…', // sendingTx
    'Netzwerkgebühr', // networkFee
    'Netzwerk', // network
    'Nicht verfügbar', // unavailable
    'Prüfe die Transaktion in deiner Wallet, bevor du sie bestätigst.', // reviewInWallet
    '{amount} {symbol} gesendet', // sent
    'Senden fehlgeschlagen', // sendFailed
    'Gebührensatz', // feeRate
    'Langsam', // slow
    'Normal', // normal
    'Schnell', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} Sats', // sats
    'Das Guthaben reicht nicht für Betrag und Netzwerkgebühr.', // insufficientForFee
    'Transaktion gesendet', // transactionSent
    'Transaktions-ID kopieren', // copyTransactionId
    'Transaktions-ID kopiert', // transactionIdCopied
    'Auf {explorer} ansehen', // viewOnExplorer
  ],
  signIn: [
    '{name} möchte sich mit deiner Wallet verbinden', // signInTitle
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren.', // signInText
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört, und fortzufahren. Wenn du abbrichst, wirst du getrennt.', // signInRequiredText
    'Bestätige die Anmeldeanfrage in deiner Wallet.', // signInWaiting
    'Signieren', // sign
    'Wird signiert…', // signing
  ],
  swap: [
    'Du zahlst', // youPay
    'Du erhältst', // youReceive
    'Guthaben: {amount}', // balanceOf
    'Max.', // max
    'Token tauschen', // flip
    'Token wählen', // selectToken
    'Betrag eingeben', // enterAmount
    'Ungültiger Betrag', // invalidAmount
    'Unzureichendes Guthaben', // insufficientBalance
    'Angebot wird abgerufen…', // gettingQuote
    'Keine Route gefunden', // noRoute
    'Angebot nicht verfügbar, versuche es erneut', // quoteFailed
    'Tausch prüfen', // reviewSwap
    'Kurs', // rate
    'Preisauswirkung', // priceImpact
    'Netzwerkgebühr', // networkFee
    'Max. Slippage', // slippage
    'Mindestens erhalten', // minimumReceived
    'Nicht verfügbar', // unavailable
    'Netzwerk für Swaps nicht unterstützt', // unsupported
    'Wechsle zu einem Netzwerk mit Swaps, um Token zu tauschen.', // unsupportedText
    'Netzwerk wechseln', // switchNetwork
    'Token suchen', // searchToken
    'Deine Token', // yourTokens
    'Beliebte Token', // popularTokens
    'Vorgeschlagen', // suggested
    'Kein Token gefunden', // noTokenFound
    '{symbol} freigeben', // approveToken
    'Wird freigegeben…', // approving
    'Gib zuerst genau {amount} {symbol} für den Tausch in deiner Wallet frei.', // approveNote
    'Bestätige den Tausch in deiner Wallet.', // swapNote
    'Freigeben und tauschen', // approveAndSwap
    'Gib genau {amount} {symbol} frei und tausche – zusammen in einer Bestätigung in deiner Wallet.', // approveAndSwapNote
    'Tauschen', // swap
    'Wird getauscht…', // swapping
    'Abbrechen', // cancel
    '{amount} {from} gegen {to} getauscht', // swapped
    'In der Wallet abgelehnt', // rejected
    'Tausch fehlgeschlagen', // swapFailed
    'Freigabe wird geprüft…', // checkingAllowance
    'Suche nach einem anderen Namen oder Symbol.', // noTokenFoundText
    'Suche löschen', // clearSearch
  ],
  switchActiveChain: [
    'Zu {namespace} wechseln', // switchActiveChainTitle
    'Die verbundene Wallet hat kein {namespace}-Konto. Verbinde eine Wallet für {namespace}, um fortzufahren.', // switchActiveChainText
    'Eine {namespace}-Wallet verbinden', // connectNamespaceWallet
    'EVM-Netzwerke', // evmNetworks
  ],
  switchNetwork: [
    'Zu {network} gewechselt', // networkSwitched
    'In der Wallet bestätigen', // approveInWallet
    'Bestätige in deiner Wallet die Anfrage, zu {network} zu wechseln.', // switchRequest
    'Bestätige in {name} die Anfrage, zu {network} zu wechseln.', // switchRequestIn
  ],
  tokens: [
    'Noch keine Token', // noTokens
    'Token, die du auf {network} erhältst, erscheinen hier.', // noTokensText
    'Gesamtguthaben', // totalBalance
    'Token werden geladen', // loadingTokens
  ],
  updateEmail: [
    'Neue E-Mail', // newEmail
    'Codes senden', // sendCodes
    'Wir haben einen Code an deine aktuelle Adresse und einen an {email} gesendet.', // codesSent
    'Code an deine aktuelle E-Mail', // currentCode
    'Code an {email}', // newCode
    'E-Mail ändern', // confirmChange
    'E-Mail geändert', // emailChanged
    'Wird bestätigt…', // waiting
  ],
  walletConnect: [
    'Verbindung abgelehnt', // connectionRejected
    '{name} holen', // getWallet
    '{name} ist in diesem Browser nicht installiert.', // notInstalled
    '{name} öffnen', // openWallet
    'Scanne mit {name} auf deinem Handy oder öffne es hier.', // scanWithWallet
    'Scanne mit einer WalletConnect-Wallet auf deinem Handy', // scanAnyWallet
    'QR-Code zum Verbinden von {name}', // qrCodeFor
    'Dein QR-Code wird vorbereitet', // preparingQr
    'Das Verbindungs-Relay ist nicht erreichbar', // relayUnavailable
    'Neuer Versuch… Der QR-Code erscheint, sobald es antwortet.', // relayRetrying
    'Oder scanne den QR-Code', // orScanQr
    'Link kopieren', // copyLink
    'Link kopiert', // linkCopied
    'Erweiterung holen', // getExtension
    'App holen', // getApp
    'Website', // website
    'Wallet öffnen', // openAWallet
    'Mit einer WalletConnect-Wallet auf einem anderen Gerät scannen', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Sessions', // sessions
    'Sessions werden geladen', // loadingSessions
    'Keine Sessions', // noSessions
    'Apps, die du innerhalb von Grenzen ohne Rückfrage handeln lässt, erscheinen hier.', // noSessionsText
    'Sessions konnten nicht geladen werden', // sessionsError
    'Erneut versuchen', // retry
    '{name} auf {contract}', // sessionCall
    '{spent} von {limit} ausgegeben', // sessionSpent
    '{amount} Basiseinheiten', // baseUnits
    'Bis {date}', // sessionUntil
    'Abgelaufen', // sessionExpired
    'Widerrufen', // revoke
    'Session {name} widerrufen', // revokeSession
    'Wird widerrufen…', // revoking
    'Session widerrufen', // revoked
  ],
} satisfies ViewTexts
