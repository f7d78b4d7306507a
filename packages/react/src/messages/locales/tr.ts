import type { MessageTexts } from '../en.ts'

/**
 * Turkish: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'Cüzdan bağla', // connectWallet
  'Bağlanıyor…', // connecting
  'Tüm cüzdanlar', // allWallets
  '{count}+', // allWalletsCount
  'Geri', // back
  'Kapat', // close
  'Cüzdanlar', // walletList
  'Yüklü', // installed
  'Son kullanılan', // recent
  'WalletConnect', // walletConnect
  'QR kodu', // qrCode
  'veya', // or
  'E-posta', // email
  'E-posta', // emailPlaceholder
  'E-posta ile devam et', // continueWithEmail
  '{name} ile devam et', // continueWith
  'E-posta ile giriş', // emailLogin
  'E-postayı değiştir', // updateEmail
  'Cüzdanlarda yeni misiniz?', // newToWallets
  'Başlayın', // getStarted
  'Cüzdan nedir?', // whatIsAWallet
  'Cüzdan dijital varlıklarınızı saklar ve uygulamalara şifresiz giriş yapmanızı sağlar. Başlamak için listeden birini seçin.', // whatIsAWalletText
  '{name} içinde devam edin', // continueIn
  'Cüzdanda bağlantı isteğini kabul edin', // acceptConnection
  'Bağlanılamadı', // connectionFailed
  '{name} içindeki isteği reddettiniz. Hazır olduğunuzda tekrar deneyin.', // connectionDeclined
  '{name} cüzdanının kullanabildiği bir ağda bağlanın:', // networkNotAddedChoose
  'Tekrar dene', // tryAgain
  'Yeniden dene', // retry
  'Hesap', // account
  'Tokenlar', // tokens
  'NFT’ler', // nfts
  'Etkinlik', // activity
  'Bağlantıyı kes', // disconnect
  'Bağlantı kesildi', // disconnected
  'Adresi kopyala', // copyAddress
  'Adres kopyalandı', // addressCopied
  'Kopyalanamadı', // copyFailed
  'Bakiye', // balance
  'Al', // receive
  'Al', // receiveTitle
  'Ağ seç', // selectNetwork
  'Ağı değiştir', // switchNetwork
  'Ağ değiştiriliyor…', // switchingNetwork
  'Bilinmeyen ağ', // unknownNetwork
  'Değişiklik reddedildi', // switchFailed
  'Zinciri değiştir', // switchChain
  'Blok gezgini', // blockExplorer
  'Kimlik doğrulama bağlayıcısı bulunamadı', // noAuthConnector
  'Cüzdanınızı bağlayarak Hizmet Şartlarımızı ve Gizlilik Politikamızı kabul etmiş olursunuz', // legal
  'Portico altyapısıyla', // poweredBy
  'Yükleniyor', // loading
  'Bir şeyler ters gitti', // somethingWentWrong
  'Bildirimler', // notifications
  'Gönder', // send
  'Gönder', // sendTitle
  'Token seç', // selectToken
  'Alıcı', // to
  'Gönderimi incele', // reviewSend
  'Takas', // swap
  'Satın al', // buy
  'Kripto satın al', // buyTitle
  'Para birimi seçin', // selectCurrency
  'Takas', // swapTitle
  'Takası incele', // swapPreviewTitle
  'İptal', // cancel
  'Giriş yap', // signInView
  'Haberdar olun', // dataCaptureView
  'Ad seçin', // registerNameView
  'Ad kaydedildi', // registerNameSuccessView
  'Bir ad seçin', // chooseName
  'Cüzdanlar', // profileWalletsView
  'Akıllı oturumlar', // smartSessionsView
  'Geçerli bir e-posta adresi girin', // invalidEmail
] satisfies MessageTexts
