/** The ERC-7715 permission actions in one chunk, loaded on the first of them. */
export { getPermissions } from './getPermissions.ts'
export { grantPermissions } from './grantPermissions.ts'
export { revokePermissions } from './revokePermissions.ts'
