import type { ViewTexts } from '../viewCatalogues.ts'

/**
 * Russian: every lazy view's texts, one chunk loaded with the modal's code. Each list follows its English
 * catalogue's keys (`errors`: `ERROR_MESSAGE_IDS`), which the comments name.
 */
export default {
  errors: [
    'Баланс токенов недоступен', // tokenBalanceUnavailable
    'Не удалось загрузить транзакции', // fetchTransactions
    'Ошибка при подписи сообщения', // signMessageFailed
    'Кошелёк не разрешил запрос статуса вызовов.', // callStatusNotApproved
    'Не удалось сменить сеть: кошелёк не одобрил эту сеть', // chainNotApproved
    'Запросы к нескольким пространствам имён не поддерживаются…', // multiNamespaceRequest
    'Окно закрыто', // modalClosed
    'Подключение отклонено', // connectionRejected
    'Всплывающее окно закрыто', // popupClosed
    'Не удалось подключиться', // connectionFailed
    'Не удалось начать вход через соцсеть', // socialConnectionFailed
    'Не удалось подключиться к Farcaster', // farcasterConnectionFailed
    'При запуске аутентификации возникла проблема', // authInitializationFailed
    'Коннектор аутентификации не найден', // noAuthConnector
    'Нет входа по почте или через соцсеть', // notConnectedToEmailOrSocial
    'Ошибка при определении имени', // resolveNameFailed
    'Ошибка при загрузке вариантов имени', // nameSuggestionsFailed
    'Ошибка при загрузке имён адреса', // namesForAddressFailed
    'Ошибка при регистрации имени {name}', // registerNameFailed
    'Имя не найдено', // nameNotFound
    'Сеть не поддерживается', // unsupportedChain
    'Транзакция отклонена в кошельке', // transactionRejected
    'Нужны сумма и адрес получателя', // sendAmountAndReceiverRequired
    'Нужен токен', // sendTokenRequired
    'Нужен адрес токена', // erc20TokenAddressRequired
    'Сеть не поддерживает цену газа', // gasPriceNetworkNotSupported
    'Сеть не поддерживает обмен', // swapNetworkNotSupported
    'Введите корректную сумму', // invalidAmount
    'Для этого обмена не найден маршрут', // swapRouteNotFound
    'SIWX не включён', // siwxNotEnabled
    'Активный аккаунт не найден', // noActiveCaipAddress
    'Сеть не найдена', // networkNotFound
    'Адрес или коннектор аутентификации не найден', // addressOrAuthConnectorNotFound
    'Код состояния HTTP: {status}', // httpStatus
    'Запрос выполнялся слишком долго.', // requestTimeout
    'Действие не разрешено', // rpcCallNotAllowed
    'Неверная конфигурация приложения', // invalidAppConfiguration
    'Достигнут дневной лимит спонсируемых транзакций. Повторите попытку позже.', // sponsorshipLimitReached
    'Лимит трат сессии не покрывает эту сумму', // smartSessionSpendLimitExceeded
    'Сессия не разрешает этот контракт или функцию', // smartSessionOutOfScope
    'Срок действия сессии истёк', // smartSessionExpired
    'Сессия отозвана', // smartSessionRevoked
    'На этой странице нет ключа сессии', // smartSessionUnknownSession
    'Для сессий нужен встроенный кошелёк на смарт-аккаунте', // smartSessionNotSmartAccount
    'Запрос сессии отклонён в кошельке', // smartSessionUserRejected
    'Запрос сессии не выполнен', // smartSessionFailed
    'Кошелёк не поддерживает функцию, нужную этим вызовам', // walletCallsUnsupportedNonOptionalCapability
    'Кошелёк не поддерживает вызовы в этой сети', // walletCallsUnsupportedChainId
    'У кошелька уже есть вызовы с этим id', // walletCallsDuplicateId
    'Кошельку неизвестны эти вызовы', // walletCallsUnknownBundleId
    'Кошелёк не может отправить столько вызовов сразу', // walletCallsBundleTooLarge
    'Обновление аккаунта, нужное для совместной отправки вызовов, отклонено', // walletCallsAtomicReadyUpgradeRejected
    'Кошелёк не может отправить эти вызовы вместе', // walletCallsAtomicityNotSupported
    'Вызовы отклонены в кошельке', // walletCallsUserRejected
    'Кошельку не удалось отправить вызовы', // walletCallsFailed
    'Кошельку не удалось добавить {network}', // networkNotAdded
    'Запрос к кошельку не выполнен', // walletRequestFailed
    'Минимальная сумма на этот адрес — {minimum} сат', // amountBelowDust
    'Недостаточно средств для суммы и комиссии сети', // insufficientFunds
    'Сеть отклоняет такой маленький выход (пыль)', // broadcastDust
    'Комиссия слишком низкая, чтобы сеть передала транзакцию', // broadcastFeeTooLow
    'Монеты этой транзакции уже потрачены. Обновите и попробуйте снова', // broadcastInputsSpent
    'Другая ожидающая транзакция тратит те же монеты. Дождитесь её подтверждения', // broadcastMempoolConflict
    'Сеть отклонила транзакцию', // broadcastRefused
  ],
  activity: [
    'Загрузка активности', // loadingActivity
    'Активности пока нет', // noActivity
    'Здесь появятся транзакции этого аккаунта.', // noActivityText
    'Не удалось загрузить активность', // activityUnavailable
    'Отправлено', // activitySent
    'Получено', // activityReceived
    'Обмен', // activitySwapped
    'Выпуск', // activityMinted
    'Сжигание', // activityBurned
    'Разрешение', // activityApproved
    'Развёртывание', // activityDeployed
    'Вызов контракта', // activityExecuted
    'Ошибка', // activityFailed
    'В обработке', // activityPending
    'От {address}', // activityFrom
    'Кому: {address}', // activityTo
    'Открыть в {explorer}', // viewOnExplorer
  ],
  addresses: [
    'Скопировать: {name}', // copyNamedAddress
    'Адреса', // addresses
    'Адрес', // address
    'Платёжный адрес', // paymentAddress
    'Адрес Ordinals', // ordinalsAddress
    'Активный', // active
  ],
  allWallets: [
    'Поиск кошелька', // searchWallet
    'Поиск кошелька', // searchPlaceholder
    'Кошелёк не найден', // noWalletFound
    'Загрузка кошельков', // loadingWallets
    'Проверьте написание или поищите другой кошелёк.', // noWalletFoundText
    'Очистить поиск', // clearSearch
  ],
  authSettings: [
    'Настройки кошелька', // walletSettings
    'Изменить эл. почту', // changeEmail
    'Экспорт закрытого ключа', // exportKey
    'Код восстановления', // recoveryPasscode
    'Сессии', // smartSessions
    'Смарт-аккаунт', // smartAccount
    'Смарт-аккаунт: развёрнут', // smartAccountDeployed
    'Смарт-аккаунт: будет создан первой транзакцией', // smartAccountCounterfactual
    'Смарт-аккаунты недоступны в этой сети', // smartAccountUnavailable
    'Тип аккаунта: EOA (собственный адрес ключа)', // eoa
    'Использовать смарт-аккаунт', // useSmartAccount
  ],
  buy: [
    'Провайдер', // provider
    'Комиссия {range}', // fee
    'Вы покупаете', // youBuy
    'Сеть', // network
    'Вы платите', // youPay
    'Валюта оплаты', // paymentCurrency
    'Валюта покупки', // purchaseCurrency
    'Поиск валюты', // searchCurrency
    'Валюта не найдена', // noCurrencyFound
    'Ничего не найдено по запросу «{query}».', // noCurrencyFoundText
    'Недоступно в сети {network}', // notOnNetwork
    'Мин. {min} · Макс. {max} {currency}', // limits
    'Вы получите', // youReceive
    'Комиссии', // fees
    'Итого', // total
    'Минимум — {min} {currency}', // belowMin
    'Максимум — {max} {currency}', // aboveMax
    'Введите сумму', // enterAmount
    'Получаем котировку…', // gettingQuote
    'Продолжить с {provider}', // continueWith
    'Открываем {provider}…', // opening
    'Сейчас нет доступных провайдеров оплаты картой.', // noProvider
    '{symbol} нельзя купить в сети {network}. Выберите другую валюту или смените сеть.', // noNetwork
    'Показаны примерные варианты: провайдер недоступен.', // sampleOptions
    'Ожидаем поступления {amount}', // pending
    'Завершите оплату во вкладке {provider}. Баланс обновится здесь, когда токены поступят.', // pendingText
    'Снова открыть оплату', // reopen
    '{amount} поступили в ваш кошелёк', // arrived
    'Браузер заблокировал новую вкладку. Откройте оплату здесь:', // popupBlocked
  ],
  connectingSocial: [
    'Продолжите в окне {provider}', // continueInPopup
    'Войдите там; это окно подключится, когда вы закончите.', // popupHint
    'Всплывающее окно закрыто', // popupClosed
    'Не удалось начать вход через соцсеть', // socialFailed
    'Попробовать снова', // tryAgain
    'Отсканируйте камерой телефона или в приложении Farcaster', // farcasterScan
    'QR-код для входа через Farcaster', // farcasterQr
    'Не удалось подключиться к Farcaster', // farcasterFailed
    'Скопировать ссылку', // copyLink
    'Ссылка скопирована', // linkCopied
    'Войдите через приложение Farcaster', // farcasterApprove
    'Открыть Farcaster', // openFarcaster
    'Или отсканируйте QR-код с другого устройства', // farcasterOrScan
  ],
  dataCapture: [
    'Получайте новости от {name}', // dataCaptureTitle
    'Оставьте эл. почту, чтобы узнавать о новостях и предложениях. Отписаться можно в любой момент.', // dataCaptureText
    'Я согласен получать письма от {name}', // emailConsent
    'Отметьте флажок, чтобы согласиться, или пропустите этот шаг', // consentRequired
    'Введите корректный адрес эл. почты', // invalidEmail
    'Продолжить', // continue
    'Пропустить', // skip
    'Сохранение…', // saving
    'Эл. почта сохранена', // emailSaved
  ],
  emailLogin: [
    'Введите код, который мы отправили на {email}', // codeSent
    'Код действует 10 минут.', // codeHint
    'Цифра {index} из 6', // codeDigit
    'Код подтверждения', // codeGroup
    'Отправить код снова', // resendCode
    'Новый код уже в пути', // codeResent
    '{count, plural, one {Осталась # попытка} few {Осталось # попытки} many {Осталось # попыток} other {Осталось # попытки}}', // attemptsLeft
    'Проверяем код…', // verifying
    'Не удалось запустить авторизацию', // authInitFailed
    'Другая эл. почта', // changeEmail
    '{message}. {attempts}.', // codeRefused
  ],
  networks: [
    'Сети', // networks
    'Приложение не поддерживает вашу текущую сеть. Чтобы продолжить, переключитесь на доступную.', // unsupportedChainText
    'Подключено', // currentNetwork
    'Недоступно', // networkUnavailable
    'Сети EVM', // evmNetworks
  ],
  nfts: [
    'NFT пока нет', // noNfts
    'Здесь появятся ваши коллекционные предметы.', // noNftsText
    'Загрузка NFT', // loadingNfts
  ],
  profileWallets: [
    'Подключён', // walletConnected
    'Активный', // walletActive
    'Отключён', // walletDisconnected
    'Переключить', // switchWallet
    'Переподключить', // reconnectWallet
    'Отключить {name}', // disconnectWallet
    'Добавить кошелёк', // addWallet
    'Отключить все', // disconnectAll
    'Сети EVM', // evmNetworks
  ],
  receive: [
    'Отправляйте активы в сети {network} на этот адрес.', // receiveText
    'QR-код вашего адреса в сети {network}', // receiveQr
    'Также принимает в сетях', // receiveNetworks
  ],
  registerName: [
    'По имени люди находят и узнают ваш аккаунт вместо его адреса.', // registerNameText
    'Имя аккаунта', // accountName
    'vashe_imya', // accountNamePlaceholder
    'Проверяем доступность…', // nameChecking
    '{name} свободно', // nameAvailable
    '{name} уже занято', // nameTaken
    'Свободные имена', // nameSuggestions
    'Зарегистрировать', // registerName
    'Подпишите в кошельке…', // registerNameSigning
    'Теперь {name} — имя вашего аккаунта', // registerNameSuccess
    'Оно показывается вместо адреса везде, где приложение показывает ваш аккаунт.', // registerNameSuccessText
    'Назад к аккаунту', // backToAccount
  ],
  selectToken: [
    'Поиск токена', // searchToken
    'Ваши токены', // yourTokens
    'Токен не найден', // noTokenFound
    'Попробуйте другое название или символ.', // noTokenFoundText
    'Очистить поиск', // clearSearch
  ],
  send: [
    'Сумма', // amount
    'Доступно: {amount} {symbol}', // available
    'Макс.', // max
    'Введите или вставьте адрес', // receiverPlaceholder
    'Введите сумму', // enterAmount
    'Неверная сумма', // invalidAmount
    'Недостаточно средств', // insufficientBalance
    'Добавьте адрес', // addReceiver
    'Неверный адрес', // invalidAddress
    '{amount} сат', // sats
    'Отправка невозможна', // cannotSend
  ],
  sendPreview: [
    'Отправка', // sending
    'Отправка…', // sendingTx
    'Комиссия сети', // networkFee
    'Сеть', // network
    'Недоступно', // unavailable
    'Проверьте транзакцию в кошельке перед подтверждением.', // reviewInWallet
    'Отправлено {amount} {symbol}', // sent
    'Не удалось отправить', // sendFailed
    'Ставка комиссии', // feeRate
    'Медленно', // slow
    'Обычно', // normal
    'Быстро', // fast
    '{rate} sat/vB', // satsPerVbyte
    '{amount} сат', // sats
    'Недостаточно средств для суммы и комиссии сети.', // insufficientForFee
    'Транзакция отправлена', // transactionSent
    'Скопировать ID транзакции', // copyTransactionId
    'ID транзакции скопирован', // transactionIdCopied
    'Открыть в {explorer}', // viewOnExplorer
  ],
  signIn: [
    '{name} хочет подключиться к вашему кошельку', // signInTitle
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить.', // signInText
    'Подпишите это сообщение, чтобы подтвердить, что кошелёк принадлежит вам, и продолжить. При отмене вы будете отключены.', // signInRequiredText
    'Подтвердите запрос на вход в кошельке.', // signInWaiting
    'Подписать', // sign
    'Подписание…', // signing
  ],
  swap: [
    'Вы платите', // youPay
    'Вы получите', // youReceive
    'Баланс: {amount}', // balanceOf
    'Макс.', // max
    'Поменять токены местами', // flip
    'Выбрать токен', // selectToken
    'Введите сумму', // enterAmount
    'Неверная сумма', // invalidAmount
    'Недостаточно средств', // insufficientBalance
    'Получаем котировку…', // gettingQuote
    'Маршрут не найден', // noRoute
    'Котировка недоступна, попробуйте снова', // quoteFailed
    'Проверить обмен', // reviewSwap
    'Курс', // rate
    'Влияние на цену', // priceImpact
    'Комиссия сети', // networkFee
    'Макс. проскальзывание', // slippage
    'Минимум к получению', // minimumReceived
    'Недоступно', // unavailable
    'Сеть не поддерживает обмен', // unsupported
    'Переключитесь на сеть с обменом, чтобы обменивать токены.', // unsupportedText
    'Сменить сеть', // switchNetwork
    'Поиск токена', // searchToken
    'Ваши токены', // yourTokens
    'Популярные токены', // popularTokens
    'Рекомендуемые', // suggested
    'Токен не найден', // noTokenFound
    'Разрешить {symbol}', // approveToken
    'Разрешение…', // approving
    'Сначала разрешите в кошельке ровно {amount} {symbol} для обмена.', // approveNote
    'Подтвердите обмен в кошельке.', // swapNote
    'Одобрить и обменять', // approveAndSwap
    'Одобрите ровно {amount} {symbol} и обменяйте — одним подтверждением в кошельке.', // approveAndSwapNote
    'Обменять', // swap
    'Обмен…', // swapping
    'Отмена', // cancel
    'Обменяно {amount} {from} на {to}', // swapped
    'Отклонено в кошельке', // rejected
    'Не удалось обменять', // swapFailed
    'Проверяем разрешение…', // checkingAllowance
    'Попробуйте другое название или символ.', // noTokenFoundText
    'Очистить поиск', // clearSearch
  ],
  switchActiveChain: [
    'Переключиться на {namespace}', // switchActiveChainTitle
    'У подключённого кошелька нет аккаунта {namespace}. Чтобы продолжить, подключите кошелёк для {namespace}.', // switchActiveChainText
    'Подключить кошелёк {namespace}', // connectNamespaceWallet
    'Сети EVM', // evmNetworks
  ],
  switchNetwork: [
    'Сеть изменена на {network}', // networkSwitched
    'Подтвердите в кошельке', // approveInWallet
    'Примите в кошельке запрос на переключение на {network}.', // switchRequest
    'Примите в {name} запрос на переключение на {network}.', // switchRequestIn
  ],
  tokens: [
    'Токенов пока нет', // noTokens
    'Здесь появятся токены, полученные в сети {network}.', // noTokensText
    'Общий баланс', // totalBalance
    'Загрузка токенов', // loadingTokens
  ],
  updateEmail: [
    'Новая эл. почта', // newEmail
    'Отправить коды', // sendCodes
    'Мы отправили один код на ваш текущий адрес и другой — на {email}.', // codesSent
    'Код, отправленный на текущую почту', // currentCode
    'Код, отправленный на {email}', // newCode
    'Изменить эл. почту', // confirmChange
    'Эл. почта изменена', // emailChanged
    'Подтверждение…', // waiting
  ],
  walletConnect: [
    'Подключение отклонено', // connectionRejected
    'Установить {name}', // getWallet
    '{name} не установлен в этом браузере.', // notInstalled
    'Открыть {name}', // openWallet
    'Отсканируйте в {name} на телефоне или откройте здесь.', // scanWithWallet
    'Отсканируйте кошельком с поддержкой WalletConnect на телефоне', // scanAnyWallet
    'QR-код для подключения {name}', // qrCodeFor
    'Готовим QR-код', // preparingQr
    'Ретранслятор подключения недоступен', // relayUnavailable
    'Повторная попытка… QR-код появится, как только он ответит.', // relayRetrying
    'Или отсканируйте QR-код', // orScanQr
    'Скопировать ссылку', // copyLink
    'Ссылка скопирована', // linkCopied
    'Установить расширение', // getExtension
    'Установить приложение', // getApp
    'Сайт', // website
    'Откройте кошелёк', // openAWallet
    'Отсканируйте WalletConnect-кошельком на другом устройстве', // scanFromAnotherDevice
  ],
  smartSessions: [
    'Сессии', // sessions
    'Загрузка сессий', // loadingSessions
    'Нет сессий', // noSessions
    'Здесь появляются приложения, которым вы разрешили действовать в пределах лимитов без подтверждения каждый раз.', // noSessionsText
    'Не удалось загрузить сессии', // sessionsError
    'Повторить', // retry
    '{name} в {contract}', // sessionCall
    'Потрачено {spent} из {limit}', // sessionSpent
    '{amount} базовых единиц', // baseUnits
    'До {date}', // sessionUntil
    'Истекла', // sessionExpired
    'Отозвать', // revoke
    'Отозвать сессию {name}', // revokeSession
    'Отзыв…', // revoking
    'Сессия отозвана', // revoked
  ],
} satisfies ViewTexts
