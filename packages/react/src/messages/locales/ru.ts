import type { MessageTexts } from '../en.ts'

/**
 * Russian: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  'Подключить кошелёк', // connectWallet
  'Подключение…', // connecting
  'Все кошельки', // allWallets
  '{count}+', // allWalletsCount
  'Назад', // back
  'Закрыть', // close
  'Кошельки', // walletList
  'Установлен', // installed
  'Недавний', // recent
  'WalletConnect', // walletConnect
  'QR-код', // qrCode
  'или', // or
  'Эл. почта', // email
  'Эл. почта', // emailPlaceholder
  'Продолжить с эл. почтой', // continueWithEmail
  'Продолжить с {name}', // continueWith
  'Вход по эл. почте', // emailLogin
  'Изменить эл. почту', // updateEmail
  'Впервые пользуетесь кошельком?', // newToWallets
  'Начать', // getStarted
  'Что такое кошелёк?', // whatIsAWallet
  'Кошелёк хранит ваши цифровые активы и позволяет входить в приложения без пароля. Выберите кошелёк из списка, чтобы начать.', // whatIsAWalletText
  'Продолжите в {name}', // continueIn
  'Примите запрос на подключение в кошельке', // acceptConnection
  'Не удалось подключиться', // connectionFailed
  'Вы отклонили запрос в {name}. Попробуйте снова, когда будете готовы.', // connectionDeclined
  'Подключитесь в сети, доступной для {name}:', // networkNotAddedChoose
  'Попробовать снова', // tryAgain
  'Повторить', // retry
  'Аккаунт', // account
  'Токены', // tokens
  'NFT', // nfts
  'Активность', // activity
  'Отключить', // disconnect
  'Отключено', // disconnected
  'Скопировать адрес', // copyAddress
  'Адрес скопирован', // addressCopied
  'Не удалось скопировать', // copyFailed
  'Баланс', // balance
  'Получить', // receive
  'Получить', // receiveTitle
  'Выбрать сеть', // selectNetwork
  'Сменить сеть', // switchNetwork
  'Смена сети…', // switchingNetwork
  'Неизвестная сеть', // unknownNetwork
  'Смена отклонена', // switchFailed
  'Сменить блокчейн', // switchChain
  'Обозреватель блоков', // blockExplorer
  'Коннектор авторизации не найден', // noAuthConnector
  'Подключая кошелёк, вы принимаете наши Условия использования и Политику конфиденциальности', // legal
  'Работает на Portico', // poweredBy
  'Загрузка', // loading
  'Что-то пошло не так', // somethingWentWrong
  'Уведомления', // notifications
  'Отправить', // send
  'Отправить', // sendTitle
  'Выбрать токен', // selectToken
  'Кому', // to
  'Проверить отправку', // reviewSend
  'Обменять', // swap
  'Купить', // buy
  'Купить криптовалюту', // buyTitle
  'Выберите валюту', // selectCurrency
  'Обмен', // swapTitle
  'Проверить обмен', // swapPreviewTitle
  'Отмена', // cancel
  'Вход', // signInView
  'Оставайтесь на связи', // dataCaptureView
  'Выбор имени', // registerNameView
  'Имя зарегистрировано', // registerNameSuccessView
  'Выберите имя', // chooseName
  'Кошельки', // profileWalletsView
  'Смарт-сессии', // smartSessionsView
  'Введите корректный адрес эл. почты', // invalidEmail
] satisfies MessageTexts
