import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Turkish: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Token bakiyesi kullanılamıyor', // tokenBalanceUnavailable
    'İşlemler alınamadı', // fetchTransactions
    'Mesaj imzalanırken hata oluştu', // signMessageFailed
    'Cüzdan, çağrı durumunun sorgulanmasını onaylamadı.', // callStatusNotApproved
    'Ağ değiştirilemedi: cüzdan bu ağı onaylamadı', // chainNotApproved
    'Birden çok ad alanına yayılan istekler desteklenmiyor…', // multiNamespaceRequest
    'Pencere kapatıldı', // modalClosed
    'Bağlantı reddedildi', // connectionRejected
    'Açılır pencere kapatıldı', // popupClosed
    'Bağlanılamadı', // connectionFailed
    'Sosyal bağlantı başlatılamadı', // socialConnectionFailed
    'Farcaster’a bağlanılamadı', // farcasterConnectionFailed
    'Kimlik doğrulama başlatılırken bir sorun oluştu', // authInitializationFailed
    'Kimlik doğrulama bağlayıcısı bulunamadı', // noAuthConnector
    'E-posta veya sosyal hesapla bağlı değil', // notConnectedToEmailOrSocial
    'Ad çözümlenirken hata oluştu', // resolveNameFailed
    'Ad önerileri alınırken hata oluştu', // nameSuggestionsFailed
    'Adresin adları alınırken hata oluştu', // namesForAddressFailed
    '{name} adı kaydedilirken hata oluştu', // registerNameFailed
    'Ad bulunamadı', // nameNotFound
    'Desteklenmeyen zincir', // unsupportedChain
    'İşlem cüzdanda reddedildi', // transactionRejected
    'Tutar ve alıcı adresi gerekli', // sendAmountAndReceiverRequired
    'Bir token gerekli', // sendTokenRequired
    'Token adresi gerekli', // erc20TokenAddressRequired
    'Ağ, gaz fiyatı için desteklenmiyor', // gasPriceNetworkNotSupported
    'Ağ, takaslar için desteklenmiyor', // swapNetworkNotSupported
    'Geçerli bir tutar girin', // invalidAmount
    'Bu takas için yol bulunamadı', // swapRouteNotFound
    'SIWX etkin değil', // siwxNotEnabled
    'Etkin hesap bulunamadı', // noActiveCaipAddress
    'Ağ bulunamadı', // networkNotFound
    'Adres veya kimlik doğrulama bağlayıcısı bulunamadı', // addressOrAuthConnectorNotFound
    'HTTP durum kodu: {status}', // httpStatus
    'İstek yanıt vermek için çok uzun sürdü.', // requestTimeout
    'İşleme izin verilmiyor', // rpcCallNotAllowed
    'Geçersiz uygulama yapılandırması', // invalidAppConfiguration
    'Sponsorlu işlemler için günlük sınıra ulaşıldı. Daha sonra tekrar deneyin.', // sponsorshipLimitReached
    'Oturumun harcama limiti bu tutarı karşılamıyor', // smartSessionSpendLimitExceeded
    'Oturum bu sözleşmeye veya işleve izin vermiyor', // smartSessionOutOfScope
    'Oturumun süresi doldu', // smartSessionExpired
    'Oturum iptal edildi', // smartSessionRevoked
    'Bu sayfada oturumun anahtarı yok', // smartSessionUnknownSession
    'Oturumlar için akıllı hesapta yerleşik cüzdan gerekir', // smartSessionNotSmartAccount
    'Oturum isteği cüzdanda reddedildi', // smartSessionUserRejected
    'Oturum isteği başarısız oldu', // smartSessionFailed
    'Cüzdan bu çağrıların gerektirdiği bir özelliği desteklemiyor', // walletCallsUnsupportedNonOptionalCapability
    'Cüzdan bu ağda çağrıları desteklemiyor', // walletCallsUnsupportedChainId
    'Cüzdanda bu kimlikle çağrılar zaten var', // walletCallsDuplicateId
    'Cüzdan bu çağrıları tanımıyor', // walletCallsUnknownBundleId
    'Cüzdan bu kadar çok çağrıyı aynı anda gönderemiyor', // walletCallsBundleTooLarge
    'Çağrıları birlikte göndermek için gereken hesap yükseltmesi reddedildi', // walletCallsAtomicReadyUpgradeRejected
    'Cüzdan bu çağrıları birlikte gönderemiyor', // walletCallsAtomicityNotSupported
    'Çağrılar cüzdanda reddedildi', // walletCallsUserRejected
    'Cüzdan çağrıları gönderemedi', // walletCallsFailed
    'Cüzdan {network} ağını ekleyemedi', // networkNotAdded
    'Cüzdan isteği başarısız oldu', // walletRequestFailed
    'Bu adrese en düşük tutar {minimum} sats', // amountBelowDust
    'Tutar ve ağ ücreti için bakiye yetersiz', // insufficientFunds
    'Ağ bu kadar küçük bir çıktıyı reddeder (dust)', // broadcastDust
    'Ağ ücreti, ağın işlemi iletmesi için çok düşük', // broadcastFeeTooLow
    'Bu işlemin harcadığı coinler zaten harcandı. Yenileyip tekrar deneyin', // broadcastInputsSpent
    'Bekleyen başka bir işlem aynı coinleri harcıyor. Onaylanmasını bekleyin', // broadcastMempoolConflict
    'Ağ işlemi reddetti', // broadcastRefused
  ],
  activity: [
    'Etkinlik yükleniyor', // loadingActivity
    'Henüz etkinlik yok', // noActivity
    'Bu hesabın işlemleri burada görünecek.', // noActivityText
    'Etkinlik yüklenemedi', // activityUnavailable
    'Gönderildi', // activitySent
    'Alındı', // activityReceived
    'Takas edildi', // activitySwapped
    'Basıldı', // activityMinted
    'Yakıldı', // activityBurned
    'Onaylandı', // activityApproved
    'Dağıtıldı', // activityDeployed
    'Sözleşme çağrısı', // activityExecuted
    'Başarısız', // activityFailed
    'Beklemede', // activityPending
    'Gönderen: {address}', // activityFrom
    'Alıcı: {address}', // activityTo
    '{explorer} üzerinde görüntüle', // viewOnExplorer
  ],
  addresses: [
    '{name} kopyala', // copyNamedAddress
    'Adresler', // addresses
    'Adres', // address
    'Ödeme adresi', // paymentAddress
    'Ordinals adresi', // ordinalsAddress
    'Etkin', // active
  ],
  allWallets: [
    'Cüzdan ara', // searchWallet
    'Cüzdan ara', // searchPlaceholder
    'Cüzdan bulunamadı', // noWalletFound
    'Cüzdanlar yükleniyor', // loadingWallets
    'Yazımı kontrol edin veya başka bir cüzdan arayın.', // noWalletFoundText
    'Aramayı temizle', // clearSearch
  ],
  authSettings: [
    'Cüzdan ayarları', // walletSettings
    'E-postayı değiştir', // changeEmail
    'Özel anahtarı dışa aktar', // exportKey
    'Kurtarma şifresi', // recoveryPasscode
    'Oturumlar', // smartSessions
    'Akıllı hesap', // smartAccount
    'Akıllı hesap: dağıtıldı', // smartAccountDeployed
    'Akıllı hesap: ilk işlemiyle oluşturulur', // smartAccountCounterfactual
    'Bu ağda akıllı hesaplar kullanılamıyor', // smartAccountUnavailable
    'Hesap türü: EOA (anahtarın kendi adresi)', // eoa
    'Akıllı hesap kullan', // useSmartAccount
  ],
  buy: [
    'Sağlayıcı', // provider
    'Ücret {range}', // fee
    'Satın aldığınız', // youBuy
    'Ağ', // network
    'Ödediğiniz', // youPay
    'Ödeme para birimi', // paymentCurrency
    'Satın alınacak para birimi', // purchaseCurrency
    'Para birimi ara', // searchCurrency
    'Para birimi bulunamadı', // noCurrencyFound
    '“{query}” ile eşleşen sonuç yok.', // noCurrencyFoundText
    '{network} ağında kullanılamıyor', // notOnNetwork
    'En az {min} · En çok {max} {currency}', // limits
    'Alacağınız', // youReceive
    'Ücretler', // fees
    'Toplam', // total
    'En az {min} {currency}', // belowMin
    'En çok {max} {currency}', // aboveMax
    'Bir tutar girin', // enterAmount
    'Teklif alınıyor…', // gettingQuote
    '{provider} ile devam et', // continueWith
    '{provider} açılıyor…', // opening
    'Şu anda kullanılabilir bir kart sağlayıcısı yok.', // noProvider
    '{symbol}, {network} için satın alınamaz. Başka bir para birimi seçin veya ağı değiştirin.', // noNetwork
    'Örnek seçenekler gösteriliyor: sağlayıcıya ulaşılamadı.', // sampleOptions
    '{amount} bekleniyor', // pending
    'Ödemeyi {provider} sekmesinde tamamlayın. Tokenlar ulaştığında bakiyeniz burada güncellenir.', // pendingText
    'Ödeme sayfasını yeniden aç', // reopen
    '{amount} cüzdanınıza ulaştı', // arrived
    'Tarayıcınız yeni sekmeyi engelledi. Ödeme sayfasını buradan açın:', // popupBlocked
  ],
  connectingSocial: [
    '{provider} penceresinde devam edin', // continueInPopup
    'Orada giriş yapın; işiniz bitince bu pencere bağlanır.', // popupHint
    'Açılır pencere kapatıldı', // popupClosed
    'Sosyal bağlantı başlatılamadı', // socialFailed
    'Tekrar dene', // tryAgain
    'Telefonunuzun kamerasıyla veya Farcaster uygulamasıyla tarayın', // farcasterScan
    'Farcaster ile giriş için QR kodu', // farcasterQr
    'Farcaster’a bağlanılamadı', // farcasterFailed
    'Bağlantıyı kopyala', // copyLink
    'Bağlantı kopyalandı', // linkCopied
    'Farcaster uygulamasıyla giriş yap', // farcasterApprove
    'Farcaster’ı aç', // openFarcaster
    'Ya da QR kodunu başka bir cihazdan tarayın', // farcasterOrScan
  ],
  dataCapture: [
    '{name} güncellemelerini alın', // dataCaptureTitle
    'Haberler ve fırsatlardan haberdar olmak için e-postanızı bırakın. İstediğiniz zaman abonelikten çıkabilirsiniz.', // dataCaptureText
    '{name} tarafından bana e-posta gönderilmesini kabul ediyorum', // emailConsent
    'Kabul etmek için kutuyu işaretleyin veya bu adımı atlayın', // consentRequired
    'Geçerli bir e-posta adresi girin', // invalidEmail
    'Devam et', // continue
    'Atla', // skip
    'Kaydediliyor…', // saving
    'E-posta kaydedildi', // emailSaved
  ],
  emailLogin: [
    '{email} adresine gönderdiğimiz kodu girin', // codeSent
    'Kodun süresi 10 dakika içinde dolar.', // codeHint
    '6 haneden {index}. hane', // codeDigit
    'Doğrulama kodu', // codeGroup
    'Kodu yeniden gönder', // resendCode
    'Yeni bir kod yolda', // codeResent
    '{count, plural, one {# deneme hakkı kaldı} other {# deneme hakkı kaldı}}', // attemptsLeft
    'Kod kontrol ediliyor…', // verifying
    'Kimlik doğrulama başlatılırken bir sorun oluştu', // authInitFailed
    'Başka bir e-posta kullan', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Ağlar', // networks
    'Bu uygulama mevcut ağınızı desteklemiyor. Devam etmek için kullanılabilir bir ağa geçin.', // unsupportedChainText
    'Bağlı', // currentNetwork
    'Kullanılamıyor', // networkUnavailable
    'EVM ağları', // evmNetworks
  ],
  nfts: [
    'Henüz NFT yok', // noNfts
    'Sahip olduğunuz koleksiyon parçaları burada görünecek.', // noNftsText
    'NFT’ler yükleniyor', // loadingNfts
  ],
  profileWallets: [
    'Bağlı', // walletConnected
    'Etkin', // walletActive
    'Bağlı değil', // walletDisconnected
    'Geç', // switchWallet
    'Yeniden bağlan', // reconnectWallet
    '{name} bağlantısını kes', // disconnectWallet
    'Cüzdan ekle', // addWallet
    'Tümünün bağlantısını kes', // disconnectAll
    'EVM ağları', // evmNetworks
  ],
  receive: [
    '{network} üzerindeki varlıkları bu adrese gönderin.', // receiveText
    '{network} adresinizin QR kodu', // receiveQr
    'Şu ağlarda da alır', // receiveNetworks
  ],
  registerName: [
    'Adınız, insanların hesabınızı adresi yerine bulmasını ve tanımasını sağlar.', // registerNameText
    'Hesap adı', // accountName
    'adiniz', // accountNamePlaceholder
    'Uygunluk kontrol ediliyor…', // nameChecking
    '{name} kullanılabilir', // nameAvailable
    '{name} zaten alınmış', // nameTaken
    'Kullanılabilir adlar', // nameSuggestions
    'Kaydet', // registerName
    'Cüzdanınızda imzalayın…', // registerNameSigning
    'Artık hesap adınız {name}', // registerNameSuccess
    'Bu uygulamanın hesabınızı gösterdiği her yerde adresiniz yerine görünür.', // registerNameSuccessText
    'Hesaba dön', // backToAccount
  ],
  selectToken: [
    'Token ara', // searchToken
    'Tokenlarınız', // yourTokens
    'Token bulunamadı', // noTokenFound
    'Başka bir ad veya sembolle arayın.', // noTokenFoundText
    'Aramayı temizle', // clearSearch
  ],
  send: [
    'Tutar', // amount
    'Kullanılabilir: {amount} {symbol}', // available
    'Maks.', // max
    'Adres yazın veya yapıştırın', // receiverPlaceholder
    'Bir tutar girin', // enterAmount
    'Geçersiz tutar', // invalidAmount
    'Yetersiz bakiye', // insufficientBalance
    'Adres ekleyin', // addReceiver
    'Geçersiz adres', // invalidAddress
    '{amount} sat', // sats
    'Gönderilemiyor', // cannotSend
  ],
  sendPreview: [
    'Gönderilen', // sending
    'Gönderiliyor…', // sendingTx
    'Ağ ücreti', // networkFee
    'Ağ', // network
    'Kullanılamıyor', // unavailable
    'Onaylamadan önce işlemi cüzdanınızda inceleyin.', // reviewInWallet
    '{amount} {symbol} gönderildi', // sent
    'Gönderim başarısız', // sendFailed
    'Ücret oranı', // feeRate
    'Yavaş', // slow
    'Normal', // normal
    'Hızlı', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} sat', // sats
    'Tutar ve ağ ücreti için bakiye yetersiz.', // insufficientForFee
    'İşlem gönderildi', // transactionSent
    'İşlem kimliğini kopyala', // copyTransactionId
    'İşlem kimliği kopyalandı', // transactionIdCopied
    '{explorer} üzerinde görüntüle', // viewOnExplorer
  ],
  signIn: [
    '{name} cüzdanınıza bağlanmak istiyor', // signInTitle
    'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın.', // signInText
    'Bu cüzdanın size ait olduğunu kanıtlamak ve devam etmek için bu mesajı imzalayın. İptal ederseniz bağlantınız kesilir.', // signInRequiredText
    'Giriş isteğini cüzdanınızda onaylayın.', // signInWaiting
    'İmzala', // sign
    'İmzalanıyor…', // signing
  ],
  swap: [
    'Ödediğiniz', // youPay
    'Alacağınız', // youReceive
    'Bakiye: {amount}', // balanceOf
    'Maks.', // max
    'Tokenların yerini değiştir', // flip
    'Token seç', // selectToken
    'Bir tutar girin', // enterAmount
    'Geçersiz tutar', // invalidAmount
    'Yetersiz bakiye', // insufficientBalance
    'Teklif alınıyor…', // gettingQuote
    'Rota bulunamadı', // noRoute
    'Teklif alınamadı, tekrar deneyin', // quoteFailed
    'Takası incele', // reviewSwap
    'Kur', // rate
    'Fiyat etkisi', // priceImpact
    'Ağ ücreti', // networkFee
    'Maks. kayma', // slippage
    'Alınacak en az tutar', // minimumReceived
    'Kullanılamıyor', // unavailable
    'Ağ takas için desteklenmiyor', // unsupported
    'Token takası yapmak için takas destekleyen bir ağa geçin.', // unsupportedText
    'Ağı değiştir', // switchNetwork
    'Token ara', // searchToken
    'Tokenlarınız', // yourTokens
    'Popüler tokenlar', // popularTokens
    'Önerilen', // suggested
    'Token bulunamadı', // noTokenFound
    '{symbol} onayla', // approveToken
    'Onaylanıyor…', // approving
    'Önce takas için cüzdanınızda tam olarak {amount} {symbol} onaylayın.', // approveNote
    'Takası cüzdanınızda onaylayın.', // swapNote
    'Onayla ve takas et', // approveAndSwap
    'Tam olarak {amount} {symbol} onaylayın ve takas edin; cüzdanınızda tek bir onayla.', // approveAndSwapNote
    'Takas et', // swap
    'Takas ediliyor…', // swapping
    'İptal', // cancel
    '{amount} {from}, {to} ile takas edildi', // swapped
    'Cüzdanda reddedildi', // rejected
    'Takas başarısız', // swapFailed
    'İzin kontrol ediliyor…', // checkingAllowance
    'Başka bir ad veya sembolle arayın.', // noTokenFoundText
    'Aramayı temizle', // clearSearch
  ],
  switchActiveChain: [
    '{namespace} ağına geç', // switchActiveChainTitle
    'Bağlı cüzdanın {namespace} hesabı yok. Devam etmek için {namespace} destekleyen bir cüzdan bağlayın.', // switchActiveChainText
    '{namespace} cüzdanı bağla', // connectNamespaceWallet
    'EVM ağları', // evmNetworks
  ],
  switchNetwork: [
    '{network} ağına geçildi', // networkSwitched
    'Cüzdanda onayla', // approveInWallet
    '{network} ağına geçme isteğini cüzdanınızda kabul edin.', // switchRequest
    '{network} ağına geçme isteğini {name} içinde kabul edin.', // switchRequestIn
  ],
  tokens: [
    'Henüz token yok', // noTokens
    '{network} üzerinde aldığınız tokenlar burada görünecek.', // noTokensText
    'Toplam bakiye', // totalBalance
    'Tokenlar yükleniyor', // loadingTokens
  ],
  updateEmail: [
    'Yeni e-posta', // newEmail
    'Kodları gönder', // sendCodes
    'Mevcut adresinize bir kod, {email} adresine de bir kod gönderdik.', // codesSent
    'Mevcut e-postanıza gönderilen kod', // currentCode
    '{email} adresine gönderilen kod', // newCode
    'E-postayı değiştir', // confirmChange
    'E-posta değiştirildi', // emailChanged
    'Onaylanıyor…', // waiting
  ],
  walletConnect: [
    'Bağlantı reddedildi', // connectionRejected
    '{name} edinin', // getWallet
    '{name} bu tarayıcıda yüklü değil.', // notInstalled
    '{name} aç', // openWallet
    'Telefonunuzdaki {name} ile tarayın veya burada açın.', // scanWithWallet
    'Telefonunuzdaki bir WalletConnect cüzdanıyla tarayın', // scanAnyWallet
    '{name} bağlamak için QR kodu', // qrCodeFor
    'QR kodunuz hazırlanıyor', // preparingQr
    'Bağlantı aktarıcısına ulaşılamıyor', // relayUnavailable
    'Yeniden deneniyor… Yanıt gelir gelmez QR kodu görünür.', // relayRetrying
    'Veya QR kodunu tarayın', // orScanQr
    'Bağlantıyı kopyala', // copyLink
    'Bağlantı kopyalandı', // linkCopied
    'Eklentiyi edinin', // getExtension
    'Uygulamayı edinin', // getApp
    'Web sitesi', // website
    'Bir cüzdan aç', // openAWallet
    'Başka bir cihazdaki WalletConnect cüzdanıyla tarayın', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Oturumlar', // sessions
    'Oturumlar yükleniyor', // loadingSessions
    'Oturum yok', // noSessions
    'Her seferinde sormadan sınırlar içinde işlem yapmasına izin verdiğiniz uygulamalar burada görünür.', // noSessionsText
    'Oturumlar yüklenemedi', // sessionsError
    'Tekrar dene', // retry
    '{contract} üzerinde {name}', // sessionCall
    '{limit} içinden {spent} harcandı', // sessionSpent
    '{amount} temel birim', // baseUnits
    '{date} tarihine kadar', // sessionUntil
    'Süresi doldu', // sessionExpired
    'İptal et', // revoke
    '{name} oturumunu iptal et', // revokeSession
    'İptal ediliyor…', // revoking
    'Oturum iptal edildi', // revoked
  ],
} satisfies ViewTexts
