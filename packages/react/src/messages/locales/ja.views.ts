import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Japanese: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'トークン残高を取得できません', // tokenBalanceUnavailable
    '取引を取得できませんでした', // fetchTransactions
    'メッセージの署名でエラーが発生しました', // signMessageFailed
    'ウォレットが呼び出し状況の取得を承認しませんでした。', // callStatusNotApproved
    'ネットワークを切り替えられませんでした：ウォレットがこのネットワークを承認していません', // chainNotApproved
    '複数の名前空間にまたがるリクエストには対応していません…', // multiNamespaceRequest
    'モーダルが閉じられました', // modalClosed
    '接続が拒否されました', // connectionRejected
    'ポップアップが閉じられました', // popupClosed
    '接続できませんでした', // connectionFailed
    'ソーシャル接続を開始できませんでした', // socialConnectionFailed
    'Farcaster に接続できませんでした', // farcasterConnectionFailed
    '認証の初期化中に問題が発生しました', // authInitializationFailed
    '認証コネクタが見つかりません', // noAuthConnector
    'メールまたはソーシャルで接続していません', // notConnectedToEmailOrSocial
    '名前を解決できませんでした', // resolveNameFailed
    '名前の候補を取得できませんでした', // nameSuggestionsFailed
    'アドレスの名前を取得できませんでした', // namesForAddressFailed
    '名前 {name} を登録できませんでした', // registerNameFailed
    '名前が見つかりません', // nameNotFound
    '対応していないチェーンです', // unsupportedChain
    'ウォレットで取引が拒否されました', // transactionRejected
    '金額と受取人アドレスが必要です', // sendAmountAndReceiverRequired
    'トークンが必要です', // sendTokenRequired
    'トークンアドレスが必要です', // erc20TokenAddressRequired
    'このネットワークはガス価格に対応していません', // gasPriceNetworkNotSupported
    'このネットワークはスワップに対応していません', // swapNetworkNotSupported
    '有効な金額を入力してください', // invalidAmount
    'このスワップのルートが見つかりません', // swapRouteNotFound
    'SIWX が有効になっていません', // siwxNotEnabled
    'アクティブなアカウントが見つかりません', // noActiveCaipAddress
    'ネットワークが見つかりません', // networkNotFound
    'アドレスまたは認証コネクタが見つかりません', // addressOrAuthConnectorNotFound
    'HTTP ステータスコード：{status}', // httpStatus
    'リクエストの応答に時間がかかりすぎました。', // requestTimeout
    'この操作は許可されていません', // rpcCallNotAllowed
    'アプリの設定が無効です', // invalidAppConfiguration
    'スポンサー付き取引の1日の上限に達しました。後でもう一度お試しください。', // sponsorshipLimitReached
    'セッションの支出上限ではこの金額をまかなえません', // smartSessionSpendLimitExceeded
    'このセッションではこのコントラクトまたは関数は許可されていません', // smartSessionOutOfScope
    'セッションの有効期限が切れました', // smartSessionExpired
    'セッションは取り消されました', // smartSessionRevoked
    'このページにはセッションの鍵がありません', // smartSessionUnknownSession
    'セッションにはスマートアカウント上の組み込みウォレットが必要です', // smartSessionNotSmartAccount
    'ウォレットでセッションのリクエストが拒否されました', // smartSessionUserRejected
    'セッションのリクエストに失敗しました', // smartSessionFailed
    'これらの呼び出しに必要な機能にウォレットが対応していません', // walletCallsUnsupportedNonOptionalCapability
    'ウォレットはこのネットワークでの呼び出しに対応していません', // walletCallsUnsupportedChainId
    'ウォレットにはこの ID の呼び出しがすでにあります', // walletCallsDuplicateId
    'ウォレットはこれらの呼び出しを認識していません', // walletCallsUnknownBundleId
    'ウォレットは一度にこれほど多くの呼び出しを送信できません', // walletCallsBundleTooLarge
    '呼び出しをまとめて送信するためのアカウントのアップグレードが拒否されました', // walletCallsAtomicReadyUpgradeRejected
    'ウォレットはこれらの呼び出しをまとめて送信できません', // walletCallsAtomicityNotSupported
    'ウォレットで呼び出しが拒否されました', // walletCallsUserRejected
    'ウォレットは呼び出しを送信できませんでした', // walletCallsFailed
    'ウォレットは{network}を追加できませんでした', // networkNotAdded
    'ウォレットへのリクエストに失敗しました', // walletRequestFailed
    'このアドレスへの最小額は{minimum} satsです', // amountBelowDust
    '金額とネットワーク手数料に対して残高が不足しています', // insufficientFunds
    'ネットワークはこれほど少額の出力を拒否します（ダスト）', // broadcastDust
    'ネットワーク手数料が低すぎるため、取引が中継されません', // broadcastFeeTooLow
    'この取引が使うコインはすでに使用済みです。更新してもう一度お試しください', // broadcastInputsSpent
    '別の保留中の取引が同じコインを使っています。その確認をお待ちください', // broadcastMempoolConflict
    'ネットワークが取引を拒否しました', // broadcastRefused
  ],
  activity: [
    'アクティビティを読み込み中', // loadingActivity
    'アクティビティはまだありません', // noActivity
    'このアカウントの取引がここに表示されます。', // noActivityText
    'アクティビティを読み込めませんでした', // activityUnavailable
    '送金', // activitySent
    '受取', // activityReceived
    'スワップ', // activitySwapped
    'ミント', // activityMinted
    'バーン', // activityBurned
    '承認', // activityApproved
    'デプロイ', // activityDeployed
    'コントラクト呼び出し', // activityExecuted
    '失敗', // activityFailed
    '保留中', // activityPending
    '送信元 {address}', // activityFrom
    '宛先 {address}', // activityTo
    '{explorer} で表示', // viewOnExplorer
  ],
  addresses: [
    '{name} をコピー', // copyNamedAddress
    'アドレス', // addresses
    'アドレス', // address
    '支払いアドレス', // paymentAddress
    'Ordinals アドレス', // ordinalsAddress
    '使用中', // active
  ],
  allWallets: [
    'ウォレットを検索', // searchWallet
    'ウォレットを検索', // searchPlaceholder
    'ウォレットが見つかりません', // noWalletFound
    'ウォレットを読み込み中', // loadingWallets
    '綴りを確認するか、別のウォレットを検索してください。', // noWalletFoundText
    '検索をクリア', // clearSearch
  ],
  authSettings: [
    'ウォレットの設定', // walletSettings
    'メールアドレスを変更', // changeEmail
    '秘密鍵をエクスポート', // exportKey
    '復元用パスコード', // recoveryPasscode
    'セッション', // smartSessions
    'スマートアカウント', // smartAccount
    'スマートアカウント：デプロイ済み', // smartAccountDeployed
    'スマートアカウント：最初の取引で作成されます', // smartAccountCounterfactual
    'このネットワークではスマートアカウントを利用できません', // smartAccountUnavailable
    'アカウントの種類：EOA（鍵そのもののアドレス）', // eoa
    'スマートアカウントを使う', // useSmartAccount
  ],
  buy: [
    'プロバイダー', // provider
    '手数料 {range}', // fee
    '購入', // youBuy
    'ネットワーク', // network
    '支払い', // youPay
    '支払い通貨', // paymentCurrency
    '購入する通貨', // purchaseCurrency
    '通貨を検索', // searchCurrency
    '通貨が見つかりません', // noCurrencyFound
    '「{query}」に一致するものはありません。', // noCurrencyFoundText
    '{network} では利用できません', // notOnNetwork
    '最小 {min} · 最大 {max} {currency}', // limits
    '受け取り', // youReceive
    '手数料', // fees
    '合計', // total
    '最小額は {min} {currency} です', // belowMin
    '最大額は {max} {currency} です', // aboveMax
    '金額を入力してください', // enterAmount
    '見積もりを取得中…', // gettingQuote
    '{provider} で続ける', // continueWith
    '{provider} を開いています…', // opening
    '現在利用できるカードプロバイダーはありません。', // noProvider
    '{network} では {symbol} を購入できません。別の通貨を選ぶか、ネットワークを切り替えてください。', // noNetwork
    'サンプルのオプションを表示しています：プロバイダーに接続できませんでした。', // sampleOptions
    '{amount} の着金を待っています', // pending
    '{provider} のタブで支払いを完了してください。トークンが届くとここの残高が更新されます。', // pendingText
    '決済画面を再度開く', // reopen
    '{amount} がウォレットに届きました', // arrived
    'ブラウザが新しいタブをブロックしました。こちらから決済画面を開いてください：', // popupBlocked
  ],
  connectingSocial: [
    '{provider} のウィンドウで続けてください', // continueInPopup
    'そちらでサインインしてください。完了するとこのウィンドウが接続します。', // popupHint
    'ポップアップが閉じられました', // popupClosed
    'ソーシャル接続を開始できませんでした', // socialFailed
    'もう一度試す', // tryAgain
    'スマートフォンのカメラまたは Farcaster アプリでスキャンしてください', // farcasterScan
    'Farcaster でサインインするための QR コード', // farcasterQr
    'Farcaster に接続できませんでした', // farcasterFailed
    'リンクをコピー', // copyLink
    'リンクをコピーしました', // linkCopied
    'Farcaster アプリでサインイン', // farcasterApprove
    'Farcaster を開く', // openFarcaster
    'または別のデバイスで QR コードをスキャン', // farcasterOrScan
  ],
  dataCapture: [
    '{name} から最新情報を受け取る', // dataCaptureTitle
    'メールアドレスを登録すると、ニュースやお得な情報が届きます。配信はいつでも停止できます。', // dataCaptureText
    '{name} からのメール受信に同意します', // emailConsent
    '同意する場合はチェックを入れるか、この手順をスキップしてください', // consentRequired
    '有効なメールアドレスを入力してください', // invalidEmail
    '続ける', // continue
    'スキップ', // skip
    '保存中…', // saving
    'メールアドレスを保存しました', // emailSaved
  ],
  emailLogin: [
    '{email} に送信したコードを入力してください', // codeSent
    'コードの有効期限は 10 分です。', // codeHint
    '6 桁中 {index} 桁目', // codeDigit
    '確認コード', // codeGroup
    'コードを再送信', // resendCode
    '新しいコードを送信しました', // codeResent
    '{count, plural, other {残り # 回}}', // attemptsLeft
    'コードを確認中…', // verifying
    '認証の初期化中に問題が発生しました', // authInitFailed
    '別のメールアドレスを使う', // changeEmail
    '{message}。{attempts}。', // codeRefused
  ],
  networks: [
    'ネットワーク', // networks
    'このアプリは現在のネットワークに対応していません。続けるには利用可能なネットワークに切り替えてください。', // unsupportedChainText
    '接続中', // currentNetwork
    '利用不可', // networkUnavailable
    'EVM ネットワーク', // evmNetworks
  ],
  nfts: [
    'NFT はまだありません', // noNfts
    '保有しているコレクティブルがここに表示されます。', // noNftsText
    'NFT を読み込み中', // loadingNfts
  ],
  profileWallets: [
    '接続済み', // walletConnected
    '使用中', // walletActive
    '未接続', // walletDisconnected
    '切り替え', // switchWallet
    '再接続', // reconnectWallet
    '{name} の接続を解除', // disconnectWallet
    'ウォレットを追加', // addWallet
    'すべて接続解除', // disconnectAll
    'EVM ネットワーク', // evmNetworks
  ],
  receive: [
    '{network} 上の資産をこのアドレスに送ってください。', // receiveText
    'あなたの {network} アドレスの QR コード', // receiveQr
    '次のネットワークでも受け取れます', // receiveNetworks
  ],
  registerName: [
    '名前があれば、アドレスの代わりに名前でアカウントを見つけてもらえます。', // registerNameText
    'アカウント名', // accountName
    'yourname', // accountNamePlaceholder
    '利用できるか確認中…', // nameChecking
    '{name} は利用できます', // nameAvailable
    '{name} はすでに使われています', // nameTaken
    '利用できる名前', // nameSuggestions
    '登録', // registerName
    'ウォレットで署名してください…', // registerNameSigning
    '{name} がアカウント名になりました', // registerNameSuccess
    'このアプリでアカウントが表示される場所では、アドレスの代わりにこの名前が表示されます。', // registerNameSuccessText
    'アカウントに戻る', // backToAccount
  ],
  selectToken: [
    'トークンを検索', // searchToken
    '保有トークン', // yourTokens
    'トークンが見つかりません', // noTokenFound
    '別の名前またはシンボルで検索してください。', // noTokenFoundText
    '検索をクリア', // clearSearch
  ],
  send: [
    '金額', // amount
    '利用可能：{amount} {symbol}', // available
    '最大', // max
    'アドレスを入力または貼り付け', // receiverPlaceholder
    '金額を入力してください', // enterAmount
    '無効な金額です', // invalidAmount
    '残高が不足しています', // insufficientBalance
    'アドレスを追加', // addReceiver
    '無効なアドレスです', // invalidAddress
    '{amount} sats', // sats
    '送信できません', // cannotSend
  ],
  sendPreview: [
    '送金額', // sending
    '送金中…', // sendingTx
    'ネットワーク手数料', // networkFee
    'ネットワーク', // network
    '利用不可', // unavailable
    '承認する前にウォレットで取引内容を確認してください。', // reviewInWallet
    '{amount} {symbol} を送金しました', // sent
    '送金に失敗しました', // sendFailed
    '手数料率', // feeRate
    '低速', // slow
    '標準', // normal
    '高速', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sats', // sats
    '金額とネットワーク手数料に対して残高が不足しています。', // insufficientForFee
    'トランザクションを送信しました', // transactionSent
    'トランザクションIDをコピー', // copyTransactionId
    'トランザクションIDをコピーしました', // transactionIdCopied
    '{explorer}で表示', // viewOnExplorer
  ],
  signIn: [
    '{name} がウォレットへの接続を求めています', // signInTitle
    'このウォレットの所有者であることを証明するため、メッセージに署名して続けてください。', // signInText
    'このウォレットの所有者であることを証明するため、メッセージに署名して続けてください。キャンセルすると接続が解除されます。', // signInRequiredText
    'ウォレットでサインインのリクエストを承認してください。', // signInWaiting
    '署名', // sign
    '署名中…', // signing
  ],
  swap: [
    '支払い', // youPay
    '受け取り', // youReceive
    '残高：{amount}', // balanceOf
    '最大', // max
    'トークンを入れ替え', // flip
    'トークンを選択', // selectToken
    '金額を入力してください', // enterAmount
    '無効な金額です', // invalidAmount
    '残高が不足しています', // insufficientBalance
    '見積もりを取得中…', // gettingQuote
    'ルートが見つかりません', // noRoute
    '見積もりを取得できません。もう一度お試しください', // quoteFailed
    'スワップ内容を確認', // reviewSwap
    'レート', // rate
    '価格への影響', // priceImpact
    'ネットワーク手数料', // networkFee
    '最大スリッページ', // slippage
    '最低受取額', // minimumReceived
    '利用不可', // unavailable
    'このネットワークはスワップに対応していません', // unsupported
    'トークンを交換するには、スワップに対応したネットワークに切り替えてください。', // unsupportedText
    'ネットワークを切り替え', // switchNetwork
    'トークンを検索', // searchToken
    '保有トークン', // yourTokens
    '人気のトークン', // popularTokens
    'おすすめ', // suggested
    'トークンが見つかりません', // noTokenFound
    '{symbol} を承認', // approveToken
    '承認中…', // approving
    'まず、スワップ用にちょうど {amount} {symbol} をウォレットで承認してください。', // approveNote
    'ウォレットでスワップを確定してください。', // swapNote
    '承認してスワップ', // approveAndSwap
    '{amount} {symbol} ちょうどを承認してスワップします。ウォレットでの確認は1回だけです。', // approveAndSwapNote
    'スワップ', // swap
    'スワップ中…', // swapping
    'キャンセル', // cancel
    '{amount} {from} を {to} にスワップしました', // swapped
    'ウォレットで拒否されました', // rejected
    'スワップに失敗しました', // swapFailed
    '承認額を確認中…', // checkingAllowance
    '別の名前またはシンボルで検索してください。', // noTokenFoundText
    '検索をクリア', // clearSearch
  ],
  switchActiveChain: [
    '{namespace} に切り替え', // switchActiveChainTitle
    '接続中のウォレットには {namespace} のアカウントがありません。続けるには {namespace} 用のウォレットを接続してください。', // switchActiveChainText
    '{namespace} ウォレットを接続', // connectNamespaceWallet
    'EVM ネットワーク', // evmNetworks
  ],
  switchNetwork: [
    '{network} に切り替えました', // networkSwitched
    'ウォレットで承認', // approveInWallet
    'ウォレットで {network} への切り替えリクエストを承認してください。', // switchRequest
    '{name} で {network} への切り替えリクエストを承認してください。', // switchRequestIn
  ],
  tokens: [
    'トークンはまだありません', // noTokens
    '{network} で受け取ったトークンがここに表示されます。', // noTokensText
    '合計残高', // totalBalance
    'トークンを読み込み中', // loadingTokens
  ],
  updateEmail: [
    '新しいメールアドレス', // newEmail
    'コードを送信', // sendCodes
    '現在のアドレスと {email} にそれぞれコードを送信しました。', // codesSent
    '現在のメールアドレスに届いたコード', // currentCode
    '{email} に届いたコード', // newCode
    'メールアドレスを変更', // confirmChange
    'メールアドレスを変更しました', // emailChanged
    '確認中…', // waiting
  ],
  walletConnect: [
    '接続が拒否されました', // connectionRejected
    '{name} を入手', // getWallet
    '{name} はこのブラウザにインストールされていません。', // notInstalled
    '{name} を開く', // openWallet
    'スマートフォンの {name} でスキャンするか、ここで開いてください。', // scanWithWallet
    'スマートフォンの WalletConnect 対応ウォレットでスキャンしてください', // scanAnyWallet
    '{name} を接続するための QR コード', // qrCodeFor
    'QR コードを準備中', // preparingQr
    '接続リレーに到達できません', // relayUnavailable
    '再試行中… 応答があり次第 QR コードが表示されます。', // relayRetrying
    'または QR コードをスキャン', // orScanQr
    'リンクをコピー', // copyLink
    'リンクをコピーしました', // linkCopied
    '拡張機能を入手', // getExtension
    'アプリを入手', // getApp
    'ウェブサイト', // website
    'ウォレットを開く', // openAWallet
    '別のデバイスの WalletConnect ウォレットでスキャン', // scanFromAnotherDevice
  ],
  smartSessions: [
    'セッション', // sessions
    'セッションを読み込み中', // loadingSessions
    'セッションはありません', // noSessions
    '毎回確認せずに上限内で操作を許可したアプリがここに表示されます。', // noSessionsText
    'セッションを読み込めませんでした', // sessionsError
    '再試行', // retry
    '{contract} の {name}', // sessionCall
    '{limit} のうち {spent} 使用済み', // sessionSpent
    '{amount} 基本単位', // baseUnits
    '{date} まで', // sessionUntil
    '期限切れ', // sessionExpired
    '取り消す', // revoke
    'セッション {name} を取り消す', // revokeSession
    '取り消し中…', // revoking
    'セッションを取り消しました', // revoked
  ],
} satisfies ViewTexts
