import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Brazilian Portuguese: every lazy view's texts, one chunk loaded with the modal's code. Each list follows
 * its English catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Saldo de tokens indisponível', // tokenBalanceUnavailable
    'Falha ao buscar as transações', // fetchTransactions
    'Erro ao assinar a mensagem', // signMessageFailed
    'A carteira não aprovou a consulta do status das chamadas.', // callStatusNotApproved
    'Falha ao trocar de rede: a carteira não aprovou esta rede', // chainNotApproved
    'Solicitações com vários namespaces não são suportadas…', // multiNamespaceRequest
    'Modal fechado', // modalClosed
    'Conexão recusada', // connectionRejected
    'Pop-up fechado', // popupClosed
    'Falha ao conectar', // connectionFailed
    'Falha ao iniciar a conexão social', // socialConnectionFailed
    'Falha ao conectar ao Farcaster', // farcasterConnectionFailed
    'Ocorreu um problema ao iniciar a autenticação', // authInitializationFailed
    'Nenhum conector de autenticação encontrado', // noAuthConnector
    'Não conectado por e-mail ou rede social', // notConnectedToEmailOrSocial
    'Erro ao resolver o nome', // resolveNameFailed
    'Erro ao buscar sugestões de nomes', // nameSuggestionsFailed
    'Erro ao buscar os nomes do endereço', // namesForAddressFailed
    'Erro ao registrar o nome {name}', // registerNameFailed
    'Nome não encontrado', // nameNotFound
    'Rede não suportada', // unsupportedChain
    'Transação recusada na carteira', // transactionRejected
    'Um valor e um endereço de destino são obrigatórios', // sendAmountAndReceiverRequired
    'Um token é obrigatório', // sendTokenRequired
    'O endereço do token é obrigatório', // erc20TokenAddressRequired
    'Rede não suportada para preço do gás', // gasPriceNetworkNotSupported
    'Rede não suportada para swaps', // swapNetworkNotSupported
    'Insira um valor válido', // invalidAmount
    'Nenhuma rota encontrada para este swap', // swapRouteNotFound
    'SIWX não está ativado', // siwxNotEnabled
    'Nenhuma conta ativa encontrada', // noActiveCaipAddress
    'Rede não encontrada', // networkNotFound
    'Endereço ou conector de autenticação não encontrado', // addressOrAuthConnectorNotFound
    'Código de status HTTP: {status}', // httpStatus
    'A solicitação demorou demais para responder.', // requestTimeout
    'Ação não permitida', // rpcCallNotAllowed
    'Configuração do app inválida', // invalidAppConfiguration
    'Limite diário de transações patrocinadas atingido. Tente novamente mais tarde.', // sponsorshipLimitReached
    'O limite de gastos da sessão não cobre este valor', // smartSessionSpendLimitExceeded
    'A sessão não permite este contrato ou função', // smartSessionOutOfScope
    'A sessão expirou', // smartSessionExpired
    'A sessão foi revogada', // smartSessionRevoked
    'Esta página não tem a chave da sessão', // smartSessionUnknownSession
    'As sessões precisam da carteira integrada em uma conta inteligente', // smartSessionNotSmartAccount
    'A solicitação de sessão foi recusada na carteira', // smartSessionUserRejected
    'A solicitação de sessão falhou', // smartSessionFailed
    'A carteira não suporta um recurso exigido por estas chamadas', // walletCallsUnsupportedNonOptionalCapability
    'A carteira não suporta chamadas nesta rede', // walletCallsUnsupportedChainId
    'A carteira já tem chamadas com este id', // walletCallsDuplicateId
    'A carteira não conhece estas chamadas', // walletCallsUnknownBundleId
    'A carteira não pode enviar tantas chamadas de uma vez', // walletCallsBundleTooLarge
    'A atualização da conta necessária para enviar as chamadas juntas foi recusada', // walletCallsAtomicReadyUpgradeRejected
    'A carteira não pode enviar estas chamadas juntas', // walletCallsAtomicityNotSupported
    'As chamadas foram recusadas na carteira', // walletCallsUserRejected
    'A carteira não conseguiu enviar as chamadas', // walletCallsFailed
    'A carteira não conseguiu adicionar {network}', // networkNotAdded
    'A solicitação à carteira falhou', // walletRequestFailed
    'O valor mínimo para este endereço é {minimum} sats', // amountBelowDust
    'Saldo insuficiente para o valor e a taxa de rede', // insufficientFunds
    'A rede recusa uma saída tão pequena (poeira)', // broadcastDust
    'A taxa de rede é baixa demais para a rede retransmitir a transação', // broadcastFeeTooLow
    'As moedas que esta transação gasta já foram gastas. Atualize e tente novamente', // broadcastInputsSpent
    'Outra transação pendente gasta as mesmas moedas. Aguarde a confirmação dela', // broadcastMempoolConflict
    'A rede recusou a transação', // broadcastRefused
  ],
  activity: [
    'Carregando atividade', // loadingActivity
    'Nenhuma atividade ainda', // noActivity
    'As transações desta conta aparecerão aqui.', // noActivityText
    'Não foi possível carregar a atividade', // activityUnavailable
    'Enviado', // activitySent
    'Recebido', // activityReceived
    'Trocado', // activitySwapped
    'Cunhado', // activityMinted
    'Queimado', // activityBurned
    'Aprovado', // activityApproved
    'Implantado', // activityDeployed
    'Chamada de contrato', // activityExecuted
    'Falhou', // activityFailed
    'Pendente', // activityPending
    'De {address}', // activityFrom
    'Para {address}', // activityTo
    'Ver no {explorer}', // viewOnExplorer
  ],
  addresses: [
    'Copiar {name}', // copyNamedAddress
    'Endereços', // addresses
    'Endereço', // address
    'Endereço de pagamento', // paymentAddress
    'Endereço Ordinals', // ordinalsAddress
    'Ativo', // active
  ],
  allWallets: [
    'Buscar carteira', // searchWallet
    'Buscar carteira', // searchPlaceholder
    'Nenhuma carteira encontrada', // noWalletFound
    'Carregando carteiras', // loadingWallets
    'Confira a grafia ou busque outra carteira.', // noWalletFoundText
    'Limpar busca', // clearSearch
  ],
  authSettings: [
    'Configurações da carteira', // walletSettings
    'Alterar e-mail', // changeEmail
    'Exportar chave privada', // exportKey
    'Código de recuperação', // recoveryPasscode
    'Sessões', // smartSessions
    'Conta inteligente', // smartAccount
    'Conta inteligente: implantada', // smartAccountDeployed
    'Conta inteligente: criada pela primeira transação', // smartAccountCounterfactual
    'Contas inteligentes não estão disponíveis nesta rede', // smartAccountUnavailable
    'Tipo de conta: EOA (o endereço próprio da chave)', // eoa
    'Usar uma conta inteligente', // useSmartAccount
  ],
  buy: [
    'Provedor', // provider
    'Taxa {range}', // fee
    'Você compra', // youBuy
    'Rede', // network
    'Você paga', // youPay
    'Moeda de pagamento', // paymentCurrency
    'Moeda de compra', // purchaseCurrency
    'Buscar moeda', // searchCurrency
    'Nenhuma moeda encontrada', // noCurrencyFound
    'Nada corresponde a “{query}”.', // noCurrencyFoundText
    'Indisponível em {network}', // notOnNetwork
    'Mín. {min} · Máx. {max} {currency}', // limits
    'Você recebe', // youReceive
    'Taxas', // fees
    'Total', // total
    'O mínimo é {min} {currency}', // belowMin
    'O máximo é {max} {currency}', // aboveMax
    'Informe um valor', // enterAmount
    'Obtendo cotação…', // gettingQuote
    'Continuar com {provider}', // continueWith
    'Abrindo {provider}…', // opening
    'Nenhum provedor de cartão está disponível agora.', // noProvider
    'Não é possível comprar {symbol} na {network}. Escolha outra moeda ou troque de rede.', // noNetwork
    'Mostrando opções de exemplo: não foi possível contatar o provedor.', // sampleOptions
    'Aguardando a chegada de {amount}', // pending
    'Conclua o pagamento na aba de {provider}. Seu saldo é atualizado aqui quando os tokens chegarem.', // pendingText
    'Reabrir pagamento', // reopen
    '{amount} chegaram à sua carteira', // arrived
    'Seu navegador bloqueou a nova aba. Abra o pagamento aqui:', // popupBlocked
  ],
  connectingSocial: [
    'Continue na janela de {provider}', // continueInPopup
    'Entre por lá; esta janela se conecta quando você terminar.', // popupHint
    'Pop-up fechado', // popupClosed
    'Não foi possível iniciar a conexão social', // socialFailed
    'Tentar novamente', // tryAgain
    'Escaneie com a câmera do celular ou com o app Farcaster', // farcasterScan
    'QR code para entrar com Farcaster', // farcasterQr
    'Falha ao conectar ao Farcaster', // farcasterFailed
    'Copiar link', // copyLink
    'Link copiado', // linkCopied
    'Entre com o app Farcaster', // farcasterApprove
    'Abrir Farcaster', // openFarcaster
    'Ou escaneie o QR code de outro dispositivo', // farcasterOrScan
  ],
  dataCapture: [
    'Receba novidades de {name}', // dataCaptureTitle
    'Deixe seu e-mail para saber de novidades e ofertas. Você pode cancelar quando quiser.', // dataCaptureText
    'Concordo em receber e-mails de {name}', // emailConsent
    'Marque a caixa para concordar ou pule esta etapa', // consentRequired
    'Informe um e-mail válido', // invalidEmail
    'Continuar', // continue
    'Pular', // skip
    'Salvando…', // saving
    'E-mail salvo', // emailSaved
  ],
  emailLogin: [
    'Digite o código que enviamos para {email}', // codeSent
    'O código expira em 10 minutos.', // codeHint
    'Dígito {index} de 6', // codeDigit
    'Código de verificação', // codeGroup
    'Reenviar código', // resendCode
    'Um novo código está a caminho', // codeResent
    '{count, plural, one {# tentativa restante} other {# tentativas restantes}}', // attemptsLeft
    'Verificando o código…', // verifying
    'Ocorreu um problema ao iniciar a autenticação', // authInitFailed
    'Usar outro e-mail', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Redes', // networks
    'Este app não é compatível com sua rede atual. Troque para uma opção disponível para continuar.', // unsupportedChainText
    'Conectada', // currentNetwork
    'Indisponível', // networkUnavailable
    'Redes EVM', // evmNetworks
  ],
  nfts: [
    'Nenhum NFT ainda', // noNfts
    'Os colecionáveis que você tiver aparecerão aqui.', // noNftsText
    'Carregando NFTs', // loadingNfts
  ],
  profileWallets: [
    'Conectada', // walletConnected
    'Ativa', // walletActive
    'Desconectada', // walletDisconnected
    'Trocar', // switchWallet
    'Reconectar', // reconnectWallet
    'Desconectar {name}', // disconnectWallet
    'Adicionar carteira', // addWallet
    'Desconectar todas', // disconnectAll
    'Redes EVM', // evmNetworks
  ],
  receive: [
    'Envie ativos na {network} para este endereço.', // receiveText
    'QR code do seu endereço na {network}', // receiveQr
    'Também recebe em', // receiveNetworks
  ],
  registerName: [
    'Seu nome é como as pessoas encontram e reconhecem sua conta, em vez do endereço.', // registerNameText
    'Nome da conta', // accountName
    'seunome', // accountNamePlaceholder
    'Verificando disponibilidade…', // nameChecking
    '{name} está disponível', // nameAvailable
    '{name} já está em uso', // nameTaken
    'Nomes disponíveis', // nameSuggestions
    'Registrar', // registerName
    'Assine na sua carteira…', // registerNameSigning
    '{name} agora é o nome da sua conta', // registerNameSuccess
    'Ele aparece no lugar do seu endereço sempre que este app mostrar sua conta.', // registerNameSuccessText
    'Voltar para a conta', // backToAccount
  ],
  selectToken: [
    'Buscar token', // searchToken
    'Seus tokens', // yourTokens
    'Nenhum token encontrado', // noTokenFound
    'Pesquise outro nome ou símbolo.', // noTokenFoundText
    'Limpar busca', // clearSearch
  ],
  send: [
    'Valor', // amount
    '{amount} {symbol} disponíveis', // available
    'Máx.', // max
    'Digite ou cole o endereço', // receiverPlaceholder
    'Informe um valor', // enterAmount
    'Valor inválido', // invalidAmount
    'Saldo insuficiente', // insufficientBalance
    'Adicionar endereço', // addReceiver
    'Endereço inválido', // invalidAddress
    '{amount} sats', // sats
    'Não é possível enviar', // cannotSend
  ],
  sendPreview: [
    'Enviando', // sending
    'Enviando…', // sendingTx
    'Taxa de rede', // networkFee
    'Rede', // network
    'Indisponível', // unavailable
    'Revise a transação na sua carteira antes de aprová-la.', // reviewInWallet
    '{amount} {symbol} enviados', // sent
    'Falha no envio', // sendFailed
    'Taxa de rede', // feeRate
    'Lenta', // slow
    'Normal', // normal
    'Rápida', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sats', // sats
    'Saldo insuficiente para o valor e a taxa de rede.', // insufficientForFee
    'Transação enviada', // transactionSent
    'Copiar ID da transação', // copyTransactionId
    'ID da transação copiado', // transactionIdCopied
    'Ver em {explorer}', // viewOnExplorer
  ],
  signIn: [
    '{name} precisa se conectar à sua carteira', // signInTitle
    'Assine esta mensagem para provar que a carteira é sua e continuar.', // signInText
    'Assine esta mensagem para provar que a carteira é sua e continuar. Se cancelar, você será desconectado.', // signInRequiredText
    'Aprove a solicitação de login na sua carteira.', // signInWaiting
    'Assinar', // sign
    'Assinando…', // signing
  ],
  swap: [
    'Você paga', // youPay
    'Você recebe', // youReceive
    'Saldo: {amount}', // balanceOf
    'Máx.', // max
    'Inverter tokens', // flip
    'Selecionar token', // selectToken
    'Informe um valor', // enterAmount
    'Valor inválido', // invalidAmount
    'Saldo insuficiente', // insufficientBalance
    'Obtendo cotação…', // gettingQuote
    'Nenhuma rota encontrada', // noRoute
    'Cotação indisponível, tente novamente', // quoteFailed
    'Revisar troca', // reviewSwap
    'Cotação', // rate
    'Impacto no preço', // priceImpact
    'Taxa de rede', // networkFee
    'Slippage máx.', // slippage
    'Mínimo recebido', // minimumReceived
    'Indisponível', // unavailable
    'Rede não compatível com trocas', // unsupported
    'Troque para uma rede com trocas para negociar tokens.', // unsupportedText
    'Trocar de rede', // switchNetwork
    'Buscar token', // searchToken
    'Seus tokens', // yourTokens
    'Tokens populares', // popularTokens
    'Sugeridos', // suggested
    'Nenhum token encontrado', // noTokenFound
    'Aprovar {symbol}', // approveToken
    'Aprovando…', // approving
    'Primeiro, aprove exatamente {amount} {symbol} para a troca na sua carteira.', // approveNote
    'Confirme a troca na sua carteira.', // swapNote
    'Aprovar e trocar', // approveAndSwap
    'Aprove exatamente {amount} {symbol} e troque, juntos em uma única confirmação na sua carteira.', // approveAndSwapNote
    'Trocar', // swap
    'Trocando…', // swapping
    'Cancelar', // cancel
    '{amount} {from} trocados por {to}', // swapped
    'Recusado na carteira', // rejected
    'Falha na troca', // swapFailed
    'Verificando a permissão…', // checkingAllowance
    'Pesquise outro nome ou símbolo.', // noTokenFoundText
    'Limpar busca', // clearSearch
  ],
  switchActiveChain: [
    'Mudar para {namespace}', // switchActiveChainTitle
    'A carteira conectada não tem conta {namespace}. Conecte uma carteira para {namespace} para continuar.', // switchActiveChainText
    'Conectar uma carteira {namespace}', // connectNamespaceWallet
    'Redes EVM', // evmNetworks
  ],
  switchNetwork: [
    'Mudou para {network}', // networkSwitched
    'Aprovar na carteira', // approveInWallet
    'Aceite na sua carteira a solicitação para mudar para {network}.', // switchRequest
    'Aceite em {name} a solicitação para mudar para {network}.', // switchRequestIn
  ],
  tokens: [
    'Nenhum token ainda', // noTokens
    'Os tokens que você receber na {network} aparecerão aqui.', // noTokensText
    'Saldo total', // totalBalance
    'Carregando tokens', // loadingTokens
  ],
  updateEmail: [
    'Novo e-mail', // newEmail
    'Enviar códigos', // sendCodes
    'Enviamos um código para seu endereço atual e outro para {email}.', // codesSent
    'Código enviado para seu e-mail atual', // currentCode
    'Código enviado para {email}', // newCode
    'Alterar e-mail', // confirmChange
    'E-mail alterado', // emailChanged
    'Confirmando…', // waiting
  ],
  walletConnect: [
    'Conexão recusada', // connectionRejected
    'Obter {name}', // getWallet
    '{name} não está instalada neste navegador.', // notInstalled
    'Abrir {name}', // openWallet
    'Escaneie com {name} no celular ou abra aqui.', // scanWithWallet
    'Escaneie com uma carteira WalletConnect no celular', // scanAnyWallet
    'QR code para conectar {name}', // qrCodeFor
    'Preparando seu QR code', // preparingQr
    'Não foi possível acessar o relay de conexão', // relayUnavailable
    'Tentando novamente… O QR code aparece assim que ele responder.', // relayRetrying
    'Ou escaneie o QR code', // orScanQr
    'Copiar link', // copyLink
    'Link copiado', // linkCopied
    'Obter a extensão', // getExtension
    'Obter o app', // getApp
    'Site', // website
    'Abra uma carteira', // openAWallet
    'Escaneie com uma carteira WalletConnect em outro dispositivo', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Sessões', // sessions
    'Carregando sessões', // loadingSessions
    'Nenhuma sessão', // noSessions
    'Os apps que você deixa agir dentro de limites, sem perguntar toda vez, aparecem aqui.', // noSessionsText
    'Não foi possível carregar as sessões', // sessionsError
    'Tentar novamente', // retry
    '{name} em {contract}', // sessionCall
    'Gasto {spent} de {limit}', // sessionSpent
    '{amount} unidades base', // baseUnits
    'Até {date}', // sessionUntil
    'Expirada', // sessionExpired
    'Revogar', // revoke
    'Revogar a sessão {name}', // revokeSession
    'Revogando…', // revoking
    'Sessão revogada', // revoked
  ],
} satisfies ViewTexts
