import type { MessageTexts } from '../en.ts'

/**
 * Arabic (right to left): the button's and the first views' texts, in the order of `en.ts`'s keys, which
 * the comments name.
 */
export default [
  'ربط المحفظة', // connectWallet
  'جارٍ الربط…', // connecting
  'جميع المحافظ', // allWallets
  '{count}+', // allWalletsCount
  'رجوع', // back
  'إغلاق', // close
  'المحافظ', // walletList
  'مثبّتة', // installed
  'الأخيرة', // recent
  'WalletConnect', // walletConnect
  'رمز QR', // qrCode
  'أو', // or
  'البريد الإلكتروني', // email
  'البريد الإلكتروني', // emailPlaceholder
  'المتابعة بالبريد الإلكتروني', // continueWithEmail
  'المتابعة باستخدام {name}', // continueWith
  'تسجيل الدخول بالبريد الإلكتروني', // emailLogin
  'تغيير البريد الإلكتروني', // updateEmail
  'جديد في عالم المحافظ؟', // newToWallets
  'ابدأ الآن', // getStarted
  'ما المحفظة؟', // whatIsAWallet
  'تحفظ المحفظة أصولك الرقمية وتتيح لك تسجيل الدخول إلى التطبيقات بدون كلمة مرور. اختر محفظة من القائمة للبدء.', // whatIsAWalletText
  'تابع في {name}', // continueIn
  'اقبل طلب الربط في المحفظة', // acceptConnection
  'تعذّر الربط', // connectionFailed
  'رفضت الطلب في {name}. حاول مرة أخرى عندما تكون مستعدًا.', // connectionDeclined
  'اتصل على شبكة يمكن لـ {name} استخدامها:', // networkNotAddedChoose
  'حاول مرة أخرى', // tryAgain
  'إعادة المحاولة', // retry
  'الحساب', // account
  'الرموز', // tokens
  'NFT', // nfts
  'النشاط', // activity
  'قطع الاتصال', // disconnect
  'تم قطع الاتصال', // disconnected
  'نسخ العنوان', // copyAddress
  'تم نسخ العنوان', // addressCopied
  'تعذّر النسخ', // copyFailed
  'الرصيد', // balance
  'استلام', // receive
  'استلام', // receiveTitle
  'اختيار الشبكة', // selectNetwork
  'تبديل الشبكة', // switchNetwork
  'جارٍ تبديل الشبكة…', // switchingNetwork
  'شبكة غير معروفة', // unknownNetwork
  'تم رفض التبديل', // switchFailed
  'تبديل السلسلة', // switchChain
  'مستكشف الكتل', // blockExplorer
  'لم يتم العثور على موصل مصادقة', // noAuthConnector
  'بربط محفظتك، فإنك توافق على شروط الخدمة وسياسة الخصوصية الخاصة بنا', // legal
  'مدعوم من Portico', // poweredBy
  'جارٍ التحميل', // loading
  'حدث خطأ ما', // somethingWentWrong
  'الإشعارات', // notifications
  'إرسال', // send
  'إرسال', // sendTitle
  'اختيار رمز', // selectToken
  'إلى', // to
  'مراجعة الإرسال', // reviewSend
  'مبادلة', // swap
  'شراء', // buy
  'شراء العملات المشفّرة', // buyTitle
  'اختر العملة', // selectCurrency
  'مبادلة', // swapTitle
  'مراجعة المبادلة', // swapPreviewTitle
  'إلغاء', // cancel
  'تسجيل الدخول', // signInView
  'ابقَ على تواصل', // dataCaptureView
  'اختيار اسم', // registerNameView
  'تم تسجيل الاسم', // registerNameSuccessView
  'اختر اسمًا', // chooseName
  'المحافظ', // profileWalletsView
  'الجلسات الذكية', // smartSessionsView
  'أدخل عنوان بريد إلكتروني صالحًا', // invalidEmail
] satisfies MessageTexts
