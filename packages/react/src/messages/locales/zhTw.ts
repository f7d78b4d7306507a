import type { MessageTexts } from '../en.ts'

/**
 * Traditional Chinese (Taiwan): the button's and the first views' texts, in the order of `en.ts`'s keys,
 * which the comments name.
 */
export default [
  '連接錢包', // connectWallet
  '連接中…', // connecting
  '所有錢包', // allWallets
  '{count}+', // allWalletsCount
  '返回', // back
  '關閉', // close
  '錢包', // walletList
  '已安裝', // installed
  '最近使用', // recent
  'WalletConnect', // walletConnect
  'QR 碼', // qrCode
  '或', // or
  '電子郵件', // email
  '電子郵件', // emailPlaceholder
  '使用電子郵件繼續', // continueWithEmail
  '使用 {name} 繼續', // continueWith
  '電子郵件登入', // emailLogin
  '變更電子郵件', // updateEmail
  '第一次使用錢包？', // newToWallets
  '開始使用', // getStarted
  '什麼是錢包？', // whatIsAWallet
  '錢包可保管你的數位資產，並讓你不用密碼就能登入應用程式。從清單中選一個就能開始。', // whatIsAWalletText
  '請在 {name} 中繼續', // continueIn
  '請在錢包中接受連接要求', // acceptConnection
  '連接失敗', // connectionFailed
  '你在 {name} 中拒絕了要求。準備好後可以再試一次。', // connectionDeclined
  '在 {name} 可用的網路上連線：', // networkNotAddedChoose
  '再試一次', // tryAgain
  '重試', // retry
  '帳戶', // account
  '代幣', // tokens
  'NFT', // nfts
  '活動', // activity
  '中斷連接', // disconnect
  '已中斷連接', // disconnected
  '複製地址', // copyAddress
  '已複製地址', // addressCopied
  '複製失敗', // copyFailed
  '餘額', // balance
  '收款', // receive
  '收款', // receiveTitle
  '選擇網路', // selectNetwork
  '切換網路', // switchNetwork
  '正在切換網路…', // switchingNetwork
  '未知網路', // unknownNetwork
  '切換遭拒', // switchFailed
  '切換鏈', // switchChain
  '區塊瀏覽器', // blockExplorer
  '找不到驗證連接器', // noAuthConnector
  '連接錢包即表示你同意我們的服務條款和隱私權政策', // legal
  '由 Portico 提供技術支援', // poweredBy
  '載入中', // loading
  '發生錯誤', // somethingWentWrong
  '通知', // notifications
  '傳送', // send
  '傳送', // sendTitle
  '選擇代幣', // selectToken
  '收款方', // to
  '確認傳送', // reviewSend
  '兌換', // swap
  '購買', // buy
  '購買加密貨幣', // buyTitle
  '選擇幣別', // selectCurrency
  '兌換', // swapTitle
  '確認兌換', // swapPreviewTitle
  '取消', // cancel
  '登入', // signInView
  '保持聯繫', // dataCaptureView
  '選擇名稱', // registerNameView
  '名稱已註冊', // registerNameSuccessView
  '選擇一個名稱', // chooseName
  '錢包', // profileWalletsView
  '智慧工作階段', // smartSessionsView
  '請輸入有效的電子郵件地址', // invalidEmail
] satisfies MessageTexts
