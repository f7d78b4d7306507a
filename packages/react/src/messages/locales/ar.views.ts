import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Arabic (right to left): every lazy view's texts, one chunk loaded with the modal's code. Each list
 * follows its English catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'رصيد الرموز غير متاح', // tokenBalanceUnavailable
    'تعذّر جلب المعاملات', // fetchTransactions
    'حدث خطأ أثناء توقيع الرسالة', // signMessageFailed
    'لم توافق المحفظة على الاستعلام عن حالة الاستدعاءات.', // callStatusNotApproved
    'تعذّر تبديل الشبكة: لم توافق المحفظة على هذه الشبكة', // chainNotApproved
    'الطلبات عبر عدة نطاقات أسماء غير مدعومة…', // multiNamespaceRequest
    'أُغلقت النافذة', // modalClosed
    'رُفض الاتصال', // connectionRejected
    'أُغلقت النافذة المنبثقة', // popupClosed
    'تعذّر الاتصال', // connectionFailed
    'تعذّر بدء الاتصال عبر الحساب الاجتماعي', // socialConnectionFailed
    'تعذّر الاتصال بـ Farcaster', // farcasterConnectionFailed
    'حدثت مشكلة أثناء تهيئة المصادقة', // authInitializationFailed
    'لم يُعثر على موصل مصادقة', // noAuthConnector
    'غير متصل عبر البريد الإلكتروني أو حساب اجتماعي', // notConnectedToEmailOrSocial
    'حدث خطأ أثناء تحليل الاسم', // resolveNameFailed
    'حدث خطأ أثناء جلب اقتراحات الأسماء', // nameSuggestionsFailed
    'حدث خطأ أثناء جلب أسماء العنوان', // namesForAddressFailed
    'حدث خطأ أثناء تسجيل الاسم {name}', // registerNameFailed
    'لم يُعثر على الاسم', // nameNotFound
    'سلسلة غير مدعومة', // unsupportedChain
    'تم رفض المعاملة في المحفظة', // transactionRejected
    'المبلغ وعنوان المستلم مطلوبان', // sendAmountAndReceiverRequired
    'الرمز مطلوب', // sendTokenRequired
    'عنوان الرمز مطلوب', // erc20TokenAddressRequired
    'الشبكة غير مدعومة لسعر الغاز', // gasPriceNetworkNotSupported
    'الشبكة غير مدعومة للمبادلات', // swapNetworkNotSupported
    'أدخل مبلغًا صالحًا', // invalidAmount
    'لم يُعثر على مسار لهذه المبادلة', // swapRouteNotFound
    'SIWX غير مفعّل', // siwxNotEnabled
    'لم يُعثر على حساب نشط', // noActiveCaipAddress
    'لم يُعثر على الشبكة', // networkNotFound
    'لم يُعثر على العنوان أو موصل المصادقة', // addressOrAuthConnectorNotFound
    'رمز حالة HTTP: {status}', // httpStatus
    'استغرق الطلب وقتًا طويلًا للرد.', // requestTimeout
    'الإجراء غير مسموح به', // rpcCallNotAllowed
    'إعدادات التطبيق غير صالحة', // invalidAppConfiguration
    'تم بلوغ الحد اليومي للمعاملات الممولة. حاول مرة أخرى لاحقًا.', // sponsorshipLimitReached
    'حد الإنفاق للجلسة لا يغطي هذا المبلغ', // smartSessionSpendLimitExceeded
    'الجلسة لا تسمح بهذا العقد أو هذه الدالة', // smartSessionOutOfScope
    'انتهت صلاحية الجلسة', // smartSessionExpired
    'أُلغيت الجلسة', // smartSessionRevoked
    'لا تحمل هذه الصفحة مفتاح الجلسة', // smartSessionUnknownSession
    'تحتاج الجلسات إلى المحفظة المدمجة على حساب ذكي', // smartSessionNotSmartAccount
    'رُفض طلب الجلسة في المحفظة', // smartSessionUserRejected
    'فشل طلب الجلسة', // smartSessionFailed
    'لا تدعم المحفظة ميزة تتطلبها هذه الاستدعاءات', // walletCallsUnsupportedNonOptionalCapability
    'لا تدعم المحفظة الاستدعاءات على هذه الشبكة', // walletCallsUnsupportedChainId
    'لدى المحفظة استدعاءات بهذا المعرّف بالفعل', // walletCallsDuplicateId
    'لا تعرف المحفظة هذه الاستدعاءات', // walletCallsUnknownBundleId
    'لا تستطيع المحفظة إرسال هذا العدد من الاستدعاءات دفعة واحدة', // walletCallsBundleTooLarge
    'رُفضت ترقية الحساب اللازمة لإرسال الاستدعاءات معًا', // walletCallsAtomicReadyUpgradeRejected
    'لا تستطيع المحفظة إرسال هذه الاستدعاءات معًا', // walletCallsAtomicityNotSupported
    'رُفضت الاستدعاءات في المحفظة', // walletCallsUserRejected
    'تعذّر على المحفظة إرسال الاستدعاءات', // walletCallsFailed
    'تعذّر على المحفظة إضافة {network}', // networkNotAdded
    'فشل طلب المحفظة', // walletRequestFailed
    'الحد الأدنى للمبلغ إلى هذا العنوان هو {minimum} ساتوشي', // amountBelowDust
    'الرصيد غير كافٍ للمبلغ ورسوم الشبكة', // insufficientFunds
    'ترفض الشبكة مُخرجًا بهذا الصغر (غبار)', // broadcastDust
    'رسوم الشبكة منخفضة جدًا لتمرير المعاملة', // broadcastFeeTooLow
    'العملات التي تنفقها هذه المعاملة أُنفقت بالفعل. حدّث الصفحة وحاول مرة أخرى', // broadcastInputsSpent
    'معاملة معلّقة أخرى تنفق العملات نفسها. انتظر تأكيدها', // broadcastMempoolConflict
    'رفضت الشبكة المعاملة', // broadcastRefused
  ],
  activity: [
    'جارٍ تحميل النشاط', // loadingActivity
    'لا يوجد نشاط بعد', // noActivity
    'ستظهر معاملات هذا الحساب هنا.', // noActivityText
    'تعذّر تحميل النشاط', // activityUnavailable
    'مُرسَل', // activitySent
    'مُستلَم', // activityReceived
    'مبادلة', // activitySwapped
    'سكّ', // activityMinted
    'حرق', // activityBurned
    'موافقة', // activityApproved
    'نشر', // activityDeployed
    'استدعاء عقد', // activityExecuted
    'فشلت', // activityFailed
    'قيد الانتظار', // activityPending
    'من {address}', // activityFrom
    'إلى {address}', // activityTo
    'عرض على {explorer}', // viewOnExplorer
  ],
  addresses: [
    'نسخ {name}', // copyNamedAddress
    'العناوين', // addresses
    'العنوان', // address
    'عنوان الدفع', // paymentAddress
    'عنوان Ordinals', // ordinalsAddress
    'نشط', // active
  ],
  allWallets: [
    'البحث عن محفظة', // searchWallet
    'البحث عن محفظة', // searchPlaceholder
    'لم يتم العثور على محفظة', // noWalletFound
    'جارٍ تحميل المحافظ', // loadingWallets
    'تحقق من الإملاء أو ابحث عن محفظة أخرى.', // noWalletFoundText
    'مسح البحث', // clearSearch
  ],
  authSettings: [
    'إعدادات المحفظة', // walletSettings
    'تغيير البريد الإلكتروني', // changeEmail
    'تصدير المفتاح الخاص', // exportKey
    'رمز الاسترداد', // recoveryPasscode
    'الجلسات', // smartSessions
    'حساب ذكي', // smartAccount
    'الحساب الذكي: منشور', // smartAccountDeployed
    'الحساب الذكي: يُنشأ مع أول معاملة', // smartAccountCounterfactual
    'الحسابات الذكية غير متاحة على هذه الشبكة', // smartAccountUnavailable
    'نوع الحساب: EOA (عنوان المفتاح نفسه)', // eoa
    'استخدام حساب ذكي', // useSmartAccount
  ],
  buy: [
    'المزوّد', // provider
    'الرسوم {range}', // fee
    'تشتري', // youBuy
    'الشبكة', // network
    'تدفع', // youPay
    'عملة الدفع', // paymentCurrency
    'عملة الشراء', // purchaseCurrency
    'ابحث عن عملة', // searchCurrency
    'لم يتم العثور على عملة', // noCurrencyFound
    'لا نتائج تطابق “{query}”.', // noCurrencyFoundText
    'غير متاح على {network}', // notOnNetwork
    'الحد الأدنى {min} · الحد الأقصى {max} {currency}', // limits
    'تستلم', // youReceive
    'الرسوم', // fees
    'الإجمالي', // total
    'الحد الأدنى هو {min} {currency}', // belowMin
    'الحد الأقصى هو {max} {currency}', // aboveMax
    'أدخل مبلغًا', // enterAmount
    'جارٍ الحصول على عرض السعر…', // gettingQuote
    'المتابعة مع {provider}', // continueWith
    'جارٍ فتح {provider}…', // opening
    'لا يتوفر أي مزوّد للدفع بالبطاقة حاليًا.', // noProvider
    'لا يمكن شراء {symbol} على {network}. اختر عملة أخرى أو بدّل الشبكة.', // noNetwork
    'يتم عرض خيارات تجريبية: تعذّر الوصول إلى المزوّد.', // sampleOptions
    'بانتظار وصول {amount}', // pending
    'أكمل الدفع في علامة تبويب {provider}. يتم تحديث رصيدك هنا عند وصول الرموز.', // pendingText
    'إعادة فتح صفحة الدفع', // reopen
    'وصل {amount} إلى محفظتك', // arrived
    'حظر متصفحك علامة التبويب الجديدة. افتح صفحة الدفع من هنا:', // popupBlocked
  ],
  connectingSocial: [
    'تابع في نافذة {provider}', // continueInPopup
    'سجّل الدخول هناك؛ ستتصل هذه النافذة عند الانتهاء.', // popupHint
    'تم إغلاق النافذة المنبثقة', // popupClosed
    'تعذّر بدء الاتصال عبر الحساب الاجتماعي', // socialFailed
    'حاول مرة أخرى', // tryAgain
    'امسح الرمز بكاميرا هاتفك أو بتطبيق Farcaster', // farcasterScan
    'رمز QR لتسجيل الدخول باستخدام Farcaster', // farcasterQr
    'تعذّر الاتصال بـ Farcaster', // farcasterFailed
    'نسخ الرابط', // copyLink
    'تم نسخ الرابط', // linkCopied
    'سجّل الدخول باستخدام تطبيق Farcaster', // farcasterApprove
    'افتح Farcaster', // openFarcaster
    'أو امسح رمز QR من جهاز آخر', // farcasterOrScan
  ],
  dataCapture: [
    'احصل على آخر أخبار {name}', // dataCaptureTitle
    'اترك بريدك الإلكتروني لتصلك الأخبار والعروض. يمكنك إلغاء الاشتراك في أي وقت.', // dataCaptureText
    'أوافق على أن يراسلني {name} عبر البريد الإلكتروني', // emailConsent
    'حدّد المربع للموافقة، أو تخطَّ هذه الخطوة', // consentRequired
    'أدخل عنوان بريد إلكتروني صالحًا', // invalidEmail
    'متابعة', // continue
    'تخطٍّ', // skip
    'جارٍ الحفظ…', // saving
    'تم حفظ البريد الإلكتروني', // emailSaved
  ],
  emailLogin: [
    'أدخل الرمز الذي أرسلناه إلى {email}', // codeSent
    'تنتهي صلاحية الرمز بعد 10 دقائق.', // codeHint
    'الرقم {index} من 6', // codeDigit
    'رمز التحقق', // codeGroup
    'إعادة إرسال الرمز', // resendCode
    'رمز جديد في الطريق إليك', // codeResent
    '{count, plural, zero {لم تتبقَّ أي محاولات} one {تتبقّى محاولة واحدة} two {تتبقّى محاولتان} few {تتبقّى # محاولات} many {تتبقّى # محاولة} other {تتبقّى # محاولة}}', // attemptsLeft
    'جارٍ التحقق من الرمز…', // verifying
    'حدثت مشكلة أثناء تهيئة المصادقة', // authInitFailed
    'استخدام بريد إلكتروني آخر', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'الشبكات', // networks
    'لا يدعم هذا التطبيق شبكتك الحالية. بدّل إلى شبكة متاحة للمتابعة.', // unsupportedChainText
    'متصلة', // currentNetwork
    'غير متاحة', // networkUnavailable
    'شبكات EVM', // evmNetworks
  ],
  nfts: [
    'لا توجد رموز غير قابلة للاستبدال بعد', // noNfts
    'ستظهر المقتنيات التي تملكها هنا.', // noNftsText
    'جارٍ تحميل الرموز غير القابلة للاستبدال', // loadingNfts
  ],
  profileWallets: [
    'متصلة', // walletConnected
    'نشطة', // walletActive
    'غير متصلة', // walletDisconnected
    'تبديل', // switchWallet
    'إعادة الاتصال', // reconnectWallet
    'قطع اتصال {name}', // disconnectWallet
    'إضافة محفظة', // addWallet
    'قطع اتصال الكل', // disconnectAll
    'شبكات EVM', // evmNetworks
  ],
  receive: [
    'أرسل الأصول على {network} إلى هذا العنوان.', // receiveText
    'رمز QR لعنوانك على {network}', // receiveQr
    'يستلم أيضًا على', // receiveNetworks
  ],
  registerName: [
    'اسمك هو ما يجد به الآخرون حسابك ويتعرّفون عليه بدلًا من عنوانه.', // registerNameText
    'اسم الحساب', // accountName
    'yourname', // accountNamePlaceholder
    'جارٍ التحقق من التوفّر…', // nameChecking
    '{name} متاح', // nameAvailable
    '{name} مستخدم بالفعل', // nameTaken
    'أسماء متاحة', // nameSuggestions
    'تسجيل', // registerName
    'وقّع في محفظتك…', // registerNameSigning
    'أصبح {name} اسم حسابك الآن', // registerNameSuccess
    'يظهر بدلًا من عنوانك أينما يعرض هذا التطبيق حسابك.', // registerNameSuccessText
    'العودة إلى الحساب', // backToAccount
  ],
  selectToken: [
    'البحث عن رمز', // searchToken
    'رموزك', // yourTokens
    'لم يتم العثور على رمز', // noTokenFound
    'ابحث باسم أو رمز آخر.', // noTokenFoundText
    'مسح البحث', // clearSearch
  ],
  send: [
    'المبلغ', // amount
    'المتاح: {amount} {symbol}', // available
    'الحد الأقصى', // max
    'اكتب العنوان أو الصقه', // receiverPlaceholder
    'أدخل مبلغًا', // enterAmount
    'مبلغ غير صالح', // invalidAmount
    'الرصيد غير كافٍ', // insufficientBalance
    'أضف عنوانًا', // addReceiver
    'عنوان غير صالح', // invalidAddress
    '{amount} ساتوشي', // sats
    'لا يمكن الإرسال', // cannotSend
  ],
  sendPreview: [
    'ترسل', // sending
    'جارٍ الإرسال…', // sendingTx
    'رسوم الشبكة', // networkFee
    'الشبكة', // network
    'غير متاح', // unavailable
    'راجع المعاملة في محفظتك قبل الموافقة عليها.', // reviewInWallet
    'تم إرسال {amount} {symbol}', // sent
    'فشل الإرسال', // sendFailed
    'معدل الرسوم', // feeRate
    'بطيء', // slow
    'عادي', // normal
    'سريع', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} ساتوشي', // sats
    'الرصيد غير كافٍ للمبلغ ورسوم الشبكة.', // insufficientForFee
    'تم إرسال المعاملة', // transactionSent
    'نسخ معرّف المعاملة', // copyTransactionId
    'تم نسخ معرّف المعاملة', // transactionIdCopied
    'عرض على {explorer}', // viewOnExplorer
  ],
  signIn: [
    'يحتاج {name} إلى الاتصال بمحفظتك', // signInTitle
    'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة.', // signInText
    'وقّع هذه الرسالة لإثبات ملكيتك لهذه المحفظة والمتابعة. الإلغاء سيقطع اتصالك.', // signInRequiredText
    'وافق على طلب تسجيل الدخول في محفظتك.', // signInWaiting
    'توقيع', // sign
    'جارٍ التوقيع…', // signing
  ],
  swap: [
    'تدفع', // youPay
    'تستلم', // youReceive
    'الرصيد: {amount}', // balanceOf
    'الحد الأقصى', // max
    'تبديل الرمزين', // flip
    'اختيار رمز', // selectToken
    'أدخل مبلغًا', // enterAmount
    'مبلغ غير صالح', // invalidAmount
    'الرصيد غير كافٍ', // insufficientBalance
    'جارٍ الحصول على عرض السعر…', // gettingQuote
    'لم يتم العثور على مسار', // noRoute
    'عرض السعر غير متاح، حاول مرة أخرى', // quoteFailed
    'مراجعة المبادلة', // reviewSwap
    'السعر', // rate
    'التأثير على السعر', // priceImpact
    'رسوم الشبكة', // networkFee
    'الحد الأقصى للانزلاق', // slippage
    'الحد الأدنى المستلم', // minimumReceived
    'غير متاح', // unavailable
    'الشبكة غير مدعومة للمبادلات', // unsupported
    'بدّل إلى شبكة تدعم المبادلات لتداول الرموز.', // unsupportedText
    'تبديل الشبكة', // switchNetwork
    'البحث عن رمز', // searchToken
    'رموزك', // yourTokens
    'الرموز الشائعة', // popularTokens
    'مقترحة', // suggested
    'لم يتم العثور على رمز', // noTokenFound
    'الموافقة على {symbol}', // approveToken
    'جارٍ الموافقة…', // approving
    'أولًا، وافق في محفظتك على {amount} {symbol} بالضبط للمبادلة.', // approveNote
    'أكّد المبادلة في محفظتك.', // swapNote
    'وافق وبادل', // approveAndSwap
    'وافق على {amount} {symbol} بالضبط وبادل، معًا بتأكيد واحد في محفظتك.', // approveAndSwapNote
    'مبادلة', // swap
    'جارٍ المبادلة…', // swapping
    'إلغاء', // cancel
    'تمت مبادلة {amount} {from} مقابل {to}', // swapped
    'تم الرفض في المحفظة', // rejected
    'فشلت المبادلة', // swapFailed
    'جارٍ التحقق من الإذن…', // checkingAllowance
    'ابحث باسم أو رمز آخر.', // noTokenFoundText
    'مسح البحث', // clearSearch
  ],
  switchActiveChain: [
    'التبديل إلى {namespace}', // switchActiveChainTitle
    'لا تملك المحفظة المتصلة حسابًا على {namespace}. اربط محفظة تدعم {namespace} للمتابعة.', // switchActiveChainText
    'ربط محفظة {namespace}', // connectNamespaceWallet
    'شبكات EVM', // evmNetworks
  ],
  switchNetwork: [
    'تم التبديل إلى {network}', // networkSwitched
    'وافق في المحفظة', // approveInWallet
    'اقبل طلب التبديل إلى {network} في محفظتك.', // switchRequest
    'اقبل طلب التبديل إلى {network} في {name}.', // switchRequestIn
  ],
  tokens: [
    'لا توجد رموز بعد', // noTokens
    'ستظهر هنا الرموز التي تستلمها على {network}.', // noTokensText
    'إجمالي الرصيد', // totalBalance
    'جارٍ تحميل الرموز', // loadingTokens
  ],
  updateEmail: [
    'البريد الإلكتروني الجديد', // newEmail
    'إرسال الرموز', // sendCodes
    'أرسلنا رمزًا إلى عنوانك الحالي ورمزًا آخر إلى {email}.', // codesSent
    'الرمز المرسل إلى بريدك الحالي', // currentCode
    'الرمز المرسل إلى {email}', // newCode
    'تغيير البريد الإلكتروني', // confirmChange
    'تم تغيير البريد الإلكتروني', // emailChanged
    'جارٍ التأكيد…', // waiting
  ],
  walletConnect: [
    'تم رفض الاتصال', // connectionRejected
    'احصل على {name}', // getWallet
    '{name} غير مثبّتة في هذا المتصفح.', // notInstalled
    'فتح {name}', // openWallet
    'امسح الرمز باستخدام {name} على هاتفك، أو افتحها هنا.', // scanWithWallet
    'امسح الرمز بمحفظة تدعم WalletConnect على هاتفك', // scanAnyWallet
    'رمز QR لربط {name}', // qrCodeFor
    'جارٍ تجهيز رمز QR', // preparingQr
    'تعذّر الوصول إلى خادم الترحيل', // relayUnavailable
    'جارٍ إعادة المحاولة… سيظهر رمز QR فور استجابته.', // relayRetrying
    'أو امسح رمز QR', // orScanQr
    'نسخ الرابط', // copyLink
    'تم نسخ الرابط', // linkCopied
    'احصل على الإضافة', // getExtension
    'احصل على التطبيق', // getApp
    'الموقع الإلكتروني', // website
    'افتح محفظة', // openAWallet
    'امسح الرمز بمحفظة WalletConnect على جهاز آخر', // scanFromAnotherDevice
  ],
  smartSessions: [
    'الجلسات', // sessions
    'جارٍ تحميل الجلسات', // loadingSessions
    'لا توجد جلسات', // noSessions
    'تظهر هنا التطبيقات التي تسمح لها بالعمل ضمن حدود دون أن تسألك في كل مرة.', // noSessionsText
    'تعذّر تحميل الجلسات', // sessionsError
    'حاول مرة أخرى', // retry
    '{name} على {contract}', // sessionCall
    'أُنفق {spent} من {limit}', // sessionSpent
    '{amount} وحدة أساسية', // baseUnits
    'حتى {date}', // sessionUntil
    'منتهية', // sessionExpired
    'إلغاء', // revoke
    'إلغاء الجلسة {name}', // revokeSession
    'جارٍ الإلغاء…', // revoking
    'أُلغيت الجلسة', // revoked
  ],
} satisfies ViewTexts
