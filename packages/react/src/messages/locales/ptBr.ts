import type { MessageTexts } from '../en.ts'

/**
 * Brazilian Portuguese: the button's and the first views' texts, in the order of `en.ts`'s keys, which the
 * comments name.
 */
export default [
  'Conectar carteira', // connectWallet
  'Conectando…', // connecting
  'Todas as carteiras', // allWallets
  '{count}+', // allWalletsCount
  'Voltar', // back
  'Fechar', // close
  'Carteiras', // walletList
  'Instalada', // installed
  'Recente', // recent
  'WalletConnect', // walletConnect
  'QR code', // qrCode
  'ou', // or
  'E-mail', // email
  'E-mail', // emailPlaceholder
  'Continuar com e-mail', // continueWithEmail
  'Continuar com {name}', // continueWith
  'Login com e-mail', // emailLogin
  'Alterar e-mail', // updateEmail
  'Novo em carteiras?', // newToWallets
  'Começar', // getStarted
  'O que é uma carteira?', // whatIsAWallet
  'Uma carteira guarda seus ativos digitais e permite entrar em apps sem senha. Escolha uma na lista para começar.', // whatIsAWalletText
  'Continue em {name}', // continueIn
  'Aceite a solicitação de conexão na carteira', // acceptConnection
  'Falha ao conectar', // connectionFailed
  'Você recusou a solicitação em {name}. Tente de novo quando quiser.', // connectionDeclined
  'Conecte-se em uma rede que {name} possa usar:', // networkNotAddedChoose
  'Tentar novamente', // tryAgain
  'Tentar de novo', // retry
  'Conta', // account
  'Tokens', // tokens
  'NFTs', // nfts
  'Atividade', // activity
  'Desconectar', // disconnect
  'Desconectado', // disconnected
  'Copiar endereço', // copyAddress
  'Endereço copiado', // addressCopied
  'Não foi possível copiar', // copyFailed
  'Saldo', // balance
  'Receber', // receive
  'Receber', // receiveTitle
  'Selecionar rede', // selectNetwork
  'Trocar de rede', // switchNetwork
  'Trocando de rede…', // switchingNetwork
  'Rede desconhecida', // unknownNetwork
  'Troca recusada', // switchFailed
  'Trocar de chain', // switchChain
  'Explorador de blocos', // blockExplorer
  'Nenhum conector de autenticação encontrado', // noAuthConnector
  'Ao conectar sua carteira, você concorda com nossos Termos de Serviço e nossa Política de Privacidade', // legal
  'Desenvolvido com Portico', // poweredBy
  'Carregando', // loading
  'Algo deu errado', // somethingWentWrong
  'Notificações', // notifications
  'Enviar', // send
  'Enviar', // sendTitle
  'Selecionar token', // selectToken
  'Para', // to
  'Revisar envio', // reviewSend
  'Trocar', // swap
  'Comprar', // buy
  'Comprar cripto', // buyTitle
  'Selecionar moeda', // selectCurrency
  'Trocar', // swapTitle
  'Revisar troca', // swapPreviewTitle
  'Cancelar', // cancel
  'Entrar', // signInView
  'Fique por dentro', // dataCaptureView
  'Escolher nome', // registerNameView
  'Nome registrado', // registerNameSuccessView
  'Escolha um nome', // chooseName
  'Carteiras', // profileWalletsView
  'Sessões inteligentes', // smartSessionsView
  'Informe um e-mail válido', // invalidEmail
] satisfies MessageTexts
