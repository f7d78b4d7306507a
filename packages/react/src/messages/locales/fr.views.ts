import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * French: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Solde des jetons indisponible', // tokenBalanceUnavailable
    'Impossible de récupérer les transactions', // fetchTransactions
    'Erreur lors de la signature du message', // signMessageFailed
    'Le portefeuille n’a pas autorisé la lecture de l’état des appels.', // callStatusNotApproved
    'Échec du changement de réseau : le portefeuille n’a pas approuvé ce réseau', // chainNotApproved
    'Les requêtes sur plusieurs espaces de noms ne sont pas prises en charge…', // multiNamespaceRequest
    'Fenêtre fermée', // modalClosed
    'Connexion refusée', // connectionRejected
    'Fenêtre contextuelle fermée', // popupClosed
    'Échec de la connexion', // connectionFailed
    'Impossible de lancer la connexion sociale', // socialConnectionFailed
    'Impossible de se connecter à Farcaster', // farcasterConnectionFailed
    'Un problème est survenu lors de l’initialisation de l’authentification', // authInitializationFailed
    'Aucun connecteur d’authentification trouvé', // noAuthConnector
    'Non connecté par e-mail ou réseau social', // notConnectedToEmailOrSocial
    'Erreur lors de la résolution du nom', // resolveNameFailed
    'Erreur lors de la récupération des suggestions de noms', // nameSuggestionsFailed
    'Erreur lors de la récupération des noms de l’adresse', // namesForAddressFailed
    'Erreur lors de l’enregistrement du nom {name}', // registerNameFailed
    'Nom introuvable', // nameNotFound
    'Chaîne non prise en charge', // unsupportedChain
    'Transaction refusée dans le portefeuille', // transactionRejected
    'Un montant et une adresse de destination sont requis', // sendAmountAndReceiverRequired
    'Un jeton est requis', // sendTokenRequired
    'L’adresse du jeton est requise', // erc20TokenAddressRequired
    'Réseau non pris en charge pour le prix du gaz', // gasPriceNetworkNotSupported
    'Réseau non pris en charge pour les échanges', // swapNetworkNotSupported
    'Saisissez un montant valide', // invalidAmount
    'Aucun itinéraire trouvé pour cet échange', // swapRouteNotFound
    'SIWX n’est pas activé', // siwxNotEnabled
    'Aucun compte actif trouvé', // noActiveCaipAddress
    'Réseau introuvable', // networkNotFound
    'Adresse ou connecteur d’authentification introuvable', // addressOrAuthConnectorNotFound
    'Code d’état HTTP : {status}', // httpStatus
    'La requête a mis trop de temps à répondre.', // requestTimeout
    'Action non autorisée', // rpcCallNotAllowed
    'Configuration de l’app non valide', // invalidAppConfiguration
    'Limite quotidienne de transactions sponsorisées atteinte. Réessayez plus tard.', // sponsorshipLimitReached
    'La limite de dépense de la session ne couvre pas ce montant', // smartSessionSpendLimitExceeded
    'La session n’autorise pas ce contrat ou cette fonction', // smartSessionOutOfScope
    'La session a expiré', // smartSessionExpired
    'La session a été révoquée', // smartSessionRevoked
    'Cette page ne détient pas la clé de la session', // smartSessionUnknownSession
    'Les sessions nécessitent le portefeuille intégré sur un compte intelligent', // smartSessionNotSmartAccount
    'La demande de session a été refusée dans le portefeuille', // smartSessionUserRejected
    'La demande de session a échoué', // smartSessionFailed
    'Le portefeuille ne prend pas en charge une fonctionnalité requise par ces appels', // walletCallsUnsupportedNonOptionalCapability
    'Le portefeuille ne prend pas en charge les appels sur ce réseau', // walletCallsUnsupportedChainId
    'Le portefeuille a déjà des appels avec cet identifiant', // walletCallsDuplicateId
    'Le portefeuille ne connaît pas ces appels', // walletCallsUnknownBundleId
    'Le portefeuille ne peut pas envoyer autant d’appels à la fois', // walletCallsBundleTooLarge
    'La mise à niveau du compte nécessaire pour envoyer les appels ensemble a été refusée', // walletCallsAtomicReadyUpgradeRejected
    'Le portefeuille ne peut pas envoyer ces appels ensemble', // walletCallsAtomicityNotSupported
    'Les appels ont été refusés dans le portefeuille', // walletCallsUserRejected
    'Le portefeuille n’a pas pu envoyer les appels', // walletCallsFailed
    'Le wallet n’a pas pu ajouter {network}', // networkNotAdded
    'La requête au wallet a échoué', // walletRequestFailed
    'Le montant minimum vers cette adresse est de {minimum} sats', // amountBelowDust
    'Fonds insuffisants pour le montant et les frais de réseau', // insufficientFunds
    'Le réseau refuse une sortie aussi petite (poussière)', // broadcastDust
    'Les frais sont trop bas pour que le réseau relaie la transaction', // broadcastFeeTooLow
    'Les pièces dépensées par cette transaction sont déjà dépensées. Actualisez et réessayez', // broadcastInputsSpent
    'Une autre transaction en attente dépense les mêmes pièces. Attendez sa confirmation', // broadcastMempoolConflict
    'Le réseau a refusé la transaction', // broadcastRefused
  ],
  activity: [
    'Chargement de l’activité', // loadingActivity
    'Aucune activité pour l’instant', // noActivity
    'Les transactions de ce compte apparaîtront ici.', // noActivityText
    'Impossible de charger l’activité', // activityUnavailable
    'Envoyé', // activitySent
    'Reçu', // activityReceived
    'Échangé', // activitySwapped
    'Frappé', // activityMinted
    'Brûlé', // activityBurned
    'Approuvé', // activityApproved
    'Déployé', // activityDeployed
    'Appel de contrat', // activityExecuted
    'Échec', // activityFailed
    'En attente', // activityPending
    'De {address}', // activityFrom
    'À {address}', // activityTo
    'Voir sur {explorer}', // viewOnExplorer
  ],
  addresses: [
    'Copier {name}', // copyNamedAddress
    'Adresses', // addresses
    'Adresse', // address
    'Adresse de paiement', // paymentAddress
    'Adresse Ordinals', // ordinalsAddress
    'Active', // active
  ],
  allWallets: [
    'Rechercher un portefeuille', // searchWallet
    'Rechercher un portefeuille', // searchPlaceholder
    'Aucun portefeuille trouvé', // noWalletFound
    'Chargement des portefeuilles', // loadingWallets
    'Vérifiez l’orthographe ou cherchez un autre wallet.', // noWalletFoundText
    'Effacer la recherche', // clearSearch
  ],
  authSettings: [
    'Paramètres du portefeuille', // walletSettings
    'Modifier l’e-mail', // changeEmail
    'Exporter la clé privée', // exportKey
    'Code de récupération', // recoveryPasscode
    'Sessions', // smartSessions
    'Compte intelligent', // smartAccount
    'Compte intelligent : déployé', // smartAccountDeployed
    'Compte intelligent : créé par sa première transaction', // smartAccountCounterfactual
    'Les comptes intelligents ne sont pas disponibles sur ce réseau', // smartAccountUnavailable
    'Type de compte : EOA (l’adresse propre de la clé)', // eoa
    'Utiliser un compte intelligent', // useSmartAccount
  ],
  buy: [
    'Fournisseur', // provider
    'Frais {range}', // fee
    'Vous achetez', // youBuy
    'Réseau', // network
    'Vous payez', // youPay
    'Devise de paiement', // paymentCurrency
    'Devise d’achat', // purchaseCurrency
    'Rechercher une devise', // searchCurrency
    'Aucune devise trouvée', // noCurrencyFound
    'Rien ne correspond à « {query} ».', // noCurrencyFoundText
    'Indisponible sur {network}', // notOnNetwork
    'Min. {min} · Max. {max} {currency}', // limits
    'Vous recevez', // youReceive
    'Frais', // fees
    'Total', // total
    'Le minimum est de {min} {currency}', // belowMin
    'Le maximum est de {max} {currency}', // aboveMax
    'Saisissez un montant', // enterAmount
    'Obtention du devis…', // gettingQuote
    'Continuer avec {provider}', // continueWith
    'Ouverture de {provider}…', // opening
    'Aucun fournisseur de carte n’est disponible pour le moment.', // noProvider
    'Impossible d’acheter {symbol} sur {network}. Choisissez une autre devise ou changez de réseau.', // noNetwork
    'Options d’exemple affichées : le fournisseur est injoignable.', // sampleOptions
    'En attente de l’arrivée de {amount}', // pending
    'Terminez le paiement dans l’onglet {provider}. Votre solde se mettra à jour ici à l’arrivée des jetons.', // pendingText
    'Rouvrir le paiement', // reopen
    '{amount} sont arrivés dans votre portefeuille', // arrived
    'Votre navigateur a bloqué le nouvel onglet. Ouvrez le paiement ici :', // popupBlocked
  ],
  connectingSocial: [
    'Continuez dans la fenêtre {provider}', // continueInPopup
    'Connectez-vous là-bas ; cette fenêtre se connectera une fois terminé.', // popupHint
    'Fenêtre fermée', // popupClosed
    'Impossible de lancer la connexion sociale', // socialFailed
    'Réessayer', // tryAgain
    'Scannez avec l’appareil photo de votre téléphone ou l’app Farcaster', // farcasterScan
    'Code QR pour se connecter avec Farcaster', // farcasterQr
    'Impossible de se connecter à Farcaster', // farcasterFailed
    'Copier le lien', // copyLink
    'Lien copié', // linkCopied
    'Connectez-vous avec l’app Farcaster', // farcasterApprove
    'Ouvrir Farcaster', // openFarcaster
    'Ou scannez le QR code depuis un autre appareil', // farcasterOrScan
  ],
  dataCapture: [
    'Recevez les actualités de {name}', // dataCaptureTitle
    'Laissez votre e-mail pour être informé des nouveautés et des offres. Vous pouvez vous désabonner à tout moment.', // dataCaptureText
    'J’accepte que {name} m’envoie des e-mails', // emailConsent
    'Cochez la case pour accepter, ou passez cette étape', // consentRequired
    'Saisissez une adresse e-mail valide', // invalidEmail
    'Continuer', // continue
    'Passer', // skip
    'Enregistrement…', // saving
    'E-mail enregistré', // emailSaved
  ],
  emailLogin: [
    'Saisissez le code envoyé à {email}', // codeSent
    'Le code expire dans 10 minutes.', // codeHint
    'Chiffre {index} sur 6', // codeDigit
    'Code de vérification', // codeGroup
    'Renvoyer le code', // resendCode
    'Un nouveau code est en route', // codeResent
    '{count, plural, one {# tentative restante} other {# tentatives restantes}}', // attemptsLeft
    'Vérification du code…', // verifying
    'Un problème est survenu lors de l’initialisation de l’authentification', // authInitFailed
    'Utiliser un autre e-mail', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Réseaux', // networks
    'Cette application ne prend pas en charge votre réseau actuel. Passez à un réseau disponible pour continuer.', // unsupportedChainText
    'Connecté', // currentNetwork
    'Indisponible', // networkUnavailable
    'Réseaux EVM', // evmNetworks
  ],
  nfts: [
    'Aucun NFT pour l’instant', // noNfts
    'Les objets de collection que vous possédez apparaîtront ici.', // noNftsText
    'Chargement des NFT', // loadingNfts
  ],
  profileWallets: [
    'Connecté', // walletConnected
    'Actif', // walletActive
    'Déconnecté', // walletDisconnected
    'Basculer', // switchWallet
    'Reconnecter', // reconnectWallet
    'Déconnecter {name}', // disconnectWallet
    'Ajouter un portefeuille', // addWallet
    'Tout déconnecter', // disconnectAll
    'Réseaux EVM', // evmNetworks
  ],
  receive: [
    'Envoyez des actifs sur {network} à cette adresse.', // receiveText
    'Code QR de votre adresse {network}', // receiveQr
    'Reçoit aussi sur', // receiveNetworks
  ],
  registerName: [
    'Votre nom permet aux autres de trouver et de reconnaître votre compte, à la place de son adresse.', // registerNameText
    'Nom du compte', // accountName
    'votrenom', // accountNamePlaceholder
    'Vérification de la disponibilité…', // nameChecking
    '{name} est disponible', // nameAvailable
    '{name} est déjà pris', // nameTaken
    'Noms disponibles', // nameSuggestions
    'Enregistrer', // registerName
    'Signez dans votre portefeuille…', // registerNameSigning
    '{name} est désormais le nom de votre compte', // registerNameSuccess
    'Il s’affiche à la place de votre adresse partout où cette application montre votre compte.', // registerNameSuccessText
    'Retour au compte', // backToAccount
  ],
  selectToken: [
    'Rechercher un jeton', // searchToken
    'Vos jetons', // yourTokens
    'Aucun jeton trouvé', // noTokenFound
    'Cherchez un autre nom ou symbole.', // noTokenFoundText
    'Effacer la recherche', // clearSearch
  ],
  send: [
    'Montant', // amount
    '{amount} {symbol} disponibles', // available
    'Max', // max
    'Saisissez ou collez une adresse', // receiverPlaceholder
    'Saisissez un montant', // enterAmount
    'Montant invalide', // invalidAmount
    'Solde insuffisant', // insufficientBalance
    'Ajouter une adresse', // addReceiver
    'Adresse invalide', // invalidAddress
    '{amount} sats', // sats
    'Envoi impossible', // cannotSend
  ],
  sendPreview: [
    'Envoi', // sending
    'Envoi…', // sendingTx
    'Frais de réseau', // networkFee
    'Réseau', // network
    'Indisponible', // unavailable
    'Vérifiez la transaction dans votre portefeuille avant de l’approuver.', // reviewInWallet
    '{amount} {symbol} envoyés', // sent
    'Échec de l’envoi', // sendFailed
    'Taux de frais', // feeRate
    'Lent', // slow
    'Normal', // normal
    'Rapide', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sats', // sats
    'Solde insuffisant pour le montant et les frais de réseau.', // insufficientForFee
    'Transaction envoyée', // transactionSent
    'Copier l’ID de transaction', // copyTransactionId
    'ID de transaction copié', // transactionIdCopied
    'Voir sur {explorer}', // viewOnExplorer
  ],
  signIn: [
    '{name} doit se connecter à votre portefeuille', // signInTitle
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer.', // signInText
    'Signez ce message pour prouver que ce portefeuille vous appartient et continuer. Annuler vous déconnectera.', // signInRequiredText
    'Approuvez la demande de connexion dans votre portefeuille.', // signInWaiting
    'Signer', // sign
    'Signature…', // signing
  ],
  swap: [
    'Vous payez', // youPay
    'Vous recevez', // youReceive
    'Solde : {amount}', // balanceOf
    'Max', // max
    'Inverser les jetons', // flip
    'Choisir un jeton', // selectToken
    'Saisissez un montant', // enterAmount
    'Montant invalide', // invalidAmount
    'Solde insuffisant', // insufficientBalance
    'Obtention du devis…', // gettingQuote
    'Aucun itinéraire trouvé', // noRoute
    'Devis indisponible, réessayez', // quoteFailed
    'Vérifier l’échange', // reviewSwap
    'Taux', // rate
    'Impact sur le prix', // priceImpact
    'Frais de réseau', // networkFee
    'Glissement max.', // slippage
    'Minimum reçu', // minimumReceived
    'Indisponible', // unavailable
    'Réseau non pris en charge pour les échanges', // unsupported
    'Passez à un réseau qui propose les échanges pour échanger des jetons.', // unsupportedText
    'Changer de réseau', // switchNetwork
    'Rechercher un jeton', // searchToken
    'Vos jetons', // yourTokens
    'Jetons populaires', // popularTokens
    'Suggestions', // suggested
    'Aucun jeton trouvé', // noTokenFound
    'Approuver {symbol}', // approveToken
    'Approbation…', // approving
    'Approuvez d’abord exactement {amount} {symbol} pour l’échange dans votre portefeuille.', // approveNote
    'Confirmez l’échange dans votre portefeuille.', // swapNote
    'Approuver et échanger', // approveAndSwap
    'Approuvez exactement {amount} {symbol} et échangez, en une seule confirmation dans votre portefeuille.', // approveAndSwapNote
    'Échanger', // swap
    'Échange…', // swapping
    'Annuler', // cancel
    '{amount} {from} échangés contre {to}', // swapped
    'Refusé dans le portefeuille', // rejected
    'Échec de l’échange', // swapFailed
    'Vérification de l’autorisation…', // checkingAllowance
    'Cherchez un autre nom ou symbole.', // noTokenFoundText
    'Effacer la recherche', // clearSearch
  ],
  switchActiveChain: [
    'Passer à {namespace}', // switchActiveChainTitle
    'Le portefeuille connecté n’a pas de compte {namespace}. Connectez un portefeuille pour {namespace} pour continuer.', // switchActiveChainText
    'Connecter un portefeuille {namespace}', // connectNamespaceWallet
    'Réseaux EVM', // evmNetworks
  ],
  switchNetwork: [
    'Passé sur {network}', // networkSwitched
    'Approuver dans le portefeuille', // approveInWallet
    'Acceptez dans votre portefeuille la demande de passage à {network}.', // switchRequest
    'Acceptez dans {name} la demande de passage à {network}.', // switchRequestIn
  ],
  tokens: [
    'Aucun jeton pour l’instant', // noTokens
    'Les jetons que vous recevez sur {network} apparaîtront ici.', // noTokensText
    'Solde total', // totalBalance
    'Chargement des jetons', // loadingTokens
  ],
  updateEmail: [
    'Nouvel e-mail', // newEmail
    'Envoyer les codes', // sendCodes
    'Nous avons envoyé un code à votre adresse actuelle et un autre à {email}.', // codesSent
    'Code envoyé à votre e-mail actuel', // currentCode
    'Code envoyé à {email}', // newCode
    'Modifier l’e-mail', // confirmChange
    'E-mail modifié', // emailChanged
    'Confirmation…', // waiting
  ],
  walletConnect: [
    'Connexion refusée', // connectionRejected
    'Obtenir {name}', // getWallet
    '{name} n’est pas installé dans ce navigateur.', // notInstalled
    'Ouvrir {name}', // openWallet
    'Scannez avec {name} sur votre téléphone, ou ouvrez-le ici.', // scanWithWallet
    'Scannez avec un portefeuille WalletConnect sur votre téléphone', // scanAnyWallet
    'Code QR pour connecter {name}', // qrCodeFor
    'Préparation de votre code QR', // preparingQr
    'Impossible de joindre le relais de connexion', // relayUnavailable
    'Nouvelle tentative… Le code QR apparaîtra dès qu’il répondra.', // relayRetrying
    'Ou scannez le code QR', // orScanQr
    'Copier le lien', // copyLink
    'Lien copié', // linkCopied
    'Obtenir l’extension', // getExtension
    'Obtenir l’application', // getApp
    'Site web', // website
    'Ouvrir un portefeuille', // openAWallet
    'Scannez avec un portefeuille WalletConnect sur un autre appareil', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Sessions', // sessions
    'Chargement des sessions', // loadingSessions
    'Aucune session', // noSessions
    'Les apps que vous laissez agir dans des limites, sans vous demander à chaque fois, apparaissent ici.', // noSessionsText
    'Impossible de charger les sessions', // sessionsError
    'Réessayer', // retry
    '{name} sur {contract}', // sessionCall
    '{spent} dépensé sur {limit}', // sessionSpent
    '{amount} unités de base', // baseUnits
    'Jusqu’au {date}', // sessionUntil
    'Expirée', // sessionExpired
    'Révoquer', // revoke
    'Révoquer la session {name}', // revokeSession
    'Révocation…', // revoking
    'Session révoquée', // revoked
  ],
} satisfies ViewTexts
