import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Traditional Chinese (Taiwan): every lazy view's texts, one chunk loaded with the modal's code. Each list
 * follows its English catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    '代幣餘額無法使用', // tokenBalanceUnavailable
    '無法取得交易紀錄', // fetchTransactions
    '簽署訊息時發生錯誤', // signMessageFailed
    '錢包未核准查詢呼叫狀態。', // callStatusNotApproved
    '切換網路失敗：錢包尚未核准此網路', // chainNotApproved
    '不支援跨多個命名空間的請求…', // multiNamespaceRequest
    '視窗已關閉', // modalClosed
    '連線遭拒', // connectionRejected
    '彈出視窗已關閉', // popupClosed
    '連線失敗', // connectionFailed
    '無法啟動社群登入連線', // socialConnectionFailed
    '無法連線至 Farcaster', // farcasterConnectionFailed
    '初始化驗證時發生問題', // authInitializationFailed
    '找不到驗證連接器', // noAuthConnector
    '未透過電子郵件或社群帳號連線', // notConnectedToEmailOrSocial
    '解析名稱時發生錯誤', // resolveNameFailed
    '取得名稱建議時發生錯誤', // nameSuggestionsFailed
    '取得地址的名稱時發生錯誤', // namesForAddressFailed
    '註冊名稱 {name} 時發生錯誤', // registerNameFailed
    '找不到該名稱', // nameNotFound
    '不支援的鏈', // unsupportedChain
    '交易已在錢包中被拒絕', // transactionRejected
    '需要金額與收款地址', // sendAmountAndReceiverRequired
    '需要選擇代幣', // sendTokenRequired
    '需要代幣地址', // erc20TokenAddressRequired
    '此網路不支援 Gas 價格', // gasPriceNetworkNotSupported
    '此網路不支援兌換', // swapNetworkNotSupported
    '請輸入有效金額', // invalidAmount
    '找不到此兌換的路徑', // swapRouteNotFound
    'SIWX 未啟用', // siwxNotEnabled
    '找不到使用中的帳戶', // noActiveCaipAddress
    '找不到網路', // networkNotFound
    '找不到地址或驗證連接器', // addressOrAuthConnectorNotFound
    'HTTP 狀態碼：{status}', // httpStatus
    '請求回應時間過長。', // requestTimeout
    '不允許此操作', // rpcCallNotAllowed
    '應用程式設定無效', // invalidAppConfiguration
    '已達到贊助交易的每日上限。請稍後再試。', // sponsorshipLimitReached
    '工作階段的支出上限不足以支付此金額', // smartSessionSpendLimitExceeded
    '工作階段不允許此合約或函式', // smartSessionOutOfScope
    '工作階段已過期', // smartSessionExpired
    '工作階段已撤銷', // smartSessionRevoked
    '此頁面沒有該工作階段的金鑰', // smartSessionUnknownSession
    '工作階段需要智慧帳戶上的內嵌錢包', // smartSessionNotSmartAccount
    '工作階段請求已在錢包中遭拒', // smartSessionUserRejected
    '工作階段請求失敗', // smartSessionFailed
    '錢包不支援這些呼叫所需的功能', // walletCallsUnsupportedNonOptionalCapability
    '錢包不支援在此網路上呼叫', // walletCallsUnsupportedChainId
    '錢包中已有此 ID 的呼叫', // walletCallsDuplicateId
    '錢包無法辨識這些呼叫', // walletCallsUnknownBundleId
    '錢包無法一次傳送這麼多呼叫', // walletCallsBundleTooLarge
    '將呼叫一併傳送所需的帳戶升級已遭拒', // walletCallsAtomicReadyUpgradeRejected
    '錢包無法一併傳送這些呼叫', // walletCallsAtomicityNotSupported
    '呼叫已在錢包中遭拒', // walletCallsUserRejected
    '錢包無法傳送這些呼叫', // walletCallsFailed
    '錢包無法新增 {network}', // networkNotAdded
    '錢包請求失敗', // walletRequestFailed
    '傳送到此地址的最低金額為 {minimum} sats', // amountBelowDust
    '餘額不足以支付金額和網路費用', // insufficientFunds
    '網路拒絕如此小的輸出（粉塵）', // broadcastDust
    '網路費用過低，網路不會轉發該交易', // broadcastFeeTooLow
    '此交易花費的幣已被花費。請重新整理後再試', // broadcastInputsSpent
    '另一筆待處理交易花費了相同的幣。請等待其確認', // broadcastMempoolConflict
    '網路拒絕了該交易', // broadcastRefused
  ],
  activity: [
    '正在載入活動', // loadingActivity
    '尚無活動', // noActivity
    '此帳戶的交易會顯示在這裡。', // noActivityText
    '無法載入活動', // activityUnavailable
    '已傳送', // activitySent
    '已收到', // activityReceived
    '已兌換', // activitySwapped
    '已鑄造', // activityMinted
    '已銷毀', // activityBurned
    '已授權', // activityApproved
    '已部署', // activityDeployed
    '合約呼叫', // activityExecuted
    '失敗', // activityFailed
    '處理中', // activityPending
    '來自 {address}', // activityFrom
    '傳至 {address}', // activityTo
    '在 {explorer} 上檢視', // viewOnExplorer
  ],
  addresses: [
    '複製{name}', // copyNamedAddress
    '地址', // addresses
    '地址', // address
    '付款地址', // paymentAddress
    'Ordinals 地址', // ordinalsAddress
    '目前', // active
  ],
  allWallets: [
    '搜尋錢包', // searchWallet
    '搜尋錢包', // searchPlaceholder
    '找不到錢包', // noWalletFound
    '正在載入錢包', // loadingWallets
    '請檢查拼字或搜尋其他錢包。', // noWalletFoundText
    '清除搜尋', // clearSearch
  ],
  authSettings: [
    '錢包設定', // walletSettings
    '變更電子郵件', // changeEmail
    '匯出私鑰', // exportKey
    '復原密碼', // recoveryPasscode
    '工作階段', // smartSessions
    '智慧帳戶', // smartAccount
    '智慧帳戶：已部署', // smartAccountDeployed
    '智慧帳戶：將由第一筆交易建立', // smartAccountCounterfactual
    '此網路不支援智慧帳戶', // smartAccountUnavailable
    '帳戶類型：EOA（金鑰本身的地址）', // eoa
    '使用智慧帳戶', // useSmartAccount
  ],
  buy: [
    '服務商', // provider
    '手續費 {range}', // fee
    '購買', // youBuy
    '網路', // network
    '支付', // youPay
    '付款幣別', // paymentCurrency
    '購買幣別', // purchaseCurrency
    '搜尋幣別', // searchCurrency
    '找不到幣別', // noCurrencyFound
    '沒有與「{query}」相符的結果。', // noCurrencyFoundText
    '在 {network} 上無法使用', // notOnNetwork
    '最低 {min} · 最高 {max} {currency}', // limits
    '收到', // youReceive
    '手續費', // fees
    '總計', // total
    '最低金額為 {min} {currency}', // belowMin
    '最高金額為 {max} {currency}', // aboveMax
    '請輸入金額', // enterAmount
    '正在取得報價…', // gettingQuote
    '使用 {provider} 繼續', // continueWith
    '正在開啟 {provider}…', // opening
    '目前沒有可用的信用卡服務商。', // noProvider
    '無法在 {network} 上購買 {symbol}。請選擇其他幣別或切換網路。', // noNetwork
    '目前顯示範例選項：無法連線至服務商。', // sampleOptions
    '正在等待 {amount} 入帳', // pending
    '請在 {provider} 分頁中完成付款。代幣入帳後，這裡的餘額會更新。', // pendingText
    '重新開啟付款頁面', // reopen
    '{amount} 已送達你的錢包', // arrived
    '瀏覽器封鎖了新分頁。請在這裡開啟付款頁面：', // popupBlocked
  ],
  connectingSocial: [
    '請在 {provider} 視窗中繼續', // continueInPopup
    '在那裡登入；完成後這個視窗會自動連接。', // popupHint
    '彈出式視窗已關閉', // popupClosed
    '無法啟動社群帳號連接', // socialFailed
    '再試一次', // tryAgain
    '用手機相機或 Farcaster 應用程式掃描', // farcasterScan
    '用於 Farcaster 登入的 QR 碼', // farcasterQr
    '無法連接到 Farcaster', // farcasterFailed
    '複製連結', // copyLink
    '已複製連結', // linkCopied
    '使用 Farcaster 應用程式登入', // farcasterApprove
    '開啟 Farcaster', // openFarcaster
    '或在另一台裝置上掃描 QR 碼', // farcasterOrScan
  ],
  dataCapture: [
    '取得 {name} 的最新消息', // dataCaptureTitle
    '留下你的電子郵件，掌握最新消息與優惠。你可以隨時取消訂閱。', // dataCaptureText
    '我同意 {name} 寄送電子郵件給我', // emailConsent
    '勾選方塊表示同意，或略過此步驟', // consentRequired
    '請輸入有效的電子郵件地址', // invalidEmail
    '繼續', // continue
    '略過', // skip
    '正在儲存…', // saving
    '已儲存電子郵件', // emailSaved
  ],
  emailLogin: [
    '請輸入我們寄到 {email} 的驗證碼', // codeSent
    '驗證碼將在 10 分鐘後失效。', // codeHint
    '第 {index} 位，共 6 位', // codeDigit
    '驗證碼', // codeGroup
    '重新傳送驗證碼', // resendCode
    '新的驗證碼已寄出', // codeResent
    '{count, plural, other {還剩 # 次機會}}', // attemptsLeft
    '正在驗證…', // verifying
    '初始化驗證時發生問題', // authInitFailed
    '使用其他電子郵件', // changeEmail
    '{message}。{attempts}。', // codeRefused
  ],
  networks: [
    '網路', // networks
    '此應用程式不支援你目前的網路。請切換到可用的網路以繼續。', // unsupportedChainText
    '已連接', // currentNetwork
    '無法使用', // networkUnavailable
    'EVM 網路', // evmNetworks
  ],
  nfts: [
    '尚無 NFT', // noNfts
    '你擁有的收藏品會顯示在這裡。', // noNftsText
    '正在載入 NFT', // loadingNfts
  ],
  profileWallets: [
    '已連接', // walletConnected
    '目前', // walletActive
    '已中斷', // walletDisconnected
    '切換', // switchWallet
    '重新連接', // reconnectWallet
    '中斷 {name}', // disconnectWallet
    '新增錢包', // addWallet
    '全部中斷', // disconnectAll
    'EVM 網路', // evmNetworks
  ],
  receive: [
    '請將 {network} 上的資產傳送到此地址。', // receiveText
    '你的 {network} 地址 QR 碼', // receiveQr
    '也可在以下網路收款', // receiveNetworks
  ],
  registerName: [
    '有了名稱，別人就能用名稱而不是地址找到並認出你的帳戶。', // registerNameText
    '帳戶名稱', // accountName
    'yourname', // accountNamePlaceholder
    '正在檢查是否可用…', // nameChecking
    '{name} 可以使用', // nameAvailable
    '{name} 已被使用', // nameTaken
    '可用名稱', // nameSuggestions
    '註冊', // registerName
    '請在錢包中簽署…', // registerNameSigning
    '{name} 現在是你的帳戶名稱', // registerNameSuccess
    '在此應用程式顯示你帳戶的地方，都會以它取代你的地址。', // registerNameSuccessText
    '返回帳戶', // backToAccount
  ],
  selectToken: [
    '搜尋代幣', // searchToken
    '你的代幣', // yourTokens
    '找不到代幣', // noTokenFound
    '請搜尋其他名稱或代號。', // noTokenFoundText
    '清除搜尋', // clearSearch
  ],
  send: [
    '金額', // amount
    '可用 {amount} {symbol}', // available
    '最大', // max
    '輸入或貼上地址', // receiverPlaceholder
    '請輸入金額', // enterAmount
    '金額無效', // invalidAmount
    '餘額不足', // insufficientBalance
    '新增地址', // addReceiver
    '地址無效', // invalidAddress
    '{amount} 聰', // sats
    '無法傳送', // cannotSend
  ],
  sendPreview: [
    '傳送', // sending
    '正在傳送…', // sendingTx
    '網路手續費', // networkFee
    '網路', // network
    '無法使用', // unavailable
    '請先在錢包中核對交易，再予以核准。', // reviewInWallet
    '已傳送 {amount} {symbol}', // sent
    '傳送失敗', // sendFailed
    '費率', // feeRate
    '慢', // slow
    '標準', // normal
    '快', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} 聰', // sats
    '餘額不足以支付金額和網路費用。', // insufficientForFee
    '交易已送出', // transactionSent
    '複製交易 ID', // copyTransactionId
    '已複製交易 ID', // transactionIdCopied
    '在 {explorer} 上檢視', // viewOnExplorer
  ],
  signIn: [
    '{name} 需要連接到你的錢包', // signInTitle
    '簽署此訊息以證明你擁有這個錢包，然後繼續。', // signInText
    '簽署此訊息以證明你擁有這個錢包，然後繼續。取消將會中斷連接。', // signInRequiredText
    '請在錢包中核准登入要求。', // signInWaiting
    '簽署', // sign
    '正在簽署…', // signing
  ],
  swap: [
    '支付', // youPay
    '收到', // youReceive
    '餘額：{amount}', // balanceOf
    '最大', // max
    '對調代幣', // flip
    '選擇代幣', // selectToken
    '請輸入金額', // enterAmount
    '金額無效', // invalidAmount
    '餘額不足', // insufficientBalance
    '正在取得報價…', // gettingQuote
    '找不到路徑', // noRoute
    '目前無法報價，請再試一次', // quoteFailed
    '確認兌換', // reviewSwap
    '匯率', // rate
    '價格影響', // priceImpact
    '網路手續費', // networkFee
    '最大滑價', // slippage
    '最少收到', // minimumReceived
    '無法使用', // unavailable
    '此網路不支援兌換', // unsupported
    '請切換到支援兌換的網路來交易代幣。', // unsupportedText
    '切換網路', // switchNetwork
    '搜尋代幣', // searchToken
    '你的代幣', // yourTokens
    '熱門代幣', // popularTokens
    '推薦', // suggested
    '找不到代幣', // noTokenFound
    '授權 {symbol}', // approveToken
    '正在授權…', // approving
    '請先在錢包中為本次兌換授權剛好 {amount} {symbol}。', // approveNote
    '請在錢包中確認兌換。', // swapNote
    '核准並兌換', // approveAndSwap
    '核准剛好 {amount} {symbol} 並兌換，只需在錢包中確認一次。', // approveAndSwapNote
    '兌換', // swap
    '正在兌換…', // swapping
    '取消', // cancel
    '已將 {amount} {from} 兌換為 {to}', // swapped
    '已在錢包中拒絕', // rejected
    '兌換失敗', // swapFailed
    '正在檢查授權額度…', // checkingAllowance
    '請搜尋其他名稱或代號。', // noTokenFoundText
    '清除搜尋', // clearSearch
  ],
  switchActiveChain: [
    '切換到 {namespace}', // switchActiveChainTitle
    '已連接的錢包沒有 {namespace} 帳戶。請連接支援 {namespace} 的錢包以繼續。', // switchActiveChainText
    '連接 {namespace} 錢包', // connectNamespaceWallet
    'EVM 網路', // evmNetworks
  ],
  switchNetwork: [
    '已切換到 {network}', // networkSwitched
    '在錢包中核准', // approveInWallet
    '請在錢包中接受切換到 {network} 的要求。', // switchRequest
    '請在 {name} 中接受切換到 {network} 的要求。', // switchRequestIn
  ],
  tokens: [
    '尚無代幣', // noTokens
    '你在 {network} 上收到的代幣會顯示在這裡。', // noTokensText
    '總餘額', // totalBalance
    '正在載入代幣', // loadingTokens
  ],
  updateEmail: [
    '新的電子郵件', // newEmail
    '傳送驗證碼', // sendCodes
    '我們已分別寄送驗證碼到你目前的地址和 {email}。', // codesSent
    '寄到目前電子郵件的驗證碼', // currentCode
    '寄到 {email} 的驗證碼', // newCode
    '變更電子郵件', // confirmChange
    '已變更電子郵件', // emailChanged
    '正在確認…', // waiting
  ],
  walletConnect: [
    '連接遭拒', // connectionRejected
    '取得 {name}', // getWallet
    '此瀏覽器未安裝 {name}。', // notInstalled
    '開啟 {name}', // openWallet
    '用手機上的 {name} 掃描，或在這裡開啟。', // scanWithWallet
    '用手機上支援 WalletConnect 的錢包掃描', // scanAnyWallet
    '用於連接 {name} 的 QR 碼', // qrCodeFor
    '正在產生 QR 碼', // preparingQr
    '無法連線至中繼服務', // relayUnavailable
    '正在重試… 中繼服務回應後會立即顯示 QR 碼。', // relayRetrying
    '或掃描 QR 碼', // orScanQr
    '複製連結', // copyLink
    '已複製連結', // linkCopied
    '取得擴充功能', // getExtension
    '取得應用程式', // getApp
    '網站', // website
    '開啟錢包', // openAWallet
    '用另一台裝置上的 WalletConnect 錢包掃描', // scanFromAnotherDevice
  ],
  smartSessions: [
    '工作階段', // sessions
    '正在載入工作階段', // loadingSessions
    '沒有工作階段', // noSessions
    '你允許在限額內操作、無需每次詢問的應用程式會顯示在這裡。', // noSessionsText
    '無法載入工作階段', // sessionsError
    '重試', // retry
    '{contract} 上的 {name}', // sessionCall
    '已花費 {spent}，上限 {limit}', // sessionSpent
    '{amount} 基本單位', // baseUnits
    '至 {date}', // sessionUntil
    '已過期', // sessionExpired
    '撤銷', // revoke
    '撤銷工作階段 {name}', // revokeSession
    '正在撤銷…', // revoking
    '工作階段已撤銷', // revoked
  ],
} satisfies ViewTexts
