export type {
  AnalyticsBody,
  ErrorReportBody,
  EventProperties,
  TrackEventBody,
  TrackEventName,
} from './analytics/events.ts'
export { ALWAYS_RECORDED_EVENTS, TRACK_EVENTS } from './analytics/events.ts'
export type { AnalyticsSummary, SummaryRow } from './analytics/summary.ts'
export * from './blockchain/index.ts'
export * from './config/index.ts'
export * from './convert/index.ts'
export type { CapturedEmail } from './emails/capturedEmails.ts'
export * from './history/index.ts'
export type { ErrorBody } from './http/httpError.ts'
export { HttpError, type HttpErrorType } from './http/httpError.ts'
export type { RateLimit } from './http/rateLimiter.ts'
export { INVALID_APP_CONFIGURATION, MAX_SUMMARY_DAYS } from './http/routes/analytics.ts'
export {
  DEFAULT_SESSION_SECONDS,
  MAX_SESSION_SECONDS,
  NONCE_TTL_MS,
  type SessionRoutesOptions,
} from './http/routes/sessions.ts'
export { IMAGE_CACHE_CONTROL } from './http/sendImage.ts'
export { renderBadgeSvg } from './images/badgeSvg.ts'
export * from './names/index.ts'
export * from './networks/index.ts'
export { ProjectError, type ProjectErrorType } from './projects/errors.ts'
export type { FeatureValue, RemoteFeatureName, RemoteFeatures } from './projects/features.ts'
export { DEFAULT_REMOTE_FEATURES, REMOTE_FEATURE_NAMES } from './projects/features.ts'
export { isOriginAllowed } from './projects/origins.ts'
export type { Project } from './projects/project.ts'
export { DEFAULT_PROJECT_ID } from './projects/project.ts'
export type { ProjectChanges } from './projects/projectsRepository.ts'
export {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  updateProject,
} from './projects/projectsRepository.ts'
export type { ServerContext } from './server/context.ts'
export { createServer } from './server/createServer.ts'
export type { ServerOptions, UpgradeHandler } from './server/options.ts'
export { DEFAULT_BODY_LIMIT, DEFAULT_HOST, DEFAULT_PORT, DEFAULT_RATE_LIMITS } from './server/options.ts'
export type { RunningServer, StartServerOptions } from './server/startServer.ts'
export { startServer } from './server/startServer.ts'
export type { StoredSession } from './sessions/sessionsRepository.ts'
export { readSessionToken, SESSION_COOKIE, type SessionTokenSource } from './sessions/sessionTokens.ts'
export {
  type VerifiedSession,
  type VerifySessionErrorType,
  type VerifySessionParameters,
  type VerifySessionReturnType,
  verifySession,
} from './sessions/verifySession.ts'
export type { Storage, StorageKind, StorageOptions } from './storage/createStorage.ts'
export { createStorage, defaultDataDir, MEMORY_DATA_DIR } from './storage/createStorage.ts'
export { StorageError, type StorageErrorType } from './storage/errors.ts'
export type { Database } from './storage/schema.ts'
export { CERTIFIED_MAX_RANK } from './wallets/badge.ts'
export { WalletImportError, type WalletImportErrorType } from './wallets/errors.ts'
export type { WalletImportResult } from './wallets/importWallets.ts'
export { importWalletsFile } from './wallets/importWallets.ts'
export type { BadgeType, Wallet } from './wallets/wallet.ts'
export { MAX_WALLET_ENTRIES } from './wallets/walletDirectory.ts'
export type { WalletRecord } from './wallets/walletRecord.ts'
