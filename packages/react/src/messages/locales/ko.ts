import type { MessageTexts } from '../en.ts'

/**
 * Korean: the button's and the first views' texts, in the order of `en.ts`'s keys, which the comments
 * name.
 */
export default [
  '지갑 연결', // connectWallet
  '연결 중…', // connecting
  '모든 지갑', // allWallets
  '{count}+', // allWalletsCount
  '뒤로', // back
  '닫기', // close
  '지갑', // walletList
  '설치됨', // installed
  '최근', // recent
  'WalletConnect', // walletConnect
  'QR 코드', // qrCode
  '또는', // or
  '이메일', // email
  '이메일', // emailPlaceholder
  '이메일로 계속', // continueWithEmail
  '{name}(으)로 계속', // continueWith
  '이메일 로그인', // emailLogin
  '이메일 변경', // updateEmail
  '지갑이 처음이신가요?', // newToWallets
  '시작하기', // getStarted
  '지갑이란?', // whatIsAWallet
  '지갑은 디지털 자산을 보관하고 비밀번호 없이 앱에 로그인할 수 있게 해 줍니다. 목록에서 하나를 골라 시작하세요.', // whatIsAWalletText
  '{name}에서 계속하세요', // continueIn
  '지갑에서 연결 요청을 수락하세요', // acceptConnection
  '연결하지 못했습니다', // connectionFailed
  '{name}에서 요청을 거절했습니다. 준비되면 다시 시도하세요.', // connectionDeclined
  '{name}에서 사용할 수 있는 네트워크로 연결하세요:', // networkNotAddedChoose
  '다시 시도', // tryAgain
  '재시도', // retry
  '계정', // account
  '토큰', // tokens
  'NFT', // nfts
  '활동', // activity
  '연결 해제', // disconnect
  '연결 해제됨', // disconnected
  '주소 복사', // copyAddress
  '주소를 복사했습니다', // addressCopied
  '복사하지 못했습니다', // copyFailed
  '잔액', // balance
  '받기', // receive
  '받기', // receiveTitle
  '네트워크 선택', // selectNetwork
  '네트워크 전환', // switchNetwork
  '네트워크 전환 중…', // switchingNetwork
  '알 수 없는 네트워크', // unknownNetwork
  '전환이 거부됨', // switchFailed
  '체인 전환', // switchChain
  '블록 탐색기', // blockExplorer
  '인증 커넥터를 찾을 수 없습니다', // noAuthConnector
  '지갑을 연결하면 서비스 약관 및 개인정보 처리방침에 동의하는 것으로 간주됩니다', // legal
  'Powered by Portico', // poweredBy
  '불러오는 중', // loading
  '문제가 발생했습니다', // somethingWentWrong
  '알림', // notifications
  '보내기', // send
  '보내기', // sendTitle
  '토큰 선택', // selectToken
  '받는 사람', // to
  '보내기 검토', // reviewSend
  '스왑', // swap
  '구매', // buy
  '암호화폐 구매', // buyTitle
  '통화 선택', // selectCurrency
  '스왑', // swapTitle
  '스왑 검토', // swapPreviewTitle
  '취소', // cancel
  '로그인', // signInView
  '소식 받기', // dataCaptureView
  '이름 선택', // registerNameView
  '이름 등록 완료', // registerNameSuccessView
  '이름을 선택하세요', // chooseName
  '지갑', // profileWalletsView
  '스마트 세션', // smartSessionsView
  '올바른 이메일 주소를 입력하세요', // invalidEmail
] satisfies MessageTexts
