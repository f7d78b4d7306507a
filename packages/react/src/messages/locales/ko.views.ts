import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Korean: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    '토큰 잔액을 확인할 수 없습니다', // tokenBalanceUnavailable
    '거래 내역을 불러오지 못했습니다', // fetchTransactions
    '메시지 서명 중 오류가 발생했습니다', // signMessageFailed
    '지갑이 호출 상태 조회를 승인하지 않았습니다.', // callStatusNotApproved
    '네트워크 전환 실패: 지갑이 이 네트워크를 승인하지 않았습니다', // chainNotApproved
    '여러 네임스페이스에 걸친 요청은 지원되지 않습니다…', // multiNamespaceRequest
    '모달이 닫혔습니다', // modalClosed
    '연결이 거부되었습니다', // connectionRejected
    '팝업이 닫혔습니다', // popupClosed
    '연결하지 못했습니다', // connectionFailed
    '소셜 연결을 시작하지 못했습니다', // socialConnectionFailed
    'Farcaster에 연결하지 못했습니다', // farcasterConnectionFailed
    '인증을 초기화하는 중 문제가 발생했습니다', // authInitializationFailed
    '인증 커넥터를 찾을 수 없습니다', // noAuthConnector
    '이메일 또는 소셜로 연결되어 있지 않습니다', // notConnectedToEmailOrSocial
    '이름을 확인하는 중 오류가 발생했습니다', // resolveNameFailed
    '이름 추천을 불러오는 중 오류가 발생했습니다', // nameSuggestionsFailed
    '주소의 이름을 불러오는 중 오류가 발생했습니다', // namesForAddressFailed
    '{name} 이름을 등록하는 중 오류가 발생했습니다', // registerNameFailed
    '이름을 찾을 수 없습니다', // nameNotFound
    '지원되지 않는 체인입니다', // unsupportedChain
    '지갑에서 거래가 거부되었습니다', // transactionRejected
    '금액과 받는 주소가 필요합니다', // sendAmountAndReceiverRequired
    '토큰이 필요합니다', // sendTokenRequired
    '토큰 주소가 필요합니다', // erc20TokenAddressRequired
    '가스 가격을 지원하지 않는 네트워크입니다', // gasPriceNetworkNotSupported
    '스왑을 지원하지 않는 네트워크입니다', // swapNetworkNotSupported
    '올바른 금액을 입력하세요', // invalidAmount
    '이 스왑의 경로를 찾을 수 없습니다', // swapRouteNotFound
    'SIWX가 활성화되어 있지 않습니다', // siwxNotEnabled
    '활성 계정을 찾을 수 없습니다', // noActiveCaipAddress
    '네트워크를 찾을 수 없습니다', // networkNotFound
    '주소 또는 인증 커넥터를 찾을 수 없습니다', // addressOrAuthConnectorNotFound
    'HTTP 상태 코드: {status}', // httpStatus
    '요청 응답 시간이 너무 오래 걸렸습니다.', // requestTimeout
    '허용되지 않는 작업입니다', // rpcCallNotAllowed
    '앱 구성이 올바르지 않습니다', // invalidAppConfiguration
    '스폰서 거래의 일일 한도에 도달했습니다. 나중에 다시 시도하세요.', // sponsorshipLimitReached
    '세션의 지출 한도로는 이 금액을 처리할 수 없습니다', // smartSessionSpendLimitExceeded
    '세션이 이 컨트랙트나 함수를 허용하지 않습니다', // smartSessionOutOfScope
    '세션이 만료되었습니다', // smartSessionExpired
    '세션이 취소되었습니다', // smartSessionRevoked
    '이 페이지에는 세션 키가 없습니다', // smartSessionUnknownSession
    '세션에는 스마트 계정의 내장 지갑이 필요합니다', // smartSessionNotSmartAccount
    '지갑에서 세션 요청이 거부되었습니다', // smartSessionUserRejected
    '세션 요청에 실패했습니다', // smartSessionFailed
    '이 호출에 필요한 기능을 지갑이 지원하지 않습니다', // walletCallsUnsupportedNonOptionalCapability
    '지갑이 이 네트워크에서의 호출을 지원하지 않습니다', // walletCallsUnsupportedChainId
    '지갑에 이 ID의 호출이 이미 있습니다', // walletCallsDuplicateId
    '지갑이 이 호출을 알지 못합니다', // walletCallsUnknownBundleId
    '지갑이 한 번에 이렇게 많은 호출을 보낼 수 없습니다', // walletCallsBundleTooLarge
    '호출을 함께 보내는 데 필요한 계정 업그레이드가 거부되었습니다', // walletCallsAtomicReadyUpgradeRejected
    '지갑이 이 호출들을 함께 보낼 수 없습니다', // walletCallsAtomicityNotSupported
    '지갑에서 호출이 거부되었습니다', // walletCallsUserRejected
    '지갑이 호출을 보내지 못했습니다', // walletCallsFailed
    '지갑이 {network}을(를) 추가하지 못했습니다', // networkNotAdded
    '지갑 요청이 실패했습니다', // walletRequestFailed
    '이 주소로 보낼 수 있는 최소 금액은 {minimum} sats입니다', // amountBelowDust
    '금액과 네트워크 수수료를 낼 잔액이 부족합니다', // insufficientFunds
    '네트워크는 이렇게 작은 출력을 거부합니다(더스트)', // broadcastDust
    '네트워크 수수료가 너무 낮아 거래가 전달되지 않습니다', // broadcastFeeTooLow
    '이 거래가 사용하는 코인은 이미 사용되었습니다. 새로고침 후 다시 시도하세요', // broadcastInputsSpent
    '다른 대기 중인 거래가 같은 코인을 사용합니다. 확인될 때까지 기다리세요', // broadcastMempoolConflict
    '네트워크가 거래를 거부했습니다', // broadcastRefused
  ],
  activity: [
    '활동을 불러오는 중', // loadingActivity
    '아직 활동이 없습니다', // noActivity
    '이 계정의 거래가 여기에 표시됩니다.', // noActivityText
    '활동을 불러올 수 없습니다', // activityUnavailable
    '보냄', // activitySent
    '받음', // activityReceived
    '스왑함', // activitySwapped
    '민팅됨', // activityMinted
    '소각됨', // activityBurned
    '승인됨', // activityApproved
    '배포됨', // activityDeployed
    '컨트랙트 호출', // activityExecuted
    '실패', // activityFailed
    '대기 중', // activityPending
    '보낸 주소 {address}', // activityFrom
    '받는 주소 {address}', // activityTo
    '{explorer}에서 보기', // viewOnExplorer
  ],
  addresses: [
    '{name} 복사', // copyNamedAddress
    '주소', // addresses
    '주소', // address
    '결제 주소', // paymentAddress
    'Ordinals 주소', // ordinalsAddress
    '사용 중', // active
  ],
  allWallets: [
    '지갑 검색', // searchWallet
    '지갑 검색', // searchPlaceholder
    '지갑을 찾을 수 없습니다', // noWalletFound
    '지갑을 불러오는 중', // loadingWallets
    '철자를 확인하거나 다른 지갑을 검색하세요.', // noWalletFoundText
    '검색 지우기', // clearSearch
  ],
  authSettings: [
    '지갑 설정', // walletSettings
    '이메일 변경', // changeEmail
    '개인 키 내보내기', // exportKey
    '복구 암호', // recoveryPasscode
    '세션', // smartSessions
    '스마트 계정', // smartAccount
    '스마트 계정: 배포됨', // smartAccountDeployed
    '스마트 계정: 첫 거래로 생성됩니다', // smartAccountCounterfactual
    '이 네트워크에서는 스마트 계정을 사용할 수 없습니다', // smartAccountUnavailable
    '계정 유형: EOA (키 자체의 주소)', // eoa
    '스마트 계정 사용', // useSmartAccount
  ],
  buy: [
    '제공업체', // provider
    '수수료 {range}', // fee
    '구매', // youBuy
    '네트워크', // network
    '지불', // youPay
    '결제 통화', // paymentCurrency
    '구매 통화', // purchaseCurrency
    '통화 검색', // searchCurrency
    '통화를 찾을 수 없습니다', // noCurrencyFound
    '“{query}”와(과) 일치하는 항목이 없습니다.', // noCurrencyFoundText
    '{network}에서는 사용할 수 없음', // notOnNetwork
    '최소 {min} · 최대 {max} {currency}', // limits
    '받는 금액', // youReceive
    '수수료', // fees
    '합계', // total
    '최소 금액은 {min} {currency}입니다', // belowMin
    '최대 금액은 {max} {currency}입니다', // aboveMax
    '금액을 입력하세요', // enterAmount
    '견적을 가져오는 중…', // gettingQuote
    '{provider}(으)로 계속', // continueWith
    '{provider} 여는 중…', // opening
    '지금은 사용할 수 있는 카드 제공업체가 없습니다.', // noProvider
    '{network}에서는 {symbol}을(를) 구매할 수 없습니다. 다른 통화를 선택하거나 네트워크를 전환하세요.', // noNetwork
    '예시 옵션을 표시합니다: 제공업체에 연결할 수 없습니다.', // sampleOptions
    '{amount} 도착을 기다리는 중', // pending
    '{provider} 탭에서 결제를 완료하세요. 토큰이 도착하면 여기 잔액이 업데이트됩니다.', // pendingText
    '결제 페이지 다시 열기', // reopen
    '{amount}이(가) 지갑에 도착했습니다', // arrived
    '브라우저가 새 탭을 차단했습니다. 여기에서 결제 페이지를 여세요:', // popupBlocked
  ],
  connectingSocial: [
    '{provider} 창에서 계속하세요', // continueInPopup
    '그 창에서 로그인하세요. 완료되면 이 창이 연결됩니다.', // popupHint
    '팝업이 닫혔습니다', // popupClosed
    '소셜 연결을 시작하지 못했습니다', // socialFailed
    '다시 시도', // tryAgain
    '휴대폰 카메라나 Farcaster 앱으로 스캔하세요', // farcasterScan
    'Farcaster 로그인용 QR 코드', // farcasterQr
    'Farcaster에 연결하지 못했습니다', // farcasterFailed
    '링크 복사', // copyLink
    '링크를 복사했습니다', // linkCopied
    'Farcaster 앱으로 로그인', // farcasterApprove
    'Farcaster 열기', // openFarcaster
    '또는 다른 기기로 QR 코드를 스캔하세요', // farcasterOrScan
  ],
  dataCapture: [
    '{name}의 소식 받기', // dataCaptureTitle
    '이메일을 남기면 새 소식과 혜택을 알려 드립니다. 언제든지 수신을 거부할 수 있습니다.', // dataCaptureText
    '{name}의 이메일 수신에 동의합니다', // emailConsent
    '동의하려면 체크박스를 선택하거나 이 단계를 건너뛰세요', // consentRequired
    '올바른 이메일 주소를 입력하세요', // invalidEmail
    '계속', // continue
    '건너뛰기', // skip
    '저장 중…', // saving
    '이메일을 저장했습니다', // emailSaved
  ],
  emailLogin: [
    '{email}(으)로 보낸 코드를 입력하세요', // codeSent
    '코드는 10분 후에 만료됩니다.', // codeHint
    '6자리 중 {index}번째', // codeDigit
    '인증 코드', // codeGroup
    '코드 다시 보내기', // resendCode
    '새 코드를 보냈습니다', // codeResent
    '{count, plural, other {#번 남음}}', // attemptsLeft
    '코드를 확인하는 중…', // verifying
    '인증을 초기화하는 중 문제가 발생했습니다', // authInitFailed
    '다른 이메일 사용', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    '네트워크', // networks
    '이 앱은 현재 네트워크를 지원하지 않습니다. 계속하려면 사용 가능한 네트워크로 전환하세요.', // unsupportedChainText
    '연결됨', // currentNetwork
    '사용 불가', // networkUnavailable
    'EVM 네트워크', // evmNetworks
  ],
  nfts: [
    '아직 NFT가 없습니다', // noNfts
    '보유한 수집품이 여기에 표시됩니다.', // noNftsText
    'NFT를 불러오는 중', // loadingNfts
  ],
  profileWallets: [
    '연결됨', // walletConnected
    '사용 중', // walletActive
    '연결 해제됨', // walletDisconnected
    '전환', // switchWallet
    '다시 연결', // reconnectWallet
    '{name} 연결 해제', // disconnectWallet
    '지갑 추가', // addWallet
    '모두 연결 해제', // disconnectAll
    'EVM 네트워크', // evmNetworks
  ],
  receive: [
    '{network}의 자산을 이 주소로 보내세요.', // receiveText
    '내 {network} 주소의 QR 코드', // receiveQr
    '다음 네트워크에서도 받기', // receiveNetworks
  ],
  registerName: [
    '이름이 있으면 다른 사람들이 주소 대신 이름으로 계정을 찾고 알아볼 수 있습니다.', // registerNameText
    '계정 이름', // accountName
    'yourname', // accountNamePlaceholder
    '사용 가능 여부 확인 중…', // nameChecking
    '{name}을(를) 사용할 수 있습니다', // nameAvailable
    '{name}은(는) 이미 사용 중입니다', // nameTaken
    '사용 가능한 이름', // nameSuggestions
    '등록', // registerName
    '지갑에서 서명하세요…', // registerNameSigning
    '이제 {name}이(가) 계정 이름입니다', // registerNameSuccess
    '이 앱이 계정을 표시하는 모든 곳에서 주소 대신 이 이름이 표시됩니다.', // registerNameSuccessText
    '계정으로 돌아가기', // backToAccount
  ],
  selectToken: [
    '토큰 검색', // searchToken
    '내 토큰', // yourTokens
    '토큰을 찾을 수 없습니다', // noTokenFound
    '다른 이름이나 심볼로 검색하세요.', // noTokenFoundText
    '검색 지우기', // clearSearch
  ],
  send: [
    '금액', // amount
    '사용 가능: {amount} {symbol}', // available
    '최대', // max
    '주소를 입력하거나 붙여넣으세요', // receiverPlaceholder
    '금액을 입력하세요', // enterAmount
    '잘못된 금액', // invalidAmount
    '잔액 부족', // insufficientBalance
    '주소 추가', // addReceiver
    '잘못된 주소', // invalidAddress
    '{amount} sats', // sats
    '보낼 수 없음', // cannotSend
  ],
  sendPreview: [
    '보내는 금액', // sending
    '보내는 중…', // sendingTx
    '네트워크 수수료', // networkFee
    '네트워크', // network
    '사용 불가', // unavailable
    '승인하기 전에 지갑에서 거래 내용을 확인하세요.', // reviewInWallet
    '{amount} {symbol}을(를) 보냈습니다', // sent
    '보내기 실패', // sendFailed
    '수수료율', // feeRate
    '느림', // slow
    '보통', // normal
    '빠름', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sats', // sats
    '금액과 네트워크 수수료를 내기에 잔액이 부족합니다.', // insufficientForFee
    '트랜잭션을 보냈습니다', // transactionSent
    '트랜잭션 ID 복사', // copyTransactionId
    '트랜잭션 ID를 복사했습니다', // transactionIdCopied
    '{explorer}에서 보기', // viewOnExplorer
  ],
  signIn: [
    '{name}에서 지갑 연결을 요청합니다', // signInTitle
    '이 지갑의 소유자임을 증명하려면 메시지에 서명하고 계속하세요.', // signInText
    '이 지갑의 소유자임을 증명하려면 메시지에 서명하고 계속하세요. 취소하면 연결이 해제됩니다.', // signInRequiredText
    '지갑에서 로그인 요청을 승인하세요.', // signInWaiting
    '서명', // sign
    '서명 중…', // signing
  ],
  swap: [
    '지불', // youPay
    '받는 금액', // youReceive
    '잔액: {amount}', // balanceOf
    '최대', // max
    '토큰 바꾸기', // flip
    '토큰 선택', // selectToken
    '금액을 입력하세요', // enterAmount
    '잘못된 금액', // invalidAmount
    '잔액 부족', // insufficientBalance
    '견적을 가져오는 중…', // gettingQuote
    '경로를 찾을 수 없습니다', // noRoute
    '견적을 가져올 수 없습니다. 다시 시도하세요', // quoteFailed
    '스왑 검토', // reviewSwap
    '환율', // rate
    '가격 영향', // priceImpact
    '네트워크 수수료', // networkFee
    '최대 슬리피지', // slippage
    '최소 수령액', // minimumReceived
    '사용 불가', // unavailable
    '이 네트워크는 스왑을 지원하지 않습니다', // unsupported
    '토큰을 거래하려면 스왑을 지원하는 네트워크로 전환하세요.', // unsupportedText
    '네트워크 전환', // switchNetwork
    '토큰 검색', // searchToken
    '내 토큰', // yourTokens
    '인기 토큰', // popularTokens
    '추천', // suggested
    '토큰을 찾을 수 없습니다', // noTokenFound
    '{symbol} 승인', // approveToken
    '승인 중…', // approving
    '먼저 지갑에서 스왑에 사용할 {amount} {symbol}을(를) 정확히 승인하세요.', // approveNote
    '지갑에서 스왑을 확인하세요.', // swapNote
    '승인 후 스왑', // approveAndSwap
    '정확히 {amount} {symbol}을(를) 승인하고 스왑합니다. 지갑에서 한 번만 확인하면 됩니다.', // approveAndSwapNote
    '스왑', // swap
    '스왑 중…', // swapping
    '취소', // cancel
    '{amount} {from}을(를) {to}(으)로 스왑했습니다', // swapped
    '지갑에서 거부됨', // rejected
    '스왑 실패', // swapFailed
    '승인 한도 확인 중…', // checkingAllowance
    '다른 이름이나 심볼로 검색하세요.', // noTokenFoundText
    '검색 지우기', // clearSearch
  ],
  switchActiveChain: [
    '{namespace}(으)로 전환', // switchActiveChainTitle
    '연결된 지갑에 {namespace} 계정이 없습니다. 계속하려면 {namespace}용 지갑을 연결하세요.', // switchActiveChainText
    '{namespace} 지갑 연결', // connectNamespaceWallet
    'EVM 네트워크', // evmNetworks
  ],
  switchNetwork: [
    '{network}(으)로 전환했습니다', // networkSwitched
    '지갑에서 승인', // approveInWallet
    '지갑에서 {network}(으)로 전환하는 요청을 수락하세요.', // switchRequest
    '{name}에서 {network}(으)로 전환하는 요청을 수락하세요.', // switchRequestIn
  ],
  tokens: [
    '아직 토큰이 없습니다', // noTokens
    '{network}에서 받은 토큰이 여기에 표시됩니다.', // noTokensText
    '총 잔액', // totalBalance
    '토큰을 불러오는 중', // loadingTokens
  ],
  updateEmail: [
    '새 이메일', // newEmail
    '코드 보내기', // sendCodes
    '현재 주소와 {email}(으)로 각각 코드를 보냈습니다.', // codesSent
    '현재 이메일로 받은 코드', // currentCode
    '{email}(으)로 받은 코드', // newCode
    '이메일 변경', // confirmChange
    '이메일이 변경되었습니다', // emailChanged
    '확인 중…', // waiting
  ],
  walletConnect: [
    '연결이 거부되었습니다', // connectionRejected
    '{name} 받기', // getWallet
    '이 브라우저에 {name}이(가) 설치되어 있지 않습니다.', // notInstalled
    '{name} 열기', // openWallet
    '휴대폰의 {name}(으)로 스캔하거나 여기에서 여세요.', // scanWithWallet
    '휴대폰의 WalletConnect 지갑으로 스캔하세요', // scanAnyWallet
    '{name} 연결용 QR 코드', // qrCodeFor
    'QR 코드를 준비하는 중', // preparingQr
    '연결 릴레이에 연결할 수 없습니다', // relayUnavailable
    '다시 시도하는 중… 응답하는 즉시 QR 코드가 표시됩니다.', // relayRetrying
    '또는 QR 코드 스캔', // orScanQr
    '링크 복사', // copyLink
    '링크를 복사했습니다', // linkCopied
    '확장 프로그램 받기', // getExtension
    '앱 받기', // getApp
    '웹사이트', // website
    '지갑 열기', // openAWallet
    '다른 기기의 WalletConnect 지갑으로 스캔하세요', // scanFromAnotherDevice
  ],
  smartSessions: [
    '세션', // sessions
    '세션 불러오는 중', // loadingSessions
    '세션 없음', // noSessions
    '매번 묻지 않고 한도 내에서 작업하도록 허용한 앱이 여기에 표시됩니다.', // noSessionsText
    '세션을 불러올 수 없습니다', // sessionsError
    '다시 시도', // retry
    '{contract}의 {name}', // sessionCall
    '{limit} 중 {spent} 사용', // sessionSpent
    '{amount} 기본 단위', // baseUnits
    '{date}까지', // sessionUntil
    '만료됨', // sessionExpired
    '취소', // revoke
    '세션 {name} 취소', // revokeSession
    '취소 중…', // revoking
    '세션이 취소되었습니다', // revoked
  ],
} satisfies ViewTexts
