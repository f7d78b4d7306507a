export * from './domain.ts'
export * from './instance/index.ts'
