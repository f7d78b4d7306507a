export { attemptRelayConnection, closeRelaySocket } from './attemptConnection.ts'
export {
  type ConnectTestClientOptions,
  connectTestClient,
  nineteenDigitId,
  type RpcResponse,
  randomTopic,
  type SubscriptionParams,
  type TestClient,
} from './connectTestClient.ts'
