import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Simplified Chinese: every lazy view's texts, one chunk loaded with the modal's code. Each list follows
 * its English catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    '代币余额不可用', // tokenBalanceUnavailable
    '无法获取交易记录', // fetchTransactions
    '签名消息时出错', // signMessageFailed
    '钱包未批准查询调用状态。', // callStatusNotApproved
    '切换网络失败：钱包尚未批准此网络', // chainNotApproved
    '不支持跨多个命名空间的请求…', // multiNamespaceRequest
    '弹窗已关闭', // modalClosed
    '连接被拒绝', // connectionRejected
    '弹出窗口已关闭', // popupClosed
    '连接失败', // connectionFailed
    '无法发起社交登录连接', // socialConnectionFailed
    '无法连接 Farcaster', // farcasterConnectionFailed
    '初始化身份验证时出现问题', // authInitializationFailed
    '未找到身份验证连接器', // noAuthConnector
    '未通过邮箱或社交账号连接', // notConnectedToEmailOrSocial
    '解析名称时出错', // resolveNameFailed
    '获取名称建议时出错', // nameSuggestionsFailed
    '获取地址的名称时出错', // namesForAddressFailed
    '注册名称 {name} 时出错', // registerNameFailed
    '未找到该名称', // nameNotFound
    '不支持的链', // unsupportedChain
    '交易已在钱包中被拒绝', // transactionRejected
    '需要金额和收款地址', // sendAmountAndReceiverRequired
    '需要选择代币', // sendTokenRequired
    '需要代币地址', // erc20TokenAddressRequired
    '该网络不支持 Gas 价格', // gasPriceNetworkNotSupported
    '该网络不支持兑换', // swapNetworkNotSupported
    '请输入有效金额', // invalidAmount
    '未找到此兑换的路径', // swapRouteNotFound
    'SIWX 未启用', // siwxNotEnabled
    '未找到活跃账户', // noActiveCaipAddress
    '未找到网络', // networkNotFound
    '未找到地址或身份验证连接器', // addressOrAuthConnectorNotFound
    'HTTP 状态码：{status}', // httpStatus
    '请求响应时间过长。', // requestTimeout
    '不允许此操作', // rpcCallNotAllowed
    '应用配置无效', // invalidAppConfiguration
    '已达到赞助交易的每日上限。请稍后再试。', // sponsorshipLimitReached
    '会话的支出限额不足以支付此金额', // smartSessionSpendLimitExceeded
    '会话不允许此合约或函数', // smartSessionOutOfScope
    '会话已过期', // smartSessionExpired
    '会话已被撤销', // smartSessionRevoked
    '此页面没有该会话的密钥', // smartSessionUnknownSession
    '会话需要智能账户上的内嵌钱包', // smartSessionNotSmartAccount
    '会话请求已在钱包中被拒绝', // smartSessionUserRejected
    '会话请求失败', // smartSessionFailed
    '钱包不支持这些调用所需的功能', // walletCallsUnsupportedNonOptionalCapability
    '钱包不支持在此网络上调用', // walletCallsUnsupportedChainId
    '钱包中已有此 ID 的调用', // walletCallsDuplicateId
    '钱包不识别这些调用', // walletCallsUnknownBundleId
    '钱包无法一次发送这么多调用', // walletCallsBundleTooLarge
    '将调用一起发送所需的账户升级已被拒绝', // walletCallsAtomicReadyUpgradeRejected
    '钱包无法一起发送这些调用', // walletCallsAtomicityNotSupported
    '调用已在钱包中被拒绝', // walletCallsUserRejected
    '钱包无法发送这些调用', // walletCallsFailed
    '钱包无法添加 {network}', // networkNotAdded
    '钱包请求失败', // walletRequestFailed
    '发送到此地址的最低金额为 {minimum} sats', // amountBelowDust
    '余额不足以支付金额和网络费用', // insufficientFunds
    '网络拒绝如此小的输出（粉尘）', // broadcastDust
    '网络费用过低，网络不会转发该交易', // broadcastFeeTooLow
    '此交易花费的币已被花费。请刷新后重试', // broadcastInputsSpent
    '另一笔待处理交易花费了相同的币。请等待其确认', // broadcastMempoolConflict
    '网络拒绝了该交易', // broadcastRefused
  ],
  activity: [
    '正在加载动态', // loadingActivity
    '暂无动态', // noActivity
    '此账户的交易将显示在这里。', // noActivityText
    '无法加载动态', // activityUnavailable
    '已发送', // activitySent
    '已收到', // activityReceived
    '已兑换', // activitySwapped
    '已铸造', // activityMinted
    '已销毁', // activityBurned
    '已授权', // activityApproved
    '已部署', // activityDeployed
    '合约调用', // activityExecuted
    '失败', // activityFailed
    '处理中', // activityPending
    '来自 {address}', // activityFrom
    '发往 {address}', // activityTo
    '在 {explorer} 上查看', // viewOnExplorer
  ],
  addresses: [
    '复制{name}', // copyNamedAddress
    '地址', // addresses
    '地址', // address
    '付款地址', // paymentAddress
    'Ordinals 地址', // ordinalsAddress
    '当前', // active
  ],
  allWallets: [
    '搜索钱包', // searchWallet
    '搜索钱包', // searchPlaceholder
    '未找到钱包', // noWalletFound
    '正在加载钱包', // loadingWallets
    '请检查拼写或搜索其他钱包。', // noWalletFoundText
    '清除搜索', // clearSearch
  ],
  authSettings: [
    '钱包设置', // walletSettings
    '更改邮箱', // changeEmail
    '导出私钥', // exportKey
    '恢复密码', // recoveryPasscode
    '会话', // smartSessions
    '智能账户', // smartAccount
    '智能账户：已部署', // smartAccountDeployed
    '智能账户：将由第一笔交易创建', // smartAccountCounterfactual
    '此网络不支持智能账户', // smartAccountUnavailable
    '账户类型：EOA（密钥本身的地址）', // eoa
    '使用智能账户', // useSmartAccount
  ],
  buy: [
    '服务商', // provider
    '手续费 {range}', // fee
    '购买', // youBuy
    '网络', // network
    '支付', // youPay
    '支付币种', // paymentCurrency
    '购买币种', // purchaseCurrency
    '搜索币种', // searchCurrency
    '未找到币种', // noCurrencyFound
    '没有与“{query}”匹配的结果。', // noCurrencyFoundText
    '在 {network} 上不可用', // notOnNetwork
    '最低 {min} · 最高 {max} {currency}', // limits
    '收到', // youReceive
    '手续费', // fees
    '总计', // total
    '最低金额为 {min} {currency}', // belowMin
    '最高金额为 {max} {currency}', // aboveMax
    '请输入金额', // enterAmount
    '正在获取报价…', // gettingQuote
    '使用 {provider} 继续', // continueWith
    '正在打开 {provider}…', // opening
    '目前没有可用的银行卡服务商。', // noProvider
    '无法在 {network} 上购买 {symbol}。请选择其他币种或切换网络。', // noNetwork
    '当前显示示例选项：无法连接服务商。', // sampleOptions
    '正在等待 {amount} 到账', // pending
    '请在 {provider} 标签页中完成付款。代币到账后，这里的余额会更新。', // pendingText
    '重新打开付款页面', // reopen
    '{amount} 已到达你的钱包', // arrived
    '浏览器拦截了新标签页。请在这里打开付款页面：', // popupBlocked
  ],
  connectingSocial: [
    '请在 {provider} 窗口中继续', // continueInPopup
    '在那里登录；完成后此窗口会自动连接。', // popupHint
    '弹出窗口已关闭', // popupClosed
    '无法发起社交账号连接', // socialFailed
    '再试一次', // tryAgain
    '用手机相机或 Farcaster 应用扫描', // farcasterScan
    '用于 Farcaster 登录的二维码', // farcasterQr
    '无法连接到 Farcaster', // farcasterFailed
    '复制链接', // copyLink
    '链接已复制', // linkCopied
    '使用 Farcaster 应用登录', // farcasterApprove
    '打开 Farcaster', // openFarcaster
    '或在另一台设备上扫描二维码', // farcasterOrScan
  ],
  dataCapture: [
    '获取 {name} 的最新消息', // dataCaptureTitle
    '留下你的邮箱，获取新闻和优惠信息。你可以随时退订。', // dataCaptureText
    '我同意 {name} 向我发送邮件', // emailConsent
    '勾选复选框表示同意，或跳过此步骤', // consentRequired
    '请输入有效的邮箱地址', // invalidEmail
    '继续', // continue
    '跳过', // skip
    '正在保存…', // saving
    '邮箱已保存', // emailSaved
  ],
  emailLogin: [
    '请输入我们发送到 {email} 的验证码', // codeSent
    '验证码 10 分钟内有效。', // codeHint
    '第 {index} 位，共 6 位', // codeDigit
    '验证码', // codeGroup
    '重新发送验证码', // resendCode
    '新的验证码已发送', // codeResent
    '{count, plural, other {还剩 # 次机会}}', // attemptsLeft
    '正在验证…', // verifying
    '初始化认证时出现问题', // authInitFailed
    '使用其他邮箱', // changeEmail
    '{message}。{attempts}。', // codeRefused
  ],
  networks: [
    '网络', // networks
    '此应用不支持你当前的网络。请切换到可用的网络以继续。', // unsupportedChainText
    '已连接', // currentNetwork
    '不可用', // networkUnavailable
    'EVM 网络', // evmNetworks
  ],
  nfts: [
    '暂无 NFT', // noNfts
    '你拥有的收藏品将显示在这里。', // noNftsText
    '正在加载 NFT', // loadingNfts
  ],
  profileWallets: [
    '已连接', // walletConnected
    '当前', // walletActive
    '已断开', // walletDisconnected
    '切换', // switchWallet
    '重新连接', // reconnectWallet
    '断开 {name}', // disconnectWallet
    '添加钱包', // addWallet
    '全部断开', // disconnectAll
    'EVM 网络', // evmNetworks
  ],
  receive: [
    '请将 {network} 上的资产发送到此地址。', // receiveText
    '你的 {network} 地址二维码', // receiveQr
    '也可在以下网络收款', // receiveNetworks
  ],
  registerName: [
    '有了名称，别人就能通过名称而不是地址找到并认出你的账户。', // registerNameText
    '账户名称', // accountName
    'yourname', // accountNamePlaceholder
    '正在检查是否可用…', // nameChecking
    '{name} 可以使用', // nameAvailable
    '{name} 已被占用', // nameTaken
    '可用名称', // nameSuggestions
    '注册', // registerName
    '请在钱包中签名…', // registerNameSigning
    '{name} 现在是你的账户名称', // registerNameSuccess
    '在此应用显示你账户的地方，都会用它代替你的地址。', // registerNameSuccessText
    '返回账户', // backToAccount
  ],
  selectToken: [
    '搜索代币', // searchToken
    '你的代币', // yourTokens
    '未找到代币', // noTokenFound
    '请搜索其他名称或符号。', // noTokenFoundText
    '清除搜索', // clearSearch
  ],
  send: [
    '金额', // amount
    '可用 {amount} {symbol}', // available
    '最大', // max
    '输入或粘贴地址', // receiverPlaceholder
    '请输入金额', // enterAmount
    '金额无效', // invalidAmount
    '余额不足', // insufficientBalance
    '添加地址', // addReceiver
    '地址无效', // invalidAddress
    '{amount} 聪', // sats
    '无法发送', // cannotSend
  ],
  sendPreview: [
    '发送', // sending
    '正在发送…', // sendingTx
    '网络费用', // networkFee
    '网络', // network
    '不可用', // unavailable
    '请在钱包中核对交易后再批准。', // reviewInWallet
    '已发送 {amount} {symbol}', // sent
    '发送失败', // sendFailed
    '费率', // feeRate
    '慢', // slow
    '标准', // normal
    '快', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} 聪', // sats
    '余额不足以支付金额和网络费用。', // insufficientForFee
    '交易已发送', // transactionSent
    '复制交易 ID', // copyTransactionId
    '已复制交易 ID', // transactionIdCopied
    '在 {explorer} 上查看', // viewOnExplorer
  ],
  signIn: [
    '{name} 需要连接到你的钱包', // signInTitle
    '签署此消息以证明你拥有此钱包，然后继续。', // signInText
    '签署此消息以证明你拥有此钱包，然后继续。取消将断开连接。', // signInRequiredText
    '请在钱包中批准登录请求。', // signInWaiting
    '签名', // sign
    '正在签名…', // signing
  ],
  swap: [
    '支付', // youPay
    '收到', // youReceive
    '余额：{amount}', // balanceOf
    '最大', // max
    '交换代币', // flip
    '选择代币', // selectToken
    '请输入金额', // enterAmount
    '金额无效', // invalidAmount
    '余额不足', // insufficientBalance
    '正在获取报价…', // gettingQuote
    '未找到路径', // noRoute
    '暂无报价，请重试', // quoteFailed
    '确认兑换', // reviewSwap
    '汇率', // rate
    '价格影响', // priceImpact
    '网络费用', // networkFee
    '最大滑点', // slippage
    '最少收到', // minimumReceived
    '不可用', // unavailable
    '此网络不支持兑换', // unsupported
    '请切换到支持兑换的网络来交易代币。', // unsupportedText
    '切换网络', // switchNetwork
    '搜索代币', // searchToken
    '你的代币', // yourTokens
    '热门代币', // popularTokens
    '推荐', // suggested
    '未找到代币', // noTokenFound
    '授权 {symbol}', // approveToken
    '正在授权…', // approving
    '请先在钱包中为本次兑换授权恰好 {amount} {symbol}。', // approveNote
    '请在钱包中确认兑换。', // swapNote
    '授权并兑换', // approveAndSwap
    '授权恰好 {amount} {symbol} 并兑换，只需在钱包中确认一次。', // approveAndSwapNote
    '兑换', // swap
    '正在兑换…', // swapping
    '取消', // cancel
    '已将 {amount} {from} 兑换为 {to}', // swapped
    '已在钱包中拒绝', // rejected
    '兑换失败', // swapFailed
    '正在检查授权额度…', // checkingAllowance
    '请搜索其他名称或符号。', // noTokenFoundText
    '清除搜索', // clearSearch
  ],
  switchActiveChain: [
    '切换到 {namespace}', // switchActiveChainTitle
    '已连接的钱包没有 {namespace} 账户。请连接一个支持 {namespace} 的钱包以继续。', // switchActiveChainText
    '连接 {namespace} 钱包', // connectNamespaceWallet
    'EVM 网络', // evmNetworks
  ],
  switchNetwork: [
    '已切换到 {network}', // networkSwitched
    '在钱包中批准', // approveInWallet
    '请在钱包中接受切换到 {network} 的请求。', // switchRequest
    '请在 {name} 中接受切换到 {network} 的请求。', // switchRequestIn
  ],
  tokens: [
    '暂无代币', // noTokens
    '你在 {network} 上收到的代币将显示在这里。', // noTokensText
    '总余额', // totalBalance
    '正在加载代币', // loadingTokens
  ],
  updateEmail: [
    '新邮箱', // newEmail
    '发送验证码', // sendCodes
    '我们已向你当前的邮箱和 {email} 各发送了一个验证码。', // codesSent
    '发送到当前邮箱的验证码', // currentCode
    '发送到 {email} 的验证码', // newCode
    '更改邮箱', // confirmChange
    '邮箱已更改', // emailChanged
    '正在确认…', // waiting
  ],
  walletConnect: [
    '连接被拒绝', // connectionRejected
    '获取 {name}', // getWallet
    '此浏览器未安装 {name}。', // notInstalled
    '打开 {name}', // openWallet
    '用手机上的 {name} 扫描，或在此处打开。', // scanWithWallet
    '用手机上支持 WalletConnect 的钱包扫描', // scanAnyWallet
    '用于连接 {name} 的二维码', // qrCodeFor
    '正在生成二维码', // preparingQr
    '无法连接到中继服务', // relayUnavailable
    '正在重试… 中继响应后将立即显示二维码。', // relayRetrying
    '或扫描二维码', // orScanQr
    '复制链接', // copyLink
    '链接已复制', // linkCopied
    '获取扩展程序', // getExtension
    '获取应用', // getApp
    '网站', // website
    '打开钱包', // openAWallet
    '用另一台设备上的 WalletConnect 钱包扫描', // scanFromAnotherDevice
  ],
  smartSessions: [
    '会话', // sessions
    '正在加载会话', // loadingSessions
    '没有会话', // noSessions
    '你允许在限额内操作、无需每次询问的应用会显示在这里。', // noSessionsText
    '无法加载会话', // sessionsError
    '重试', // retry
    '{contract} 上的 {name}', // sessionCall
    '已花费 {spent}，上限 {limit}', // sessionSpent
    '{amount} 基本单位', // baseUnits
    '截至 {date}', // sessionUntil
    '已过期', // sessionExpired
    '撤销', // revoke
    '撤销会话 {name}', // revokeSession
    '正在撤销…', // revoking
    '会话已撤销', // revoked
  ],
} satisfies ViewTexts
