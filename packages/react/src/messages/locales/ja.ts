import type { MessageTexts } from '../en.ts'

/**
 * Japanese: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'ウォレットを接続', // connectWallet
  '接続中…', // connecting
  'すべてのウォレット', // allWallets
  '{count}+', // allWalletsCount
  '戻る', // back
  '閉じる', // close
  'ウォレット', // walletList
  'インストール済み', // installed
  '最近', // recent
  'WalletConnect', // walletConnect
  'QR コード', // qrCode
  'または', // or
  'メール', // email
  'メールアドレス', // emailPlaceholder
  'メールで続ける', // continueWithEmail
  '{name} で続ける', // continueWith
  'メールでログイン', // emailLogin
  'メールアドレスを変更', // updateEmail
  'ウォレットは初めてですか？', // newToWallets
  'はじめる', // getStarted
  'ウォレットとは？', // whatIsAWallet
  'ウォレットはデジタル資産を保管し、パスワードなしでアプリにサインインできるようにします。リストから 1 つ選んで始めましょう。', // whatIsAWalletText
  '{name} で続けてください', // continueIn
  'ウォレットで接続リクエストを承認してください', // acceptConnection
  '接続できませんでした', // connectionFailed
  '{name} でリクエストを拒否しました。準備ができたらもう一度お試しください。', // connectionDeclined
  '{name} が使えるネットワークで接続してください：', // networkNotAddedChoose
  'もう一度試す', // tryAgain
  '再試行', // retry
  'アカウント', // account
  'トークン', // tokens
  'NFT', // nfts
  'アクティビティ', // activity
  '接続を解除', // disconnect
  '接続が解除されました', // disconnected
  'アドレスをコピー', // copyAddress
  'アドレスをコピーしました', // addressCopied
  'コピーできませんでした', // copyFailed
  '残高', // balance
  '受け取る', // receive
  '受け取る', // receiveTitle
  'ネットワークを選択', // selectNetwork
  'ネットワークを切り替え', // switchNetwork
  'ネットワークを切り替え中…', // switchingNetwork
  '不明なネットワーク', // unknownNetwork
  '切り替えが拒否されました', // switchFailed
  'チェーンを切り替え', // switchChain
  'ブロックエクスプローラー', // blockExplorer
  '認証コネクタが見つかりません', // noAuthConnector
  'ウォレットを接続すると、利用規約とプライバシーポリシーに同意したことになります', // legal
  'Powered by Portico', // poweredBy
  '読み込み中', // loading
  '問題が発生しました', // somethingWentWrong
  '通知', // notifications
  '送る', // send
  '送金', // sendTitle
  'トークンを選択', // selectToken
  '宛先', // to
  '送金内容を確認', // reviewSend
  'スワップ', // swap
  '購入', // buy
  '暗号資産を購入', // buyTitle
  '通貨を選択', // selectCurrency
  'スワップ', // swapTitle
  'スワップ内容を確認', // swapPreviewTitle
  'キャンセル', // cancel
  'サインイン', // signInView
  '最新情報を受け取る', // dataCaptureView
  '名前を選ぶ', // registerNameView
  '名前を登録しました', // registerNameSuccessView
  '名前を選んでください', // chooseName
  'ウォレット', // profileWalletsView
  'スマートセッション', // smartSessionsView
  '有効なメールアドレスを入力してください', // invalidEmail
] satisfies MessageTexts
