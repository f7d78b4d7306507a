import type { MessageTexts } from '../en.ts'

/**
 * Simplified Chinese: the button's and the first views' texts, in the order of `en.ts`'s keys, which the
 * comments name.
 */
export default [
  '连接钱包', // connectWallet
  '正在连接…', // connecting
  '全部钱包', // allWallets
  '{count}+', // allWalletsCount
  '返回', // back
  '关闭', // close
  '钱包', // walletList
  '已安装', // installed
  '最近使用', // recent
  'WalletConnect', // walletConnect
  '二维码', // qrCode
  '或', // or
  '邮箱', // email
  '邮箱', // emailPlaceholder
  '使用邮箱继续', // continueWithEmail
  '使用 {name} 继续', // continueWith
  '邮箱登录', // emailLogin
  '更改邮箱', // updateEmail
  '第一次使用钱包？', // newToWallets
  '开始使用', // getStarted
  '什么是钱包？', // whatIsAWallet
  '钱包用于保管你的数字资产，并让你无需密码即可登录应用。从列表中选择一个即可开始。', // whatIsAWalletText
  '请在 {name} 中继续', // continueIn
  '请在钱包中接受连接请求', // acceptConnection
  '连接失败', // connectionFailed
  '你在 {name} 中拒绝了请求。准备好后可以再试一次。', // connectionDeclined
  '在 {name} 可用的网络上连接：', // networkNotAddedChoose
  '再试一次', // tryAgain
  '重试', // retry
  '账户', // account
  '代币', // tokens
  'NFT', // nfts
  '动态', // activity
  '断开连接', // disconnect
  '已断开连接', // disconnected
  '复制地址', // copyAddress
  '地址已复制', // addressCopied
  '复制失败', // copyFailed
  '余额', // balance
  '收款', // receive
  '收款', // receiveTitle
  '选择网络', // selectNetwork
  '切换网络', // switchNetwork
  '正在切换网络…', // switchingNetwork
  '未知网络', // unknownNetwork
  '切换被拒绝', // switchFailed
  '切换链', // switchChain
  '区块浏览器', // blockExplorer
  '未找到认证连接器', // noAuthConnector
  '连接钱包即表示你同意我们的服务条款和隐私政策', // legal
  '由 Portico 提供支持', // poweredBy
  '加载中', // loading
  '出了点问题', // somethingWentWrong
  '通知', // notifications
  '发送', // send
  '发送', // sendTitle
  '选择代币', // selectToken
  '收款方', // to
  '确认发送', // reviewSend
  '兑换', // swap
  '购买', // buy
  '购买加密货币', // buyTitle
  '选择币种', // selectCurrency
  '兑换', // swapTitle
  '确认兑换', // swapPreviewTitle
  '取消', // cancel
  '登录', // signInView
  '保持联系', // dataCaptureView
  '选择名称', // registerNameView
  '名称已注册', // registerNameSuccessView
  '选择一个名称', // chooseName
  '钱包', // profileWalletsView
  '智能会话', // smartSessionsView
  '请输入有效的邮箱地址', // invalidEmail
] satisfies MessageTexts
