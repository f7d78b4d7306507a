import type { MessageTexts } from '../en.ts'

/**
 * French: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'Connecter un portefeuille', // connectWallet
  'Connexion…', // connecting
  'Tous les portefeuilles', // allWallets
  '{count}+', // allWalletsCount
  'Retour', // back
  'Fermer', // close
  'Portefeuilles', // walletList
  'Installé', // installed
  'Récent', // recent
  'WalletConnect', // walletConnect
  'Code QR', // qrCode
  'ou', // or
  'E-mail', // email
  'E-mail', // emailPlaceholder
  'Continuer avec un e-mail', // continueWithEmail
  'Continuer avec {name}', // continueWith
  'Connexion par e-mail', // emailLogin
  'Modifier l’e-mail', // updateEmail
  'Nouveau dans les portefeuilles ?', // newToWallets
  'Commencer', // getStarted
  'Qu’est-ce qu’un portefeuille ?', // whatIsAWallet
  'Un portefeuille conserve vos actifs numériques et vous permet de vous connecter aux applications sans mot de passe. Choisissez-en un dans la liste pour commencer.', // whatIsAWalletText
  'Continuez dans {name}', // continueIn
  'Acceptez la demande de connexion dans le portefeuille', // acceptConnection
  'Échec de la connexion', // connectionFailed
  'Vous avez refusé la demande dans {name}. Réessayez quand vous serez prêt.', // connectionDeclined
  'Connectez-vous sur un réseau que {name} peut utiliser :', // networkNotAddedChoose
  'Réessayer', // tryAgain
  'Réessayer', // retry
  'Compte', // account
  'Jetons', // tokens
  'NFT', // nfts
  'Activité', // activity
  'Déconnecter', // disconnect
  'Déconnecté', // disconnected
  'Copier l’adresse', // copyAddress
  'Adresse copiée', // addressCopied
  'Impossible de copier', // copyFailed
  'Solde', // balance
  'Recevoir', // receive
  'Recevoir', // receiveTitle
  'Choisir un réseau', // selectNetwork
  'Changer de réseau', // switchNetwork
  'Changement de réseau…', // switchingNetwork
  'Réseau inconnu', // unknownNetwork
  'Changement refusé', // switchFailed
  'Changer de chaîne', // switchChain
  'Explorateur de blocs', // blockExplorer
  'Aucun connecteur d’authentification trouvé', // noAuthConnector
  'En connectant votre portefeuille, vous acceptez nos Conditions d’utilisation et notre Politique de confidentialité', // legal
  'Propulsé par Portico', // poweredBy
  'Chargement', // loading
  'Un problème est survenu', // somethingWentWrong
  'Notifications', // notifications
  'Envoyer', // send
  'Envoyer', // sendTitle
  'Choisir un jeton', // selectToken
  'À', // to
  'Vérifier l’envoi', // reviewSend
  'Échanger', // swap
  'Acheter', // buy
  'Acheter des cryptos', // buyTitle
  'Choisir une devise', // selectCurrency
  'Échanger', // swapTitle
  'Vérifier l’échange', // swapPreviewTitle
  'Annuler', // cancel
  'Se connecter', // signInView
  'Restons en contact', // dataCaptureView
  'Choisir un nom', // registerNameView
  'Nom enregistré', // registerNameSuccessView
  'Choisissez un nom', // chooseName
  'Portefeuilles', // profileWalletsView
  'Sessions intelligentes', // smartSessionsView
  'Saisissez une adresse e-mail valide', // invalidEmail
] satisfies MessageTexts
